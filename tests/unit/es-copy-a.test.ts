// The Spanish copy of the car, truck, motorcycle and dog-bite pages (issue 15) against their English
// pages: the same statutes, the same shape, the same claims in the fixed forms the claim notes are
// attached by, the fee line with who pays costs, and no English left in the prose.
import { describe, expect, it } from 'vitest';
import { carAccident } from '../../data/practice/car-accident';
import { carAccidentEs } from '../../data/es/practice/car-accident';
import { truckAccident } from '../../data/practice/truck-accident';
import { truckAccidentEs } from '../../data/es/practice/truck-accident';
import { motorcycleAccident } from '../../data/practice/motorcycle-accident';
import { motorcycleAccidentEs } from '../../data/es/practice/motorcycle-accident';
import { dogBite } from '../../data/practice/dog-bite';
import { dogBiteEs } from '../../data/es/practice/dog-bite';
import type { PracticeAreaData } from '../../data/types';

const pages: readonly { name: string; en: PracticeAreaData; es: PracticeAreaData }[] = [
  { name: 'car accident', en: carAccident, es: carAccidentEs },
  { name: 'truck accident', en: truckAccident, es: truckAccidentEs },
  { name: 'motorcycle accident', en: motorcycleAccident, es: motorcycleAccidentEs },
  { name: 'dog bite', en: dogBite, es: dogBiteEs },
];

// Identifiers, not words a visitor reads.
const identifierKeys = new Set(['slug', 'sourceLabel', 'caseType', 'firmName', 'canonicalHost', 'type', 'style', 'attorney']);

function strings(value: unknown, key = ''): string[] {
  if (identifierKeys.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

/** RCW sections (“RCW 4.16.080(2)”) and chapters, the chapter written either way (“chapter 4.92 RCW”, “capítulo 4.92 RCW”). */
function rcwCitations(text: string): string[] {
  const sections = text.match(/RCW \d+[A-Z]?\.\d+[A-Z]?\.\d+[A-Z]?(?:\(\w+\))*/g) ?? [];
  const chapters = [...text.matchAll(/(?:chapter|capítulo) (\d+[A-Z]?\.\d+[A-Z]?) RCW/gi)].map((m) => `chapter ${m[1]} RCW`);
  return [...new Set([...sections, ...chapters])].sort();
}

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
const englishFunctionWords = new Set(['the', 'and', 'of', 'to', 'you', 'your', 'is', 'for', 'with', 'that', 'in', 'on', 'we', 'our', 'are', 'if']);
const englishShare = (text: string) => {
  const all = words(text);
  return all.filter((word) => englishFunctionWords.has(word)).length / all.length;
};

// Each claim as the English pages word it, and the one Spanish form the claim notes are attached by.
const claims = [
  { en: /97% success rate/, es: /tasa de éxito del 97%/ },
  { en: /more than 150 years of combined experience/, es: /más de 150 años de experiencia combinada/ },
  { en: /nine former prosecutors/i, es: /(?:^|\s)(?:nueve|Nueve) exfiscales/ },
  { en: /Super Lawyer every year since 2019/, es: /Super Lawyer cada año desde 2019/ },
  { en: /400 5-star reviews/, es: /más de 400 reseñas de 5 estrellas/ },
];

const shape = (page: PracticeAreaData) => ({
  body: page.body.map((block) =>
    block.type === 'content-section'
      ? { type: block.type, paragraphs: block.body.length, list: block.list && { style: block.list.style, items: block.list.items.length }, after: block.after?.length ?? 0 }
      : block.type === 'table'
        ? { type: block.type, rows: block.rows.length }
        : { type: block.type, attorney: block.attorney },
  ),
  faq: { style: page.faq.style, items: page.faq.items.length },
  closing: page.closing.consultationLink ?? false,
  available247: page.hero.available247,
});

const figures: string[] = [];

describe.each(pages)('the Spanish $name page', ({ en, es }) => {
  const enText = strings(en).join('\n');
  const esText = strings(es).join('\n');

  it('cites exactly the English page’s RCW sections and chapters', () => {
    expect(rcwCitations(enText).length).toBeGreaterThan(0);
    expect(rcwCitations(esText)).toEqual(rcwCitations(enText));
  });

  it('cites each of them where the English does: in the same section, FAQ answer, hero, metadata and closing', () => {
    const places = (page: PracticeAreaData) => [
      ...page.body.map((block) => rcwCitations(strings(block).join('\n'))),
      ...page.faq.items.map((item) => rcwCitations(strings(item).join('\n'))),
      rcwCitations(strings(page.hero).join('\n')),
      rcwCitations(strings(page.meta).join('\n')),
      rcwCitations(strings(page.closing).join('\n')),
    ];
    expect(places(es)).toEqual(places(en));
  });

  it('states comparative fault only with its two bars, in each section and FAQ answer that states it', () => {
    const units = [...es.body, ...es.faq.items].map((unit) => strings(unit).join('\n'));
    for (const unit of units.filter((text) => /culpa comparativa|RCW 4\.22\.005/.test(text))) {
      expect(unit).toMatch(/RCW 5\.40\.060/);
      expect(unit).toMatch(/alcohol o de drogas/);
      expect(unit).toMatch(/más del 50% de la culpa/);
      expect(unit).toMatch(/RCW 4\.24\.420/);
      expect(unit).toMatch(/delito grave/);
    }
  });

  it('has as many FAQ items, sections, paragraphs, list items and steps as the English', () => {
    expect(es.faq.items.length).toBe(en.faq.items.length);
    expect(shape(es)).toEqual(shape(en));
  });

  it('sends the English page’s case type', () => {
    expect(es.caseType).toBe(en.caseType);
  });

  it('leaves no English in its prose (common English function words under 2% of its words)', () => {
    const share = englishShare(esText);
    figures.push(`${es.slug}: English ${words(enText).length} words, Spanish ${words(esText).length} words (×${(words(esText).length / words(enText).length).toFixed(2)}), English function words ${(share * 100).toFixed(2)}% (English page ${(englishShare(enText) * 100).toFixed(1)}%)`);
    expect(share).toBeLessThan(0.02);
    // The measure does find English: the English page itself is far above the line.
    expect(englishShare(enText)).toBeGreaterThan(0.1);
  });

  it('and no English sentence hides in it, which the page-wide share is too coarse to see', () => {
    // None of the function words is also Spanish; a proper name (“Regional Animal Services of King County”) is one word in a long sentence.
    const sentences = strings(es).flatMap((text) => text.split(/(?<=[.!?])\s+/));
    expect(sentences.filter((sentence) => englishShare(sentence) >= 0.1)).toEqual([]);
    expect(englishShare('Witnesses move and memories fade.')).toBeGreaterThanOrEqual(0.1);
  });

  it('never promises “no fee unless we win”, in either language', () => {
    expect(esText).not.toMatch(/no fee unless we win|no win,? no fee|si no ganamos,? no cobramos|no cobramos si no ganamos/i);
  });

  it('states the fee with who pays the case costs', () => {
    expect(esText).toContain('a menos que obtengamos una compensación para usted');
    expect(esText).toContain('no nos debe honorarios ni nos reembolsa los costos del caso que adelantamos');
    expect(esText).toContain('acuerdo de honorarios por escrito');
  });

  it('makes the English page’s firm claims, each in its fixed Spanish form, and no others', () => {
    for (const claim of claims) expect(claim.es.test(esText), String(claim.es)).toBe(claim.en.test(enText));
  });

  it('has Spanish metadata within the lengths, with no numeric firm claim, and the English hosts and firm name', () => {
    expect(es.meta.title.length).toBeLessThanOrEqual(65);
    expect(es.meta.description.length).toBeLessThanOrEqual(160);
    expect(`${es.meta.title} ${es.meta.description}`).not.toMatch(/97|150|400|2019|exfiscales/);
    expect(es.meta.canonicalHost).toBe(en.meta.canonicalHost);
    expect(es.firmName).toBe(en.firmName);
    expect(es.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(es.sourceLabel).toBe(es.slug);
  });

  it('uses Spanish punctuation: every question and exclamation opened, no straight quotes', () => {
    for (const text of strings(es)) {
      expect(text.split('?').length, text).toBe(text.split('¿').length);
      expect(text.split('!').length, text).toBe(text.split('¡').length);
      expect(text, text).not.toMatch(/["']/);
    }
  });
});

describe('the figures', () => {
  it('are printed per page', () => {
    console.log(figures.join('\n'));
    expect(figures).toHaveLength(pages.length);
  });
});
