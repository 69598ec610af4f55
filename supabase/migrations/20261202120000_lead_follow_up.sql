-- After the alert (issue 29): a person reaches the prospect, and the firm sees what each source signs.
--
-- 1. What intake did with a lead, one row per action: tapped on the lead's intake page (its link in
--    an intake text or email), or recorded with `npm run leads -- contacted`. `recipient` is whose
--    link it was: the on-call number, the intake address, or 'cli'. The first 'reached' is the
--    lead's first contact (leads.contacted_at, kept for the report's minutes to contact). The rows
--    go with the lead when it is deleted.
create table if not exists public.lead_events (
  id bigint generated always as identity primary key,
  lead_id bigint not null references public.leads (id) on delete cascade,
  kind text not null check (kind in ('reached', 'no-answer', 'not-a-case', 'signed')),
  recipient text not null check (char_length(recipient) between 1 and 200),
  created_at timestamptz not null default now()
);
alter table public.lead_events enable row level security;
create index if not exists lead_events_lead_idx on public.lead_events (lead_id, created_at);

-- 2. Follow-ups are deliveries of the same outbox, due later: the escalation five minutes on, and
--    each reminder of the chase after "No answer". A delivery of the same channel and target can
--    now come several times, one per round; and an action that makes it needless cancels it
--    (status 'cancelled'), in the statement that records the action.
alter table public.lead_deliveries add column if not exists round integer not null default 0 check (round >= 0);
alter table public.lead_deliveries drop constraint if exists lead_deliveries_lead_id_channel_target_key;
alter table public.lead_deliveries add constraint lead_deliveries_lead_channel_target_round_key unique (lead_id, channel, target, round);
alter table public.lead_deliveries drop constraint if exists lead_deliveries_status_check;
alter table public.lead_deliveries add constraint lead_deliveries_status_check check (status in ('pending', 'sent', 'failed', 'cancelled'));
-- The prospect's confirmation text: at most one per number a day, found by its target.
create index if not exists lead_deliveries_channel_target_idx on public.lead_deliveries (channel, target, created_at);

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.lead_events from anon, authenticated;
  end if;
end
$$;

-- 3. Where each lead stands, in one place for the report and the CLI: 'signed' or 'not-a-case' by
--    the latest of those actions; 'unreached' once the chase after "No answer" has sent its last
--    reminder without anybody reaching them; 'open' otherwise. first_reached_at is the first
--    "Reached them". security_invoker: the view reads the tables with the caller's rights, so the
--    row security that keeps the tables from Supabase's public roles holds for it too.
create or replace view public.lead_outcomes with (security_invoker = true) as
  select lead.id as lead_id,
    case
      when final.kind is not null then final.kind
      when reached.first_at is not null then 'open'
      when exists (select 1 from public.lead_events as event where event.lead_id = lead.id and event.kind = 'no-answer')
        and exists (select 1 from public.lead_deliveries as chase where chase.lead_id = lead.id and chase.channel = 'reminder' and chase.round > 0)
        and not exists (select 1 from public.lead_deliveries as chase where chase.lead_id = lead.id and chase.channel = 'reminder' and chase.round > 0 and chase.status = 'pending')
        then 'unreached'
      else 'open'
    end as outcome,
    reached.first_at as first_reached_at
  from public.leads as lead
  left join lateral (
    select event.kind from public.lead_events as event
    where event.lead_id = lead.id and event.kind in ('signed', 'not-a-case')
    order by event.created_at desc, event.id desc limit 1) as final on true
  left join lateral (
    select min(event.created_at) as first_at from public.lead_events as event
    where event.lead_id = lead.id and event.kind = 'reached') as reached on true;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.lead_outcomes from anon, authenticated;
  end if;
end
$$;
