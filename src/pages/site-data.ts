// The data the site is built from, and the facts the page templates derive from it.
import type { RatingLine } from '../../blocks/ui/stars';
import type { FeeTerms } from '../../data/content';
import type { Locale } from '../../data/locales';
import { practiceGroups, type PracticeGroupId } from '../../data/practice-groups';
import type { SitePath } from '../../blocks/ui/site-link';
import type { AttorneySummary, Translation } from '../../data/translations';
import { isTranslated, type TranslatedLocale } from '../../data/locales';
import { localePath, officePath, practicePath } from './paths';
import { uiCopy } from '../../data/ui-copy';
import type { AttorneyData, OfficeData, OfficeWords, CriminalAreaData, PracticeAreaData, PracticePageData, SettlementData, TestimonialData } from '../../data/types';

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

/**
 * The fee terms of a page for both practice groups (home, about, contact): the injury fee named as
 * such, who pays its costs, and the criminal fee line, so no one facing charges reads the
 * contingency fee as theirs (RPC 1.5(d)(2)).
 */
export function firmFees(locale: Locale = 'en'): FeeTerms {
  const fees = uiCopy[locale].fees;
  return { line: fees.injuryCases, costs: fees.costs, criminal: fees.criminal };
}

/** A practice group's fee line in a language, with who pays costs where a contingency fee is offered (data/practice-groups.ts). */
export function groupFees(groupId: PracticeGroupId, locale: Locale): FeeTerms {
  const fees = uiCopy[locale].fees;
  return groupId === 'injury' ? { line: fees.injury, costs: fees.costs } : { line: fees.criminal };
}

/** The attorney a practice group's pages ask a visitor to call and meet (data/practice-groups.ts). */
export function contactAttorney(data: SiteData, groupId: PracticeGroupId): AttorneyData {
  const id = practiceGroups[groupId].contactAttorney;
  const attorney = data.attorneys[id];
  if (!attorney) throw new Error(`data/practice-groups names '${id}' as the ${groupId} group's contact, but data/attorneys has no such attorney`);
  return attorney;
}

/** The call button's label: on the firm's own pages the managing partner, on a practice group's pages its contact attorney. */
export const callLabel = (data: SiteData, locale: Locale = 'en', groupId?: PracticeGroupId) =>
  `${uiCopy[locale].call.person} ${(groupId ? contactAttorney(data, groupId) : managingPartner(data)).name}`;

/** A language's translation (data/translations.ts); the site data must have it to make its pages. */
export function translationOf(data: SiteData, locale: TranslatedLocale): Translation {
  const translation = data.translations?.[locale];
  if (!translation) throw new Error(`No translation into ${locale} in the site data (data/translations.ts)`);
  return translation;
}

/**
 * A practice or criminal-defense page as a page in `locale` names and links it: its translation
 * where data/translations.ts lists one (under the home office's city, the only one translated),
 * else the English page in `city`.
 */
export function areaPageIn<Group extends 'practiceAreas' | 'criminalAreas'>(
  data: SiteData,
  group: Group,
  id: string,
  city: OfficeData,
  locale: Locale,
): { area: SiteData[Group][string]; path: SitePath } {
  const english = data[group][id] as SiteData[Group][string] | undefined;
  if (!english) throw new Error(`No ${group} entry '${id}'`);
  const translated = isTranslated(locale) ? (translationOf(data, locale)[group] as Readonly<Record<string, SiteData[Group][string] | undefined>>)[id] : undefined;
  return translated
    ? { area: translated, path: localePath(locale, practicePath(homeOfficeOf(data).slug, translated.slug)) }
    : { area: english, path: practicePath(city.slug, english.slug) };
}

/** Each entry of a list with the words of its translation, in order (the translation is as long: tsc checks it). */
export function withWords<Entry, Words>(entries: readonly Entry[], words: readonly Words[]): (Entry & Words)[] {
  if (words.length !== entries.length) throw new Error(`A translation has ${words.length} entries for ${entries.length}`);
  return entries.map((entry, index) => ({ ...entry, ...words[index]! }));
}

/**
 * An attorney's short summary in a language other than English, where the bios are not
 * (data/translations.ts): on a practice or criminal-defense page, the one written for that page
 * where there is one.
 */
export function summaryIn(data: SiteData, attorney: AttorneyData, locale: Locale, page?: PracticePageData): AttorneySummary | undefined {
  if (!isTranslated(locale)) return undefined;
  const translation = translationOf(data, locale);
  const id = Object.keys(data.attorneys).find((key) => data.attorneys[key] === attorney);
  const summary = id ? (translation.attorneySummaries as Readonly<Record<string, AttorneySummary | undefined>>)[id] : undefined;
  const areas: Readonly<Record<string, PracticePageData | undefined>> = { ...translation.practiceAreas, ...translation.criminalAreas };
  const pageId = page && Object.keys(areas).find((key) => areas[key] === page);
  const own = pageId ? (summary?.onPage as Readonly<Record<string, string | undefined>> | undefined)?.[pageId] : undefined;
  return summary && own ? { ...summary, summary: own } : summary;
}

/** An office page's address: in another language, at the segment its words give (data/translations.ts). */
export const officePagePath = (office: OfficeData, locale: Locale, words?: OfficeWords): SitePath =>
  words ? localePath(locale, officePath(office.slug, words.pageSlug)) : officePath(office.slug);

/** An office as a page in `locale` links it: its page in that language where there is one, else the English page. */
export function officePageIn(data: SiteData, officeId: string, locale: Locale): SitePath {
  const office = data.offices[officeId];
  if (!office) throw new Error(`No office '${officeId}'`);
  const words = isTranslated(locale) ? (translationOf(data, locale).offices as Readonly<Record<string, OfficeWords | undefined>>)[officeId] : undefined;
  return officePagePath(office, locale, words);
}
