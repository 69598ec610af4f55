// The pages translated into each language other than English (issue 15), by the key of their
// English page. A practice, criminal-defense or office page exists in a language exactly when its
// copy is listed here; the firm-wide pages (home, contact, thank-you, terms, privacy) exist in every
// language, at the addresses of data/paths.ts. pages.config.ts makes each from the same template as
// the English, under the language's prefix (data/locales.ts), and links the two as each other's
// alternates. A practice or criminal-defense page's file holds only its words, typed from its English
// page (data/types.ts WordsOf), so a word missing or one too many fails tsc; the facts are the English
// page's (src/pages/in-language.ts).
import type { AttorneyId } from './attorneys';
import type { criminalAreas, CriminalAreaId, FacingChargesCopy } from './criminal-areas';
import { consumerHealthDataCopyEs } from './es/consumer-health-data';
import { criminalDefenseHomeCopyEs } from './es/criminal-areas';
import { kentOfficeEs } from './es/kent-office';
import { resultsSourceEs, settlementAmountEs, settlementWordsEs, type SettlementWords } from './es/settlements';
import { contactCopyEs, homeCopyEs, privacyCopyEs, termsCopyEs, thankYouCopyEs } from './es/site-copy';
import { testimonialsSourceEs, testimonialWordsEs, type TestimonialWords } from './es/testimonials';
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
import type { firm } from './firm';
import type { TranslatedLocale } from './locales';
import type { OfficeId } from './offices';
import type { practiceAreas, PracticeAreaId } from './practice-areas';
import type { resultsSource, settlements } from './settlements';
import type { SitePagesCopy } from './site-copy';
import type { testimonials, testimonialsSource } from './testimonials';
import type { OfficeWords, WordsForEach, WordsOf } from './types';

export interface Translation {
  readonly sitePages: SitePagesCopy;
  /** The home page's block for people facing charges. */
  readonly facingCharges: FacingChargesCopy;
  /** The home carousel's cards, in data/settlements.ts's order; the amounts are the English. */
  readonly settlements: WordsForEach<typeof settlements, SettlementWords>;
  /** The line under the cards, for either state (data/settlements.ts `resultsSource`). */
  readonly settlementsSource: Readonly<Record<keyof typeof resultsSource, string>>;
  /** A card's amount (data/settlements.ts, written once) as the language writes it. */
  readonly settlementAmount: (amount: string) => string;
  /** The home page's quotes, in data/testimonials.ts's order, and the line under them. */
  readonly testimonials: {
    readonly items: WordsForEach<typeof testimonials, TestimonialWords>;
    readonly source: Readonly<Record<keyof typeof testimonialsSource, string>>;
  };
  readonly offices: Partial<Readonly<Record<OfficeId, OfficeWords>>>;
  /** The titles of the home page's videos (firm.videos.home), in its order. */
  readonly homeVideoTitles: WordsForEach<typeof firm.videos.home, string>;
  /** Each translated practice page's words; its facts are its English page's (data/practice/). */
  readonly practiceAreas: { readonly [Id in PracticeAreaId]?: WordsOf<(typeof practiceAreas)[Id]> };
  /** Each translated criminal-defense page's words; its facts are its English page's (data/criminal/). */
  readonly criminalAreas: { readonly [Id in CriminalAreaId]?: WordsOf<(typeof criminalAreas)[Id]> };
  /** The bios stay in English: a translated page that links to one shows this summary beside the link. */
  readonly attorneySummaries: Readonly<Record<AttorneyId, AttorneySummary>>;
}

export interface AttorneySummary {
  readonly title: string;
  readonly summary: string;
  /** What the spotlight's portrait shows, in the page's language (data/attorneys.ts `portrait.alt`). */
  readonly portraitAlt: string;
  /**
   * The summary as a page of the attorney's practice shows it, by the page's key in
   * data/criminal-areas.ts or data/practice-areas.ts: written for that page (a theft page's does not
   * talk of DUI hearings). A page not listed here shows `summary`.
   */
  readonly onPage?: Readonly<Partial<Record<CriminalAreaId | PracticeAreaId, string>>>;
}

export const translations: Readonly<Record<TranslatedLocale, Translation>> = {
  es: {
    sitePages: {
      home: homeCopyEs,
      contact: contactCopyEs,
      thankYou: thankYouCopyEs,
      terms: termsCopyEs,
      privacy: privacyCopyEs,
      consumerHealthData: consumerHealthDataCopyEs,
    },
    facingCharges: criminalDefenseHomeCopyEs,
    settlements: settlementWordsEs,
    settlementsSource: resultsSourceEs,
    settlementAmount: settlementAmountEs,
    testimonials: { items: testimonialWordsEs, source: testimonialsSourceEs },
    offices: { kent: kentOfficeEs },
    homeVideoTitles: [
      'Conozca a nuestro equipo de litigio (video en inglés)',
      'Cómo funcionan los honorarios de contingencia: solo se cobran si obtenemos dinero para usted (video en inglés)',
    ],
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
