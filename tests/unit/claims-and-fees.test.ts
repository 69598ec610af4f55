// @vitest-environment jsdom
// Claims with their basis (RPC 7.1), fee lines that say who pays costs (RPC 1.5(c)), and the form's
// promise to prospective clients (RPC 1.18), held against every configured page as a visitor gets it:
// the config's strings for what each block states, the pre-render's HTML for what is shown beside it.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBlocks, type Block } from '../../blocks';
import { firm } from '../../data/firm';
import { leadFormCopy } from '../../data/lead-form-copy';
import { testimonialsAreVerified, testimonialsSource } from '../../data/testimonials';
import { site, siteData, type PageConfig } from '../../pages.config';
import { attorneyPath } from '../../src/pages/paths';
import { SiteFooter } from '../../src/layout/site-footer';

// Keys whose strings a visitor never reads.
const hiddenKeys = new Set(['type', 'path', 'to', 'href', 'kind', 'sourceLabel', 'youtubeId', 'style', 'art', 'anchor', 'initials']);

/** The words a block's props show, with each figure read with its label ("97%" + "Success rate"). */
function blockTexts(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => blockTexts(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.value === 'string' && typeof record.label === 'string') found.push(`${record.value} ${record.label}`);
    for (const [key, child] of Object.entries(record)) if (!hiddenKeys.has(key)) blockTexts(child, found);
  }
  return found;
}

const noFeeUnlessWin = /no fee unless (?:we|you) win|no win,? no fee/i;
const feeMention = /contingen(?:cy|t) fees?|no attorney[’']s fee|\bno fees?\b/i;
// Any of the firm's figures, in any wording a title or a description might use.
const anyClaim = [
  ...Object.values(firm.claims).map((claim) => claim.pattern),
  /\b97 ?%/,
  /\b150\+? years/i,
  /\b(?:nine|9)\b[^.]*prosecutors/i,
  /\b400\b/,
  /super ?lawyer/i,
  /\b15\+? years/i,
];

/** The pre-rendered blocks of a page, each with the notes shown right after it. */
function rendered(blocks: readonly Block[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(RenderBlocks, { blocks }));
  const shown: { block: Element; notes: Element[] }[] = [];
  for (const element of container.children) {
    if (element.getAttribute('role') === 'note') shown.at(-1)?.notes.push(element);
    else shown.push({ block: element, notes: [] });
  }
  return { container, shown };
}

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');

/** What is wrong with a page: each problem in one line. */
function problems(page: { path: string } & Pick<PageConfig, 'meta' | 'blocks'>, render = rendered): string[] {
  const found: string[] = [];
  const { container, shown } = render(page.blocks);
  if (shown.length !== page.blocks.length) return [`${page.path}: ${shown.length} rendered blocks for ${page.blocks.length} configured`];
  const pageText = text(container);
  const metaText = [page.meta.title, page.meta.description, page.meta.keywords].join('\n');

  if (noFeeUnlessWin.test(metaText) || noFeeUnlessWin.test(pageText)) found.push(`${page.path}: says “no fee unless we win” or “no win no fee”`);
  if (feeMention.test(pageText) && !pageText.includes(firm.fees.costs)) found.push(`${page.path}: mentions a contingency fee without the costs sentence`);
  for (const field of ['title', 'description'] as const) {
    const claim = anyClaim.find((pattern) => pattern.test(page.meta[field]));
    if (claim) found.push(`${page.path}: meta ${field} states a claim (${claim}): “${page.meta[field]}”`);
  }
  page.blocks.forEach((block, index) => {
    const stated = blockTexts(block).join('\n');
    const beside = [shown[index]!.block, ...shown[index]!.notes].map(text).join(' ');
    for (const claim of Object.values(firm.claims)) {
      if (claim.pattern.test(stated) && !beside.includes(claim.basis))
        found.push(`${page.path}: block ${index + 1} (${block.type}) states “${claim.statement}” without its basis beside it`);
    }
  });
  return found;
}

describe('claims and fees on every page', () => {
  const all = site.pages.flatMap((page) => problems(page));

  it('state no claim without its basis, promise no “no fee unless we win”, and say who pays costs wherever a contingency fee is mentioned', () => {
    if (all.length) console.log(`${all.length} problems:\n${all.join('\n')}`);
    expect(all).toEqual([]);
  });

  it('the footer shows the reviews claim with its basis, and stars named by their source', () => {
    const footer = document.createElement('div');
    footer.innerHTML = renderToString(createElement(SiteFooter, { locale: 'en', links: site.footer.en }));
    expect(text(footer)).toContain(firm.claims.reviews.statement);
    expect(text(footer)).toContain(firm.claims.reviews.basis);
    expect(footer.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toBe(firm.rating.label);
  });

  it('every rating image names the source of its rating', () => {
    for (const page of site.pages) {
      for (const stars of rendered(page.blocks).container.querySelectorAll('svg[role="img"][aria-label^="Rated"]')) {
        expect(stars.getAttribute('aria-label'), page.path).toBe(firm.rating.label);
      }
    }
  });

  it('no criminal-defense bio suggests a contingency fee (RPC 1.5(d)(2))', () => {
    const criminal = Object.values(siteData.attorneys).filter((attorney) => attorney.practice === 'criminal-defense');
    expect(criminal.length).toBeGreaterThan(0);
    for (const attorney of criminal) {
      const page = site.pages.find((candidate) => candidate.path === attorneyPath(attorney.slug))!;
      const pageText = [text(rendered(page.blocks).container), page.meta.title, page.meta.description].join('\n');
      expect(pageText, page.path).not.toMatch(feeMention);
      expect(pageText, page.path).not.toMatch(/unless we (?:win|recover)|share of (?:what|the) (?:we )?recover/i);
      expect(pageText, page.path).toContain(firm.fees.criminal);
    }
  });

  it('shows the sample testimonials as samples while they are not verified', () => {
    const home = site.pages.find((page) => page.path === '/')!;
    const pageText = text(rendered(home.blocks).container);
    expect(testimonialsAreVerified).toBe(false);
    expect(pageText).toContain(testimonialsSource.sample);
    expect(pageText).not.toContain('Testimonials are from real clients');
    expect(pageText).toContain('Prior results do not guarantee a similar outcome.');
  });
});

describe('the checks can fail', () => {
  const meta = { title: 'A page about injuries in Kent', description: 'Plain words.', keywords: 'kent', canonical: 'https://x.example/a', structuredData: [] };

  it('finds a claim stated without its basis beside it', () => {
    const page = { path: '/a', meta, blocks: [{ type: 'content-section', heading: 'Why Us', body: ['We have a 97% success rate.'] } as Block] };
    const { shown } = rendered(page.blocks);
    expect(shown[0]!.notes).toHaveLength(1);
    expect(text(shown[0]!.notes[0]!)).toContain(firm.claims.successRate.basis);
    expect(problems(page)).toEqual([]);
    // The same page from a renderer that shows no notes.
    const withoutNotes = (blocks: readonly Block[]) => {
      const result = rendered(blocks);
      result.container.querySelectorAll('[role="note"]').forEach((note) => note.remove());
      return { container: result.container, shown: result.shown.map(({ block }) => ({ block, notes: [] })) };
    };
    expect(problems(page, withoutNotes)).toEqual([`/a: block 1 (content-section) states “${firm.claims.successRate.statement}” without its basis beside it`]);
  });

  it('finds the old fee line, a fee without costs, and a claim in a meta description', () => {
    const page = {
      path: '/b',
      meta: { ...meta, title: 'Kent Injury Lawyer | No Win No Fee', description: 'Trial lawyers with a 97% success rate.' },
      blocks: [{ type: 'hero', headline: 'Hurt?', subheadline: 'No fee unless we win.' } as Block],
    };
    const found = problems(page);
    expect(found.some((problem) => problem.includes('no fee unless we win'))).toBe(true);
    expect(found.some((problem) => problem.includes('meta description states a claim'))).toBe(true);
    expect(found.some((problem) => problem.includes('meta title'))).toBe(false);
  });
});

describe('the form’s promise to prospective clients (RPC 1.18)', () => {
  it('says the same wherever the form appears: confidential, and a short summary until conflicts are checked (on a criminal page, short and without the events in writing)', () => {
    const withForm = site.pages.filter((page) => page.blocks.some((block) => ['form', 'practice-hero', 'office-contact'].includes(block.type)));
    expect(withForm.length).toBeGreaterThan(20);
    for (const page of withForm) {
      const criminal = page.blocks.some((block) => block.type === 'practice-hero' && block.formNotice === 'criminalNotice');
      const forms = rendered(page.blocks).container.querySelectorAll('form');
      for (const form of forms) {
        expect(text(form), page.path).toContain(leadFormCopy.subheading);
        expect(text(form), page.path).toContain(criminal ? leadFormCopy.criminalNotice : leadFormCopy.notice);
      }
    }
    expect(leadFormCopy.subheading).toMatch(/confidential/i);
    expect(leadFormCopy.notice).toMatch(/short summary/i);
    expect(leadFormCopy.criminalNotice).toMatch(
      /^What you send is confidential, even if we do not take your case\..*keep your message short and do not describe the events in writing/,
    );
  });

  it('no page tells a visitor to keep confidential details out, or that what they send may not be confidential', () => {
    const contradictions =
      /(?:leave out|leave|keep|do not send|do not include|not include) (?:any )?confidential (?:details|information)|(?:may|might) not be protected as confidential|confidential details for your consultation/i;
    const found = site.pages.filter((page) => contradictions.test(text(rendered(page.blocks).container))).map((page) => page.path);
    expect(found).toEqual([]);
  });
});
