// Copy that says each thing once (issue 13): across the home office's practice pages, a prose
// sentence of eight or more words should rarely appear word for word on another of them. The text
// is every string of each page's blocks, as the config hands it to the renderers, less the hero and
// the form (the spec's common layout repeats those by design).
import { describe, expect, it } from 'vitest';
import { site, siteData } from '../../pages.config';
import { practicePath } from '../../src/pages/paths';
import { homeOfficeOf } from '../../src/pages/site-data';

const skippedBlocks = new Set(['practice-hero', 'form']);
// Keys whose strings are not prose a visitor reads as sentences.
const skippedKeys = new Set(['type', 'path', 'to', 'href', 'sourceLabel', 'youtubeId', 'alt', 'style', 'callLabel']);

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!skippedKeys.has(key)) strings(child, found);
  }
  return found;
}

const normalise = (sentence: string) => sentence.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

/** The prose sentences of eight or more words of one page, each once. */
export function proseSentences(blocks: readonly unknown[]): string[] {
  const prose = blocks.filter((block) => !skippedBlocks.has((block as { type: string }).type)).flatMap((block) => strings(block));
  const sentences = prose.flatMap((text) => text.split(/(?<=[.!?])\s+(?=[A-Z“"‘'(])/));
  return [...new Set(sentences.map(normalise).filter((sentence) => sentence.split(' ').length >= 8))];
}

export function repetition(pages: readonly { path: string; blocks: readonly unknown[] }[]) {
  const sentencesByPage = pages.map((page) => ({ path: page.path, sentences: proseSentences(page.blocks) }));
  const pagesBySentence = new Map<string, string[]>();
  for (const { path, sentences } of sentencesByPage)
    for (const sentence of sentences) pagesBySentence.set(sentence, [...(pagesBySentence.get(sentence) ?? []), path]);
  const total = sentencesByPage.reduce((sum, page) => sum + page.sentences.length, 0);
  const repeated = sentencesByPage.flatMap(({ path, sentences }) =>
    sentences.filter((sentence) => pagesBySentence.get(sentence)!.length > 1).map((sentence) => ({ path, sentence })),
  );
  return { total, repeated, share: repeated.length / total };
}

const home = homeOfficeOf(siteData);
const practicePages = Object.values(siteData.practiceAreas).map((area) => {
  const page = site.pages.find((candidate) => candidate.path === practicePath(home.slug, area.slug));
  if (!page) throw new Error(`no home-office page for ${area.slug}`);
  return page;
});

describe('practice-page copy', () => {
  it('repeats fewer than 3% of its prose sentences word for word across the home office’s practice pages', () => {
    const { total, repeated, share } = repetition(practicePages);
    console.log(`copy repetition: ${repeated.length} of ${total} prose sentences (${(share * 100).toFixed(1)}%) appear on another practice page`);
    if (share >= 0.03) console.log([...new Set(repeated.map((entry) => entry.sentence))].join('\n'));
    expect(total).toBeGreaterThan(400);
    expect(share).toBeLessThan(0.03);
  });

  it('counts a sentence copied onto a second page as repeated on both (the measure can fail)', () => {
    const sentence = 'Our attorneys answer the phone at any hour of the day.';
    const pages = [
      { path: '/a', blocks: [{ type: 'cta', heading: 'A', body: `${sentence} Page A has its own words here for everyone.` }] },
      { path: '/b', blocks: [{ type: 'cta', heading: 'B', body: `Page B speaks of other things entirely and at length. ${sentence}` }] },
    ];
    const { total, repeated } = repetition(pages);
    expect(total).toBe(4);
    expect(repeated.map((entry) => entry.path)).toEqual(['/a', '/b']);
  });
});
