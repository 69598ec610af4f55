// @vitest-environment node
// The criminal-defense pages (issue 14), as a visitor and a search engine get them: each page's
// blocks rendered to the HTML the pre-render ships, its head metadata and its JSON-LD. What they
// must carry (the law with its citations, what happens next, what not to do, the former
// prosecutors, an FAQ, the call first), and what they must never say: a contingency fee, which
// Washington forbids in a criminal case (RPC 1.5(d)(2)), or the firm's success rate.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBlocks } from '../../blocks';
import { criminalSourceLabels } from '../../data/criminal-source-labels';
import { firm } from '../../data/firm';
import { site, siteData, type PageConfig } from '../../pages.config';
import type { TranslatedLocale } from '../../data/locales';
import { pageIn } from '../../src/pages/in-language';
import { practicePath } from '../../src/pages/paths';
import { homeOfficeOf } from '../../src/pages/site-data';

const home = homeOfficeOf(siteData);
const areas = Object.values(siteData.criminalAreas);
const pageAt = (path: string) => {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};
const criminalPages = areas.map((area) => ({ area, page: pageAt(practicePath(home.slug, area.slug)) }));
const injuryPages = Object.values(siteData.practiceAreas).map((area) => pageAt(practicePath(home.slug, area.slug)));

/** The visible text of a page's main content as pre-rendered, without the form (the same on every practice page). */
function mainText(page: PageConfig): string {
  return renderToStaticMarkup(<RenderBlocks blocks={page.blocks} />)
    .replace(/<form[\s\S]*?<\/form>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
/** Everything a page says to anyone: its rendered blocks (form included), head tags and JSON-LD. */
function everythingSaid(page: PageConfig): string {
  const html = renderToStaticMarkup(<RenderBlocks blocks={page.blocks} />).replace(/<[^>]+>/g, ' ');
  return [html, page.meta.title, page.meta.description, page.meta.keywords, JSON.stringify(page.meta.structuredData)].join(' ');
}
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

// A promise of a fee that depends on winning, in any of the ways injury copy puts it.
const contingencyPromise =
  /contingen(?:cy|t)|no fees? unless|unless (?:we|you) win|no win,? no fee|no recovery,? no fee|(?:only|nothing) (?:if|unless) we win|percentage of (?:your|the) (?:recovery|settlement|award)/i;

/** The Washington law each page must cite, at least. */
const requiredCitations: Record<string, readonly string[]> = {
  'criminal-defense-lawyer': ['CrR 3.2.1', 'CrR 3.2', 'CrR 3.3', 'RCW 9A.20.021', 'RCW 9.96.060', 'RCW 9.94A.640', 'Article I, section 7', 'RPC 1.5(d)(2)'],
  'assault-lawyer': [
    'chapter 9A.36 RCW',
    'RCW 9A.36.011',
    'RCW 9A.36.021',
    'RCW 9A.36.031',
    'RCW 9A.36.041',
    'RCW 9A.04.110',
    'RCW 9A.16.020',
    'RPC 1.5(d)(2)',
  ],
  'domestic-violence-lawyer': ['RCW 10.99.020', 'RCW 10.99.040', 'RCW 10.99.050', 'RCW 7.105.450', 'RCW 10.31.100', 'RCW 9.41.800', 'RPC 1.5(d)(2)'],
  'drug-charges-lawyer': ['chapter 69.50 RCW', 'RCW 69.50.4013', 'RCW 69.50.401', 'State v. Blake', 'Article I, section 7', 'RPC 1.5(d)(2)'],
  'theft-lawyer': ['chapter 9A.56 RCW', 'RCW 9A.56.020', 'RCW 9A.56.030', 'RCW 9A.56.040', 'RCW 9A.56.050', 'RPC 1.5(d)(2)'],
  'warrants-probation-lawyer': ['RCW 9A.76.170', 'RCW 3.66.068', 'RCW 35.20.255', 'RCW 9.94A.6332', 'RCW 9.94A.633', 'RCW 9.94A.737', 'RPC 1.5(d)(2)'],
  'dui-lawyer': ['RCW 46.61.502', 'RCW 46.61.504', 'RCW 46.20.308', 'RCW 46.61.5055', 'RPC 1.5(d)(2)'],
};
const citationPattern =
  /\b(?:RCW \d+[A-Z]?\.\d+[A-Z]?(?:\.\d+)?(?:\(\d+\))?|chapter \d+[A-Z]?\.\d+[A-Z]? RCW|(?:CrR|CrRLJ|RPC) \d+(?:\.\d+)*(?:\([a-z0-9]+\))*|[Aa]rticle I, section \d+|State v\. [A-Z][a-z]+)/g;
const citationsOf = (text: string) => [...new Set(text.match(citationPattern) ?? [])];

describe('the criminal-defense pages', () => {
  it('list exactly the source labels the lead core knows as criminal, one per page in each language', () => {
    expect(areas.map((area) => area.sourceLabel)).toEqual([...criminalSourceLabels.en]);
    // The translations (data/translations.ts): each language's criminal pages, in the English order.
    const translated = Object.entries(siteData.translations ?? {});
    expect(Object.keys(criminalSourceLabels)).toEqual(['en', ...translated.map(([locale]) => locale)]);
    for (const [locale, translation] of translated) {
      const labels = Object.keys(translation!.criminalAreas).map((id) => pageIn(siteData, 'criminalAreas', id, locale as TranslatedLocale)!.page.sourceLabel);
      expect(labels, locale).toEqual([...criminalSourceLabels[locale as keyof typeof criminalSourceLabels]]);
    }
    const every = Object.values(criminalSourceLabels).flat();
    expect(new Set(every).size).toBe(every.length);
  });

  it('sit under the home office’s city only', () => {
    const paths = site.pages.map((page) => page.path as string);
    for (const area of areas) expect(paths.filter((path) => path.endsWith(`/${area.slug}`))).toEqual([practicePath(home.slug, area.slug)]);
  });

  for (const { area, page } of criminalPages) {
    describe(page.path, () => {
      it('opens with the hero: its form posts the page’s source label and starts at “Other”, under the criminal fee line', () => {
        expect(page.blocks[0]).toMatchObject({
          type: 'practice-hero',
          sourceLabel: area.sourceLabel,
          formCaseType: 'Other',
          fees: { line: firm.fees.criminal },
        });
        const html = renderToStaticMarkup(<RenderBlocks blocks={page.blocks.slice(0, 1)} />);
        expect(html).toContain(`name="source_page" value="${area.sourceLabel}"`);
        expect(html).toMatch(/<option value="Other" selected="">Other<\/option>/);
      });

      it('carries LegalService JSON-LD with its service type, and its FAQ as FAQPage JSON-LD', () => {
        const [service, faq] = page.meta.structuredData;
        // schema.org puts serviceType on a Service: the LegalService offers one (src/pages/structured-data.ts).
        expect(service).toMatchObject({
          '@type': 'LegalService',
          name: firm.names[area.firmName],
          makesOffer: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', serviceType: area.structuredData.serviceType } }],
        });
        expect(faq).toMatchObject({
          '@type': 'FAQPage',
          mainEntity: area.faq.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
        });
        expect(area.faq.items.length).toBeGreaterThanOrEqual(5);
      });

      it('ends with a call to action whose first link is the phone number', () => {
        const last = page.blocks.at(-1)!;
        expect(last.type).toBe('cta');
        const html = renderToStaticMarkup(<RenderBlocks blocks={[last]} />);
        expect(html.match(/<a [^>]*href="([^"]+)"/)?.[1]).toBe(`tel:${firm.phones.main.tel}`);
      });

      it('explains the law with its citations, what happens next, what not to do, and how former prosecutors use what they know', () => {
        const text = mainText(page);
        for (const citation of requiredCitations[area.slug] ?? ['(no required citations listed for this page)']) expect(text).toContain(citation);
        const headings = page.blocks.flatMap((block) => ('heading' in block ? [block.heading] : []));
        expect(
          headings.some((heading) => /What Happens Next/.test(heading)),
          headings.join(' | '),
        ).toBe(true);
        expect(
          headings.some((heading) => /Not to Do/.test(heading)),
          headings.join(' | '),
        ).toBe(true);
        expect(
          headings.some((heading) => /Former Prosecutors?/.test(heading)),
          headings.join(' | '),
        ).toBe(true);
      });

      it('is at least as long as the shortest injury page', () => {
        expect(words(mainText(page))).toBeGreaterThanOrEqual(Math.min(...injuryPages.map((injury) => words(mainText(injury)))));
      });

      it('promises no contingency fee anywhere: blocks, head or JSON-LD', () => {
        expect(everythingSaid(page)).not.toMatch(contingencyPromise);
      });

      it('states the firm’s claims only as “nine former prosecutors” and “150 years of combined experience”, and never its success rate', () => {
        const copy = JSON.stringify(area);
        expect(copy).not.toMatch(/97|success rate|Super ?Lawyer|five-star/i);
        const counted = [
          ...copy.matchAll(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|several|many)\s+former prosecutors/gi),
        ];
        for (const [, count] of counted) expect(count).toMatch(/^nine$/i);
        // 150 as a figure (not in a citation such as RCW 9A.36.150) is the experience claim, in its one form.
        for (const match of copy.matchAll(/(?<![\d.])150[^"]{0,40}/g)) expect(match[0]).toMatch(/^150 years of combined experience/);
      });

      it('is written in house style: typographic apostrophes and quotes, Title Case headings', () => {
        const strings: string[] = [];
        JSON.stringify(area, (_, value: unknown) => (typeof value === 'string' && strings.push(value), value));
        for (const text of strings) expect(text, text).not.toMatch(/['"]/);
        const small = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'if', 'in', 'of', 'on', 'or', 'the', 'to', 'vs', 'with']);
        const headings = page.blocks.flatMap((block) => ('heading' in block ? [block.heading] : []));
        for (const heading of headings) {
          heading.split(/\s+/).forEach((word, index) => {
            if (index > 0 && small.has(word)) return;
            expect(word, heading).toMatch(/^[^a-z]/);
          });
        }
      });
    });
  }

  it('says each thing once: fewer than 3% of prose sentences repeated word for word across the criminal pages', () => {
    const sentencesOf = (page: PageConfig) =>
      new Set(
        mainText({ ...page, blocks: page.blocks.filter((block) => block.type !== 'practice-hero') })
          .split(/(?<=[.!?])\s+(?=[A-Z“(])/)
          .map((sentence) => sentence.toLowerCase())
          .filter((sentence) => words(sentence) >= 8),
      );
    const sets = criminalPages.map(({ page }) => sentencesOf(page));
    const total = sets.reduce((sum, set) => sum + set.size, 0);
    const repeated = sets.flatMap((set, index) => [...set].filter((sentence) => sets.some((other, otherIndex) => otherIndex !== index && other.has(sentence))));
    expect(repeated.length / total, repeated.join('\n')).toBeLessThan(0.03);
  });

  it('the contingency check can fail: it finds the promise on an injury page', () => {
    expect(everythingSaid(pageAt(practicePath(home.slug, 'car-accident-lawyer')))).toMatch(contingencyPromise);
    expect('We work on a contingency fee.').toMatch(contingencyPromise);
    expect('You pay nothing unless we win your case.').toMatch(contingencyPromise);
  });

  it('prints each page’s words and citations (the issue’s closing note)', () => {
    const rows = criminalPages.map(
      ({ area, page }) => `${page.path}  ${words(mainText(page))} words  label ${area.sourceLabel}  cites: ${citationsOf(mainText(page)).join(', ')}`,
    );
    console.log(rows.join('\n'));
    expect(rows).toHaveLength(areas.length);
  });
});
