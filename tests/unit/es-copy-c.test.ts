// The Spanish copy of the criminal-defense pages (issue 15) against their English pages: the same
// statutes and court rules in the same places, the same shape, the same typed identifiers, the
// former-prosecutors claim in the fixed form its note is attached by, the criminal fee terms (never
// a fee that depends on the outcome, RPC 1.5(d)(2)), Spanish typography, and no English left in the prose.
import { describe, expect, it } from 'vitest';
import { criminalDefense } from '../../data/criminal/criminal-defense';
import { criminalDefenseEs } from '../../data/es/criminal/criminal-defense';
import { dui } from '../../data/criminal/dui';
import { duiEs } from '../../data/es/criminal/dui';
import { assault } from '../../data/criminal/assault';
import { assaultEs } from '../../data/es/criminal/assault';
import { domesticViolence } from '../../data/criminal/domestic-violence';
import { domesticViolenceEs } from '../../data/es/criminal/domestic-violence';
import type { CriminalAreaData } from '../../data/types';

const pages: readonly { name: string; slug: string; en: CriminalAreaData; es: CriminalAreaData }[] = [
  { name: 'criminal-defense overview', slug: 'abogado-defensa-criminal', en: criminalDefense, es: criminalDefenseEs },
  { name: 'DUI', slug: 'abogado-dui', en: dui, es: duiEs },
  { name: 'assault', slug: 'abogado-cargos-de-agresion', en: assault, es: assaultEs },
  { name: 'domestic-violence', slug: 'abogado-violencia-domestica', en: domesticViolence, es: domesticViolenceEs },
];

// Identifiers, not words a visitor reads.
const identifierKeys = new Set(['slug', 'sourceLabel', 'firmName', 'canonicalHost', 'type', 'style', 'attorney']);

function strings(value: unknown, key = ''): string[] {
  if (identifierKeys.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}
const textOf = (value: unknown) => strings(value).join('\n');

// RCW sections and chapters, court rules, RPCs, and the constitutions' articles and amendments, each
// written as the English names it so the two languages' sets compare.
const citationPattern =
  /\b(?:RCW \d+[A-Z]?\.\d+[A-Z]?(?:\.\d+[A-Z]?)?(?:\(\w+\))*|(?:chapter|capítulo) \d+[A-Z]?\.\d+[A-Z]? RCW|(?:CrRLJ|CrR|RPC) \d+(?:\.\d+)*(?:\(\w+\))*|(?:[Aa]rticle|artículo) I, (?:section|sección) \d+|(?:Fourth|Fifth) Amendment|(?:Cuarta|Quinta) Enmienda)/g;
const canonicalCitation = (citation: string) =>
  citation
    .replace(/^capítulo/, 'chapter')
    .replace(/^(?:[Aa]rticle|artículo) I, (?:section|sección)/, 'article I, section')
    .replace(/^Cuarta Enmienda$/, 'Fourth Amendment')
    .replace(/^Quinta Enmienda$/, 'Fifth Amendment');
const citations = (text: string) => [...new Set((text.match(citationPattern) ?? []).map(canonicalCitation))].sort();

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const englishFunctionWords = new Set(['the', 'and', 'of', 'to', 'you', 'your', 'is', 'for', 'with', 'that', 'in', 'on', 'we', 'our', 'are', 'if']);
const englishShare = (text: string) => {
  const all = words(text);
  return all.length === 0 ? 0 : all.filter((word) => englishFunctionWords.has(word)).length / all.length;
};

// Each claim as the English pages word it (data/firm.ts patterns), and the one Spanish form the claim notes will be attached by.
const claims = [
  { en: /\b97 ?% success rate|success rate of 97 ?%/i, es: /tasa de éxito del 97%/ },
  { en: /\b150\+? years of combined experience/i, es: /más de 150 años de experiencia combinada/ },
  { en: /\b(?:nine|9) former prosecutors\b/i, es: /(?:^|\s)(?:nueve|Nueve) exfiscales/ },
  { en: /\bSuper ?Lawyers? (?:every|each) year since 2019/i, es: /Super Lawyer cada año desde 2019/ },
  { en: /(?:400\+|more than 400) (?:5|five)-star reviews/i, es: /más de 400 reseñas de 5 estrellas/ },
  { en: /\b15\+? years of (?:[a-z]+ )?experience/i, es: /más de 15 años de experiencia/ },
];

// A fee that depends on the outcome, however it is put: forbidden in a criminal case (RPC 1.5(d)(2)).
const outcomeFee = /no fee unless we win|no win,? no fee|contingen(?:cy|t)|contingencia|a menos que obtengamos|si no ganamos|no cobramos si no|porcentaje de (?:su|la) (?:compensación|indemnización|recuperación)/i;

const shape = (page: CriminalAreaData) => ({
  body: page.body.map((block) =>
    block.type === 'content-section'
      ? { type: block.type, paragraphs: block.body.length, list: block.list && { style: block.list.style, items: block.list.items.length }, after: block.after?.length ?? 0 }
      : block.type === 'table'
        ? { type: block.type, intro: block.intro?.length ?? 0, columns: block.columns.length, rows: block.rows.length }
        : { type: block.type, attorney: block.attorney, paragraphs: block.body.length },
  ),
  faq: { style: page.faq.style, items: page.faq.items.length },
  closing: { consultationLink: page.closing.consultationLink ?? false, fees: page.closing.fees !== undefined },
  keywords: page.meta.keywords.length > 0,
  video: page.video !== undefined,
});

/** Where each citation sits: each body block, each FAQ answer, the hero, the card, the metadata and the closing. */
const citationPlaces = (page: CriminalAreaData) => [
  ...page.body.map((block) => citations(textOf(block))),
  ...page.faq.items.map((item) => citations(textOf(item))),
  citations(textOf(page.hero)),
  citations(page.card),
  citations(textOf(page.meta)),
  citations(textOf(page.closing)),
];

/** What a visitor reads as a heading or a label, for sentence case. */
const headings = (page: CriminalAreaData) => [
  page.navLabel,
  page.hero.headline,
  ...page.meta.title.split('|'),
  ...page.body.flatMap((block) => [
    block.heading,
    ...(block.type === 'content-section' ? (block.list?.items ?? []).map((item) => (typeof item === 'string' ? item : item.title)) : []),
    ...(block.type === 'table' ? [...block.columns, ...block.rows.map((row) => row[0])] : []),
  ]),
  page.faq.heading,
  page.closing.heading,
];
// Capitals a Spanish heading keeps after its first word: places, courts, and the laws' abbreviations.
const properNames = new Set(['Kent', 'Washington', 'King', 'County', 'Maleng', 'Regional', 'Justice', 'Center', 'Municipal', 'District', 'Superior', 'Court', 'Seattle', 'Estados', 'Unidos']);
/** The words of a heading capitalised though they neither open a sentence nor are proper names or abbreviations. */
const titleCaseWords = (heading: string) =>
  heading
    .split(/[.?!|]\s*/)
    .flatMap((sentence) => sentence.replace(/[¿¡]/g, '').trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/[^\p{L}\d.()-]/gu, ''))
    .filter((word) => /^\p{Lu}/u.test(word) && !properNames.has(word) && !/^[\p{Lu}\d.]+$/u.test(word) && !/^CrR(?:LJ)?$/.test(word));

const figures: string[] = [];

describe('the checks themselves', () => {
  it('find what they look for', () => {
    expect(citations('(RCW 46.61.502(6)), capítulo 9A.36 RCW, CrRLJ 3.2, RPC 1.5(d)(2), el artículo I, sección 7 y la Cuarta Enmienda')).toEqual(
      ['CrRLJ 3.2', 'Fourth Amendment', 'RCW 46.61.502(6)', 'RPC 1.5(d)(2)', 'article I, section 7', 'chapter 9A.36 RCW'].sort(),
    );
    expect(englishShare('Witnesses move and memories fade.')).toBeGreaterThanOrEqual(0.1);
    expect(titleCaseWords('Qué Hacer Después de un Arresto por DUI en Kent')).toEqual(['Hacer', 'Después', 'Arresto']);
    expect(titleCaseWords('¿Lo arrestaron por DUI en Kent? Tiene 7 días.')).toEqual([]);
    expect(outcomeFee.test('No cobramos honorarios de abogado a menos que obtengamos una compensación para usted')).toBe(true);
  });
});

describe.each(pages)('the Spanish $name page', ({ slug, en, es }) => {
  const enText = textOf(en);
  const esText = textOf(es);

  it('cites exactly the English page’s statutes, court rules and constitutional provisions', () => {
    expect(citations(enText)).toContain('RPC 1.5(d)(2)');
    expect(citations(esText)).toEqual(citations(enText));
  });

  it('cites each of them where the English does: in the same section, FAQ answer, hero, card, metadata and closing', () => {
    expect(citationPlaces(es)).toEqual(citationPlaces(en));
  });

  it('has as many sections, paragraphs, list items, steps, table rows and FAQ items as the English', () => {
    expect(es.faq.items.length).toBe(en.faq.items.length);
    expect(shape(es)).toEqual(shape(en));
  });

  it('keeps the typed identifiers of the English page: case type (none), source label, host, firm name, attorney, 24/7', () => {
    const identifiers = (page: CriminalAreaData) => ({
      caseType: Reflect.get(page, 'caseType'),
      sourceLabel: page.sourceLabel,
      canonicalHost: page.meta.canonicalHost,
      firmName: page.firmName,
      available247: page.hero.available247,
      attorneys: page.body.flatMap((block) => (block.type === 'attorney-spotlight' ? [block.attorney] : [])),
    });
    expect(identifiers(es)).toEqual(identifiers(en));
    expect(identifiers(en).caseType).toBeUndefined();
  });

  it('has the Spanish address a Spanish speaker would search for', () => {
    expect(es.slug).toBe(slug);
    expect(es.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('leaves no English in its prose (common English function words under 2% of its words)', () => {
    const share = englishShare(esText);
    figures.push(
      `${es.slug}: English ${words(enText).length} words, Spanish ${words(esText).length} words (×${(words(esText).length / words(enText).length).toFixed(2)}), English function words ${(share * 100).toFixed(2)}% (English page ${(englishShare(enText) * 100).toFixed(1)}%)`,
    );
    expect(share).toBeLessThan(0.02);
    // The measure does find English: the English page itself is far above the line.
    expect(englishShare(enText)).toBeGreaterThan(0.1);
  });

  it('and no English sentence hides in it, which the page-wide share is too coarse to see', () => {
    const sentences = strings(es).flatMap((text) => text.split(/(?<=[.!?])\s+/));
    expect(sentences.filter((sentence) => englishShare(sentence) >= 0.1)).toEqual([]);
  });

  it('never offers a fee that depends on the outcome, in either language', () => {
    expect(enText).not.toMatch(outcomeFee);
    expect(esText).not.toMatch(outcomeFee);
  });

  it('states the criminal fee terms in one section: a free consultation, a flat or hourly fee agreed in writing before any work begins', () => {
    const feeSections = es.body.map(textOf).filter((text) => text.includes('RPC 1.5(d)(2)'));
    expect(feeSections).toHaveLength(1);
    const [fees = ''] = feeSections;
    expect(fees).toMatch(/consulta es gratis y confidencial|consulta gratis y confidencial/);
    expect(fees).toContain('honorarios fijos o una tarifa por hora');
    expect(fees).toMatch(/por escrito/);
    expect(fees).toContain('empezar cualquier trabajo');
  });

  it('makes the English page’s firm claims, each in its fixed Spanish form, and no others', () => {
    for (const claim of claims) expect(claim.es.test(esText), String(claim.es)).toBe(claim.en.test(enText));
  });

  it('has Spanish metadata within the lengths, with no numeric firm claim', () => {
    expect(es.meta.title.length).toBeLessThanOrEqual(65);
    expect(es.meta.description.length).toBeLessThanOrEqual(160);
    expect(`${es.meta.title} ${es.meta.description}`).not.toMatch(/97|150|400|2019|\b15 años|nueve exfiscales/i);
    expect(es.meta.keywords.length).toBeGreaterThanOrEqual(en.meta.keywords.length);
  });

  it('writes its headings and labels in sentence case', () => {
    expect(headings(es).flatMap(titleCaseWords)).toEqual([]);
  });

  it('uses Spanish punctuation: every question and exclamation opened, curly quotes in pairs, no straight quotes or guillemets', () => {
    for (const text of strings(es)) {
      expect(text.split('?').length, text).toBe(text.split('¿').length);
      expect(text.split('!').length, text).toBe(text.split('¡').length);
      expect(text.split('“').length, text).toBe(text.split('”').length);
      expect(text, text).not.toMatch(/["'«»]/);
    }
  });
});

describe('the figures', () => {
  it('are printed per page', () => {
    console.log(figures.join('\n'));
    expect(figures).toHaveLength(pages.length);
  });
});
