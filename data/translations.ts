// The pages translated into each language other than English (issue 15), by the key of their
// English page. A page exists in a language exactly when its copy is listed here: pages.config.ts
// makes it, under the language's prefix (data/locales.ts), from the same template as the English,
// and links the two as each other's alternates. Each file `satisfies` the English page's type, so
// a translation missing a field fails tsc.
import type { AttorneyId } from './attorneys';
import type { CriminalAreaId } from './criminal-areas';
import { attorneySummariesEs } from './es/attorney-summaries';
import { assaultEs } from './es/criminal/assault';
import { criminalDefenseEs } from './es/criminal/criminal-defense';
import { domesticViolenceEs } from './es/criminal/domestic-violence';
import { drugChargesEs } from './es/criminal/drug-charges';
import { duiEs } from './es/criminal/dui';
import { theftEs } from './es/criminal/theft';
import { warrantsProbationEs } from './es/criminal/warrants-probation';
import { boatingAccidentEs } from './es/practice/boating-accident';
import { carAccidentEs } from './es/practice/car-accident';
import { catastrophicInjuriesEs } from './es/practice/catastrophic-injuries';
import { dogBiteEs } from './es/practice/dog-bite';
import { motorcycleAccidentEs } from './es/practice/motorcycle-accident';
import { premisesLiabilityEs } from './es/practice/premises-liability';
import { truckAccidentEs } from './es/practice/truck-accident';
import { wrongfulDeathEs } from './es/practice/wrongful-death';
import type { TranslatedLocale } from './locales';
import type { PracticeAreaId } from './practice-areas';
import type { CriminalAreaData, PracticeAreaData } from './types';

export interface Translation {
  readonly practiceAreas: Partial<Readonly<Record<PracticeAreaId, PracticeAreaData>>>;
  readonly criminalAreas: Partial<Readonly<Record<CriminalAreaId, CriminalAreaData>>>;
  /** The bios stay in English: a translated page that links to one shows this summary beside the link. */
  readonly attorneySummaries: Readonly<Record<AttorneyId, AttorneySummary>>;
}

export interface AttorneySummary {
  readonly title: string;
  readonly summary: string;
  /** What the spotlight's portrait shows, in the page's language (data/attorneys.ts `portrait.alt`). */
  readonly portraitAlt: string;
}

export const translations: Readonly<Record<TranslatedLocale, Translation>> = {
  es: {
    practiceAreas: {
      car: carAccidentEs,
      truck: truckAccidentEs,
      motorcycle: motorcycleAccidentEs,
      'dog-bite': dogBiteEs,
      'wrongful-death': wrongfulDeathEs,
      catastrophic: catastrophicInjuriesEs,
      boating: boatingAccidentEs,
      premises: premisesLiabilityEs,
    },
    criminalAreas: {
      overview: criminalDefenseEs,
      dui: duiEs,
      assault: assaultEs,
      'domestic-violence': domesticViolenceEs,
      drugs: drugChargesEs,
      theft: theftEs,
      warrants: warrantsProbationEs,
    },
    attorneySummaries: attorneySummariesEs,
  },
};
