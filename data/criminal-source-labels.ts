// The form source labels of the criminal-defense pages, one per page, by language: the English pages'
// (data/criminal/) and their translations' (data/es/criminal/, where a page's label is its own slug).
// They are listed here, apart from the pages' copy, because the lead core reads them: the firm's
// notification says in its subject that a lead from one of these pages is a criminal-defense
// inquiry (lead-core/lead-email.ts), so intake calls it back first, in either language. Each page's
// `sourceLabel` is typed as one of these, and tests/unit/criminal-defense.test.tsx holds each
// language's list against its pages. It imports nothing: the Supabase functions bundle it
// (tests/unit/supabase-bundle.test.ts).
export const criminalSourceLabels = {
  en: [
    'criminal-defense-lawyer',
    'dui-defense-lawyer',
    'assault-defense-lawyer',
    'domestic-violence-defense-lawyer',
    'drug-charges-defense-lawyer',
    'theft-defense-lawyer',
    'warrants-probation-defense-lawyer',
  ],
  es: [
    'abogado-defensa-criminal',
    'abogado-dui',
    'abogado-cargos-de-agresion',
    'abogado-violencia-domestica',
    'abogado-cargos-de-drogas',
    'abogado-cargos-de-robo',
    'abogado-ordenes-de-arresto-y-libertad-condicional',
  ],
} as const;
export type CriminalSourceLabel = (typeof criminalSourceLabels)[keyof typeof criminalSourceLabels][number];

const everyCriminalSourceLabel: readonly string[] = Object.values(criminalSourceLabels).flat();
export const isCriminalSourceLabel = (label: string): label is CriminalSourceLabel => everyCriminalSourceLabel.includes(label);
