// Apart from the schemas so that the form's plain HTML can list them without shipping valibot.
/** The nine case types of spec §3, exactly as written. */
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
