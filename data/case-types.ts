// The one list of case types (spec §3, exactly as written, in the spec's order). Everything else
// follows from it: the form's select, the lead schema that the form and both lead functions
// check (lead-core/lead-schema.ts), and each practice area's `caseType`. The database keeps no
// list of its own (supabase/migrations/20261124140000_case_type_check_in_schema.sql).
// It imports nothing: the Supabase functions bundle it (tests/unit/supabase-bundle.test.ts).
export const caseTypes = [
  'CAR ACCIDENTS',
  'TRUCK ACCIDENTS',
  'MOTORCYCLE ACCIDENTS',
  'DOG BITES',
  'PREMISES LIABILITY',
  'WRONGFUL DEATH',
  'CATASTROPHIC INJURIES',
  'BOATING ACCIDENTS',
  'Other',
] as const;
export type CaseType = (typeof caseTypes)[number];
