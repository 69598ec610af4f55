// The case types live beside the lead schema, shared by the form and the function.
export { caseTypes, type CaseType } from '../supabase/functions/_shared/case-types.ts';
