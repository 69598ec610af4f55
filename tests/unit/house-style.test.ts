// House style of the copy (issue 13): typographic apostrophes and quotes, and one spelling of the
// rating ("5-star"), in every string a visitor reads: each page's blocks and its head.
import { describe, expect, it } from 'vitest';
import { site } from '../../pages.config';

// Keys whose strings are addresses, ids or markup values, not words.
const skippedKeys = new Set(['type', 'path', 'to', 'href', 'canonical', 'sourceLabel', 'youtubeId', 'style', 'art', 'anchor', 'id', 'robots']);

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!skippedKeys.has(key) && !key.startsWith('@')) strings(child, found);
  }
  return found;
}

/** What breaks house style in one string, if anything. */
export function styleProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[A-Za-z]'[A-Za-z]|s' |^'|\s'[A-Za-z]/.test(text)) problems.push(`straight apostrophe or quote: “${text.slice(0, 90)}”`);
  if (/[A-Za-z]"|"[A-Za-z]/.test(text)) problems.push(`straight double quote: “${text.slice(0, 90)}”`);
  if (/five-star/i.test(text)) problems.push(`“five-star” (house style is “5-star”): “${text.slice(0, 90)}”`);
  return problems;
}

describe('house style', () => {
  it('every page’s words use typographic apostrophes and quotes, and write the rating “5-star”', () => {
    const problems = site.pages.flatMap((page) =>
      [...strings(page.blocks), page.meta.title, page.meta.description].flatMap((text) => styleProblems(text).map((problem) => `${page.path}: ${problem}`)),
    );
    expect([...new Set(problems)]).toEqual([]);
  });

  it('finds a straight apostrophe, a straight quote and “five-star” (the check can fail)', () => {
    expect(styleProblems('We’re here')).toEqual([]);
    expect(styleProblems("We're here")).toHaveLength(1);
    expect(styleProblems("the drivers' insurers")).toHaveLength(1);
    expect(styleProblems('He said "call us"')).toHaveLength(1);
    expect(styleProblems('400 five-star reviews')).toHaveLength(1);
  });
});
