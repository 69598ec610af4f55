// What a translation's copy is held to against its English twin, written once for every language of
// data/translations.ts, with each language's own words and forms from data/copy-rules.ts: the words a
// visitor reads, the law they cite, the firm's claims, the typography, and the count of English
// function words that also reads the rendered pages (tests/unit/languages.test.ts).
import { expect, it } from 'vitest';
import { copyRules, englishRules } from '../../data/copy-rules';
import { firm, type ClaimId } from '../../data/firm';
import { defaultLocale, isTranslated, type Locale, type TranslatedLocale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';

// Typed values that are not words a visitor reads: identifiers, settings, dates, addresses, flags.
const identifierKeys = new Set([
  'slug',
  'sourceLabel',
  'caseType',
  'canonicalHost',
  'firmName',
  'type',
  'style',
  'attorney',
  'updated',
  'practice',
  'city',
  'address',
  'structuredDataAddress',
  'geo',
  'indexable',
  'hasPracticePages',
  'available247',
  'communities',
]);
// An identifier's value is never a plain object, except these (the home page's `practice` is a section of words).
const identifierObjects = new Set(['address', 'structuredDataAddress', 'geo']);
const isIdentifier = (key: string, value: unknown) =>
  identifierKeys.has(key) && (identifierObjects.has(key) || typeof value !== 'object' || Array.isArray(value));

/** Every string a visitor reads in a piece of copy, identifiers left out. */
export function proseOf(value: unknown, key = ''): string[] {
  if (isIdentifier(key, value)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => proseOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => proseOf(v, k));
  return [];
}
export const proseText = (value: unknown) => proseOf(value).join('\n');

// Identifiers each language has its own of: a page's address and the source label its form posts.
const ownPerLanguage = new Set(['slug', 'sourceLabel']);
/** The identifiers of a piece of copy by their path in it, those each language has its own of left out. */
export function identifiersOf(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => identifiersOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      isIdentifier(key, child) ? (ownPerLanguage.has(key) ? [] : [[`${path}.${key}`, child] as [string, unknown]]) : identifiersOf(child, `${path}.${key}`),
    );
  }
  return [];
}

/** A text's sentences. */
export const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);
/** A text's sentences, cut again after a colon or semicolon: the smallest units an English phrase could hide in. */
export const clauses = (text: string) => text.split(/(?<=[.!?:;])\s+/).filter(Boolean);

// Capitals-only tokens are initials and abbreviations ("TO", "RCW", "DUI"), not words of a sentence.
const words = (text: string) => (text.match(/\p{L}+/gu) ?? []).filter((word) => !/^\p{Lu}{2,}$/u.test(word)).map((word) => word.toLowerCase());
/** English function words that are not also words of `locale` ("a" and "he" are Spanish too). */
const englishOnlyWords = (locale: TranslatedLocale) => {
  const own = new Set<string>(copyRules[locale].functionWords);
  return new Set<string>(englishRules.functionWords.filter((word) => !own.has(word)));
};
/** Whether a short fragment (a label, an alt, a line) is English: an English function word and none of `locale`'s. */
export function isEnglishFragment(fragment: string, locale: TranslatedLocale): boolean {
  const all = words(fragment);
  const own = new Set<string>(copyRules[locale].functionWords);
  return all.some((word) => englishOnlyWords(locale).has(word)) && !all.some((word) => own.has(word));
}
/** The share of a text's words that are common English function words: over a fifth of English prose, next to none of a translation. */
export function englishShare(text: string, locale: TranslatedLocale): number {
  const all = words(text);
  const english = englishOnlyWords(locale);
  return all.length === 0 ? 0 : all.filter((word) => english.has(word)).length / all.length;
}

// The law a text cites, each citation in the form the English writes it so the two languages' sets
// compare: RCW sections, runs of them ("RCW 79A.60.050 and 79A.60.060") and chapters ("4.92 RCW");
// court rules, the RPC (also in words), the state constitution, the federal amendments and code, and
// cases; in English, and in the words of `locale` (data/copy-rules.ts).
const section = String.raw`\d+[A-Z]?\.\d+[A-Z]?(?:\.\d+[A-Z]?)?(?:\(\w+\))*`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as a pattern, its first letter in either case ("Article" opening a sentence, "article" inside one). */
const named = (name: string) => `[${name[0]!.toUpperCase()}${name[0]!.toLowerCase()}]${escape(name.slice(1))}`;
const englishNames = {
  rpc: 'Rule of Professional Conduct',
  article: 'article I, section',
  fourthAmendment: 'Fourth Amendment',
  fifthAmendment: 'Fifth Amendment',
} as const;
export function citations(text: string, locale: Locale = defaultLocale): string[] {
  const own = isTranslated(locale) ? copyRules[locale].citations : undefined;
  const either = (key: keyof typeof englishNames) => [englishNames[key], ...(own ? [own[key]] : [])].map(named).join('|');
  const joins = ['and', 'or', ...(own?.joins ?? [])].map(escape).join('|');
  const rcwRun = new RegExp(String.raw`RCW\s+(${section}(?:\s*(?:,|${joins})\s+${section})*)`, 'g');
  const rcwChapter = /(?<![\d.])(\d+[A-Z]?\.\d+[A-Z]?)\s+RCW\b/g;
  const otherCitation = new RegExp(
    String.raw`\b(?:(?:CrRLJ|CrR|RPC|ER|WAC) \d+(?:[.-]\d+)*(?:\(\w+\))*|(?:${either('rpc')}) \d+(?:\.\d+)*|(?:${either('article')}) \d+|${either('fourthAmendment')}|${either('fifthAmendment')}|\d+ U\.S\.C\. § \d+|State v\. \p{Lu}\p{Ll}+)`,
    'gu',
  );
  const inEnglish = (citation: string) =>
    citation
      .replace(new RegExp(`^(?:${either('rpc')})`, 'u'), 'RPC')
      .replace(new RegExp(`^(?:${either('article')})`, 'u'), englishNames.article)
      .replace(new RegExp(`^(?:${either('fourthAmendment')})$`, 'u'), englishNames.fourthAmendment)
      .replace(new RegExp(`^(?:${either('fifthAmendment')})$`, 'u'), englishNames.fifthAmendment);
  const found = new Set<string>();
  for (const [, run] of text.matchAll(rcwRun)) for (const [cited] of run!.matchAll(new RegExp(section, 'g'))) found.add(`RCW ${cited}`);
  for (const [, chapter] of text.matchAll(rcwChapter)) found.add(`chapter ${chapter} RCW`);
  for (const [cited] of text.matchAll(otherCitation)) found.add(inEnglish(cited));
  return [...found].sort();
}

interface PageParts {
  readonly body: readonly object[];
  readonly faq: { readonly items: readonly object[] };
  readonly hero: object;
  readonly meta: object;
  readonly closing: object;
  readonly card?: string;
}
/** What each body block, each FAQ answer, the hero, the card, the metadata and the closing cite, in order. */
export const citationPlaces = (page: PageParts, locale: Locale) => [
  ...page.body.map((block) => citations(proseText(block), locale)),
  ...page.faq.items.map((item) => citations(proseText(item), locale)),
  citations(proseText(page.hero), locale),
  citations(page.card ?? '', locale),
  citations(proseText(page.meta), locale),
  citations(proseText(page.closing), locale),
];

// The firm's claims (data/firm.ts), each found by the pattern its "About these figures" note is
// attached by in each language (data/ui-copy.ts): a claim worded otherwise gets no note.
const claimIds = Object.keys(firm.claims) as ClaimId[];
const claimPattern = (id: ClaimId, locale: Locale) => uiCopy[locale].claims[id].pattern;
/** Which of the firm's claims a text states, in the claim order. */
export const claimsIn = (text: string, locale: Locale) => claimIds.map((id) => claimPattern(id, locale).test(text));
/** The sentences of a piece of copy that state a figure of the firm's other than in a claim's form. */
export const looseFigures = (copy: unknown, locale: Locale, looseFigure: RegExp) =>
  proseOf(copy)
    .flatMap(sentences)
    .map((sentence) => claimIds.reduce((rest, id) => rest.replace(new RegExp(claimPattern(id, locale), 'giu'), ''), sentence))
    .filter((sentence) => looseFigure.test(sentence));
/** A firm figure in a title or description, where no note can follow it. */
export const figureInMeta = (locale: TranslatedLocale) => new RegExp(`97|150|400|2019|${copyRules[locale].looseFigure.source}`, 'i');

/** A translation's typography in one string: quotes in pairs and no straight ones, and, where the language does, questions and exclamations opened. */
export function expectTypography(text: string, locale: TranslatedLocale) {
  const { quotes, opensQuestions } = copyRules[locale];
  if (opensQuestions) {
    expect(text.split('?').length, text).toBe(text.split('¿').length);
    expect(text.split('!').length, text).toBe(text.split('¡').length);
  }
  expect(text.split(quotes[0]).length, text).toBe(text.split(quotes[1]).length);
  const foreign = ['"', "'", '«', '»', '“', '”'].filter((mark) => !quotes.includes(mark));
  for (const mark of foreign) expect(text, text).not.toContain(mark);
}

/** The words of a heading capitalised though they neither open a sentence nor are proper names or abbreviations, in a language that writes headings in sentence case. */
export const titleCaseWords = (heading: string, locale: TranslatedLocale) => {
  const rule = copyRules[locale].sentenceCase;
  if (!rule) return [];
  return heading
    .split(/[.:?!|]\s*/)
    .flatMap((part) => part.replace(/[¿¡]/g, '').trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter((word) => /^\p{Lu}/u.test(word) && !rule.properNames.includes(word) && !/^[\p{Lu}\d.&-]+$/u.test(word) && !/^CrR(?:LJ)?$/.test(word));
};

/**
 * The two checks that a translation left no English behind: the page-wide share of English
 * function words, and any clause of its own, which that share is too coarse to see (a proper name
 * such as “Regional Animal Services of King County” is one phrase in a long sentence).
 */
export function itLeavesNoEnglish(locale: TranslatedLocale, translated: unknown, en: unknown) {
  it('leaves no English in its prose (common English function words under 2% of its words)', () => {
    expect(englishShare(proseText(translated), locale)).toBeLessThan(0.02);
    // The measure does find English: the English twin is far above the line.
    expect(englishShare(proseText(en), locale)).toBeGreaterThan(0.1);
  });

  it('and no English sentence hides in it, which the page-wide share is too coarse to see', () => {
    expect(
      proseOf(translated)
        .flatMap(clauses)
        .filter((clause) => englishShare(clause, locale) >= 0.1),
    ).toEqual([]);
  });
}
