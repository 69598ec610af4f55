// The law on the wrongful-death, catastrophic-injury, boating and premises pages (issue 13): each
// statement a visitor reads must be true and name its exceptions where it states the rule. The text
// is what the config hands the renderers (site.pages), so a statement counts wherever it is shown.
import { describe, expect, it } from 'vitest';
import { practiceAreas, type PracticeAreaId } from '../../data/practice-areas';
import { site, siteData, type PageConfig } from '../../pages.config';
import { practicePath } from '../../src/pages/paths';
import { homeOfficeOf } from '../../src/pages/site-data';

type Block = PageConfig['blocks'][number];

// Keys whose strings a visitor does not read as copy.
const skippedKeys = new Set(['type', 'path', 'to', 'href', 'sourceLabel', 'youtubeId', 'style', 'callLabel']);

function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) if (!skippedKeys.has(key)) strings(child, found);
  }
  return found;
}

/** What a reader takes in as one statement: a section, or one question with its answer. */
function units(page: PageConfig): string[] {
  return page.blocks.flatMap((block: Block) =>
    block.type === 'faq' || block.type === 'faq-accordion' ? block.items.map((item) => `${item.question} ${item.answer}`) : [strings(block).join(' ')],
  );
}

const pageText = (page: PageConfig) => [page.meta.title, page.meta.description, ...units(page)].join(' ');

const home = homeOfficeOf(siteData);
const pageOf = (area: PracticeAreaId) => {
  const path = practicePath(home.slug, practiceAreas[area].slug);
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};
const wrongfulDeath = pageOf('wrongful-death');
const catastrophic = pageOf('catastrophic');
const ours = [wrongfulDeath, catastrophic, pageOf('boating'), pageOf('premises')];

const stepsSections = (page: PageConfig) =>
  page.blocks.filter((block) => block.type === 'content-section' && block.list?.style === 'steps').map((block) => strings(block).join(' '));

describe('comparative fault on the injury pages', () => {
  it('names both complete defenses wherever it says a share of fault reduces a claim rather than ending it', () => {
    for (const page of ours) {
      const rules = units(page).filter((unit) => /comparative fault|\d+% at fault/i.test(unit));
      expect(rules.length, page.path).toBeGreaterThan(0);
      for (const rule of rules) {
        expect(rule, page.path).toMatch(/RCW 4\.22\.005/);
        // Impairment that was a proximate cause and more than half the fault; a felony that was a proximate cause.
        expect(rule, page.path).toMatch(/RCW 5\.40\.060/);
        expect(rule, page.path).toMatch(/more than 50%|more than half|above 50%/i);
        expect(rule, page.path).toMatch(/RCW 4\.24\.420/);
        expect(rule, page.path).toMatch(/felony/i);
        expect(rule, page.path).toMatch(/proximate cause/i);
      }
    }
  });
});

describe('the wrongful-death page', () => {
  const text = pageText(wrongfulDeath);

  it('counts the fault of the person who died, not the family’s', () => {
    expect(text).not.toMatch(/famil(y|ies)[^.]*\d+% at fault/i);
    const rule = units(wrongfulDeath).find((unit) => /comparative fault/i.test(unit));
    expect(rule).toMatch(/RCW 4\.22\.020/);
    expect(rule).toMatch(/fault of the person who died/i);
  });

  it('recovers the deceased person’s own suffering for the RCW 4.20.020 beneficiaries, not “to the estate”', () => {
    expect(text).not.toMatch(/(pain and suffering|suffering before death)[^.]*(to|for) the estate\b(?!’s creditors)/i);
    const survival = units(wrongfulDeath).filter((unit) => /pain and suffering, anxiety, emotional distress, and humiliation/i.test(unit));
    expect(survival.length).toBeGreaterThan(0);
    for (const unit of survival) expect(unit).toMatch(/(on behalf of|for) the (RCW 4\.20\.020 )?beneficiaries/i);
    expect(survival.join(' ')).toMatch(/RCW 4\.20\.020/);
    expect(survival.join(' ')).toMatch(/2019/);
  });

  it('says the survival claim’s clock can start at the injury, before the death', () => {
    const deadline = units(wrongfulDeath).find((unit) => /RCW 4\.16\.080\(2\)/.test(unit) && /survival/i.test(unit));
    expect(deadline).toMatch(/three years of the date of death/i);
    expect(deadline).toMatch(/start on the day of the injury/i);
  });

  it('has a steps section for the family in the weeks after a death, apart from the firm’s own process', () => {
    const family = stepsSections(wrongfulDeath).find((section) => /death certificate/i.test(section));
    expect(family).toBeDefined();
    for (const step of [
      /medical examiner/i,
      /police/i,
      /receipt/i,
      /release/i,
      /recorded statement/i,
      /personal representative/i,
      /chapter 11\.28 RCW/,
      /preserve/i,
    ])
      expect(family).toMatch(step);
  });
});

describe('the catastrophic-injuries page', () => {
  it('has its own steps after a catastrophic injury, written for a family facing a spinal-cord or brain injury', () => {
    const [steps] = stepsSections(catastrophic);
    expect(steps).toBeDefined();
    for (const step of [/life care plan/i, /medical records|records/i, /\bPIP\b/, /\bL&I\b/, /guardian/i, /release/i]) expect(steps).toMatch(step);
  });
});

describe('public land', () => {
  it('names the recreational-use immunity and its exception on any page that mentions public parks, docks or recreation land', () => {
    const publicLand = /\bpublic (parks?|docks?|land|boat launch(es)?)\b|\b(city|county|state) parks?\b|\brecreation(al)? (land|area)s?\b/i;
    const pages = site.pages.filter((page) => publicLand.test(pageText(page)));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(pageText(page), page.path).toMatch(/RCW 4\.24\.210/);
      expect(pageText(page), page.path).toMatch(/known dangerous artificial latent condition/i);
      expect(pageText(page), page.path).toMatch(/without charging a fee/i);
    }
  });
});

describe('other statements of law on these pages', () => {
  it('cites the minority tolling statute wherever a child’s deadline is said to wait', () => {
    for (const page of ours)
      for (const unit of units(page).filter((candidate) => /turns 18|eighteenth birthday/i.test(candidate))) expect(unit, page.path).toMatch(/RCW 4\.16\.190/);
  });

  it('gives the claim against the state (chapter 4.92 RCW) beside the local-government claim of RCW 4.96.020 and its 60-day wait', () => {
    for (const page of ours) {
      const text = pageText(page);
      expect(text, page.path).toMatch(/RCW 4\.96\.020/);
      expect(text, page.path).toMatch(/60 days|60-day/);
      expect(text, page.path).toMatch(/chapter 4\.92 RCW/);
    }
  });
});

describe('fees on these pages (RPC 1.5(c))', () => {
  it('promise no attorney’s fee unless money is recovered, and say who pays case costs wherever a contingency fee is mentioned', () => {
    for (const page of ours) {
      const text = pageText(page);
      expect(text, page.path).not.toMatch(/no (win,? )?no fee|no fee unless we win/i);
      const feeUnits = units(page).filter((unit) => /contingency fee|attorney’s fee/i.test(unit));
      expect(feeUnits.length, page.path).toBeGreaterThan(0);
      for (const unit of feeUnits) {
        expect(unit, page.path).toMatch(/no attorney’s fee unless we recover money/i);
        expect(unit, page.path).toMatch(/if there is no recovery[^.]*(do not|does not) repay/i);
        expect(unit, page.path).toMatch(/repaid from it/i);
      }
    }
  });
});
