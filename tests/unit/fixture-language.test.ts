// @vitest-environment node
// Adding a language is a data change (issue 22): a fixture third language in a non-Latin script
// (tests/support/fixture-language.ts, Russian), added to the data only, translating the home page and
// the dog-bite page. With no change in src/, blocks/ or lead-core/, its pages are made, every twin
// names the other two by hreflang and in sitemap.xml, the human sitemap lists them under the
// language's own heading, the header offers it beside Spanish, and a lead from its form is stored
// in its language and announced with its tag. Compare tests/unit/fixture-city.test.ts.
import { russian, dogBiteRu, homeRu } from '../support/fixture-language';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBlocks } from '../../blocks';
import { locales } from '../../data/locales';
import { practiceAreas } from '../../data/practice-areas';
import { createLeadHandler } from '../../lead-core/handler.ts';
import { composeLeadEmail } from '../../lead-core/lead-email.ts';
import { leadFormSchemaIn } from '../../lead-core/lead-schema.ts';
import { createLeadStore, type StoredLead } from '../../lead-core/lead-store.ts';
import { site } from '../../pages.config';
import { render, sitemapUrls } from '../../src/entry-server';
import { headFor } from '../../src/head';
import { describeOn, pglite } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { origin, storeSettings, validLead } from '../support/lead-fixtures.ts';
import { fromClient } from '../support/from-client.ts';

const info = locales[russian];
const byPath = new Map(site.pages.map((page) => [page.path as string, page]));
const canonicalOf = (path: string) => byPath.get(path)!.meta.canonical;
const englishDogBite = '/kent-wa/dog-bite-lawyer';
const russianDogBite = `${info.prefix}/kent-wa/${dogBiteRu.slug}`;
const russianPages = site.pages.filter((page) => page.locale === russian);

describe('a fixture language added to the data only', () => {
  it('gets its pages: the home page at its prefix, the translated practice page under the home office’s city, and the firm-wide pages', () => {
    expect(byPath.get(info.prefix)?.blocks[0]).toMatchObject({ type: 'hero', headline: homeRu.hero.headline });
    const practice = byPath.get(russianDogBite);
    expect(practice?.locale).toBe(russian);
    expect(practice?.blocks[0]).toMatchObject({ type: 'practice-hero', headline: dogBiteRu.hero.headline, sourceLabel: dogBiteRu.slug });
    expect(practice?.meta.title).toBe(dogBiteRu.meta.title);
    expect(russianPages.map((page) => page.path).sort()).toEqual(
      [info.prefix, russianDogBite, '/ru/kontakty', '/ru/usloviya', '/ru/konfidencialnost', '/ru/dannye-o-zdorove', '/ru/spasibo'].sort(),
    );
  });

  it('takes the translated page’s facts from its English page: block kinds and order (its video among them), canonical host, attorneys, 24/7 line', () => {
    const english = byPath.get(englishDogBite)!;
    const translated = byPath.get(russianDogBite)!;
    expect(translated.blocks.map((block) => block.type)).toEqual(english.blocks.map((block) => block.type));
    expect(new URL(translated.meta.canonical).origin).toBe(new URL(english.meta.canonical).origin);
    const spotlit = (blocks: typeof english.blocks) => blocks.flatMap((block) => (block.type === 'attorney-spotlight' ? [block.name] : []));
    expect(spotlit(translated.blocks)).toEqual(spotlit(english.blocks));
    expect(practiceAreas['dog-bite'].hero.available247).toBe((translated.blocks[0] as { available247: boolean }).available247);
  });

  it('names each twin three ways by hreflang, plus x-default, each pointing back', () => {
    for (const path of ['/', info.prefix, englishDogBite, russianDogBite, '/es']) {
      const links = headFor(byPath.get(path)!, canonicalOf).links.flatMap((link) =>
        link?.rel === 'alternate' ? [{ hreflang: String(link.hrefLang), href: String(link.href) }] : [],
      );
      expect(links.map((link) => link.hreflang).sort(), path).toEqual(['en', 'es', info.hreflang, 'x-default'].sort());
    }
    expect(byPath.get(englishDogBite)!.alternates).toEqual({
      en: englishDogBite,
      es: '/es/kent-wa/abogado-mordeduras-de-perro',
      [russian as string]: russianDogBite,
    });
  });

  it('lists its pages in sitemap.xml, each English twin naming it as an alternate', () => {
    const urls = sitemapUrls(site);
    expect(urls[russianDogBite]?.loc).toBe(canonicalOf(russianDogBite));
    expect(urls[englishDogBite]?.alternates).toContainEqual({ hreflang: info.hreflang, href: canonicalOf(russianDogBite) });
    expect(urls['/']?.alternates).toContainEqual({ hreflang: info.hreflang, href: canonicalOf(info.prefix) });
  });

  it('lists its pages in the human sitemap under the language’s own heading, marked with its language', () => {
    const groups = byPath.get('/sitemap')!.blocks.flatMap((block) => (block.type === 'sitemap-groups' ? block.groups : []));
    const group = groups.find((candidate) => candidate.heading === info.pagesHeading);
    expect(group?.lang).toBe(info.lang);
    expect(group?.links.map((link) => link.path)).toContain(russianDogBite);
    expect(groups.find((candidate) => candidate.heading === locales.es.pagesHeading)?.links.map((link) => link.path)).not.toContain(russianDogBite);
  });

  it('is offered by the header of every page it exists in another language of, beside Spanish, and its pages offer English and Spanish', async () => {
    const headerLinks = async (path: string) => {
      const html = await (await render(site, path, { css: [], scripts: [] })).text();
      return [...html.matchAll(/<a lang="([^"]+)" hrefLang="[^"]+"[^>]*href="([^"]+)">([^<]+)<\/a>/g)].map(([, lang, href, name]) => ({ lang, href, name }));
    };
    const english = await headerLinks(englishDogBite);
    expect(english).toContainEqual({ lang: info.lang, href: russianDogBite, name: info.name });
    expect(english).toContainEqual({ lang: 'es', href: '/es/kent-wa/abogado-mordeduras-de-perro', name: locales.es.name });
    // A page it does not translate offers its home page.
    expect(await headerLinks('/kent-wa/car-accident-lawyer')).toContainEqual({ lang: info.lang, href: info.prefix, name: info.name });
    expect(await headerLinks('/es')).toContainEqual({ lang: info.lang, href: info.prefix, name: info.name });
  });

  it('shows its form in the language, posting the language and the page’s own source label', () => {
    const page = byPath.get(russianDogBite)!;
    const html = renderToStaticMarkup(createElement(RenderBlocks, { blocks: page.blocks, locale: page.locale }));
    const form = html.split('<form')[1]!.split('</form>')[0]!;
    expect(form).toContain(`name="language" value="${russian}"`);
    expect(form).toContain(`value="${dogBiteRu.slug}"`);
    expect(form).toContain('Отправить');
    expect(leadFormSchemaIn(russian)).toBeDefined();
  });
});

describeOn(pglite, 'a lead from the fixture language’s form', (test) => {
  let database: TestDatabase | undefined;
  test.beforeAll(({ fileDatabase }) => {
    database = fileDatabase;
  });

  const post = (body: object) =>
    fromClient(
      () => '10.0.0.9',
      createLeadHandler({
        store: createLeadStore(database!.sql, storeSettings),
        siteOrigins: [origin],
        ipSalt: 'test-salt-123',
        fallbackPhone: '(253) 555-0142',
        log: () => {},
      }),
    )(
      new Request('http://localhost/functions/v1/send-contact-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(body),
      }),
    );
  const lead = { ...validLead, caseType: 'DOG BITES', source_page: dogBiteRu.slug, source_url: `${origin}${russianDogBite}`, language: russian };

  it('is refused in the language when a field is missing', async () => {
    const response = await post({ ...lead, name: '', submissionId: crypto.randomUUID() });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Укажите ваше имя');
  });

  it('is stored in the language, and its notification carries the language’s tag and callback line', async () => {
    const submissionId = crypto.randomUUID();
    const response = await post({ ...lead, submissionId });
    expect(response.status).toBe(200);
    const [row] = await database!.sql.query<StoredLead>('select * from public.leads where submission_id = $1', [submissionId]);
    expect(row?.language).toBe(russian);
    const email = composeLeadEmail(row!, { from: 'site@site.example', to: 'intake@site.example', siteOrigins: [origin] });
    expect(email.subject.startsWith(`[${info.name}] `)).toBe(true);
    expect(email.text).toContain(`Language:    ${info.englishName} (call back in ${info.englishName})`);
  });
});
