// What the Spanish copy (issue 15) is held to against its English twin, written once for the tests
// of the Spanish injury pages, criminal pages and site-wide copy: the words a visitor reads, the
// law they cite, the firm's claims and fee terms, Spanish typography, and the count of English
// function words that also reads the rendered pages (tests/unit/languages.test.ts).
import { expect } from 'vitest';
import { firm, type ClaimId } from '../../data/firm';
import type { Locale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';

// Typed values that are not words a visitor reads: identifiers, settings, dates, addresses, flags.
const identifierKeys = new Set([
  'slug', 'sourceLabel', 'caseType', 'canonicalHost', 'firmName', 'type', 'style', 'attorney', 'updated', 'practice',
  'city', 'address', 'structuredDataAddress', 'geo', 'indexable', 'hasPracticePages', 'available247', 'communities',
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
// The commonest English function words: in Spanish text they hardly occur ("a" and "he" are Spanish too).
const englishFunctionWords = new Set([
  'the', 'and', 'of', 'to', 'you', 'your', 'is', 'for', 'with', 'that', 'in', 'on', 'we', 'our', 'are', 'if',
  'it', 'this', 'was', 'be', 'or', 'not', 'have', 'from', 'at', 'by', 'will', 'can', 'what', 'who',
]);
// Spanish function words: a fragment with an English function word and none of these is English.
const spanishFunctionWords = new Set(['de', 'la', 'el', 'que', 'en', 'los', 'las', 'y', 'su', 'sus', 'para', 'con', 'por', 'usted', 'un', 'una', 'del', 'al', 'se', 'no', 'lo', 'le', 'es', 'nos', 'sobre']);
/** Whether a short fragment (a label, an alt, a line) is English: an English function word and no Spanish one. */
export function isEnglishFragment(fragment: string): boolean {
  const all = words(fragment);
  return all.some((word) => englishFunctionWords.has(word)) && !all.some((word) => spanishFunctionWords.has(word));
}
/** The share of a text's words that are common English function words: over a fifth of English prose, next to none of Spanish. */
export function englishShare(text: string): number {
  const all = words(text);
  return all.length === 0 ? 0 : all.filter((word) => englishFunctionWords.has(word)).length / all.length;
}

/** One line of figures for a Spanish text and its English twin: their lengths and their English. */
export const wordFigures = (label: string, enText: string, esText: string) =>
  `${label}: English ${words(enText).length} words, Spanish ${words(esText).length} words (×${(words(esText).length / words(enText).length).toFixed(2)}), English function words ${(englishShare(esText) * 100).toFixed(2)}% (English twin ${(englishShare(enText) * 100).toFixed(1)}%)`;

// The law a text cites, each citation in the form the English writes it so the two languages' sets
// compare: RCW sections, runs of them ("RCW 79A.60.050 and 79A.60.060", "y" in Spanish) and
// chapters ("chapter 4.92 RCW", "capítulo 4.92 RCW"); court rules, the RPC (also in words: "Rule of
// Professional Conduct 1.18", "Regla de Conducta Profesional 1.18"), the state constitution, the
// federal amendments and code, and cases.
const section = String.raw`\d+[A-Z]?\.\d+[A-Z]?(?:\.\d+[A-Z]?)?(?:\(\w+\))*`;
const rcwRun = new RegExp(String.raw`RCW\s+(${section}(?:\s*(?:,|and|y|or|o)\s+${section})*)`, 'g');
const rcwChapter = /(?<![\d.])(\d+[A-Z]?\.\d+[A-Z]?)\s+RCW\b/g;
const otherCitation =
  /\b(?:(?:CrRLJ|CrR|RPC|ER|WAC) \d+(?:[.-]\d+)*(?:\(\w+\))*|(?:Rule of Professional Conduct|Regla de Conducta Profesional) \d+(?:\.\d+)*|(?:[Aa]rticle|[Aa]rtículo) I, (?:section|sección) \d+|(?:Fourth|Fifth) Amendment|(?:Cuarta|Quinta) Enmienda|\d+ U\.S\.C\. § \d+|State v\. \p{Lu}\p{Ll}+)/gu;
const inEnglish = (citation: string) =>
  citation
    .replace(/^(?:Rule of Professional Conduct|Regla de Conducta Profesional)/, 'RPC')
    .replace(/^[Aa]rt(?:icle|ículo) I, (?:section|sección)/, 'article I, section')
    .replace(/^Cuarta Enmienda$/, 'Fourth Amendment')
    .replace(/^Quinta Enmienda$/, 'Fifth Amendment');
export function citations(text: string): string[] {
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
export const citationPlaces = (page: PageParts) => [
  ...page.body.map((block) => citations(proseText(block))),
  ...page.faq.items.map((item) => citations(proseText(item))),
  citations(proseText(page.hero)),
  citations(page.card ?? ''),
  citations(proseText(page.meta)),
  citations(proseText(page.closing)),
];

// The firm's claims (data/firm.ts), each found by the pattern its "About these figures" note is
// attached by in each language (the Spanish ones in data/ui-copy.ts): a claim worded otherwise gets no note.
const claimIds = Object.keys(firm.claims) as ClaimId[];
const claimPattern = (id: ClaimId, locale: Locale) => uiCopy[locale].claims[id].pattern;
/** Which of the firm's claims a text states, in the claim order. */
export const claimsIn = (text: string, locale: Locale) => claimIds.map((id) => claimPattern(id, locale).test(text));
// A figure of the firm's said any other way than a claim's form, which would get no note.
const looseFigure: Readonly<Record<Locale, RegExp>> = {
  en: /(?<![\d.])(?:97|150|400)(?!\.?\d)|\b(?:9|nine)\s+former\s+prosecutors|Super ?Lawyer|\b15\b[^.]*\byears\b/i,
  es: /(?<![\d.])(?:97|150|400)(?!\.?\d)|\b(?:9|nueve)\s+(?:ex-?\s?)?fiscales|Super ?Lawyer|\b15\b[^.]*\baños\b/i,
};
/** The sentences of a piece of copy that state a figure of the firm's other than in a claim's form. */
export const looseFigures = (copy: unknown, locale: Locale) =>
  proseOf(copy)
    .flatMap(sentences)
    .map((sentence) => claimIds.reduce((rest, id) => rest.replace(new RegExp(claimPattern(id, locale), 'giu'), ''), sentence))
    .filter((sentence) => looseFigure[locale].test(sentence));
/** A firm figure in a title or description, where no note can follow it ("exfiscales" alone is no figure). */
export const figureInMeta = /97|150|400|2019|\b15 años|nueve|\b9 exfiscales|Super ?Lawyer/i;

// The injury fee as a Spanish page states it: the fee line, and beside it who pays the case costs.
// (The compensation is "para usted", or "para su familia" after a death; an aside may name the costs.)
export const feeLine = 'no cobramos honorarios de abogado a menos que obtengamos una compensación';
export const costsLine =
  /si no hay recuperación, (?:usted|su familia) no nos debe honorarios ni nos reembolsa los costos del caso que adelantamos(?:, [^;.]+)?[;.] si la hay, (?:esos |los )?costos se (?:nos )?reembolsan de ella, como lo establece su acuerdo de honorarios por escrito/i;
/** The promise no page makes, in either language: a fee that depends on winning, said as a slogan. */
export const winPromise = /no fee unless we win|no win,? no fee|si no ganamos,? no cobramos|no cobramos si no ganamos/i;
/** A fee that depends on the outcome, however it is put: forbidden in a criminal case (RPC 1.5(d)(2)). */
export const outcomeFee =
  /no fees? unless we win|no win,? no fee|contingen|a menos que (?:ganemos|obtengamos)|si no ganamos|no cobramos (?:si|a menos)|porcentaje de (?:lo que|su\b|la (?:compensación|indemnización|recuperación))/i;

/** Spanish punctuation in one string: questions and exclamations opened, curly quotes in pairs, no straight quotes or guillemets. */
export function expectSpanishPunctuation(text: string) {
  expect(text.split('?').length, text).toBe(text.split('¿').length);
  expect(text.split('!').length, text).toBe(text.split('¡').length);
  expect(text.split('“').length, text).toBe(text.split('”').length);
  expect(text, text).not.toMatch(/["'«»]/);
}

// Capitals a Spanish heading keeps after its first word: places, courts, roads, and the names of
// cases, laws, agencies and programs.
const properNames = new Set([
  'Kent', 'WA', 'Washington', 'King', 'County', 'Seattle', 'South', 'Puget', 'Sound', 'Maleng', 'Regional', 'Justice', 'Center',
  'Municipal', 'District', 'Superior', 'Court', 'State', 'Blake', 'Estados', 'Unidos', 'Departamento', 'Correcciones', 'Trabajo',
  'Industrias', 'Patrulla', 'Estatal', 'Ley', 'Jones', 'Act', 'Limitación', 'Responsabilidad', 'Medicare', 'Medicaid', 'Apple',
  'Health', 'Seguro', 'Social',
]);
/** The words of a Spanish heading capitalised though they neither open a sentence nor are proper names or abbreviations. */
export const titleCaseWords = (heading: string) =>
  heading
    .split(/[.:?!|]\s*/)
    .flatMap((part) => part.replace(/[¿¡]/g, '').trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter((word) => /^\p{Lu}/u.test(word) && !properNames.has(word) && !/^[\p{Lu}\d.&-]+$/u.test(word) && !/^CrR(?:LJ)?$/.test(word));
