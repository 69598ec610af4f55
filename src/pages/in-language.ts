// Pages in a language: the one answer to "this page in that language" (pageIn), a language's
// translation (data/translations.ts), and how a translated page's words (data/types.ts WordsOf)
// are put on its English page's facts.
import type { SitePath } from '../../blocks/ui/site-link';
import { defaultLocale, isTranslated, type Locale, type TranslatedLocale } from '../../data/locales';
import type { AttorneySummary, Translation } from '../../data/translations';
import type { AttorneyData, CriminalAreaData, OfficeData, OfficeWords, PracticeAreaData, PracticePageData, WordsOf } from '../../data/types';
import { localePath, officePath, practicePath } from './paths';
import { homeOfficeOf, type SiteData } from './site-data';

/** A language's translation (data/translations.ts); the site data must have it to make its pages. */
export function translationOf(data: SiteData, locale: TranslatedLocale): Translation {
  const translation = data.translations?.[locale];
  if (!translation) throw new Error(`No translation into ${locale} in the site data (data/translations.ts)`);
  return translation;
}

/** The page of each entry of the site data, by the group it is listed in. */
interface PageOf {
  readonly practiceAreas: PracticeAreaData;
  readonly criminalAreas: CriminalAreaData;
  readonly offices: OfficeData;
}
export type PageGroup = keyof PageOf;

/** A page in a language: its data (the English facts with that language's words) and its address. */
export interface PageInLanguage<Group extends PageGroup> {
  readonly page: PageOf[Group];
  readonly path: SitePath;
}

/**
 * This page in that language: the page of entry `id` of `group` (data/practice-areas.ts,
 * data/criminal-areas.ts, data/offices.ts) in `locale`, or undefined where it is not translated into
 * it. In English a practice page is in each practice city (`city`, by default the home office's);
 * a translated one is under the home office's city only, at its own segment; an office's page is at
 * the segment its words give.
 */
export function pageIn<Group extends PageGroup>(
  data: SiteData,
  group: Group,
  id: string,
  locale: Locale,
  city?: OfficeData,
): PageInLanguage<Group> | undefined {
  const english = data[group][id];
  if (!english) throw new Error(`No ${group} entry '${id}' in the site data`);
  const words = isTranslated(locale) ? (translationOf(data, locale)[group] as Readonly<Record<string, unknown>>)[id] : undefined;
  if (isTranslated(locale) && !words) return undefined;
  if (group === 'offices') {
    const office = english as OfficeData;
    if (!words) return { page: office, path: officePath(office.slug) } as PageInLanguage<Group>;
    const { pageSlug, ...officeWords } = words as OfficeWords;
    return { page: { ...office, ...officeWords }, path: localePath(locale, officePath(office.slug, pageSlug)) } as PageInLanguage<Group>;
  }
  const area = english as PracticePageData;
  if (!words) return { page: area, path: practicePath((city ?? homeOfficeOf(data)).slug, area.slug) } as PageInLanguage<Group>;
  // A translated page's form posts its own address segment as its source label (tests/unit/source-labels.test.ts).
  const translated = { ...withWordsOf(area, words as WordsOf<PracticePageData>), sourceLabel: (words as { slug: string }).slug } as PracticePageData;
  return { page: translated, path: localePath(locale, practicePath(homeOfficeOf(data).slug, translated.slug)) } as PageInLanguage<Group>;
}

/** A page's facts (its English data) with a language's words in place of the English ones, key for key and entry for entry. */
export function withWordsOf<English>(english: English, words: WordsOf<English>): English {
  return merged(english, words) as English;
}

function merged(facts: unknown, words: unknown): unknown {
  if (words === undefined) return facts;
  if (Array.isArray(words)) return words.map((entry, index) => merged(Array.isArray(facts) ? facts[index] : undefined, entry));
  if (words === null || typeof words !== 'object') return words;
  const factsByKey = (facts ?? {}) as Readonly<Record<string, unknown>>;
  const wordsByKey = words as Readonly<Record<string, unknown>>;
  // The English page's keys first, in its order: the rendered page keeps the English page's order.
  const keys = new Set([...Object.keys(factsByKey), ...Object.keys(wordsByKey)]);
  return Object.fromEntries([...keys].map((key) => [key, merged(factsByKey[key], wordsByKey[key])]));
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
  const areas: Readonly<Record<string, { readonly slug: string } | undefined>> = { ...translation.practiceAreas, ...translation.criminalAreas };
  const pageId = page && Object.keys(areas).find((key) => areas[key]?.slug === page.slug);
  const own = pageId ? (summary?.onPage as Readonly<Record<string, string | undefined>> | undefined)?.[pageId] : undefined;
  return summary && own ? { ...summary, summary: own } : summary;
}

/**
 * The page a page in `locale` links to for an entry: the entry's page in that language where it is
 * translated, else its English page (in `city`, for a practice page).
 */
export const linkedPageIn = <Group extends PageGroup>(data: SiteData, group: Group, id: string, locale: Locale, city?: OfficeData): PageInLanguage<Group> =>
  pageIn(data, group, id, locale, city) ?? pageIn(data, group, id, defaultLocale, city)!;
