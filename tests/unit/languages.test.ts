// @vitest-environment jsdom
// The site's languages (issue 15): every page with a twin names it, and is named back, by hreflang,
// each alternate a page the site answers; a translated page's main text is in its language (no
// English left, by data/copy-rules.ts), in every language of data/locales.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { attorneys } from '../../data/attorneys';
import { defaultLocale, locales, type TranslatedLocale } from '../../data/locales';
import { translations } from '../../data/translations';
import { site } from '../../pages.config';
import { headFor } from '../../src/head';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { pageText, textOf } from '../support/page-text';
import { englishShare, isEnglishFragment } from '../support/translation-copy';
import { renderBlocks } from './render';

const byPath = new Map(site.pages.map((page) => [page.path as string, page]));
const canonicalOf = (path: string) => byPath.get(path)!.meta.canonical;
const hreflangLinks = (path: string) =>
  headFor(byPath.get(path)!, canonicalOf)
    .links.flatMap((link) => (link?.rel === 'alternate' ? [link] : []))
    .map((link) => ({ hreflang: String(link.hrefLang), href: String(link.href) }));
const pageAtUrl = (href: string) => site.pages.find((page) => page.meta.canonical === href);

const translatedPages = site.pages.filter((page) => page.locale !== defaultLocale);
const spanishPages = site.pages.filter((page) => page.locale === 'es');
/** A translated page's language (every page of `translatedPages` has one). */
const languageOf = (page: (typeof site.pages)[number]) => page.locale as TranslatedLocale;

/** Each piece of a document's body read or heard on its own: the text between tags, and each alt, aria-label, title and placeholder. */
function fragments(html: string): string[] {
  const body = html.replace(/<head>[\s\S]*?<\/head>|<script\b[\s\S]*?<\/script>/g, ' ');
  const names = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(([, value]) => value!);
  return [...names, ...body.replace(/<[^>]+>/g, '\n').split('\n')].map(textOf).filter(Boolean);
}

describe('languages', () => {
  beforeAll(() => ensureFreshBuild(), 300_000);

  it('has pages in each translated language, the home page at its prefix and each other under it, each twinned with an English page', () => {
    expect(new Set(translatedPages.map((page) => page.locale))).toEqual(new Set(Object.keys(translations)));
    for (const page of translatedPages) {
      const { prefix } = locales[page.locale];
      expect(page.path === prefix || page.path.startsWith(`${prefix}/`), page.path).toBe(true);
      expect(page.alternates.en, page.path).toBeDefined();
      expect(new URL(page.meta.canonical).pathname).toBe(page.path);
    }
  });

  it('gives every page with a twin hreflang alternates both ways plus x-default, each at a page the site answers', () => {
    const twinned = site.pages.filter((page) => Object.keys(page.alternates).length > 1);
    // Each translated page, and the English page each translation twins.
    expect(twinned.length).toBe(translatedPages.length + new Set(translatedPages.map((page) => page.alternates.en)).size);
    let pairs = 0;
    for (const page of twinned) {
      const links = hreflangLinks(page.path);
      const languages = Object.keys(page.alternates).map((locale) => locales[locale as keyof typeof locales].hreflang);
      expect(links.map((link) => link.hreflang).sort(), page.path).toEqual([...languages, 'x-default'].sort());
      expect(languages, page.path).toContain(locales.en.hreflang);
      expect(links.find((link) => link.hreflang === 'x-default')!.href).toBe(canonicalOf(page.alternates[defaultLocale]!));
      for (const link of links) {
        const target = pageAtUrl(link.href);
        // A configured page: the router answers it with 200, and the pre-render writes it.
        expect(target, `${page.path} → ${link.href}`).toBeDefined();
        // And it points back at this page's canonical URL under this page's language.
        expect(hreflangLinks(target!.path), `${target!.path} names ${page.path} back`).toContainEqual({
          hreflang: locales[page.locale].hreflang,
          href: page.meta.canonical,
        });
        pairs += 1;
      }
    }
    expect(pairs).toBe(twinned.reduce((sum, page) => sum + Object.keys(page.alternates).length + 1, 0));
  });

  it('gives pages without a twin no alternates', () => {
    expect(hreflangLinks('/about')).toEqual([]);
    expect(hreflangLinks('/seattle-wa/car-accident-lawyer')).toEqual([]);
  });

  it('leaves no English sentences in a translated page’s main text (English function words under 2%)', () => {
    for (const page of translatedPages) {
      const share = englishShare(pageText(page.path).all, languageOf(page));
      expect(share, `${page.path}: ${(share * 100).toFixed(2)}% English function words`).toBeLessThan(0.02);
    }
  });

  it('leaves no English phrase anywhere in a pre-rendered translated page: header, footer, islands and accessible names included', () => {
    for (const page of translatedPages) {
      const html = readFileSync(join('dist/client', page.path.slice(1), 'index.html'), 'utf8');
      expect(
        fragments(html).filter((fragment) => isEnglishFragment(fragment, languageOf(page))),
        page.path,
      ).toEqual([]);
    }
  });

  it('catches English left in Spanish text, and passes the English pages’ twins only when in Spanish', () => {
    expect(isEnglishFragment('Loads from YouTube when you press play', 'es')).toBe(true);
    expect(isEnglishFragment('Initials DW on a gray head-and-shoulders silhouette', 'es')).toBe(true);
    expect(isEnglishFragment('Se carga desde YouTube cuando usted lo reproduce', 'es')).toBe(false);
    const english = pageText('/kent-wa/car-accident-lawyer').all;
    expect(englishShare(english, 'es')).toBeGreaterThan(0.1);
    // One English paragraph left among the Spanish page's words is caught.
    const spanish = pageText(spanishPages[0]!.path).all;
    expect(englishShare(`${spanish} ${english.slice(0, Math.round(spanish.length * 0.3))}`, 'es')).toBeGreaterThan(0.02);
  });

  it('describes every image of a translated page in its language: an attorney’s portrait by its translated description, never the English one', async () => {
    const rendered = (page: (typeof site.pages)[number]) => renderBlocks(page.blocks, page.locale);
    const imageNames = (container: HTMLElement) => [...container.querySelectorAll('[role="img"]')].map((image) => image.getAttribute('aria-label'));
    const spotlit = translatedPages.filter((page) => page.blocks.some((block) => block.type === 'attorney-spotlight'));
    expect(spotlit.length).toBeGreaterThan(0);
    for (const page of spotlit) {
      const { container } = await rendered(page);
      const spotlitNames = page.blocks.flatMap((block) => (block.type === 'attorney-spotlight' ? [block.name] : []));
      const shown = Object.entries(attorneys).filter(([, attorney]) => spotlitNames.includes(attorney.name));
      expect(shown.length, page.path).toBe(spotlitNames.length);
      for (const [id, attorney] of shown) {
        expect(imageNames(container), page.path).toContain(translations[languageOf(page)].attorneySummaries[id as keyof typeof attorneys].portraitAlt);
        expect(container.innerHTML, page.path).not.toContain(attorney.portrait.alt);
      }
      // No image keeps its English twin's description.
      const english = imageNames((await rendered(byPath.get(page.alternates.en!)!)).container);
      expect(
        imageNames(container).filter((name) => english.includes(name)),
        page.path,
      ).toEqual([]);
    }
  });
});
