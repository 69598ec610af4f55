-- Calls and texts started from the site (issue 30): each tap on a tel: or sms: link adds one to its
-- page's count for the week (lead-core/contact-taps.ts). Only the count: no visitor, no time, no
-- address, nothing that links a tap to a lead. `npm run leads -- report` shows the counts beside the
-- leads. The pages are paths of the site; the function bounds the rows a week may hold.
create table if not exists public.contact_taps (
  week date not null,
  page text not null check (page ~ '^/[a-z0-9/-]{0,150}$'),
  kind text not null check (kind in ('call', 'text')),
  taps integer not null default 0 check (taps >= 0),
  primary key (week, page, kind)
);
alter table public.contact_taps enable row level security;

do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on table public.contact_taps from anon, authenticated;
  end if;
end
$$;
