-- Texts to the firm's numbers (issue 30): Twilio's Messaging webhook posts each one to the
-- inbound-text function (lead-core/inbound-text.ts). The first text from a number is a lead
-- (source_page 'text-message'); the texts from that number within a day of its last one join it, one
-- row each, the conversation. Twilio retries with the same MessageSid, which stores once. Photos are
-- not fetched: only how many came (num_media). The rows go with the lead when it is deleted.
create table if not exists public.inbound_texts (
  id bigint generated always as identity primary key,
  lead_id bigint not null references public.leads (id) on delete cascade,
  message_sid text not null unique check (message_sid ~ '^(SM|MM)[0-9a-f]{32}$'),
  from_number text not null check (from_number ~ '^\+[1-9][0-9]{7,14}$'),
  to_number text not null check (to_number ~ '^\+[1-9][0-9]{7,14}$'),
  body text not null check (char_length(body) <= 5000),
  num_media integer not null default 0 check (num_media between 0 and 10),
  created_at timestamptz not null default now()
);
alter table public.inbound_texts enable row level security;
create index if not exists inbound_texts_from_idx on public.inbound_texts (from_number, created_at);
create index if not exists inbound_texts_lead_idx on public.inbound_texts (lead_id, created_at);

-- A text carries no email address: a text lead's is empty; every other lead's is as before.
alter table public.leads drop constraint if exists leads_email_check;
alter table public.leads add constraint leads_email_check
  check (char_length(email) between 3 and 254 or (email = '' and source_page = 'text-message'));

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.inbound_texts from anon, authenticated;
  end if;
end
$$;
