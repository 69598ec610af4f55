-- The address hash is kept only while the rate limit needs it: a sweep clears it once its lead is
-- older than the window (lead-store.ts `purgeIpHashes`; the Node server every minute, and on
-- Supabase each notify-leads run). This index holds only the leads that still have a hash, so the
-- sweep reads those few rows instead of the whole table.
create index if not exists leads_ip_hash_kept_idx on public.leads (created_at) where ip_hash <> '';
