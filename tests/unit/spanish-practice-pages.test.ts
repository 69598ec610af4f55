// The Spanish injury and criminal-defense pages (issue 15), every one data/translations.ts lists,
// against their English pages: the same law cited in the same places, the same shape, the
// identifiers that must not change, the firm's claims only where the English states them and in
// the forms the claim notes are attached by, the fee terms (for injury, the fee line with who pays
// the costs; for a criminal case never a fee that depends on the outcome, RPC 1.5(d)(2)), Spanish
// typography and sentence-case headings, and no English left in the prose.
import { describe, expect, it } from 'vitest';
import { criminalAreas, type CriminalAreaId } from '../../data/criminal-areas';
import { practiceAreas, type PracticeAreaId } from '../../data/practice-areas';
import { translations } from '../../data/translations';
import { siteData } from '../../pages.config';
import { pageIn } from '../../src/pages/in-language';
import type { CriminalAreaData, PracticeAreaData, PracticePageData } from '../../data/types';
import {
  citationPlaces,
  citations,
  clauses,
  claimsIn,
  costsLine,
  englishShare,
  expectSpanishPunctuation,
  feeLine,
  figureInMeta,
  looseFigures,
  outcomeFee,
  proseOf,
  proseText,
  titleCaseWords,
  winPromise,
  wordFigures,
} from '../support/spanish-copy';

const injuryPages = Object.keys(translations.es.practiceAreas).map((id) => ({ id, en: practiceAreas[id as PracticeAreaId] as PracticeAreaData, es: pageIn(siteData, 'practiceAreas', id, 'es')!.page }));
const criminalPages = Object.keys(translations.es.criminalAreas).map((id) => ({ id, en: criminalAreas[id as CriminalAreaId] as CriminalAreaData, es: pageIn(siteData, 'criminalAreas', id, 'es')!.page }));
const allPages: readonly { id: string; en: PracticePageData; es: PracticePageData }[] = [...injuryPages, ...criminalPages];

// The Spanish address of each criminal page: what a Spanish speaker searches for.
const criminalSlugs: Readonly<Record<CriminalAreaId, string>> = {
  overview: 'abogado-defensa-criminal',
  dui: 'abogado-dui',
  assault: 'abogado-cargos-de-agresion',
  'domestic-violence': 'abogado-violencia-domestica',
  drugs: 'abogado-cargos-de-drogas',
  theft: 'abogado-cargos-de-robo',
  warrants: 'abogado-ordenes-de-arresto-y-libertad-condicional',
};

/** What a page holds, without its words. */
const shape = (page: PracticePageData) => ({
  body: page.body.map((block) =>
    block.type === 'content-section'
      ? {
          type: block.type,
          paragraphs: block.body.length,
          list: block.list && { style: block.list.style, items: block.list.items.map((item) => typeof item) },
          after: block.after?.length ?? 0,
        }
      : block.type === 'table'
        ? { type: block.type, intro: block.intro?.length ?? 0, columns: block.columns.length, rows: block.rows.length }
        : { type: block.type, attorney: block.attorney, paragraphs: block.body.length },
  ),
  faq: { style: page.faq.style, items: page.faq.items.length },
  closing: { consultationLink: page.closing.consultationLink ?? false, fees: page.closing.fees ?? null },
  keywords: page.meta.keywords.length > 0,
  video: page.video !== undefined,
  available247: page.hero.available247,
  ratingLine: page.hero.ratingLine !== undefined,
});

/** Which claims each body block, FAQ answer, the hero, the closing and the card state. */
const claimPlaces = (page: PracticePageData, locale: 'en' | 'es') =>
  [...page.body, ...page.faq.items, page.hero, page.closing, { card: 'card' in page ? page.card : '' }].map((unit) => claimsIn(proseText(unit), locale));

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

const figures: string[] = [];

describe('the checks themselves', () => {
  it('read the law in either language: RCW sections, runs and chapters, court rules, the RPC, the constitutions and cases', () => {
    expect(citations('Under RCW 4.22.005 and RCW 79A.60.050 and 79A.60.060, chapter 4.92 RCW')).toEqual(['RCW 4.22.005', 'RCW 79A.60.050', 'RCW 79A.60.060', 'chapter 4.92 RCW']);
    expect(citations('según RCW 4.16.080(2) y el capítulo 11.28 RCW')).toEqual(['RCW 4.16.080(2)', 'chapter 11.28 RCW']);
    expect(citations('según RCW 4.16.080')).not.toEqual(citations('under RCW 4.16.080(2)'));
    expect(citations('(RCW 46.61.502(6)), capítulo 9A.36 RCW, CrRLJ 3.2, RPC 1.5(d)(2), el artículo I, sección 7 y la Cuarta Enmienda')).toEqual(
      ['CrRLJ 3.2', 'Fourth Amendment', 'RCW 46.61.502(6)', 'RPC 1.5(d)(2)', 'article I, section 7', 'chapter 9A.36 RCW'].sort(),
    );
    expect(citations('(RPC 1.18), la Regla de Conducta Profesional 1.18, State v. Blake y 46 U.S.C. § 30106')).toEqual(['46 U.S.C. § 30106', 'RPC 1.18', 'State v. Blake']);
  });

  it('find English prose, even one sentence of it', () => {
    expect(englishShare(proseText(practiceAreas['wrongful-death']))).toBeGreaterThan(0.2);
    expect(englishShare('Witnesses move and memories fade.')).toBeGreaterThanOrEqual(0.1);
    expect(englishShare('Do not miss the new court date.')).toBeGreaterThanOrEqual(0.1);
  });

  it('find a heading in title case, and a fee that depends on the outcome', () => {
    expect(titleCaseWords('Qué Hacer Después de un Arresto por DUI en Kent')).toEqual(['Hacer', 'Después', 'Arresto']);
    expect(titleCaseWords('¿Lo arrestaron por DUI en Kent? Tiene 7 días.')).toEqual([]);
    expect(outcomeFee.test(`No cobramos honorarios de abogado a menos que obtengamos una compensación para usted`)).toBe(true);
  });

  it('find a figure of the firm’s said otherwise than in its claim’s form', () => {
    expect(looseFigures(['Somos nueve exfiscales.', 'Nuestra tasa de éxito del 97% habla por sí sola (RCW 9A.36.150).'], 'es')).toEqual([]);
    expect(looseFigures(['Ganamos el 97 % de los casos.', 'Tenemos 9 ex fiscales.', 'Ejerce hace más de 15 años.'], 'es')).toHaveLength(3);
    expect(looseFigures(['Nine former prosecutors work here.', 'over more than 15 years of practice', 'practicing since before 15 years ago'], 'en')).toEqual(['practicing since before 15 years ago']);
  });
});

describe.each(allPages)('the Spanish page $es.slug', ({ en, es }) => {
  const enText = proseText(en);
  const esText = proseText(es);

  it('cites exactly the English page’s law, and some (the comparison would pass on two empty lists)', () => {
    expect(citations(enText).length).toBeGreaterThan(4);
    expect(citations(esText)).toEqual(citations(enText));
  });

  it('cites each law where the English does: in the same section, table, FAQ answer, hero, card, metadata and closing', () => {
    expect(citationPlaces(es)).toEqual(citationPlaces(en));
  });

  it('has the English page’s sections, paragraphs, list items, steps, table rows and FAQ items, in the same order', () => {
    expect(es.faq.items.length).toBe(en.faq.items.length);
    expect(shape(es)).toEqual(shape(en));
  });

  it('leaves no English in its prose (common English function words under 2% of its words)', () => {
    figures.push(wordFigures(es.slug, enText, esText));
    expect(englishShare(esText)).toBeLessThan(0.02);
    // The measure does find English: the English page itself is far above the line.
    expect(englishShare(enText)).toBeGreaterThan(0.1);
  });

  it('and no English sentence hides in it, which the page-wide share is too coarse to see', () => {
    // A proper name (“Regional Animal Services of King County”) is one phrase in a long sentence.
    expect(proseOf(es).flatMap(clauses).filter((clause) => englishShare(clause) >= 0.1)).toEqual([]);
  });

  it('makes the English page’s firm claims in the forms their notes are attached by, in the same places, and states no figure of the firm’s any other way', () => {
    expect(claimsIn(esText, 'es')).toEqual(claimsIn(enText, 'en'));
    expect(claimPlaces(es, 'es')).toEqual(claimPlaces(en, 'en'));
    expect(looseFigures(es, 'es')).toHaveLength(looseFigures(en, 'en').length);
  });

  it('never promises “no fee unless we win”, in either language', () => {
    expect(esText).not.toMatch(winPromise);
  });

  it('has Spanish metadata within the lengths, with no firm figure, and the English page’s host and firm name', () => {
    expect(es.meta.title.length).toBeLessThanOrEqual(65);
    expect(es.meta.description.length).toBeLessThanOrEqual(160);
    expect(`${es.meta.title} ${es.meta.description}`).not.toMatch(figureInMeta);
    expect(es.meta.keywords.length).toBeGreaterThanOrEqual(en.meta.keywords.length);
    expect(es.meta.canonicalHost).toBe(en.meta.canonicalHost);
    expect(es.firmName).toBe(en.firmName);
  });

  it('has a Spanish address of lowercase ASCII words joined by hyphens', () => {
    expect(es.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('writes its headings in sentence case', () => {
    expect(headings(es).flatMap(titleCaseWords)).toEqual([]);
  });

  it('uses Spanish punctuation: every question and exclamation opened, curly quotes in pairs, no straight quotes or guillemets', () => {
    for (const text of proseOf(es)) expectSpanishPunctuation(text);
  });
});

describe.each(injuryPages)('the Spanish injury page $es.slug', ({ es }) => {
  it('states comparative fault only with its two bars, in each section and FAQ answer that states it', () => {
    const units = [...es.body, ...es.faq.items].map(proseText);
    for (const unit of units.filter((text) => /culpa comparativa|RCW 4\.22\.005/.test(text))) {
      expect(unit).toMatch(/RCW 5\.40\.060/);
      expect(unit).toMatch(/alcohol o de drogas/);
      expect(unit).toMatch(/más del 50% de la culpa|culpa (?:fue|es) de más del 50%/);
      expect(unit).toMatch(/RCW 4\.24\.420/);
      expect(unit).toMatch(/delito grave/);
    }
  });

  it('mentions prosecutors only in the claim of the nine former prosecutors', () => {
    const text = proseText(es);
    expect(text.match(/fiscales/gi)?.length ?? 0).toBe(text.match(/nueve exfiscales/gi)?.length ?? 0);
  });

  it('says there is no attorney’s fee without a recovery, and who pays the case costs', () => {
    const text = proseText(es).toLowerCase();
    expect(text).toContain(feeLine);
    expect(text).toMatch(costsLine);
  });
});

describe.each(criminalPages)('the Spanish criminal page $es.slug', ({ id, en, es }) => {
  it('has the Spanish address a Spanish speaker would search for', () => {
    expect(es.slug).toBe(criminalSlugs[id as CriminalAreaId]);
  });

  it('keeps the identifiers the lead core and the head read: case type (none), the spotlight’s attorney', () => {
    const identifiers = (page: CriminalAreaData) => ({
      caseType: Reflect.get(page, 'caseType'),
      attorneys: page.body.map((block) => (block.type === 'attorney-spotlight' ? block.attorney : null)),
    });
    expect(identifiers(es)).toEqual(identifiers(en));
    // A criminal page sends no case type of its own (its form starts at “Other”), in either language.
    expect(identifiers(en).caseType).toBeUndefined();
  });

  it('never offers a fee that depends on the outcome, in either language', () => {
    expect(proseText(en)).not.toMatch(outcomeFee);
    expect(proseText(es)).not.toMatch(outcomeFee);
  });

  it('states the fee terms in one section, as the English does: no fee that depends on the outcome, a flat or hourly fee in a written agreement before you hire us', () => {
    const feeSection = (page: CriminalAreaData) => page.body.map(proseText).filter((text) => text.includes('RPC 1.5(d)(2)'));
    expect(feeSection(en)).toHaveLength(1);
    expect(feeSection(es)).toHaveLength(1);
    const [fees = ''] = feeSection(es);
    expect(fees).toMatch(/honorarios fijos|tarifa fija/);
    expect(fees).toMatch(/tarifa por hora/);
    expect(fees).toMatch(/por escrito/);
    expect(fees).toMatch(/antes de (?:que (?:usted )?nos contrate|contratarnos)/i);
    expect(fees).toMatch(/consulta[^.]*gratis y confidencial/);
  });
});

describe('the figures', () => {
  it('are printed per page', () => {
    console.log(figures.join('\n'));
    expect(figures).toHaveLength(allPages.length);
  });
});
