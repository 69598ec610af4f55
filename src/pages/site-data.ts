// The data the site is built from, and the facts the page templates derive from it.
import type { RatingLine } from '../../blocks/ui/stars';
import type { FeeTerms } from '../../data/content';
import type { Locale } from '../../data/locales';
import { practiceGroups, type PracticeGroupId } from '../../data/practice-groups';
import type { Translation } from '../../data/translations';
import type { TranslatedLocale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';
import type { AttorneyData, OfficeData, CriminalAreaData, PracticeAreaData, SettlementData, TestimonialData } from '../../data/types';

/** Everything the site is built from; tests pass altered copies (a fixture city). */
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
  readonly translations?: Readonly<Record<TranslatedLocale, Translation>>;
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

export function managingPartner(data: SiteData): AttorneyData {
  const partner = Object.values(data.attorneys).find((attorney) => attorney.managingPartner);
  if (!partner) throw new Error('data/attorneys needs a managing partner');
  return partner;
}

/** The injury fee line with who pays the case costs, as every page that offers a contingency fee shows them. */
export const injuryFees: FeeTerms = practiceGroups.injury.fees;

/** The stars of a hero, named by their source, beside the reviews claim (whose basis follows the hero). */
export const reviewsRating = (locale: Locale = 'en'): RatingLine => ({ label: uiCopy[locale].ratingLabel, line: uiCopy[locale].claims.reviews.statement });

/** A practice group's fee line in a language, with who pays costs where a contingency fee is offered (data/practice-groups.ts). */
export function groupFees(groupId: PracticeGroupId, locale: Locale): FeeTerms {
  const fees = uiCopy[locale].fees;
  return groupId === 'injury' ? { line: fees.injury, costs: fees.costs } : { line: fees.criminal };
}

/** The call button's label on the firm's pages. */
export const callLabel = (data: SiteData, locale: Locale = 'en') => `${uiCopy[locale].call.person} ${managingPartner(data).name}`;
