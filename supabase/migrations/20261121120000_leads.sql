-- Leads from the site's one form (spec §3). A lead and its notification state live in one row, so a
-- single INSERT makes the lead durable and queues its email at once.
create table if not exists public.leads (
  id bigint generated always as identity primary key,
  submission_id uuid not null unique,
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 200),
  phone text not null check (char_length(phone) between 1 and 40),
  email text not null check (char_length(email) between 3 and 254),
  case_type text not null check (case_type in ('CAR ACCIDENTS', 'TRUCK ACCIDENTS', 'MOTORCYCLE ACCIDENTS', 'DOG BITES',
    'PREMISES LIABILITY', 'WRONGFUL DEATH', 'CATASTROPHIC INJURIES', 'BOATING ACCIDENTS', 'Other')),
  message text not null default '' check (char_length(message) <= 5000),
  source_page text not null default 'contact-form' check (char_length(source_page) <= 80),
  source_url text not null default '' check (char_length(source_url) <= 2000),
  page_title text not null default '' check (char_length(page_title) <= 300),
  referrer text not null default '' check (char_length(referrer) <= 2000),
  user_agent text not null default '' check (char_length(user_agent) <= 500),
  -- A salted hash, never the address itself: enough for the rate limit, useless to anyone else.
  ip_hash text not null default '',
  status text not null default 'new' check (status in ('new', 'spam')),
  notification_status text not null default 'pending' check (notification_status in ('pending', 'sent', 'skipped')),
  notification_attempts integer not null default 0,
  notification_next_attempt_at timestamptz not null default now(),
  notification_last_error text,
  notified_at timestamptz
);

-- Row level security on, with no policy: the anon and authenticated roles can neither read nor
-- write leads; only the function (service connection) can.
alter table public.leads enable row level security;

create index if not exists leads_due_idx on public.leads (notification_next_attempt_at) where notification_status = 'pending';
create index if not exists leads_ip_recent_idx on public.leads (ip_hash, created_at);

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.leads from anon, authenticated;
  end if;
end
$$;
