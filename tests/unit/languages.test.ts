// The site's languages (issue 15): every page with a twin names it, and is named back, by hreflang,
// each alternate a page the site answers; a Spanish page's main text is Spanish.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attorneys } from '../../data/attorneys';
import { attorneySummariesEs } from '../../data/es/attorney-summaries';
import { defaultLocale, locales } from '../../data/locales';
import { site } from '../../pages.config';
import { headFor } from '../../src/head';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { pageText, textOf } from '../support/page-text';
import { englishShare, isEnglishFragment } from '../support/spanish-copy';
import { renderBlocks } from './render';

const byPath = new Map(site.pages.map((page) => [page.path as string, page]));
const canonicalOf = (path: string) => byPath.get(path)!.meta.canonical;
const hreflangLinks = (path: string) =>
  headFor(byPath.get(path)!, canonicalOf)
    .links.flatMap((link) => (link?.rel === 'alternate' ? [link] : []))
    .map((link) => ({ hreflang: String(link.hrefLang), href: String(link.href) }));
const pageAtUrl = (href: string) => site.pages.find((page) => page.meta.canonical === href);

const spanishPages = site.pages.filter((page) => page.locale === 'es');

/** Each piece of a document's body read or heard on its own: the text between tags, and each alt, aria-label, title and placeholder. */
function fragments(html: string): string[] {
  const body = html.replace(/<head>[\s\S]*?<\/head>|<script\b[\s\S]*?<\/script>/g, ' ');
  const names = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(([, value]) => value!);
  return [...names, ...body.replace(/<[^>]+>/g, '\n').split('\n')].map(textOf).filter(Boolean);
}

describe('languages', () => {
  beforeAll(() => ensureFreshBuild(), 300_000);

  it('has Spanish pages, the home page at /es and each other under /es/, each twinned with an English page', () => {
    expect(spanishPages.length).toBeGreaterThanOrEqual(4);
    for (const page of spanishPages) {
      expect(page.path === locales.es.prefix || page.path.startsWith(`${locales.es.prefix}/`), page.path).toBe(true);
      expect(page.alternates.en, page.path).toBeDefined();
      expect(new URL(page.meta.canonical).pathname).toBe(page.path);
    }
  });

  it('gives every page with a twin hreflang alternates both ways plus x-default, each at a page the site answers', () => {
    const twinned = site.pages.filter((page) => Object.keys(page.alternates).length > 1);
    expect(twinned.length).toBe(spanishPages.length * 2);
    let pairs = 0;
    for (const page of twinned) {
      const links = hreflangLinks(page.path);
      expect(links.map((link) => link.hreflang).sort(), page.path).toEqual(['en', 'es', 'x-default']);
      expect(links.find((link) => link.hreflang === 'x-default')!.href).toBe(canonicalOf(page.alternates[defaultLocale]!));
      for (const link of links) {
        const target = pageAtUrl(link.href);
        // A configured page: the router answers it with 200, and the pre-render writes it.
        expect(target, `${page.path} → ${link.href}`).toBeDefined();
        // And it points back at this page's canonical URL under this page's language.
        expect(hreflangLinks(target!.path), `${target!.path} names ${page.path} back`).toContainEqual({ hreflang: locales[page.locale].hreflang, href: page.meta.canonical });
        pairs += 1;
      }
    }
    expect(pairs).toBe(twinned.length * 3);
  });

  it('gives pages without a twin no alternates', () => {
    expect(hreflangLinks('/about')).toEqual([]);
    expect(hreflangLinks('/seattle-wa/car-accident-lawyer')).toEqual([]);
  });

  it('leaves no English sentences in a Spanish page’s main text (English function words under 2%)', () => {
    for (const page of spanishPages) {
      const share = englishShare(pageText(page.path).all);
      expect(share, `${page.path}: ${(share * 100).toFixed(2)}% English function words`).toBeLessThan(0.02);
    }
  });

  it('leaves no English phrase anywhere in a pre-rendered Spanish page: header, footer, islands and accessible names included', () => {
    for (const page of spanishPages) {
      const html = readFileSync(join('dist/client', page.path.slice(1), 'index.html'), 'utf8');
      expect(fragments(html).filter(isEnglishFragment), page.path).toEqual([]);
    }
  });

  it('catches English left in Spanish text, and passes the English pages’ twins only when in Spanish', () => {
    expect(isEnglishFragment('Loads from YouTube when you press play')).toBe(true);
    expect(isEnglishFragment('Initials DW on a gray head-and-shoulders silhouette')).toBe(true);
    expect(isEnglishFragment('Se carga desde YouTube cuando usted lo reproduce')).toBe(false);
    const english = pageText('/kent-wa/car-accident-lawyer').all;
    expect(englishShare(english)).toBeGreaterThan(0.1);
    // One English paragraph left among the Spanish page's words is caught.
    const spanish = pageText(spanishPages[0]!.path).all;
    expect(englishShare(`${spanish} ${english.slice(0, Math.round(spanish.length * 0.3))}`)).toBeGreaterThan(0.02);
  });

  it('describes every image of a Spanish page in Spanish: an attorney’s portrait by its Spanish description, never the English one', async () => {
    const rendered = (page: (typeof site.pages)[number]) => renderBlocks(page.blocks, page.locale);
    const imageNames = (container: HTMLElement) => [...container.querySelectorAll('[role="img"]')].map((image) => image.getAttribute('aria-label'));
    const spotlit = spanishPages.filter((page) => page.blocks.some((block) => block.type === 'attorney-spotlight'));
    expect(spotlit.length).toBeGreaterThan(0);
    for (const page of spotlit) {
      const { container } = await rendered(page);
      const spotlitNames = page.blocks.flatMap((block) => (block.type === 'attorney-spotlight' ? [block.name] : []));
      const shown = Object.entries(attorneys).filter(([, attorney]) => spotlitNames.includes(attorney.name));
      expect(shown.length, page.path).toBe(spotlitNames.length);
      for (const [id, attorney] of shown) {
        expect(imageNames(container), page.path).toContain(attorneySummariesEs[id as keyof typeof attorneySummariesEs].portraitAlt);
        expect(container.innerHTML, page.path).not.toContain(attorney.portrait.alt);
      }
      // No image keeps its English twin's description.
      const english = imageNames((await rendered(byPath.get(page.alternates.en!)!)).container);
      expect(imageNames(container).filter((name) => english.includes(name)), page.path).toEqual([]);
    }
  });
});
