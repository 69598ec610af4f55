// @vitest-environment node
// The Consumer Health Data Privacy Policy (Washington's My Health My Data Act, chapter 19.373 RCW):
// a section for each item the Act asks the policy to disclose, and a link to it in the footer of
// every pre-rendered page, the home page among them (RCW 19.373.020(1)(b)).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeIds, locales } from '../../data/locales';
import { staticPaths, translatedStaticPaths } from '../../data/paths';
import { uiCopy } from '../../data/ui-copy';
import { site } from '../../pages.config';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { notFoundPages } from '../../src/server/not-found-pages.ts';
import { pageText, textOf } from '../support/page-text.ts';

/** The Act's required contents, each with the heading of the section that answers it. */
const requiredSections = [
  { provision: 'RCW 19.373.020(1)(a)(i): the categories of consumer health data collected', heading: 'Consumer Health Data We Collect' },
  { provision: 'RCW 19.373.020(1)(a)(i): the purpose of collection, including how the data will be used', heading: 'Why We Collect It and How We Use It' },
  { provision: 'RCW 19.373.020(1)(a)(ii): the categories of sources', heading: 'Where It Comes From' },
  { provision: 'RCW 19.373.020(1)(a)(iii): the categories of consumer health data shared', heading: 'Consumer Health Data We Share' },
  {
    provision: 'RCW 19.373.020(1)(a)(iv): the categories of third parties and specific affiliates shared with',
    heading: 'Third Parties and Affiliates We Share It With',
  },
  { provision: 'RCW 19.373.030: consent to collection and to sharing', heading: 'Your Consent' },
  { provision: 'RCW 19.373.020(1)(a)(v) and 19.373.040: how to exercise the rights', heading: 'Your Rights and How to Use Them' },
  { provision: 'RCW 19.373.040: how to appeal a refusal', heading: 'How to Appeal Our Decision' },
  { provision: 'RCW 19.373.070: no sale without valid authorization', heading: 'We Do Not Sell Consumer Health Data' },
] as const;

const policy = staticPaths.consumerHealthData;

describe('the Consumer Health Data Privacy Policy', () => {
  it('has a section for each item the Act requires', () => {
    const { headings } = pageText(policy);
    expect(headings[0]).toBe('Consumer Health Data Privacy Policy');
    for (const { provision, heading } of requiredSections) expect(headings, provision).toContain(heading);
  });

  it('names each right of RCW 19.373.040, the response time, the appeal and where a denied appeal can go', () => {
    const { units } = pageText(policy);
    for (const right of ['Confirm and access:', 'Delete:', 'Withdraw consent:'])
      expect(
        units.some((unit) => unit.startsWith(right)),
        right,
      ).toBe(true);
    const text = pageText(policy).all;
    expect(text).toContain('Under RCW 19.373.040, you have the right to');
    expect(text).toContain('We will respond within 45 days');
    expect(text).toContain('Within 45 days of receiving your appeal, we will tell you in writing');
    expect(text).toContain('Washington State Attorney General’s Office');
    expect(text).toContain('RCW 19.373.070');
    // The request route: the legal page ends with the firm's phones and email.
    expect(text).toMatch(/To make a request, email or call us using the details at the bottom of this page/);
    expect(text).toMatch(/Questions\? Reach us.*Email/);
  });

  it('is dated 2026-12-01, as are the Privacy Policy, its Spanish twin and its own (issue 31: the recipients and purposes)', () => {
    for (const path of [policy, staticPaths.privacy, translatedStaticPaths.es.privacy, translatedStaticPaths.es.consumerHealthData]) {
      const intro = site.pages.find((page) => page.path === path)!.blocks.find((block) => block.type === 'page-intro');
      expect(intro && 'updated' in intro ? intro.updated : undefined, path).toBe('2026-12-01');
    }
  });

  it('asks consent for how a visitor found the site, which the requested service does not need (RCW 19.373.030(1)(a)(i))', () => {
    const { units } = pageText(policy);
    expect(units.some((unit) => unit.startsWith('How you found us, only if you agree:') && unit.includes('kept only if you tick the optional box'))).toBe(true);
    const consent = units.find((unit) => unit.startsWith('How you found our site is not needed for that service'));
    expect(consent).toContain('RCW 19.373.030(1)(a)(i)');
    expect(consent).toContain('which is never ticked for you');
    expect(consent).toContain('we record when you gave it and which wording you agreed to');
    expect(pageText(policy).headings).toContain('How You Found Us, Only If You Agree');
  });

  it('has its Spanish twin for the Spanish form, with a section for each item in the same place (issue 31, finding 7)', () => {
    const english = pageText(policy).headings;
    const spanish = pageText(translatedStaticPaths.es.consumerHealthData).headings;
    expect(spanish).toHaveLength(english.length);
    expect(spanish[0]).toBe('Política de privacidad de datos de salud del consumidor');
    for (const { provision, heading } of requiredSections) expect(spanish[english.indexOf(heading)], provision).toBeDefined();
    const text = pageText(translatedStaticPaths.es.consumerHealthData).all;
    for (const cited of ['RCW 19.373.040', 'RCW 19.373.070', 'RCW 19.373.030(1)(a)(i)', 'RCW 19.373.030(1)(a)(ii)', 'RCW 19.373.010', 'atg.wa.gov', '45 días'])
      expect(text, cited).toContain(cited);
    // The Spanish form's agreement links the Spanish policies, and the footer names no English page.
    expect(site.footer.es).toContainEqual({
      name: 'Política de privacidad de datos de salud del consumidor',
      path: translatedStaticPaths.es.consumerHealthData,
    });
  });

  it('is linked from the footer the config gives every page', () => {
    expect(site.footer.en).toContainEqual({ name: 'Consumer health data privacy policy', path: policy });
  });
});

describe('the link in every pre-rendered page’s footer', () => {
  beforeAll(() => ensureFreshBuild(), 300_000);

  const htmlFiles = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
      return entry.name.endsWith('.html') ? [path] : [];
    });

  for (const tree of ['dist/client', 'dist/static']) {
    it(`is in the footer of each page of ${tree}, each language's 404 page and the home page included`, () => {
      const files = htmlFiles(tree).map((file) => relative(tree, file));
      // Every configured page, each 404 page: the same count as the pages the pre-render wrote.
      expect(files.length).toBe(site.pages.length + notFoundPages.length);
      expect(files).toEqual(expect.arrayContaining(['index.html', ...notFoundPages.map((page) => page.slice(1))]));
      for (const file of files) {
        const footers = [...readFileSync(join(tree, file), 'utf8').matchAll(/<footer\b[\s\S]*?<\/footer>/g)].map(([footer]) => footer);
        expect(footers, file).toHaveLength(1);
        // In the page's language, as its <html lang> says: the policy in that language (issue 31).
        const langOf = /<html lang="([^"]+)"/.exec(readFileSync(join(tree, file), 'utf8'))?.[1];
        const localeOfPage = localeIds.find((id) => locales[id].lang === langOf);
        const inLanguage = localeOfPage && localeOfPage !== 'en' ? translatedStaticPaths[localeOfPage].consumerHealthData : policy;
        const links = [...footers[0]!.matchAll(new RegExp(`<a\\b[^>]*\\bhref="${inLanguage}"[^>]*>([\\s\\S]*?)</a>`, 'g'))];
        // In the page's language, as its <html lang> says.
        const lang = /<html lang="([^"]+)"/.exec(readFileSync(join(tree, file), 'utf8'))?.[1];
        const locale = localeIds.find((id) => locales[id].lang === lang);
        if (!locale) throw new Error(`${file}: <html lang="${lang}"> is none of data/locales.ts`);
        expect(
          links.map(([, text]) => textOf(text!)),
          file,
        ).toEqual([uiCopy[locale].footer.links.consumerHealthData]);
      }
    });
  }
});
