// The criminal-defense pages (issue 14), in the order the menu, the home page and /sitemap show
// them. They sit under the home office's city only: Kent, where King County Superior Court's
// Maleng Regional Justice Center and Kent Municipal Court hear cases. Adding one: write
// data/criminal/<area>.ts, add its source label to data/criminal-source-labels.ts, and list it
// here; its page, menu entry, home card, sitemap entries and the redirect from its city-less
// address follow from config.
import { assault } from './criminal/assault';
import { criminalDefense } from './criminal/criminal-defense';
import { domesticViolence } from './criminal/domestic-violence';
import { drugCharges } from './criminal/drug-charges';
import { dui } from './criminal/dui';
import { theft } from './criminal/theft';
import { warrantsProbation } from './criminal/warrants-probation';
import type { CopyShape } from './types';

export const criminalAreas = {
  overview: criminalDefense,
  dui,
  assault,
  'domestic-violence': domesticViolence,
  drugs: drugCharges,
  theft,
  warrants: warrantsProbation,
} as const;

export type CriminalAreaId = keyof typeof criminalAreas;

/** The home page's way in for people facing charges, above a card for each page listed here. */
export const criminalDefenseHomeCopy = {
  heading: 'Facing Charges in Kent?',
  intro: [
    'Arrested last night, handed a citation, or holding a court date you did not expect? Start with the page for your charge. Each one explains the Washington law involved, what happens in the next few days, and what to avoid while you wait to talk to us.',
    'Our criminal defense practice is led by a former prosecutor. He knows how cases are charged in Kent Municipal Court and at the Maleng Regional Justice Center, and he now uses what he knows for the accused.',
  ],
} as const;

/**
 * The block's shape with its words widened to any string, as a translation gives it: a field added
 * to the English and missing there fails tsc, and the intro keeps the English number of paragraphs.
 */
export type FacingChargesCopy = CopyShape<typeof criminalDefenseHomeCopy>;
