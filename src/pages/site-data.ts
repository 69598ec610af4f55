// The site's shape: the data the site is built from, its home office and the cities that carry the
// practice pages. The firm's people and fees are in firm-people.ts; pages in a language in
// in-language.ts. Both build on this file, never the other way.
import type { TranslatedLocale } from '../../data/locales';
import type { Translation } from '../../data/translations';
import type { AttorneyData, CriminalAreaData, OfficeData, PracticeAreaData, SettlementData, TestimonialData } from '../../data/types';

/** Everything the site is built from; tests pass altered copies (a fixture city, a fixture language). */
export interface SiteData {
  readonly attorneys: Readonly<Record<string, AttorneyData>>;
  readonly offices: Readonly<Record<string, OfficeData>>;
  /** The key in `offices` of the firm's main office (data/offices.ts). */
  readonly homeOffice: string;
  readonly practiceAreas: Readonly<Record<string, PracticeAreaData>>;
  /** The criminal-defense pages, under the home office's city only (data/criminal-areas.ts). */
  readonly criminalAreas: Readonly<Record<string, CriminalAreaData>>;
  readonly testimonials: readonly TestimonialData[];
  readonly settlements: readonly SettlementData[];
  /** The pages in other languages, by their English page's key (data/translations.ts); none without it. */
  readonly translations?: Partial<Readonly<Record<TranslatedLocale, Translation>>>;
}

/** The firm's main office: the firm's address, and the city whose practice pages are canonical. */
export function homeOfficeOf(data: SiteData): OfficeData {
  const office = data.offices[data.homeOffice];
  if (!office) throw new Error(`data/offices has no office '${data.homeOffice}', the home office`);
  if (!office.hasPracticePages) throw new Error(`${office.city}, the home office, must have practice pages: they are the canonical ones`);
  return office;
}

/** The offices whose city carries the practice pages. */
export function practiceCities(data: SiteData): OfficeData[] {
  return Object.values(data.offices).filter((office) => office.hasPracticePages);
}
