// The nine case types of spec §3, exactly as written: the form's options and the function's
// validation both read this list.
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
