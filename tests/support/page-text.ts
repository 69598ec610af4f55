// A configured page's words as a visitor reads them: its blocks rendered to HTML by the same
// renderers as the pre-render, then read back as text, so a test of copy sees what the page shows.
import { JSDOM } from 'jsdom';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { RenderBlocks } from '../../blocks';
import { site } from '../../pages.config';

const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

export function pageText(path: string) {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no configured page at ${path}`);
  const { document } = new JSDOM(renderToString(createElement(RenderBlocks, { blocks: page.blocks }))).window;
  return {
    /** Everything on the page, one string. */
    all: squeeze(document.body.textContent),
    /** Each paragraph and list item on its own. */
    units: [...document.querySelectorAll('p, li')].map((element) => squeeze(element.textContent)),
    /** The section headings, in order. */
    headings: [...document.querySelectorAll('h1, h2, h3')].map((element) => squeeze(element.textContent)),
  };
}
