// @vitest-environment node
// Issue 31, findings 1 and 2: sample content never passes for real (RPC 7.1, 8.4(c)). On every
// configured page, in every language, each section that shows a sample-gated item (a result card,
// a testimonial, a claim whose basis is a sample figure) says it is a sample: a result or a quote in
// its heading, a figure in its note. A new sample-gated kind adds its entry to `gated`.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBlocks, type Block } from '../../blocks';
import { firm } from '../../data/firm';
import type { Locale } from '../../data/locales';
import { resultsAreVerified, settlements } from '../../data/settlements';
import { testimonials, testimonialsAreVerified } from '../../data/testimonials';
import { translations } from '../../data/translations';
import { uiCopy } from '../../data/ui-copy';
import { site } from '../../pages.config';
import { textOf } from '../support/page-text.ts';

/** The word a page in each language marks a sample with. */
const sampleWord: Record<Locale, RegExp> = { en: /\bsamples?\b/i, es: /\bmuestra\b|\bejemplos?\b/i };

interface Gated {
  readonly kind: string;
  readonly verified: boolean;
  /** The texts that show an item of this kind, in a language. */
  readonly texts: (locale: Locale) => readonly string[];
  /** Where a section must say “sample”: in its heading, or anywhere in it (a figure's note). */
  readonly markIn: 'heading' | 'section';
}

/** What a result card says, in a language: its sentence. */
const resultTexts = (locale: Locale) => (locale === 'en' ? settlements : translations[locale].settlements).map((item) => item.description);

const gated: readonly Gated[] = [
  { kind: 'result', verified: resultsAreVerified, texts: resultTexts, markIn: 'heading' },
  {
    kind: 'testimonial',
    verified: testimonialsAreVerified,
    texts: (locale) => (locale === 'en' ? testimonials : translations[locale].testimonials.items).map((item) => item.quote),
    markIn: 'heading',
  },
  ...Object.entries(firm.claims).map(([id, claim]) => ({
    kind: `claim ${id}`,
    // A claim is sample-gated while its basis says its figure is a sample.
    verified: !/\bsample\b/i.test(claim.basis),
    texts: (locale: Locale) => [uiCopy[locale].claims[id as keyof typeof firm.claims].pattern.source],
    markIn: 'section' as const,
  })),
];

/** Each block of a page as it renders, with the notes the renderer places after it (blocks/ui/claim-notes.tsx). */
const sections = (page: { blocks: readonly Block[]; locale: Locale }) =>
  page.blocks.map((block) => renderToString(createElement(RenderBlocks, { blocks: [block], locale: page.locale })));
const headingOf = (section: string) => textOf(/<(h1|h2)\b[^>]*>([\s\S]*?)<\/\1>/.exec(section)?.[2] ?? '');

/** Each rendered block of `sections` that shows a sample-gated item without its mark. */
function unmarkedSamples(rendered: readonly string[], locale: Locale): string[] {
  const found: string[] = [];
  for (const section of rendered) {
    const text = textOf(section);
    for (const kind of gated) {
      if (kind.verified) continue;
      const shown = kind.texts(locale).some((item) => (kind.markIn === 'section' ? new RegExp(item, 'i').test(text) : text.includes(item)));
      if (!shown) continue;
      const marked = sampleWord[locale].test(kind.markIn === 'heading' ? headingOf(section) : text);
      if (!marked) found.push(`${kind.kind} under “${headingOf(section)}”`);
    }
  }
  return found;
}

describe('sample content is marked wherever it renders', () => {
  it.each(site.pages.map((page) => ({ path: page.path, page })))('$path', ({ page }) => {
    expect(unmarkedSamples(sections(page), page.locale)).toEqual([]);
  });

  it('the home pages show the sample results and quotes, each section headed as samples', () => {
    for (const page of site.pages.filter((candidate) => candidate.path === '/' || candidate.path === '/es')) {
      const headed = sections(page)
        .filter((section) => gated.slice(0, 2).some((kind) => kind.texts(page.locale).some((item) => textOf(section).includes(item))))
        .map(headingOf);
      expect(headed, page.path).toHaveLength(2);
      for (const heading of headed) expect(heading, page.path).toMatch(sampleWord[page.locale]);
    }
  });

  it('finds a result or a quote under an unmarked heading', () => {
    const quote = testimonials[0].quote;
    const section = (heading: string, body: string) => [`<section><h2>${heading}</h2><p>${body}</p><p>These quotes are samples.</p></section>`];
    expect(unmarkedSamples(section('What Our Clients Say', quote), 'en')).toEqual(['testimonial under “What Our Clients Say”']);
    expect(unmarkedSamples(section('Sample Quotes, Not Real Clients', quote), 'en')).toEqual([]);
    const result = resultTexts('en')[0]!;
    expect(unmarkedSamples(section('Results We Have Won for Our Clients', result), 'en')).toEqual(['result under “Results We Have Won for Our Clients”']);
    // A figure whose note is gone.
    expect(unmarkedSamples([`<section><h2>Why Us</h2><p>Nine former prosecutors.</p></section>`], 'en')).toEqual(['claim formerProsecutors under “Why Us”']);
  });
});
