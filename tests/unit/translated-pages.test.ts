// Every translated injury and criminal-defense page (data/translations.ts), in every language, against
// its English page: the same law cited in the same places, the firm's claims only where the English
// states them and in the forms the claim notes are attached by, the fee terms (for injury, the fee
// line with who pays the costs; for a criminal case never a fee that depends on the outcome, RPC
// 1.5(d)(2)), the language's typography and heading case, and no English left in the prose. Each
// language's words and forms for these checks are in data/copy-rules.ts. The page's structure (its
// blocks, lists, rows and FAQ items, their kinds and order) is its English page's by type
// (data/types.ts WordsOf): the first describe block shows tsc holding it.
import { describe, expect, it } from 'vitest';
import { copyRules, englishRules } from '../../data/copy-rules';
import { criminalAreas } from '../../data/criminal-areas';
import type { TranslatedLocale } from '../../data/locales';
import { practiceAreas } from '../../data/practice-areas';
import { dogBite } from '../../data/practice/dog-bite';
import { translations } from '../../data/translations';
import type { PracticePageData, WordsOf } from '../../data/types';
import { site, siteData } from '../../pages.config';
import { pageIn, type PageGroup } from '../../src/pages/in-language';
import {
  citationPlaces,
  citations,
  claimsIn,
  itLeavesNoEnglish,
  englishShare,
  expectTypography,
  figureInMeta,
  looseFigures,
  proseOf,
  proseText,
  titleCaseWords,
} from '../support/translation-copy';

interface Twin {
  readonly locale: TranslatedLocale;
  readonly group: Exclude<PageGroup, 'offices'>;
  readonly id: string;
  readonly en: PracticePageData;
  readonly translated: PracticePageData;
  readonly path: string;
}
const twins: readonly Twin[] = Object.entries(translations).flatMap(([locale, translation]) =>
  (['practiceAreas', 'criminalAreas'] as const).flatMap((group) =>
    Object.keys(translation[group]).map((id) => {
      const { page, path } = pageIn(siteData, group, id, locale as TranslatedLocale)!;
      return { locale: locale as TranslatedLocale, group, id, en: siteData[group][id]!, translated: page, path };
    }),
  ),
);
const builtPage = (path: string) => site.pages.find((page) => page.path === path)!;

/** What a visitor reads as a heading or a label. */
const headings = (page: PracticePageData) => [
  page.navLabel,
  page.hero.headline,
  ...page.meta.title.split('|'),
  ...page.body.flatMap((block) => [
    block.heading,
    ...(block.type === 'content-section' ? (block.list?.items ?? []).map((item) => (typeof item === 'string' ? item : item.title)) : []),
    ...(block.type === 'table' ? [block.caption, ...block.columns, ...block.rows.map((row) => row[0])] : []),
  ]),
  page.faq.heading,
  page.closing.heading,
];

/** Which claims each body block, FAQ answer, the hero, the closing and the card state. */
const claimPlaces = (page: PracticePageData, locale: 'en' | TranslatedLocale) =>
  [...page.body, ...page.faq.items, page.hero, page.closing, { card: 'card' in page ? page.card : '' }].map((unit) => claimsIn(proseText(unit), locale));

describe('a translated page’s words', () => {
  const words = translations.es.practiceAreas['dog-bite']!;
  it('are typed from its English page: a paragraph short, a fact restated or a block’s words missing fail tsc', () => {
    const [, ...oneShort] = words.body[0].body;
    // @ts-expect-error a section one paragraph short of the English
    const short: WordsOf<typeof dogBite> = { ...words, body: [{ ...words.body[0], body: oneShort }, ...words.body.slice(1)] };
    // @ts-expect-error a fact the English page gives (its case type) restated
    const restated: WordsOf<typeof dogBite> = { ...words, caseType: 'DOG BITES' };
    const { faq: _faq, ...withoutFaq } = words;
    // @ts-expect-error the FAQ's words missing
    const missing: WordsOf<typeof dogBite> = withoutFaq;
    expect([short, restated, missing].every(Boolean)).toBe(true);
  });

  it('are in every translated language some: the checks below run on pages', () => {
    expect(twins.length).toBeGreaterThan(0);
    expect(new Set(twins.map((twin) => twin.locale))).toEqual(new Set(Object.keys(translations)));
  });
});

describe('the checks themselves', () => {
  it('read the law in English and in each language’s words: RCW sections, runs and chapters, court rules, the RPC, the constitutions and cases', () => {
    expect(citations('Under RCW 4.22.005 and RCW 79A.60.050 and 79A.60.060, chapter 4.92 RCW')).toEqual([
      'RCW 4.22.005',
      'RCW 79A.60.050',
      'RCW 79A.60.060',
      'chapter 4.92 RCW',
    ]);
    expect(citations('según RCW 4.16.080(2) y el capítulo 11.28 RCW', 'es')).toEqual(['RCW 4.16.080(2)', 'chapter 11.28 RCW']);
    expect(citations('según RCW 4.16.080', 'es')).not.toEqual(citations('under RCW 4.16.080(2)'));
    expect(citations('(RCW 46.61.502(6)), capítulo 9A.36 RCW, CrRLJ 3.2, RPC 1.5(d)(2), el artículo I, sección 7 y la Cuarta Enmienda', 'es')).toEqual(
      ['CrRLJ 3.2', 'Fourth Amendment', 'RCW 46.61.502(6)', 'RPC 1.5(d)(2)', 'article I, section 7', 'chapter 9A.36 RCW'].sort(),
    );
    expect(citations('(RPC 1.18), la Regla de Conducta Profesional 1.18, State v. Blake y 46 U.S.C. § 30106', 'es')).toEqual([
      '46 U.S.C. § 30106',
      'RPC 1.18',
      'State v. Blake',
    ]);
  });

  it('find English prose, even one sentence of it', () => {
    expect(englishShare(proseText(practiceAreas['wrongful-death']), 'es')).toBeGreaterThan(0.2);
    expect(englishShare('Witnesses move and memories fade.', 'es')).toBeGreaterThanOrEqual(0.1);
    expect(englishShare('Do not miss the new court date.', 'es')).toBeGreaterThanOrEqual(0.1);
  });

  it('find a heading in title case, and a fee that depends on the outcome', () => {
    expect(titleCaseWords('Qué Hacer Después de un Arresto por DUI en Kent', 'es')).toEqual(['Hacer', 'Después', 'Arresto']);
    expect(titleCaseWords('¿Lo arrestaron por DUI en Kent? Tiene 7 días.', 'es')).toEqual([]);
    expect(copyRules.es.outcomeFee.test(`No cobramos honorarios de abogado a menos que obtengamos una compensación para usted`)).toBe(true);
  });

  it('find a figure of the firm’s said otherwise than in its claim’s form', () => {
    const loose = copyRules.es.looseFigure;
    expect(looseFigures(['Somos nueve exfiscales.', 'Nuestra tasa de éxito del 97% habla por sí sola (RCW 9A.36.150).'], 'es', loose)).toEqual([]);
    expect(looseFigures(['Ganamos el 97 % de los casos.', 'Tenemos 9 ex fiscales.', 'Ejerce hace más de 15 años.'], 'es', loose)).toHaveLength(3);
  });
});

describe.each(twins)('the $locale page $path', ({ locale, en, translated, path }) => {
  const rules = copyRules[locale];
  const enText = proseText(en);
  const text = proseText(translated);

  it('is built from its English page: the same blocks in the same order, the same host, attorneys and form settings', () => {
    const english = builtPage(builtPage(path).alternates.en!);
    const built = builtPage(path);
    expect(built.blocks.map((block) => block.type)).toEqual(english.blocks.map((block) => block.type));
    expect(new URL(built.meta.canonical).origin).toBe(new URL(english.meta.canonical).origin);
    const facts = (blocks: typeof built.blocks) =>
      blocks.map((block) =>
        block.type === 'practice-hero'
          ? { formCaseType: block.formCaseType, available247: block.available247 }
          : block.type === 'attorney-spotlight'
            ? block.name
            : block.type,
      );
    expect(facts(built.blocks)).toEqual(facts(english.blocks));
  });

  it('cites exactly the English page’s law, and some (the comparison would pass on two empty lists)', () => {
    expect(citations(enText).length).toBeGreaterThan(4);
    expect(citations(text, locale)).toEqual(citations(enText));
  });

  it('cites each law where the English does: in the same section, table, FAQ answer, hero, card, metadata and closing', () => {
    expect(citationPlaces(translated, locale)).toEqual(citationPlaces(en, 'en'));
  });

  itLeavesNoEnglish(locale, translated, en);

  it('makes the English page’s firm claims in the forms their notes are attached by, in the same places, and states no figure of the firm’s any other way', () => {
    expect(claimsIn(text, locale)).toEqual(claimsIn(enText, 'en'));
    expect(claimPlaces(translated, locale)).toEqual(claimPlaces(en, 'en'));
    expect(looseFigures(translated, locale, rules.looseFigure)).toHaveLength(
      looseFigures(en, 'en', /(?<![\d.])(?:97|150|400)(?!\.?\d)|\b(?:9|nine)\s+former\s+prosecutors|Super ?Lawyer|\b15\b[^.]*\byears\b/i).length,
    );
  });

  it('never promises “no fee unless we win”, in either language', () => {
    expect(text).not.toMatch(englishRules.winPromise);
    expect(text).not.toMatch(rules.winPromise);
  });

  it('has metadata within the lengths, with no firm figure, and at least the English page’s keywords', () => {
    expect(translated.meta.title.length).toBeLessThanOrEqual(65);
    expect(translated.meta.description.length).toBeLessThanOrEqual(160);
    expect(`${translated.meta.title} ${translated.meta.description}`).not.toMatch(figureInMeta(locale));
    expect(translated.meta.keywords.length).toBeGreaterThanOrEqual(en.meta.keywords.length);
  });

  it('has an address of its own of lowercase ASCII words joined by hyphens, which its form posts as its source label', () => {
    expect(translated.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(translated.slug).not.toBe(en.slug);
    expect(builtPage(path).blocks[0]).toMatchObject({ type: 'practice-hero', sourceLabel: translated.slug });
  });

  it('writes its headings in the language’s case', () => {
    expect(headings(translated).flatMap((heading) => titleCaseWords(heading, locale))).toEqual([]);
  });

  it('uses the language’s typography', () => {
    for (const each of proseOf(translated)) expectTypography(each, locale);
  });
});

describe.each(twins.filter((twin) => twin.group === 'practiceAreas'))('the $locale injury page $path', ({ locale, translated }) => {
  const rules = copyRules[locale];

  it('states comparative fault only with its two bars, in each section and FAQ answer that states it', () => {
    const units = [...translated.body, ...translated.faq.items].map(proseText);
    for (const unit of units.filter((text) => rules.comparativeFault.mention.test(text)))
      for (const bar of rules.comparativeFault.bars) expect(unit).toMatch(bar);
  });

  it('mentions prosecutors only in the claim of the nine former prosecutors', () => {
    const text = proseText(translated);
    expect(text.match(rules.prosecutors.word)?.length ?? 0).toBe(text.match(rules.prosecutors.claim)?.length ?? 0);
  });

  it('says there is no attorney’s fee without a recovery, and who pays the case costs', () => {
    const text = proseText(translated).toLowerCase();
    expect(text).toContain(rules.injuryFee.line);
    expect(text).toMatch(rules.injuryFee.costs);
  });
});

describe.each(twins.filter((twin) => twin.group === 'criminalAreas'))('the $locale criminal page $path', ({ locale, en, translated }) => {
  const rules = copyRules[locale];

  it('never offers a fee that depends on the outcome, in either language', () => {
    expect(proseText(en)).not.toMatch(englishRules.outcomeFee);
    expect(proseText(translated)).not.toMatch(rules.outcomeFee);
  });

  it('states the fee terms in one section, as the English does: a flat or hourly fee in a written agreement before you hire us, after a free and confidential consultation', () => {
    const feeSection = (page: PracticePageData) => page.body.map(proseText).filter((text) => text.includes('RPC 1.5(d)(2)'));
    expect(feeSection(en)).toHaveLength(1);
    expect(feeSection(translated)).toHaveLength(1);
    for (const term of rules.criminalFeeTerms) expect(feeSection(translated)[0]).toMatch(term);
  });
});

it('covers every translated page of data/translations.ts', () => {
  expect(twins.map((twin) => `${twin.locale}:${twin.id}`).sort()).toEqual(
    Object.entries(translations)
      .flatMap(([locale, translation]) => [...Object.keys(translation.practiceAreas), ...Object.keys(translation.criminalAreas)].map((id) => `${locale}:${id}`))
      .sort(),
  );
  expect(Object.keys(criminalAreas).length + Object.keys(practiceAreas).length).toBeGreaterThanOrEqual(twins.length / Object.keys(translations).length);
});
