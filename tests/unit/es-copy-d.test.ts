// The Spanish copy of the drug-charges, theft and warrants pages, the home page's block for people
// facing charges, and the attorneys' Spanish summaries (issue 15), against their English twins:
// the same law cited in the same places, the same shape, the identifiers that must not change, the
// criminal fee terms (never a contingency fee: RPC 1.5(d)(2)), the firm's claims only where the
// English states them and in the fixed Spanish forms the claim notes are attached by, Spanish
// punctuation, and no English left in the prose.
import { describe, expect, it } from 'vitest';
import { drugCharges } from '../../data/criminal/drug-charges';
import { drugChargesEs } from '../../data/es/criminal/drug-charges';
import { theft } from '../../data/criminal/theft';
import { theftEs } from '../../data/es/criminal/theft';
import { warrantsProbation } from '../../data/criminal/warrants-probation';
import { warrantsProbationEs } from '../../data/es/criminal/warrants-probation';
import { attorneys } from '../../data/attorneys';
import { criminalDefenseHomeCopy } from '../../data/criminal-areas';
import { attorneySummariesEs } from '../../data/es/attorney-summaries';
import { criminalDefenseHomeCopyEs } from '../../data/es/criminal-areas';
import type { CriminalAreaData } from '../../data/types';

const pages: readonly { name: string; slug: string; en: CriminalAreaData; es: CriminalAreaData }[] = [
  { name: 'drug charges', slug: 'abogado-cargos-de-drogas', en: drugCharges, es: drugChargesEs },
  { name: 'theft', slug: 'abogado-cargos-de-robo', en: theft, es: theftEs },
  { name: 'warrants and probation violations', slug: 'abogado-ordenes-de-arresto-y-libertad-condicional', en: warrantsProbation, es: warrantsProbationEs },
];

// Identifiers, not words a visitor reads.
const identifierKeys = new Set(['slug', 'sourceLabel', 'firmName', 'canonicalHost', 'type', 'style', 'attorney', 'available247']);

function strings(value: unknown, key = ''): string[] {
  if (identifierKeys.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}
const textOf = (value: unknown) => strings(value).join('\n');

/**
 * The law a text cites: RCW sections and chapters, court rules (CrR, CrRLJ, ER), the RPC, the
 * state constitution and cases, each written in English form whichever language cites it.
 */
const citationPattern =
  /RCW \d+[A-Z]?\.\d+[A-Z]?(?:\.\d+[A-Z]?)?(?:\([a-z0-9]+\))*|(?:chapter|capítulo) \d+[A-Z]?\.\d+[A-Z]? RCW|\b(?:CrRLJ|CrR|RPC|ER|WAC) \d+(?:[.-]\d+)*(?:\([a-z0-9]+\))*|(?:[Aa]rticle|[Aa]rtículo) I, (?:section|sección) \d+|State v\. [A-Z][a-z]+/g;
function citations(text: string): string[] {
  const found = (text.match(citationPattern) ?? []).map((cite) =>
    cite
      .replace(/^capítulo/, 'chapter')
      .replace(/^[Aa]rt(?:icle|ículo) I, secci(?:on|ón)/, 'Article I, section')
      .replace(/^Article I, section/, 'Article I, section'),
  );
  return [...new Set(found)].sort();
}

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const englishFunctionWords = new Set(['the', 'and', 'of', 'to', 'you', 'your', 'is', 'for', 'with', 'that', 'in', 'on', 'we', 'our', 'are', 'if']);
const englishShare = (text: string) => {
  const all = words(text);
  return all.length ? all.filter((word) => englishFunctionWords.has(word)).length / all.length : 0;
};
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

// Each claim as the English words it, and the one Spanish form the claim notes are attached by.
const claims = [
  { en: /97 ?% success rate|success rate of 97 ?%/i, es: /tasa de éxito del 97%/ },
  { en: /150\+? years of combined experience/i, es: /más de 150 años de experiencia combinada/ },
  { en: /\b(?:nine|9) former prosecutors\b/i, es: /(?:^|[\s(])(?:nueve|Nueve) exfiscales\b/ },
  { en: /Super ?Lawyers? (?:every|each) year since 2019/i, es: /Super Lawyer cada año desde 2019/ },
  { en: /(?:400\+|more than 400) (?:5|five)-star reviews/i, es: /más de 400 reseñas de 5 estrellas/ },
  { en: /\b15\+? years of (?:[a-z]+ )?experience/i, es: /más de 15 años de experiencia/ },
];
/** A figure of the firm's said any other way would get no basis note. */
const looseClaim = /\b(?:97|150|400)\b|\b(?:9|nueve)\s+(?:ex-?\s?)?fiscales|desde (?:el )?2019|\b15\b[^.]*\baños\b/i;
const claimsIn = (text: string, side: 'en' | 'es') => claims.map((claim) => claim[side].test(text));

// A fee that depends on winning, in English or in Spanish: never on a criminal page (RPC 1.5(d)(2)).
const contingencyPromise =
  /no fees? unless we win|no win,? no fee|contingen|a menos que (?:ganemos|obtengamos)|si no ganamos|no cobramos (?:si|a menos)|porcentaje de (?:lo que|su)/i;

/** Capitalised words a Spanish heading may carry after its first word: proper names and abbreviations. */
const properNames = new Set(['Kent', 'WA', 'Washington', 'King', 'County', 'Superior', 'District', 'Municipal', 'Court', 'Maleng', 'Regional', 'Justice', 'Center', 'DUI', 'DOSA', 'RCW', 'State', 'Blake', 'Estados', 'Unidos', 'Departamento', 'Correcciones']);
function titleCaseWords(heading: string): string[] {
  // Each part after a sentence's end, a question or a bar starts with a capital of its own.
  return heading
    .split(/[.?!|:]\s+|[¿¡]/)
    .flatMap((part) => part.trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/^[“(]+|[”),;.?!]+$/g, ''))
    .filter((word) => /^\p{Lu}/u.test(word) && !properNames.has(word));
}

/** What each section, table, spotlight, FAQ answer, hero, meta, card and closing cites, in order. */
const places = (page: CriminalAreaData) => [
  ...page.body.map((block) => citations(textOf(block))),
  ...page.faq.items.map((item) => citations(textOf(item))),
  citations(textOf(page.hero)),
  citations(textOf(page.meta)),
  citations(page.card),
  citations(textOf(page.closing)),
];
/** Which fixed claims each of those units states. */
const claimPlaces = (page: CriminalAreaData, side: 'en' | 'es') =>
  [...page.body, ...page.faq.items, page.hero, page.closing, { card: page.card }].map((unit) => claimsIn(textOf(unit), side));

const shape = (page: CriminalAreaData) => ({
  body: page.body.map((block) =>
    block.type === 'content-section'
      ? {
          type: block.type,
          paragraphs: block.body.length,
          list: block.list && { style: block.list.style, items: block.list.items.map((item) => typeof item) },
          after: block.after?.length ?? 0,
        }
      : block.type === 'table'
        ? { type: block.type, intro: block.intro?.length ?? 0, rows: block.rows.length }
        : { type: block.type, attorney: block.attorney, paragraphs: block.body.length },
  ),
  faq: { style: page.faq.style, items: page.faq.items.length },
  keywords: page.meta.keywords.length > 0,
  closing: { consultationLink: page.closing.consultationLink ?? false, fees: page.closing.fees ?? null },
  available247: page.hero.available247,
});

const headingsOf = (page: CriminalAreaData) => [
  page.navLabel,
  ...page.body.flatMap((block) => [
    block.heading,
    ...(block.type === 'content-section' ? (block.list?.items ?? []).flatMap((item) => (typeof item === 'string' ? [] : [item.title])) : []),
    ...(block.type === 'table' ? [block.caption, ...block.columns] : []),
  ]),
  page.faq.heading,
  page.closing.heading,
];

const figures: string[] = [];

/**
 * The checks every piece of Spanish copy passes, whatever its shape. `claims`: 'same' where the
 * Spanish says what its English twin says; 'none' for a summary, which states no claim at all.
 */
function spanishProse(label: string, es: unknown, en: unknown, claimRule: 'same' | 'none' = 'same') {
  const esText = textOf(es);
  const enText = textOf(en);

  it('leaves no English in its prose (common English function words under 2% of its words)', () => {
    const share = englishShare(esText);
    figures.push(
      `${label}: English ${words(enText).length} words, Spanish ${words(esText).length} words (×${(words(esText).length / words(enText).length).toFixed(2)}), English function words ${(share * 100).toFixed(2)}% (English twin ${(englishShare(enText) * 100).toFixed(1)}%)`,
    );
    expect(share).toBeLessThan(0.02);
    // The measure does find English: the English twin is far above the line.
    expect(englishShare(enText)).toBeGreaterThan(0.1);
  });

  it('and hides no English sentence, which a share over the whole page is too coarse to see', () => {
    expect(strings(es).flatMap(sentences).filter((sentence) => englishShare(sentence) >= 0.1)).toEqual([]);
    expect(englishShare('Do not miss the new court date.')).toBeGreaterThanOrEqual(0.1);
  });

  it('cites exactly the law its English twin cites', () => {
    expect(citations(esText)).toEqual(citations(enText));
  });

  it('never promises “no fee unless we win”, in either language', () => {
    expect(esText).not.toMatch(/no fee unless we win|si no ganamos,? no cobramos|no cobramos si no ganamos/i);
  });

  it('makes the English twin’s firm claims in their fixed Spanish forms, and states no figure of the firm’s any other way', () => {
    expect(claimsIn(esText, 'es')).toEqual(claimRule === 'same' ? claimsIn(enText, 'en') : claims.map(() => false));
    const loose = strings(es)
      .flatMap(sentences)
      .map((sentence) => claims.reduce((rest, claim) => rest.replace(claim.es, ''), sentence))
      .filter((sentence) => looseClaim.test(sentence));
    expect(loose).toEqual([]);
  });

  it('uses Spanish punctuation: every question and exclamation opened, typographic quotes only', () => {
    for (const text of strings(es)) {
      expect(text.split('?').length, text).toBe(text.split('¿').length);
      expect(text.split('!').length, text).toBe(text.split('¡').length);
      expect(text, text).not.toMatch(/["'«»]/);
      expect(text.split('“').length, text).toBe(text.split('”').length);
    }
  });
}

describe.each(pages)('the Spanish $name page', ({ slug, en, es }) => {
  spanishProse(slug, es, en);

  it('cites the law at all (the comparison would pass on two empty lists)', () => {
    expect(citations(textOf(en)).length).toBeGreaterThan(4);
  });

  it('cites each law where the English does: in the same section, table, FAQ answer, hero, metadata, card and closing', () => {
    expect(places(es)).toEqual(places(en));
  });

  it('has the English page’s sections, paragraphs, table rows, list items, steps and FAQ items, in the same order', () => {
    expect(es.faq.items.length).toBe(en.faq.items.length);
    expect(shape(es)).toEqual(shape(en));
  });

  it('states each claim in the same block, FAQ answer, hero, card or closing as the English', () => {
    expect(claimPlaces(es, 'es')).toEqual(claimPlaces(en, 'en'));
  });

  it('keeps the identifiers the lead core and the head read: source label, host, firm name, the spotlight’s attorney', () => {
    expect(es.sourceLabel).toBe(en.sourceLabel);
    expect(es.meta.canonicalHost).toBe(en.meta.canonicalHost);
    expect(es.firmName).toBe(en.firmName);
    // A criminal page sends no case type of its own (its form starts at “Other”), in either language.
    expect('caseType' in es).toBe('caseType' in en);
    expect(es.body.map((block) => (block.type === 'attorney-spotlight' ? block.attorney : null))).toEqual(
      en.body.map((block) => (block.type === 'attorney-spotlight' ? block.attorney : null)),
    );
  });

  it('has a Spanish address a Spanish speaker would search for', () => {
    expect(es.slug).toBe(slug);
    expect(es.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('has Spanish metadata within the lengths, with no firm figure', () => {
    expect(es.meta.title.length).toBeLessThanOrEqual(65);
    expect(es.meta.description.length).toBeLessThanOrEqual(160);
    expect(`${es.meta.title} ${es.meta.description}`).not.toMatch(/97|150|400|2019|nueve/i);
    expect(es.meta.keywords.length).toBeGreaterThanOrEqual(en.meta.keywords.length);
  });

  it('offers a free consultation and a flat or hourly fee agreed in writing, never a contingency fee', () => {
    const text = textOf(es);
    expect(text).not.toMatch(contingencyPromise);
    expect(text).toMatch(/consulta[^.]*gratis/);
    expect(text).toMatch(/tarifa fija/);
    expect(text).toMatch(/tarifa por hora/);
    expect(text).toMatch(/por escrito/);
    expect(text).toContain('RPC 1.5(d)(2)');
    // The pattern does catch an injury page’s promise.
    expect('no cobramos honorarios de abogado a menos que obtengamos una compensación para usted').toMatch(contingencyPromise);
  });

  it('writes its headings in sentence case', () => {
    expect(headingsOf(es).flatMap(titleCaseWords)).toEqual([]);
    expect(titleCaseWords('Qué Hacer Después de un Arresto en Kent')).toEqual(['Hacer', 'Después', 'Arresto']);
  });
});

describe('the Spanish home block for people facing charges', () => {
  spanishProse('home block “¿Enfrenta cargos en Kent?”', criminalDefenseHomeCopyEs, criminalDefenseHomeCopy);

  it('has the English block’s paragraphs and a sentence-case question for a heading', () => {
    expect(criminalDefenseHomeCopyEs.intro).toHaveLength(criminalDefenseHomeCopy.intro.length);
    expect(criminalDefenseHomeCopyEs.heading).toBe('¿Enfrenta cargos en Kent?');
    expect(titleCaseWords(criminalDefenseHomeCopyEs.heading)).toEqual([]);
  });

  it('names the courts by their own names, as a visitor will read them on a summons', () => {
    for (const name of ['Kent Municipal Court', 'Maleng Regional Justice Center']) {
      expect(criminalDefenseHomeCopy.intro.join(' ')).toContain(name);
      expect(criminalDefenseHomeCopyEs.intro.join(' ')).toContain(name);
    }
  });

  it('states the former prosecutors in the form a sentence starts with, where the claim notes find it', () => {
    expect(criminalDefenseHomeCopyEs.intro[1]).toMatch(/^Nueve exfiscales /);
  });
});

describe.each(Object.entries(attorneys))('the Spanish summary of the %s bio', (id, attorney) => {
  const summary = attorneySummariesEs[id as keyof typeof attorneySummariesEs];
  const source = { teamBlurb: attorney.teamBlurb, focus: attorney.focus, biography: attorney.biography };

  spanishProse(`summary of ${attorney.slug} (English: its teamBlurb, focus and biography)`, summary, source, 'none');

  it('is two or three sentences under a Spanish title', () => {
    expect(sentences(summary.summary).length).toBeGreaterThanOrEqual(2);
    expect(sentences(summary.summary).length).toBeLessThanOrEqual(3);
    expect(summary.title).not.toBe(attorney.title);
    expect(titleCaseWords(summary.title)).toEqual([]);
  });

  it('names no one, as the English prose does not: the name is written once, in data/attorneys.ts', () => {
    for (const other of Object.values(attorneys)) {
      for (const part of other.name.split(' ')) expect(summary.summary).not.toContain(part);
    }
  });

  it('offers no contingency fee for a criminal-defense attorney', () => {
    if (attorney.practice === 'criminal-defense') expect(summary.summary).not.toMatch(contingencyPromise);
  });
});

describe('the summaries', () => {
  it('cover every attorney and no one else', () => {
    expect(Object.keys(attorneySummariesEs).sort()).toEqual(Object.keys(attorneys).sort());
  });
});

describe('the figures', () => {
  it('are printed per page', () => {
    console.log(figures.join('\n'));
    expect(figures).toHaveLength(pages.length + 1 + Object.keys(attorneys).length);
  });
});
