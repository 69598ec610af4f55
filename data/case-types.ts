// The case types live with the lead schema, shared by the form and the function.
export { caseTypes, type CaseType } from '../supabase/functions/_shared/lead-schema.ts';
