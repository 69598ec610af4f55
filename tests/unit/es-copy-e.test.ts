// The Spanish copy of the firm-wide pages, the Kent office page, the form's words and the 404
// (issue 15) against their English twins: the same citations in the same places, the same shape
// (sections, paragraphs, list items, steps), the same typed identifiers, the same claims in the
// fixed Spanish forms the claim notes are attached by, the fee with who pays the costs, Spanish
// typography and sentence-case headings, and no English left in the prose.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { leadFormCopy } from '../../data/lead-form-copy';
import { ipHashKeptAtMostSeconds } from '../../data/ip-hash-retention';
import { ipHashRetention, leadFacts } from '../../data/legal/lead-facts';
import { contactCopy, homeCopy, privacyCopy, termsCopy, thankYouCopy } from '../../data/site-copy';
import { offices } from '../../data/offices';
import { kentOfficeEs } from '../../data/es/kent-office';
import { leadFormCopyEs } from '../../data/es/lead-form-copy';
import { notFoundCopyEs } from '../../data/es/not-found';
import { notFoundCopy } from '../../data/not-found';
import { NotFound } from '../../src/layout/not-found';
import { ipHashRetentionEs, leadFactsEs, spokenDurationEs } from '../../data/es/lead-facts';
import { contactCopyEs, homeCopyEs, privacyCopyEs, termsCopyEs, thankYouCopyEs } from '../../data/es/site-copy';

interface Twin {
  readonly name: string;
  readonly en: object;
  readonly es: object;
}

const pages: readonly Twin[] = [
  { name: 'home', en: homeCopy, es: homeCopyEs },
  { name: 'contact', en: contactCopy, es: contactCopyEs },
  { name: 'thank-you', en: thankYouCopy, es: thankYouCopyEs },
  { name: 'terms', en: termsCopy, es: termsCopyEs },
  { name: 'privacy', en: privacyCopy, es: privacyCopyEs },
  { name: 'Kent office', en: offices.kent, es: kentOfficeEs },
];

// Typed values that are not words a visitor reads: each must be the English one (the slug excepted).
const identifierKeys = new Set([
  'slug', 'sourceLabel', 'caseType', 'canonicalHost', 'firmName', 'updated', 'style', 'practice',
  'city', 'address', 'structuredDataAddress', 'geo', 'indexable', 'hasPracticePages', 'available247', 'communities',
]);

// (The home page's `practice` is a section: an identifier's value is never a plain object, except these.)
const identifierObjects = new Set(['address', 'structuredDataAddress', 'geo']);
const isIdentifier = (key: string, value: unknown) =>
  identifierKeys.has(key) && (identifierObjects.has(key) || typeof value !== 'object' || Array.isArray(value));

/** Every string a visitor reads, identifiers left out. */
function strings(value: unknown, key = ''): string[] {
  if (isIdentifier(key, value)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}
const textOf = (value: unknown) => strings(value).join('\n');

/** The identifiers, by their path in the object. */
function identifiers(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => identifiers(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      isIdentifier(key, child) ? (key === 'slug' ? [] : [[`${path}.${key}`, child] as [string, unknown]]) : identifiers(child, `${path}.${key}`),
    );
  }
  return [];
}

/** The page's structure: every key, every list's length, each list item a sentence or a titled point; keywords vary. */
function shape(value: unknown, key = ''): unknown {
  if (key === 'keywords') return 'keywords';
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map((item) => shape(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  return value;
}

/** The page's places: each top-level field, and each section of a legal page. */
const places = (page: object) =>
  Object.entries(page).flatMap(([key, value]) => (key === 'sections' && Array.isArray(value) ? value.map((section, index) => [`sections[${index}]`, section] as const) : [[key, value] as const]));

// RCW sections and chapters, court rules and the Rules of Professional Conduct, in the form the
// English cites them (“Rule of Professional Conduct 1.18” and “Regla de Conducta Profesional 1.18” are RPC 1.18).
const citationPattern =
  /\b(?:RCW \d+[A-Z]?\.\d+[A-Z]?(?:\.\d+[A-Z]?)?(?:\(\w+\))*|(?:chapter|capítulo) \d+[A-Z]?\.\d+[A-Z]? RCW|(?:CrRLJ|CrR|RPC) \d+(?:\.\d+)*(?:\(\w+\))*|(?:Rule of Professional Conduct|Regla de Conducta Profesional) \d+(?:\.\d+)*)/g;
const canonicalCitation = (citation: string) =>
  citation.replace(/^capítulo/, 'chapter').replace(/^(?:Rule of Professional Conduct|Regla de Conducta Profesional)/, 'RPC');
const citations = (text: string) => [...new Set((text.match(citationPattern) ?? []).map(canonicalCitation))].sort();

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const englishFunctionWords = new Set(['the', 'and', 'of', 'to', 'you', 'your', 'is', 'for', 'with', 'that', 'in', 'on', 'we', 'our', 'are', 'if']);
const englishShare = (text: string) => {
  const all = words(text);
  return all.length === 0 ? 0 : all.filter((word) => englishFunctionWords.has(word)).length / all.length;
};

// Each claim as data/firm.ts's patterns find it in English, and the one Spanish form its note will be attached by.
const claims = [
  { en: /\b97 ?% success rate|success rate of 97 ?%/i, es: /tasa de éxito del 97%/ },
  { en: /\b150\+? years of combined experience/i, es: /más de 150 años de experiencia combinada/i },
  { en: /\b(?:nine|9) former prosecutors\b/i, es: /(?:^|\s)(?:nueve|Nueve) exfiscales/ },
  { en: /\bSuper ?Lawyers? (?:every|each) year since 2019/i, es: /Super Lawyer cada año desde 2019/ },
  { en: /(?:400\+|more than 400) (?:5|five)-star reviews/i, es: /más de 400 reseñas de 5 estrellas/ },
  { en: /\b15\+? years of (?:[a-z]+ )?experience/i, es: /más de 15 años de experiencia/ },
];

// The injury fee as the English mentions it (data/firm.ts fees.mention), and as the Spanish must.
const englishFeeMention = /contingen(?:cy|t) fees?|no attorney[’']s fee|\bno fees?\b/i;
const spanishFeeMention = /honorarios de contingencia|no cobramos honorarios/i;
const feeLine = 'no cobramos honorarios de abogado a menos que obtengamos una compensación para usted';
const costsLine =
  'si no hay recuperación, usted no nos debe honorarios ni nos reembolsa los costos del caso que adelantamos; si la hay, los costos se reembolsan de ella, como lo establece su acuerdo de honorarios por escrito';
const winPromise = /no fee unless we win|no win,? no fee|si no ganamos,? no cobramos|no cobramos si no ganamos/i;

/** What a visitor reads as a heading: headings, headlines, titles of list points, the meta title's parts. */
function headings(value: unknown, key = ''): string[] {
  if (isIdentifier(key, value) || key === 'keywords' || key === 'description') return [];
  if (typeof value === 'string') return /^(?:heading|headline|title)$|Heading$/.test(key) ? value.split('|') : [];
  if (Array.isArray(value)) return value.flatMap((item) => headings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => headings(v, k));
  return [];
}
// Capitals a Spanish heading keeps after its first word: places, courts and roads.
const properNames = new Set(['Kent', 'Washington', 'King', 'County', 'Seattle', 'Maleng', 'Regional', 'Justice', 'Center', 'Municipal', 'Court', 'South', 'WA']);
/** The words of a heading capitalised though they neither open a sentence nor are proper names or abbreviations. */
const titleCaseWords = (heading: string) =>
  heading
    .split(/[.:?!]\s*/)
    .flatMap((sentence) => sentence.replace(/[¿¡]/g, '').trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/[^\p{L}\d.()-]/gu, ''))
    .filter((word) => /^\p{Lu}/u.test(word) && !properNames.has(word) && !/^[\p{Lu}\d.-]+$/u.test(word));

const figures: string[] = [];

describe('the checks themselves', () => {
  it('find what they look for', () => {
    expect(citations('(RPC 1.18), la Regla de Conducta Profesional 1.18, RCW 4.16.080(2) y el capítulo 19.373 RCW')).toEqual(
      ['RCW 4.16.080(2)', 'RPC 1.18', 'chapter 19.373 RCW'].sort(),
    );
    expect(englishShare('Witnesses move and memories fade.')).toBeGreaterThanOrEqual(0.1);
    expect(titleCaseWords('Conozca a Nuestro Socio Director')).toEqual(['Nuestro', 'Socio', 'Director']);
    expect(titleCaseWords('¿Se lesionó en Kent? Hable con nosotros hoy.')).toEqual([]);
    expect(shape({ items: ['a', { title: 'b', text: 'c' }] })).not.toEqual(shape({ items: ['a', 'b'] }));
    expect(spanishFeeMention.test(`Trabajamos así: ${feeLine}.`)).toBe(true);
  });
});

describe.each(pages)('the Spanish $name page', ({ name, en, es }) => {
  const enText = textOf(en);
  const esText = textOf(es);

  it('cites exactly the English page’s statutes and rules, each in the same place', () => {
    expect(citations(esText)).toEqual(citations(enText));
    expect(places(es).map(([place, value]) => [place, citations(textOf(value))])).toEqual(
      places(en).map(([place, value]) => [place, citations(textOf(value))]),
    );
  });

  it('has the English page’s shape: the same fields, sections, paragraphs, list items and steps', () => {
    expect(shape(es)).toEqual(shape(en));
  });

  it('keeps the typed identifiers of the English page (host, source label, case types, dates, address, flags)', () => {
    expect(identifiers(es)).toEqual(identifiers(en));
  });

  it('leaves no English in its prose (common English function words under 2% of its words)', () => {
    const share = englishShare(esText);
    figures.push(
      `${name}: English ${words(enText).length} words, Spanish ${words(esText).length} words (×${(words(esText).length / words(enText).length).toFixed(2)}), English function words ${(share * 100).toFixed(2)}% (English page ${(englishShare(enText) * 100).toFixed(1)}%)`,
    );
    expect(share).toBeLessThan(0.02);
    // The measure does find English: the English page itself is far above the line.
    expect(englishShare(enText)).toBeGreaterThan(0.1);
  });

  it('and no English sentence hides in it, which the page-wide share is too coarse to see', () => {
    const sentences = strings(es).flatMap((text) => text.split(/(?<=[.!?:;])\s+/));
    expect(sentences.filter((sentence) => englishShare(sentence) >= 0.1)).toEqual([]);
  });

  it('never promises “no fee unless we win”, in either language', () => {
    expect(esText).not.toMatch(winPromise);
  });

  it('mentions the injury fee where the English does: beside a hero, the name only; elsewhere, the fee line with who pays the costs', () => {
    const mentions = (page: object, pattern: RegExp) => places(page).map(([place, value]) => [place, pattern.test(textOf(value))]);
    expect(mentions(es, spanishFeeMention)).toEqual(mentions(en, englishFeeMention));
    for (const [place, value] of places(es)) {
      const text = textOf(value).toLowerCase();
      if (place === 'meta' || !spanishFeeMention.test(text)) continue;
      if (place === 'hero') {
        // The hero's template places the fee terms (fee line and costs) right under it: the hero does not say them twice.
        expect(text).not.toContain(feeLine);
      } else {
        expect(text, place).toContain(feeLine);
        expect(text, place).toContain(costsLine);
      }
    }
  });

  it('makes the English page’s firm claims, each in its fixed Spanish form, and no others', () => {
    for (const claim of claims) expect(claim.es.test(esText), String(claim.es)).toBe(claim.en.test(enText));
  });

  it('has Spanish metadata within the lengths, with no numeric firm claim', () => {
    const meta = (es as { meta: { title: string; description: string; keywords: readonly string[] } }).meta;
    expect(meta.title.length, meta.title).toBeLessThanOrEqual(65);
    expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    expect(`${meta.title} ${meta.description}`).not.toMatch(/97|150|400|2019|\b15 años|exfiscales|Super Lawyer/i);
    expect(meta.keywords.length).toBeGreaterThan(0);
  });

  it('writes its headings in sentence case', () => {
    expect(headings(es).length).toBeGreaterThan(0);
    expect(headings(es).flatMap(titleCaseWords)).toEqual([]);
  });

  it('names its own sections where the English does, each quoted by its exact heading', () => {
    const quoted = (page: object) => [...textOf(page).matchAll(/“([^”]+)”/g)].map((match) => match[1]);
    const sectionHeadings = (page: object) => ((page as { sections?: readonly { heading: string }[] }).sections ?? []).map((section) => section.heading);
    const references = (page: object) => quoted(page).filter((quote) => sectionHeadings(page).includes(quote!));
    expect(references(es)).toHaveLength(references(en).length);
    expect(quoted(es)).toEqual(references(es));
  });

  it('uses Spanish punctuation: every question and exclamation opened, curly quotes in pairs, no straight quotes or guillemets', () => {
    for (const text of strings(es)) expectSpanishPunctuation(text);
  });
});

describe('the Spanish Kent office page', () => {
  it('has the address a Spanish speaker searches for, lowercase ASCII words joined by hyphens', () => {
    expect(kentOfficeEs.slug).toBe('abogado-de-lesiones-personales');
    expect(kentOfficeEs.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('has a card for each of the English page’s practice areas, in its order, and Spanish service types for its structured data', () => {
    expect(kentOfficeEs.caseTypes.map((card) => card.practice)).toEqual(offices.kent.caseTypes.map((card) => card.practice));
    expect(kentOfficeEs.serviceTypes).toHaveLength(offices.kent.serviceTypes.length);
    expect(englishShare(kentOfficeEs.serviceTypes.join(' '))).toBe(0);
  });
});

describe('the Spanish Privacy Policy’s shared facts (data/es/lead-facts.ts)', () => {
  it('are the English facts’ twins, one for each', () => {
    expect(Object.keys(leadFactsEs)).toEqual(Object.keys(leadFacts));
  });

  it('sit where the English page interpolates the English facts, the hash’s period among them', () => {
    const factsIn = (page: object, facts: Record<string, string>, retention: string) =>
      places(page).map(([place, value]) => {
        const text = textOf(value);
        return [place, [...Object.entries(facts).filter(([, fact]) => text.includes(fact)).map(([key]) => key), ...(text.includes(retention) ? ['retention'] : [])]];
      });
    const english = factsIn(privacyCopy, leadFacts, ipHashRetention);
    expect(english.flatMap(([, keys]) => keys)).toEqual(expect.arrayContaining([...Object.keys(leadFacts), 'retention']));
    expect(factsIn(privacyCopyEs, leadFactsEs, ipHashRetentionEs)).toEqual(english);
  });

  it('give the one period of data/ip-hash-retention.ts, in Spanish words', () => {
    expect(ipHashRetentionEs).toBe(spokenDurationEs(ipHashKeptAtMostSeconds));
    expect([3600, 7200, 60, 1800, 45].map(spokenDurationEs)).toEqual(['una hora', 'dos horas', 'un minuto', '30 minutos', '45 segundos']);
    for (const fact of [leadFactsEs.ipHash, leadFactsEs.ipHashDeleted]) expect(fact).toContain(`a más tardar, ${ipHashRetentionEs} después`);
  });
});

/** Spanish punctuation in one string: questions and exclamations opened, curly quotes in pairs, no straight quotes or guillemets. */
function expectSpanishPunctuation(text: string) {
  expect(text.split('?').length, text).toBe(text.split('¿').length);
  expect(text.split('!').length, text).toBe(text.split('¡').length);
  expect(text.split('“').length, text).toBe(text.split('”').length);
  expect(text, text).not.toMatch(/["'«»]/);
}

describe('the Spanish form’s words (data/es/lead-form-copy.ts)', () => {
  it('have a twin for each English field, making the same promises in Spanish', () => {
    expect(Object.keys(leadFormCopyEs)).toEqual(Object.keys(leadFormCopy));
    expect(leadFormCopyEs.subheading).toMatch(/gratis y confidencial/i);
    expect(leadFormCopyEs.subheading).toContain('*');
    expect(leadFormCopyEs.notice).toMatch(/confidencial, aunque no tomemos su caso/);
    expect(leadFormCopyEs.notice).toMatch(/resumen breve/);
    expect(leadFormCopyEs.notice).toMatch(/conflictos de intereses/);
    expect(leadFormCopyEs.notice).toMatch(/no lo convierte en nuestro cliente/);
  });

  it('leave no English, and use Spanish punctuation', () => {
    const [enText, esText] = [textOf(leadFormCopy), textOf(leadFormCopyEs)];
    figures.push(`form: English ${words(enText).length} words, Spanish ${words(esText).length} words, English function words ${(englishShare(esText) * 100).toFixed(2)}%`);
    expect(englishShare(esText)).toBeLessThan(0.02);
    for (const text of strings(leadFormCopyEs)) expectSpanishPunctuation(text);
  });
});

describe('the Spanish 404 page’s words (data/es/not-found.ts)', () => {
  // The English 404 as a visitor reads it: its component rendered from data/not-found.ts.
  const html = renderToStaticMarkup(createElement(NotFound, { locale: 'en' }));
  const english = {
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    body: /<p[^>]*>([^<]*)<\/p>/.exec(html)?.[1],
    links: [...html.matchAll(/<a[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]),
  };

  it('have a twin for each of the English 404’s: its heading, its line, and a label for each link', () => {
    expect(english).toEqual({ heading: '404', body: 'Oops! Page not found', links: ['Return to Home'] });
    expect(notFoundCopyEs.heading).toBe(english.heading);
    expect(Object.keys(notFoundCopyEs.links)).toHaveLength(english.links.length);
    expect(notFoundCopyEs.links.home).toMatch(/inicio/);
  });

  it('leave no English, and use Spanish punctuation', () => {
    const esText = textOf(notFoundCopyEs);
    figures.push(`404: English ${words(textOf(notFoundCopy.en)).length} words, Spanish ${words(esText).length} words, English function words ${(englishShare(esText) * 100).toFixed(2)}%`);
    expect(englishShare(esText)).toBe(0);
    for (const text of strings(notFoundCopyEs)) expectSpanishPunctuation(text);
    expect(notFoundCopyEs.body).toMatch(/^¡/);
  });
});

describe('the figures', () => {
  it('are printed per page', () => {
    console.log(figures.join('\n'));
    expect(figures).toHaveLength(pages.length + 2);
  });
});
