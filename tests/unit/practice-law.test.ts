// Statements of Washington law on the practice pages (issue 13): where a page states a rule, it
// states the rule's exceptions with it. The text is what the config hands the renderers (every
// string of a page's blocks), so a page rewritten in data/practice/ is checked as a visitor reads it.
import { describe, expect, it } from 'vitest';
import { site } from '../../pages.config';

type Unit = { where: string; text: string };

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(text).join('\n');
  return '';
}

const practicePages = site.pages.filter((page) => page.blocks.some((block) => block.type === 'practice-hero'));
const pageAt = (path: string) => {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return page;
};

/** The places a visitor reads one statement in full: a section, one FAQ answer, the hero, the closing. */
function units(path: string): Unit[] {
  return pageAt(path).blocks.flatMap((block): Unit[] => {
    if (block.type === 'faq' || block.type === 'faq-accordion')
      return block.items.map((item) => ({ where: `${path} FAQ “${item.question}”`, text: `${item.question}\n${item.answer}` }));
    return [{ where: `${path} ${block.type} ${'heading' in block ? `“${block.heading}”` : ''}`, text: text(block) }];
  });
}

// The four injury pages whose copy this file holds to every rule, section by section and answer by answer.
const ownPages = ['car-accident-lawyer', 'truck-accident-lawyer', 'motorcycle-accident-lawyer', 'dog-bite-lawyer'].map((slug) => `/kent-wa/${slug}`);

const statesComparativeFault = /comparative fault|RCW 4\.22\.005/i;
// Maritime law has a comparative-fault rule of its own (a boating page may state it); the bars below are Washington's.
const statesWashingtonsRule = (words: string) =>
  words.split(/(?<=[.!?])\s+/).some((sentence) => statesComparativeFault.test(sentence) && !/maritime|admiralty|federal/i.test(sentence));
const namesBothBars = (words: string) =>
  /RCW 5\.40\.060/.test(words) &&
  /RCW 4\.24\.420/.test(words) &&
  /alcohol|drugs/i.test(words) &&
  /more than 50%|more than half/i.test(words) &&
  /felony/i.test(words);

describe('comparative fault (RCW 4.22.005) is stated with its two bars (RCW 5.40.060, RCW 4.24.420)', () => {
  it('on every practice page that states it', () => {
    const pages = practicePages.filter((page) => statesWashingtonsRule(text(page.blocks)));
    expect(pages.length).toBeGreaterThan(0);
    const silent = pages.filter((page) => !/RCW 5\.40\.060/.test(text(page.blocks)) || !/RCW 4\.24\.420/.test(text(page.blocks)));
    expect(silent.map((page) => page.path)).toEqual([]);
  });

  it('in each section and each FAQ answer of the injury pages that states it', () => {
    const stating = ownPages.flatMap(units).filter((unit) => statesComparativeFault.test(unit.text));
    expect(stating.map((unit) => unit.where).join('\n')).toMatch(/FAQ/);
    for (const unit of stating) expect(namesBothBars(unit.text), `${unit.where}\n${unit.text}`).toBe(true);
  });

  it('and the pure-rule sentence alone fails the check (the check can fail)', () => {
    expect(namesBothBars('Washington follows pure comparative fault under RCW 4.22.005. Your share of fault reduces what you recover.')).toBe(false);
  });
});

describe('the dog-bite statute (RCW 16.08.040–.060)', () => {
  const dogBite = text(pageAt('/kent-wa/dog-bite-lawyer').blocks);
  const paragraphs = dogBite.split('\n');

  it('names the police-dog exception of RCW 16.08.040(2)', () => {
    expect(paragraphs.some((paragraph) => paragraph.includes('RCW 16.08.040(2)') && /police dog/i.test(paragraph))).toBe(true);
  });

  it('states lawful presence as RCW 16.08.050 does: the owner’s express or implied consent, not presumed on fenced or posted property', () => {
    const lawful = paragraphs.filter((paragraph) => paragraph.includes('RCW 16.08.050'));
    expect(lawful.length).toBeGreaterThan(0);
    for (const paragraph of lawful) {
      expect(paragraph).toMatch(/express or implied consent/i);
      expect(paragraph).toMatch(/fenced or reasonably posted/i);
    }
    expect(dogBite).not.toMatch(/legitimate reason/i);
  });

  it('states provocation (RCW 16.08.060) as a defense the owner must prove', () => {
    const provocation = paragraphs.filter((paragraph) => paragraph.includes('RCW 16.08.060'));
    expect(provocation.length).toBeGreaterThan(0);
    for (const paragraph of provocation) expect(paragraph).toMatch(/provo/i);
  });
});

describe('the collision report duty (RCW 46.52.030)', () => {
  it('on the car page, is triggered by property damage as well as injury or death, within four days', () => {
    const car = text(pageAt('/kent-wa/car-accident-lawyer').blocks).split('\n');
    const duty = car.filter((line) => line.includes('RCW 46.52.030'));
    expect(duty.length).toBeGreaterThan(0);
    for (const line of duty) {
      expect(line).toMatch(/four days/);
      expect(line).toMatch(/injur/i);
      expect(line).toMatch(/death|killed/i);
      expect(line).toMatch(/property/i);
      expect(line).toMatch(/\$1,000/);
    }
  });
});

describe('deadlines and claims against government', () => {
  it('on the injury pages, each statement that a child’s deadline pauses names RCW 4.16.190', () => {
    const pausing = ownPages.flatMap(units).filter((unit) => /under 18|turns 18|age 18/i.test(unit.text));
    expect(pausing.length).toBeGreaterThan(0);
    for (const unit of pausing) expect(unit.text, unit.where).toMatch(/RCW 4\.16\.190/);
  });

  it('on the injury pages, each statement of the 60-day wait covers local governments (RCW 4.96.020) and the state (chapter 4.92 RCW)', () => {
    const waits = ownPages.flatMap((path) =>
      text(pageAt(path).blocks)
        .split('\n')
        .filter((line) => /60-day|60 days/.test(line))
        .map((line) => ({ path, line })),
    );
    expect(waits.length).toBeGreaterThan(0);
    for (const { path, line } of waits) {
      expect(line, path).toMatch(/RCW 4\.96\.020/);
      expect(line, path).toMatch(/chapter 4\.92 RCW/);
    }
  });
});

describe('fees on the injury pages (RPC 1.5(c))', () => {
  it('say who pays case costs wherever a contingency fee is mentioned', () => {
    const fees = ownPages.flatMap(units).filter((unit) => /contingency/i.test(unit.text));
    expect(fees.length).toBeGreaterThanOrEqual(ownPages.length);
    for (const unit of fees) {
      expect(unit.text, unit.where).toMatch(/costs/i);
      expect(unit.text, unit.where).toMatch(/no recovery|recover nothing|nothing is recovered/i);
    }
  });

  it('keep “no win no fee” and the firm’s numeric claims out of titles and descriptions', () => {
    for (const path of ownPages) {
      const { title, description } = pageAt(path).meta;
      expect(`${title} ${description}`, path).not.toMatch(/no win|unless we win|97%|150|prosecutor|400|super ?lawyer/i);
    }
  });
});
