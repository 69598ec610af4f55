-- The case types are one list, data/case-types.ts, and the lead schema checks every lead against
-- it before the insert (lead-core/lead-schema.ts: the form, the Node server and send-contact-email
-- alike). The table kept a copy of that list in leads_case_type_check, which nothing kept in step:
-- when a case type was added, every lead of it was refused with a 503 and lost. The only writer is
-- the lead handler (row level security keeps everyone else out), so the schema's check is the one
-- that counts, and a case type added to the list is stored with no migration.
alter table public.leads drop constraint if exists leads_case_type_check;
