-- The language the visitor wrote in (issue 15: the site's Spanish pages send 'es'), so intake
-- calls back in it. The lead schema (lead-core/lead-schema.ts) accepts only the site's languages
-- (data/lead-messages.ts); the table keeps no list of its own, as for case types, so a language
-- added later needs no migration. Leads stored before this one were written in English.
alter table public.leads add column if not exists language text not null default 'en' check (char_length(language) <= 10);
