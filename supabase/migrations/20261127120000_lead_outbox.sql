-- After the form (issue 20): what happens to a lead once it is stored.
--
-- 1. The outbox. Each lead's deliveries (the intake email, one text per on-call number, the signed
--    webhook, the CRM) are rows written by the statement that stores the lead, so a lead is never
--    acknowledged without them. A worker claims the due rows (FOR UPDATE SKIP LOCKED), sends them
--    and marks each sent, retried later, or failed for good (lead-core/outbox.ts). A table of our
--    own rather than pg-boss or pgmq: the rows must be written inside the lead's own insert on
--    PGlite, PostgreSQL and Supabase alike, drained from Node and from a Deno function, and read
--    by `npm run leads -- deliveries` beside the lead they belong to.
create table if not exists public.lead_deliveries (
  id bigint generated always as identity primary key,
  lead_id bigint not null references public.leads (id) on delete cascade,
  -- 'email', 'sms', 'webhook', 'clio-grow': no list here, so a channel added later needs no migration.
  channel text not null check (char_length(channel) between 1 and 40),
  -- Where it goes: the intake address, the phone number, the webhook's or the CRM's URL.
  target text not null check (char_length(target) <= 2000),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (lead_id, channel, target)
);
alter table public.lead_deliveries enable row level security;
create index if not exists lead_deliveries_due_idx on public.lead_deliveries (next_attempt_at) where status = 'pending';
create index if not exists lead_deliveries_lead_idx on public.lead_deliveries (lead_id);

-- The emails still queued in the leads' own columns become deliveries. Their address was never
-- recorded: an empty target is the intake address configured now (NOTIFY_EMAIL).
insert into public.lead_deliveries (lead_id, channel, target, attempts, next_attempt_at, last_error)
  select id, 'email', '', notification_attempts, notification_next_attempt_at, notification_last_error
  from public.leads where notification_status = 'pending';
drop index if exists public.leads_due_idx;
alter table public.leads
  drop column if exists notification_status,
  drop column if exists notification_attempts,
  drop column if exists notification_next_attempt_at,
  drop column if exists notification_last_error,
  drop column if exists notified_at;

-- 2. Where the lead came from, only with the visitor's consent (RCW 19.373.030: which ad or page
--    brought an injured person is not needed for the callback). `attribution` holds the landing
--    page, the first external referrer, the utm_* values and the ad click ids, with the time of the
--    consent and the version of the words the visitor ticked; it is null without consent. The
--    referrer column the form used to fill without asking goes: the referrer is now part of it.
alter table public.leads
  drop column if exists referrer,
  add column if not exists attribution jsonb,
  add column if not exists attribution_consented_at timestamptz,
  add column if not exists attribution_consent_version text check (char_length(attribution_consent_version) <= 40),
  -- When intake first reached the visitor (`npm run leads -- contacted`): time to first contact.
  add column if not exists contacted_at timestamptz,
  -- A salted hash of the fields and the client's address hash: the plain form sent twice (the back
  -- button, a double click) within a few minutes is one lead. Cleared with the address hash.
  add column if not exists fingerprint text not null default '';
create index if not exists leads_fingerprint_idx on public.leads (fingerprint, created_at) where fingerprint <> '';

-- Without consent a lead's campaign adds one to its week's count here, with no link to any lead,
-- so the firm still sees which campaigns bring leads. The week starts on Monday in the firm's time zone.
create table if not exists public.lead_campaign_counts (
  week date not null,
  source text not null check (char_length(source) <= 100),
  medium text not null check (char_length(medium) <= 100),
  campaign text not null check (char_length(campaign) <= 100),
  leads integer not null default 0,
  primary key (week, source, medium, campaign)
);
alter table public.lead_campaign_counts enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.lead_deliveries, public.lead_campaign_counts from anon, authenticated;
  end if;
end
$$;
