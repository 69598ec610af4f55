// Every translation's copy of the firm-wide pages, its office pages, the home page's block for
// people facing charges, the attorneys' summaries, the form's words and the 404 (data/translations.ts,
// data/ui-copy.ts, data/not-found.ts), in every language, against their English twins: the same
// citations in the same places, the same shape (sections, paragraphs, list items, steps), the same
// typed identifiers, the same claims in the forms the claim notes are attached by, the fee with who
// pays the costs, the language's typography and heading case, and no English left in the prose.
// Each language's words and forms for these checks are in data/copy-rules.ts.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attorneys } from '../../data/attorneys';
import { copyRules, englishRules } from '../../data/copy-rules';
import { criminalDefenseHomeCopy } from '../../data/criminal-areas';
import { confirmationBoxEs, ipHashRetentionEs, leadFactsEs, spokenDurationEs } from '../../data/es/lead-facts';
import { ipHashKeptAtMostSeconds } from '../../data/ip-hash-retention';
import { leadFormCopy } from '../../data/lead-form-copy';
import { leadMessages } from '../../data/lead-messages';
import { confirmationBox, ipHashRetention, leadFacts } from '../../data/legal/lead-facts';
import type { TranslatedLocale } from '../../data/locales';
import { notFoundCopy } from '../../data/not-found';
import { offices } from '../../data/offices';
import { sitePagesCopy } from '../../data/site-copy';
import { translations } from '../../data/translations';
import type { OfficeWords } from '../../data/types';
import { uiCopy } from '../../data/ui-copy';
import { NotFound } from '../../src/layout/not-found';
import {
  citations,
  claimsIn,
  itLeavesNoEnglish,
  englishShare,
  expectTypography,
  figureInMeta,
  identifiersOf,
  looseFigures,
  proseOf,
  proseText,
  sentences,
  titleCaseWords,
} from '../support/translation-copy';

const languages = Object.entries(translations).map(([locale, translation]) => ({ locale: locale as TranslatedLocale, translation }));

/** An office page's words, without its address segment. */
function wordsOf({ meta, hero, localAdvocates, caseTypes, serviceTypes }: Omit<OfficeWords, 'pageSlug'>) {
  return { meta, hero, localAdvocates, caseTypes, serviceTypes };
}

interface Twin {
  readonly locale: TranslatedLocale;
  readonly name: string;
  readonly en: object;
  readonly translated: object;
}
const pages: readonly Twin[] = languages.flatMap(({ locale, translation }) => [
  ...Object.entries(translation.sitePages).map(([name, copy]) => ({ locale, name, en: sitePagesCopy[name as keyof typeof sitePagesCopy], translated: copy })),
  // An office's words only: its facts (address, flags, communities) are the English entry's.
  ...Object.entries(translation.offices).map(([id, words]) => ({
    locale,
    name: `${id} office`,
    en: wordsOf(offices[id as keyof typeof offices]),
    translated: wordsOf(words!),
  })),
]);

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
  Object.entries(page).flatMap(([key, value]) =>
    key === 'sections' && Array.isArray(value) ? value.map((section, index) => [`sections[${index}]`, section] as const) : [[key, value] as const],
  );

/** What a visitor reads as a heading: headings, headlines, titles of list points, the meta title's parts. */
function headings(value: unknown, key = ''): string[] {
  if (key === 'keywords' || key === 'description') return [];
  if (typeof value === 'string') return /^(?:heading|headline|title)$|Heading$/.test(key) ? value.split('|') : [];
  if (Array.isArray(value)) return value.flatMap((item) => headings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => headings(v, k));
  return [];
}

/**
 * The checks every piece of translated copy passes, whatever its shape. `claimRule`: 'same' where
 * the translation says what its English twin says; 'none' for a summary, which states no claim at all.
 */
function translatedProse(locale: TranslatedLocale, translated: unknown, en: unknown, claimRule: 'same' | 'none' = 'same') {
  const text = proseText(translated);
  const enText = proseText(en);

  itLeavesNoEnglish(locale, translated, en);

  it('cites exactly the law its English twin cites', () => {
    expect(citations(text, locale)).toEqual(citations(enText));
  });

  it('never promises “no fee unless we win”, in either language', () => {
    expect(text).not.toMatch(englishRules.winPromise);
    expect(text).not.toMatch(copyRules[locale].winPromise);
  });

  it('makes the English twin’s firm claims in the forms their notes are attached by, and states no figure of the firm’s any other way', () => {
    expect(claimsIn(text, locale)).toEqual(claimRule === 'same' ? claimsIn(enText, 'en') : claimsIn('', locale));
    expect(looseFigures(translated, locale, copyRules[locale].looseFigure)).toEqual([]);
  });

  it('uses the language’s typography', () => {
    for (const each of proseOf(translated)) expectTypography(each, locale);
  });
}

describe('the checks themselves', () => {
  it('find what they look for', () => {
    expect(titleCaseWords('Conozca a Nuestro Socio Director', 'es')).toEqual(['Nuestro', 'Socio', 'Director']);
    expect(titleCaseWords('¿Se lesionó en Kent? Hable con nosotros hoy.', 'es')).toEqual([]);
    expect(shape({ items: ['a', { title: 'b', text: 'c' }] })).not.toEqual(shape({ items: ['a', 'b'] }));
    expect(uiCopy.es.fees.mention.test(`Trabajamos así: ${copyRules.es.injuryFee.line}.`)).toBe(true);
  });
});

describe.each(pages)('the $locale $name page', ({ locale, en, translated }) => {
  const rules = copyRules[locale];
  translatedProse(locale, translated, en);

  it('cites each of its English page’s statutes and rules in the same place', () => {
    expect(places(translated).map(([place, value]) => [place, citations(proseText(value), locale)])).toEqual(
      places(en).map(([place, value]) => [place, citations(proseText(value))]),
    );
  });

  it('has the English page’s shape: the same fields, sections, paragraphs, list items and steps', () => {
    expect(shape(translated)).toEqual(shape(en));
  });

  it('keeps the typed identifiers of the English page (host, case types, dates, address, flags)', () => {
    expect(identifiersOf(translated)).toEqual(identifiersOf(en));
  });

  it('mentions the injury fee where the English does: beside a hero, the name only; elsewhere, the fee line with who pays the costs', () => {
    const mentions = (page: object, pattern: RegExp) => places(page).map(([place, value]) => [place, pattern.test(proseText(value))]);
    expect(mentions(translated, uiCopy[locale].fees.mention)).toEqual(mentions(en, uiCopy.en.fees.mention));
    for (const [place, value] of places(translated)) {
      const text = proseText(value).toLowerCase();
      if (place === 'meta' || !uiCopy[locale].fees.mention.test(text)) continue;
      if (place === 'hero') {
        // The hero's template places the fee terms (fee line and costs) right under it: the hero does not say them twice.
        expect(text).not.toContain(rules.injuryFee.line);
      } else {
        expect(text, place).toContain(rules.injuryFee.line);
        expect(text, place).toMatch(rules.injuryFee.costs);
      }
    }
  });

  it('has metadata within the lengths, with no firm figure', () => {
    const meta = (translated as { meta: { title: string; description: string; keywords: readonly string[] } }).meta;
    expect(meta.title.length, meta.title).toBeLessThanOrEqual(65);
    expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    expect(`${meta.title} ${meta.description}`).not.toMatch(figureInMeta(locale));
    expect(meta.keywords.length).toBeGreaterThan(0);
  });

  it('writes its headings in the language’s case', () => {
    expect(headings(translated).length).toBeGreaterThan(0);
    expect(headings(translated).flatMap((heading) => titleCaseWords(heading, locale))).toEqual([]);
  });

  it('names its own sections where the English does, each quoted by its exact heading (and the form’s optional box by its label)', () => {
    const [open, close] = rules.quotes;
    const quotedIn = (page: object, marks: readonly [string, string]) =>
      [...proseText(page).matchAll(new RegExp(`${marks[0]}([^${marks[1]}]+)${marks[1]}`, 'g'))].map((match) => match[1]);
    const sectionHeadings = (page: object) => ((page as { sections?: readonly { heading: string }[] }).sections ?? []).map((section) => section.heading);
    const boxLabels: readonly string[] = [...Object.values(leadMessages).map((words) => words.attributionConsent), confirmationBox, confirmationBoxEs];
    const references = (page: object, marks: readonly [string, string]) =>
      quotedIn(page, marks).filter((quote) => sectionHeadings(page).includes(quote!) || boxLabels.includes(quote!));
    expect(references(translated, [open, close])).toHaveLength(references(en, ['“', '”']).length);
    expect(quotedIn(translated, [open, close])).toEqual(references(translated, [open, close]));
  });
});

describe.each(languages.flatMap(({ locale, translation }) => Object.entries(translation.offices).map(([id, words]) => ({ locale, id, words: words! }))))(
  'the $locale $id office page',
  ({ locale, id, words }) => {
    const english = offices[id as keyof typeof offices];
    it('has an address of its own of lowercase ASCII words joined by hyphens', () => {
      expect(words.pageSlug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(words.pageSlug).not.toBe('personal-injury-lawyer');
    });

    it('has a card for each of the English page’s practice areas, in its order, and translated service types for its structured data', () => {
      expect(words.caseTypes.map((card) => card.practice)).toEqual(english.caseTypes.map((card) => card.practice));
      expect(words.serviceTypes).toHaveLength(english.serviceTypes.length);
      expect(englishShare(words.serviceTypes.join(' '), locale)).toBe(0);
    });
  },
);

describe.each(languages)('the $locale home block for people facing charges', ({ locale, translation }) => {
  const words = translation.facingCharges;
  translatedProse(locale, words, criminalDefenseHomeCopy);

  it('has the English block’s paragraphs and a heading in the language’s case', () => {
    expect(words.intro).toHaveLength(criminalDefenseHomeCopy.intro.length);
    expect(titleCaseWords(words.heading, locale)).toEqual([]);
  });

  it('names the courts by their own names, as a visitor will read them on a summons', () => {
    for (const name of ['Kent Municipal Court', 'Maleng Regional Justice Center']) {
      expect(criminalDefenseHomeCopy.intro.join(' ')).toContain(name);
      expect(words.intro.join(' ')).toContain(name);
    }
  });

  it('says what is true of the criminal practice: one former prosecutor leads it, not the firm’s nine former prosecutors (RPC 7.1)', () => {
    expect(criminalDefenseHomeCopy.intro[1]).toMatch(/^Our criminal defense practice is led by a former prosecutor\./);
    expect(criminalDefenseHomeCopy.intro.join(' ')).not.toMatch(/nine|prosecutors/i);
    expect(words.intro.join(' ')).not.toMatch(copyRules[locale].prosecutors.claim);
    expect(claimsIn(words.intro.join(' '), locale)).toEqual(claimsIn('', locale));
  });
});

describe.each(
  languages.flatMap(({ locale, translation }) =>
    Object.entries(attorneys).map(([id, attorney]) => ({ locale, id, attorney, summary: translation.attorneySummaries[id as keyof typeof attorneys] })),
  ),
)('the $locale summary of the $id bio', ({ locale, attorney, summary }) => {
  const source = { teamBlurb: attorney.teamBlurb, focus: attorney.focus, biography: attorney.biography };
  translatedProse(locale, summary, source, 'none');

  it('is two or three sentences under a title of its own', () => {
    expect(sentences(summary.summary).length).toBeGreaterThanOrEqual(2);
    expect(sentences(summary.summary).length).toBeLessThanOrEqual(3);
    expect(summary.title).not.toBe(attorney.title);
    expect(titleCaseWords(summary.title, locale)).toEqual([]);
  });

  it('describes the portrait in the language, as the English describes it: the same initials', () => {
    expect(summary.portraitAlt).toContain(attorney.portrait.initials);
    expect(summary.portraitAlt).not.toBe(attorney.portrait.alt);
  });

  it('names no one, as the English prose does not: the name is written once, in data/attorneys.ts', () => {
    for (const other of Object.values(attorneys)) for (const part of other.name.split(' ')) expect(summary.summary).not.toContain(part);
  });

  it('offers no contingency fee for a criminal-defense attorney', () => {
    if (attorney.practice === 'criminal-defense') expect(summary.summary).not.toMatch(copyRules[locale].outcomeFee);
  });
});

describe.each(languages)('the $locale form’s words (data/ui-copy.ts)', ({ locale }) => {
  const { subheading, notice, criminalNotice, criminalMessageLabel } = uiCopy[locale].form;
  const words = { subheading, notice, criminalNotice, criminalMessageLabel };

  it('have a twin for each English field, making the same promises in the language', () => {
    expect(Object.keys(words)).toEqual(Object.keys(leadFormCopy));
    expect(words.subheading).toContain('*');
    for (const promise of copyRules[locale].formPromises) expect(`${words.subheading} ${words.notice}`).toMatch(promise);
  });

  it('leave no English, and use the language’s typography', () => {
    expect(englishShare(proseText(words), locale)).toBeLessThan(0.02);
    for (const text of proseOf(words)) expectTypography(text, locale);
  });
});

describe.each(languages)('the $locale 404 page’s words (data/not-found.ts)', ({ locale }) => {
  // The English 404 as a visitor reads it: its component rendered from data/not-found.ts.
  const html = renderToStaticMarkup(createElement(NotFound, { locale: 'en' }));
  const english = {
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    body: /<p[^>]*>([^<]*)<\/p>/.exec(html)?.[1],
    links: [...html.matchAll(/<a[^>]*>([^<]*)<\/a>/g)].map((match) => match[1]),
  };
  const words = notFoundCopy[locale];

  it('have a twin for each of the English 404’s: its heading, its line, and a label for each link', () => {
    expect(english).toEqual({ heading: notFoundCopy.en.heading, body: notFoundCopy.en.body, links: Object.values(notFoundCopy.en.links) });
    expect(words.heading).toBe(english.heading);
    expect(Object.keys(words.links)).toHaveLength(english.links.length);
    expect(words.body).not.toBe(english.body);
  });

  it('leave no English, and use the language’s typography', () => {
    expect(englishShare(proseText(words), locale)).toBe(0);
    for (const text of proseOf(words)) expectTypography(text, locale);
  });
});

// The Spanish privacy policy's shared facts are written by a Spanish function (data/es/lead-facts.ts).
describe('the Spanish Privacy Policy’s shared facts (data/es/lead-facts.ts)', () => {
  const privacyEs = translations.es.sitePages.privacy;
  it('are the English facts’ twins, one for each', () => {
    expect(Object.keys(leadFactsEs)).toEqual(Object.keys(leadFacts));
  });

  it('sit where the English page interpolates the English facts, the hash’s period among them', () => {
    /** Each fact as its text: a list fact (the recipients, the purposes) item by item. */
    const factTexts = (facts: Record<string, string | readonly (string | { text: string })[]>) =>
      Object.entries(facts).flatMap(([key, fact]) =>
        typeof fact === 'string'
          ? [[key, fact] as const]
          : fact.map((item, index) => [`${key}[${index}]`, typeof item === 'string' ? item : item.text] as const),
      );
    const factsIn = (page: object, facts: Record<string, string | readonly (string | { text: string })[]>, retention: string) =>
      places(page).map(([place, value]) => {
        const text = proseText(value);
        return [
          place,
          [
            ...factTexts(facts)
              .filter(([, fact]) => text.includes(fact))
              .map(([key]) => key),
            ...(text.includes(retention) ? ['retention'] : []),
          ],
        ];
      });
    const english = factsIn(sitePagesCopy.privacy, leadFacts, ipHashRetention);
    expect(english.flatMap(([, keys]) => keys)).toEqual(expect.arrayContaining([...factTexts(leadFacts).map(([key]) => key), 'retention']));
    expect(factsIn(privacyEs, leadFactsEs, ipHashRetentionEs)).toEqual(english);
  });

  it('give the one period of data/ip-hash-retention.ts, in Spanish words', () => {
    expect(ipHashRetentionEs).toBe(spokenDurationEs(ipHashKeptAtMostSeconds));
    expect([3600, 7200, 60, 1800, 45].map(spokenDurationEs)).toEqual(['una hora', 'dos horas', 'un minuto', '30 minutos', '45 segundos']);
    for (const fact of [leadFactsEs.ipHash, leadFactsEs.ipHashDeleted]) expect(fact).toContain(`a más tardar, ${ipHashRetentionEs} después`);
  });
});
