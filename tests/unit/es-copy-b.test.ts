// The Spanish copy of four Kent practice pages (issue 15), held to its English twin: the same
// statutes, as many FAQ answers, the same case type sent with a lead, no English left in the prose,
// and no "no fee unless we win" promise.
import { describe, expect, it } from 'vitest';
import type { PracticeAreaData } from '../../data/types';
import { wrongfulDeath } from '../../data/practice/wrongful-death';
import { wrongfulDeathEs } from '../../data/es/practice/wrongful-death';
import { catastrophicInjuries } from '../../data/practice/catastrophic-injuries';
import { catastrophicInjuriesEs } from '../../data/es/practice/catastrophic-injuries';
import { boatingAccident } from '../../data/practice/boating-accident';
import { boatingAccidentEs } from '../../data/es/practice/boating-accident';
import { premisesLiability } from '../../data/practice/premises-liability';
import { premisesLiabilityEs } from '../../data/es/practice/premises-liability';

const pairs: readonly { name: string; en: PracticeAreaData; es: PracticeAreaData }[] = [
  { name: 'wrongful death', en: wrongfulDeath, es: wrongfulDeathEs },
  { name: 'catastrophic injuries', en: catastrophicInjuries, es: catastrophicInjuriesEs },
  { name: 'boating accident', en: boatingAccident, es: boatingAccidentEs },
  { name: 'premises liability', en: premisesLiability, es: premisesLiabilityEs },
];

// Keys whose values are identifiers or settings, not words a visitor reads.
const nonProseKeys = new Set(['slug', 'sourceLabel', 'caseType', 'firmName', 'canonicalHost', 'attorney', 'type', 'style']);

function strings(value: unknown, keep: (key: string) => boolean = () => true, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, keep, found));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) if (keep(key)) strings(child, keep, found);
  return found;
}

const proseWords = (page: PracticeAreaData) =>
  strings(page, (key) => !nonProseKeys.has(key))
    .join('\n')
    .toLowerCase()
    .match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];

const englishFunctionWords = new Set(['the', 'and', 'of', 'to', 'you', 'your', 'is', 'for', 'with', 'that', 'in', 'on', 'we', 'our', 'are', 'if']);

function englishShare(words: readonly string[]): number {
  return words.filter((word) => englishFunctionWords.has(word)).length / words.length;
}

const section = String.raw`\d+[A-Z]?\.\d+(?:\.\d+)?(?:\(\d+\))?`;
// "RCW 4.16.080(2)", "RCW 79A.60.050 and 79A.60.060" (or "y"), and chapters: "chapter 4.92 RCW", "capítulo 4.92 RCW".
const rcwRun = new RegExp(String.raw`RCW\s+(${section}(?:\s*(?:,|and|y|or|o)\s+${section})*)`, 'g');
const rcwChapter = new RegExp(String.raw`(?<![\d.])(\d+[A-Z]?\.\d+)\s+RCW`, 'g');

function rcwCitations(text: string): string[] {
  const found = new Set<string>();
  for (const [, run] of text.matchAll(rcwRun)) for (const [cited] of run!.matchAll(new RegExp(section, 'g'))) found.add(`RCW ${cited}`);
  for (const [, chapter] of text.matchAll(rcwChapter)) found.add(`chapter ${chapter} RCW`);
  return [...found].sort();
}

/** What a body block holds, without its words. */
function shape(block: PracticeAreaData['body'][number]) {
  if (block.type === 'table') return { type: block.type, intro: block.intro?.length, rows: block.rows.length };
  if (block.type === 'attorney-spotlight') return { type: block.type, attorney: block.attorney, body: block.body.length };
  return { type: block.type, body: block.body.length, list: block.list && [block.list.style, block.list.items.length], after: block.after?.length };
}

// The firm's claims in the fixed Spanish forms a machine attaches each claim's basis note to; `loose`
// finds any other wording of the same claim, which must not occur.
const claims = [
  { english: /97%/, fixed: /tasa de éxito del 97%/, loose: /97 ?%/g },
  { english: /150 years of combined experience/, fixed: /más de 150 años de experiencia combinada/, loose: /150/g },
  { english: /nine former prosecutors/i, fixed: /[Nn]ueve exfiscales/, loose: /fiscales/g },
  { english: /Super Lawyer every year since 2019/, fixed: /Super Lawyer cada año desde 2019/, loose: /Super ?Lawyer/g },
  { english: /400\+? 5-star reviews|400 5-star/, fixed: /más de 400 reseñas de 5 estrellas/, loose: /400/g },
] as const;

describe.each(pairs)('the Spanish $name page', ({ en, es }) => {
  const esText = strings(es).join('\n');

  it('cites every RCW section and chapter its English twin cites, and no other', () => {
    expect(rcwCitations(strings(en).join('\n')).length).toBeGreaterThan(3);
    expect(rcwCitations(esText)).toEqual(rcwCitations(strings(en).join('\n')));
  });

  it('has the English page’s blocks in the same order, with as many paragraphs, list items, rows and spotlighted attorney', () => {
    expect(es.body.map(shape)).toEqual(en.body.map(shape));
    expect(es.faq.style).toBe(en.faq.style);
    expect(es.closing.consultationLink).toBe(en.closing.consultationLink);
    expect(es.hero.available247).toBe(en.hero.available247);
  });

  it('answers as many FAQ questions as the English page', () => {
    expect(es.faq.items.length).toBe(en.faq.items.length);
  });

  it('leaves under 2% of its prose words as common English function words', () => {
    const words = proseWords(es);
    const share = englishShare(words);
    const english = words.filter((word) => englishFunctionWords.has(word)).length;
    console.log(
      `${es.slug}: ${proseWords(en).length} English words, ${words.length} Spanish words; English function words ${english}, ${(share * 100).toFixed(2)}% of the Spanish prose (the English page: ${(englishShare(proseWords(en)) * 100).toFixed(1)}%)`,
    );
    expect(share).toBeLessThan(0.02);
  });

  it('uses a firm claim only where the English page does, and only in its fixed Spanish form', () => {
    for (const claim of claims) {
      expect(claim.fixed.test(esText), `${claim.fixed}`).toBe(claim.english.test(strings(en).join('\n')));
      expect(esText.match(claim.loose)?.length ?? 0, `${claim.loose}`).toBe(esText.match(new RegExp(claim.fixed, 'g'))?.length ?? 0);
    }
  });

  it('says there is no attorney’s fee without a recovery, and who pays the case costs', () => {
    expect(esText).toMatch(/no cobramos honorarios de abogado a menos que obtengamos una compensación/);
    expect(esText).toMatch(/no nos debe honorarios ni nos reembolsa los costos del caso que adelantamos; si la hay, los costos se reembolsan de ella, como lo establece su acuerdo de honorarios por escrito/);
  });

  it('keeps its title within 65 characters and its description within 160', () => {
    expect(es.meta.title.length).toBeLessThanOrEqual(65);
    expect(es.meta.description.length).toBeLessThanOrEqual(160);
    expect(es.meta.canonicalHost).toBe(en.meta.canonicalHost);
    expect(es.firmName).toBe(en.firmName);
  });

  it('opens every question and exclamation with ¿ and ¡, and uses typographic quotes', () => {
    for (const text of strings(es)) {
      expect(text.split('?').length, text).toBe(text.split('¿').length);
      expect(text.split('!').length, text).toBe(text.split('¡').length);
      expect(text, text).not.toMatch(/["']/);
    }
  });

  it('never promises “no fee unless we win”', () => {
    expect(esText).not.toMatch(/no fee unless we win/i);
  });

  it('sends the English page’s case type with its leads', () => {
    expect(es.caseType).toBe(en.caseType);
  });
});

describe('the checks themselves can fail', () => {
  it('find English prose far above 2%', () => {
    expect(englishShare(proseWords(wrongfulDeath))).toBeGreaterThan(0.2);
  });

  it('notice a citation left out, and read runs and chapters', () => {
    expect(rcwCitations('Under RCW 4.22.005 and RCW 79A.60.050 and 79A.60.060, chapter 4.92 RCW')).toEqual([
      'RCW 4.22.005',
      'RCW 79A.60.050',
      'RCW 79A.60.060',
      'chapter 4.92 RCW',
    ]);
    expect(rcwCitations('según RCW 4.16.080(2) y el capítulo 11.28 RCW')).toEqual(['RCW 4.16.080(2)', 'chapter 11.28 RCW']);
    expect(rcwCitations('según RCW 4.16.080')).not.toEqual(rcwCitations('under RCW 4.16.080(2)'));
  });
});
