// The Spanish copy of the firm-wide pages, the Kent office page, the home page's block for people
// facing charges, the attorneys' Spanish summaries, the form's words and the 404 (issue 15) against
// their English twins: the same citations in the same places, the same shape (sections, paragraphs,
// list items, steps), the same typed identifiers, the same claims in the forms the claim notes are
// attached by, the fee with who pays the costs, Spanish typography and sentence-case headings, and
// no English left in the prose.
import type { OfficeWords } from '../../data/types';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attorneys } from '../../data/attorneys';
import { criminalDefenseHomeCopy } from '../../data/criminal-areas';
import { attorneySummariesEs } from '../../data/es/attorney-summaries';
import { criminalDefenseHomeCopyEs } from '../../data/es/criminal-areas';
import { kentOfficeEs } from '../../data/es/kent-office';
import { ipHashRetentionEs, leadFactsEs, spokenDurationEs } from '../../data/es/lead-facts';
import { leadFormCopyEs } from '../../data/es/lead-form-copy';
import { notFoundCopyEs } from '../../data/es/not-found';
import { notFoundCopy } from '../../data/not-found';
import { contactCopyEs, homeCopyEs, privacyCopyEs, termsCopyEs, thankYouCopyEs } from '../../data/es/site-copy';
import { ipHashKeptAtMostSeconds } from '../../data/ip-hash-retention';
import { leadFormCopy } from '../../data/lead-form-copy';
import { leadMessages } from '../../data/lead-messages';
import { ipHashRetention, leadFacts } from '../../data/legal/lead-facts';
import { offices } from '../../data/offices';
import { contactCopy, homeCopy, privacyCopy, termsCopy, thankYouCopy } from '../../data/site-copy';
import { uiCopy } from '../../data/ui-copy';
import { NotFound } from '../../src/layout/not-found';
import {
  citations,
  clauses,
  claimsIn,
  costsLine,
  englishShare,
  expectSpanishPunctuation,
  feeLine,
  figureInMeta,
  identifiersOf,
  looseFigures,
  outcomeFee,
  proseOf,
  proseText,
  sentences,
  titleCaseWords,
  winPromise,
  wordFigures,
} from '../support/spanish-copy';

interface Twin {
  readonly name: string;
  readonly en: object;
  readonly es: object;
}

function wordsOf({ meta, hero, localAdvocates, caseTypes, serviceTypes }: Omit<OfficeWords, 'pageSlug'>) {
  return { meta, hero, localAdvocates, caseTypes, serviceTypes };
}

const pages: readonly Twin[] = [
  { name: 'home', en: homeCopy, es: homeCopyEs },
  { name: 'contact', en: contactCopy, es: contactCopyEs },
  { name: 'thank-you', en: thankYouCopy, es: thankYouCopyEs },
  { name: 'terms', en: termsCopy, es: termsCopyEs },
  { name: 'privacy', en: privacyCopy, es: privacyCopyEs },
  // The office's words only: its facts (address, flags, communities) are the English entry's.
  { name: 'Kent office', en: wordsOf(offices.kent), es: wordsOf(kentOfficeEs) },
];

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

/** What a visitor reads as a heading: headings, headlines, titles of list points, the meta title's parts. */
function headings(value: unknown, key = ''): string[] {
  if (key === 'keywords' || key === 'description') return [];
  if (typeof value === 'string') return /^(?:heading|headline|title)$|Heading$/.test(key) ? value.split('|') : [];
  if (Array.isArray(value)) return value.flatMap((item) => headings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => headings(v, k));
  return [];
}

const figures: string[] = [];

/**
 * The checks every piece of Spanish copy passes, whatever its shape. `claimRule`: 'same' where the
 * Spanish says what its English twin says; 'none' for a summary, which states no claim at all.
 */
function spanishProse(label: string, es: unknown, en: unknown, claimRule: 'same' | 'none' = 'same') {
  const esText = proseText(es);
  const enText = proseText(en);

  it('leaves no English in its prose (common English function words under 2% of its words)', () => {
    figures.push(wordFigures(label, enText, esText));
    expect(englishShare(esText)).toBeLessThan(0.02);
    // The measure does find English: the English twin is far above the line.
    expect(englishShare(enText)).toBeGreaterThan(0.1);
  });

  it('and no English sentence hides in it, which the page-wide share is too coarse to see', () => {
    expect(proseOf(es).flatMap(clauses).filter((clause) => englishShare(clause) >= 0.1)).toEqual([]);
  });

  it('cites exactly the law its English twin cites', () => {
    expect(citations(esText)).toEqual(citations(enText));
  });

  it('never promises “no fee unless we win”, in either language', () => {
    expect(esText).not.toMatch(winPromise);
  });

  it('makes the English twin’s firm claims in the forms their notes are attached by, and states no figure of the firm’s any other way', () => {
    expect(claimsIn(esText, 'es')).toEqual(claimRule === 'same' ? claimsIn(enText, 'en') : claimsIn('', 'es'));
    expect(looseFigures(es, 'es')).toEqual([]);
  });

  it('uses Spanish punctuation: every question and exclamation opened, curly quotes in pairs, no straight quotes or guillemets', () => {
    for (const text of proseOf(es)) expectSpanishPunctuation(text);
  });
}

describe('the checks themselves', () => {
  it('find what they look for', () => {
    expect(titleCaseWords('Conozca a Nuestro Socio Director')).toEqual(['Nuestro', 'Socio', 'Director']);
    expect(titleCaseWords('¿Se lesionó en Kent? Hable con nosotros hoy.')).toEqual([]);
    expect(shape({ items: ['a', { title: 'b', text: 'c' }] })).not.toEqual(shape({ items: ['a', 'b'] }));
    expect(uiCopy.es.fees.mention.test(`Trabajamos así: ${feeLine}.`)).toBe(true);
  });
});

describe.each(pages)('the Spanish $name page', ({ name, en, es }) => {
  spanishProse(name, es, en);

  it('cites each of its English page’s statutes and rules in the same place', () => {
    expect(places(es).map(([place, value]) => [place, citations(proseText(value))])).toEqual(
      places(en).map(([place, value]) => [place, citations(proseText(value))]),
    );
  });

  it('has the English page’s shape: the same fields, sections, paragraphs, list items and steps', () => {
    expect(shape(es)).toEqual(shape(en));
  });

  it('keeps the typed identifiers of the English page (host, case types, dates, address, flags)', () => {
    expect(identifiersOf(es)).toEqual(identifiersOf(en));
  });

  it('mentions the injury fee where the English does: beside a hero, the name only; elsewhere, the fee line with who pays the costs', () => {
    const mentions = (page: object, pattern: RegExp) => places(page).map(([place, value]) => [place, pattern.test(proseText(value))]);
    expect(mentions(es, uiCopy.es.fees.mention)).toEqual(mentions(en, uiCopy.en.fees.mention));
    for (const [place, value] of places(es)) {
      const text = proseText(value).toLowerCase();
      if (place === 'meta' || !uiCopy.es.fees.mention.test(text)) continue;
      if (place === 'hero') {
        // The hero's template places the fee terms (fee line and costs) right under it: the hero does not say them twice.
        expect(text).not.toContain(feeLine);
      } else {
        expect(text, place).toContain(feeLine);
        expect(text, place).toMatch(costsLine);
      }
    }
  });

  it('has Spanish metadata within the lengths, with no firm figure', () => {
    const meta = (es as { meta: { title: string; description: string; keywords: readonly string[] } }).meta;
    expect(meta.title.length, meta.title).toBeLessThanOrEqual(65);
    expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    expect(`${meta.title} ${meta.description}`).not.toMatch(figureInMeta);
    expect(meta.keywords.length).toBeGreaterThan(0);
  });

  it('writes its headings in sentence case', () => {
    expect(headings(es).length).toBeGreaterThan(0);
    expect(headings(es).flatMap(titleCaseWords)).toEqual([]);
  });

  it('names its own sections where the English does, each quoted by its exact heading (and the form’s optional box by its label)', () => {
    const quoted = (page: object) => [...proseText(page).matchAll(/“([^”]+)”/g)].map((match) => match[1]);
    const sectionHeadings = (page: object) => ((page as { sections?: readonly { heading: string }[] }).sections ?? []).map((section) => section.heading);
    const boxLabels: readonly string[] = Object.values(leadMessages).map((words) => words.attributionConsent);
    const references = (page: object) => quoted(page).filter((quote) => sectionHeadings(page).includes(quote!) || boxLabels.includes(quote!));
    expect(references(es)).toHaveLength(references(en).length);
    expect(quoted(es)).toEqual(references(es));
  });
});

describe('the Spanish Kent office page', () => {
  it('has the address a Spanish speaker searches for, lowercase ASCII words joined by hyphens', () => {
    expect(kentOfficeEs.pageSlug).toBe('abogado-de-lesiones-personales');
    expect(kentOfficeEs.pageSlug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('has a card for each of the English page’s practice areas, in its order, and Spanish service types for its structured data', () => {
    expect(kentOfficeEs.caseTypes.map((card) => card.practice)).toEqual(offices.kent.caseTypes.map((card) => card.practice));
    expect(kentOfficeEs.serviceTypes).toHaveLength(offices.kent.serviceTypes.length);
    expect(englishShare(kentOfficeEs.serviceTypes.join(' '))).toBe(0);
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

  it('says what is true of the criminal practice: one former prosecutor leads it, not the firm’s nine former prosecutors (RPC 7.1)', () => {
    expect(criminalDefenseHomeCopy.intro[1]).toMatch(/^Our criminal defense practice is led by a former prosecutor\./);
    expect(criminalDefenseHomeCopyEs.intro[1]).toMatch(/^Nuestra práctica de defensa criminal la dirige un exfiscal\./);
    expect(criminalDefenseHomeCopy.intro.join(' ')).not.toMatch(/nine|prosecutors/i);
    expect(criminalDefenseHomeCopyEs.intro.join(' ')).not.toMatch(/nueve|exfiscales/i);
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

  it('describes the portrait in Spanish, as the English describes it: the same initials', () => {
    expect(summary.portraitAlt).toContain(attorney.portrait.initials);
    expect(summary.portraitAlt).not.toBe(attorney.portrait.alt);
  });

  it('names no one, as the English prose does not: the name is written once, in data/attorneys.ts', () => {
    for (const other of Object.values(attorneys)) {
      for (const part of other.name.split(' ')) expect(summary.summary).not.toContain(part);
    }
  });

  it('offers no contingency fee for a criminal-defense attorney', () => {
    if (attorney.practice === 'criminal-defense') expect(summary.summary).not.toMatch(outcomeFee);
  });
});

describe('the summaries', () => {
  it('cover every attorney and no one else', () => {
    expect(Object.keys(attorneySummariesEs).sort()).toEqual(Object.keys(attorneys).sort());
  });
});

describe('the Spanish Privacy Policy’s shared facts (data/es/lead-facts.ts)', () => {
  it('are the English facts’ twins, one for each', () => {
    expect(Object.keys(leadFactsEs)).toEqual(Object.keys(leadFacts));
  });

  it('sit where the English page interpolates the English facts, the hash’s period among them', () => {
    const factsIn = (page: object, facts: Record<string, string>, retention: string) =>
      places(page).map(([place, value]) => {
        const text = proseText(value);
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
    const [enText, esText] = [proseText(leadFormCopy), proseText(leadFormCopyEs)];
    figures.push(wordFigures('form', enText, esText));
    expect(englishShare(esText)).toBeLessThan(0.02);
    for (const text of proseOf(leadFormCopyEs)) expectSpanishPunctuation(text);
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
    const esText = proseText(notFoundCopyEs);
    figures.push(wordFigures('404', proseText(notFoundCopy.en), esText));
    expect(englishShare(esText)).toBe(0);
    for (const text of proseOf(notFoundCopyEs)) expectSpanishPunctuation(text);
    expect(notFoundCopyEs.body).toMatch(/^¡/);
  });
});

describe('the figures', () => {
  it('are printed per page', () => {
    console.log(figures.join('\n'));
    expect(figures).toHaveLength(pages.length + 1 + Object.keys(attorneys).length + 2);
  });
});
