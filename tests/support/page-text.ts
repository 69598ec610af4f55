// A configured page's words as a visitor reads them: its blocks rendered to HTML by the same
// renderers as the pre-render, then read back as text, so a test of copy sees what the page shows.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RenderBlocks } from '../../blocks';
import { site } from '../../pages.config';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The text of a piece of the site's own HTML: tags dropped, React's entities decoded, spaces squeezed. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim()
    // A tag between a word and its punctuation left a space there.
    .replace(/ ([.,:;)])/g, '$1');

const elements = (html: string, tags: string) =>
  [...html.matchAll(new RegExp(`<(${tags})\\b[^>]*>([\\s\\S]*?)</\\1>`, 'g'))].map(([, , inner]) => textOf(inner!));

export function pageText(path: string) {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no configured page at ${path}`);
  const html = renderToString(createElement(RenderBlocks, { blocks: page.blocks, locale: page.locale }));
  return {
    /** Everything on the page, one string. */
    all: textOf(html),
    /** Each paragraph and list item on its own. */
    units: elements(html, 'p|li'),
    /** The headings, in order. */
    headings: elements(html, 'h1|h2|h3'),
  };
}
