// The form source labels of the criminal-defense pages (data/criminal/), one per page. They are
// listed here, apart from the pages' copy, because the lead core reads them: the firm's
// notification says in its subject that a lead from one of these pages is a criminal-defense
// inquiry (lead-core/lead-email.ts), so intake calls it back first. Each page's `sourceLabel` is
// typed as one of these, and tests/unit/criminal-defense.test.ts holds the list against the pages.
// It imports nothing: the Supabase functions bundle it (tests/unit/supabase-bundle.test.ts).
export const criminalSourceLabels = ['criminal-defense-lawyer', 'dui-defense-lawyer', 'assault-defense-lawyer', 'domestic-violence-defense-lawyer', 'drug-charges-defense-lawyer', 'theft-defense-lawyer', 'warrants-probation-defense-lawyer'] as const;
export type CriminalSourceLabel = (typeof criminalSourceLabels)[number];

export const isCriminalSourceLabel = (label: string): label is CriminalSourceLabel =>
  (criminalSourceLabels as readonly string[]).includes(label);
