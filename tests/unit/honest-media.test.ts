// @vitest-environment jsdom
// Honest media (issue 13): every video entry plays a video of its own, portraits are described as
// what is drawn, and the video facade asks nothing of YouTube until the visitor does.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Block } from '../../blocks';
import type { AttorneyId } from '../../data/attorneys';
import { firm } from '../../data/firm';
import { defaultLocale, localeIds, type Locale, type TranslatedLocale } from '../../data/locales';
import { site, siteData } from '../../pages.config';
import { practicePath } from '../../src/pages/paths';
import { homeOfficeOf } from '../../src/pages/site-data';
import { renderBlocks } from './render';

afterEach(cleanup);

const videoEntries = [firm.videos.practice, ...firm.videos.home, ...Object.values(siteData.practiceAreas).flatMap((area) => (area.video ? [area.video] : []))];
const videosOf = (path: string) =>
  site.pages.find((page) => page.path === path)!.blocks.filter((block): block is Extract<Block, { type: 'video' }> => block.type === 'video');

describe('videos', () => {
  it('each video entry in data has its own id, of YouTube’s 11-character shape', () => {
    const ids = videoEntries.map((video) => video.youtubeId);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('the wrongful-death page plays its own video under its own heading; the other practice pages play theirs', () => {
    const home = homeOfficeOf(siteData);
    const pages = Object.entries(siteData.practiceAreas).map(([id, area]) => ({ id, video: videosOf(practicePath(home.slug, area.slug))[0]! }));
    const wrongfulDeath = pages.find((page) => page.id === 'wrongful-death')!.video;
    const others = pages.filter((page) => page.id !== 'wrongful-death').map((page) => page.video);
    expect(others.length).toBe(7);
    for (const other of others) {
      expect(wrongfulDeath.videos[0]!.youtubeId).not.toBe(other.videos[0]!.youtubeId);
      expect(wrongfulDeath.heading).not.toBe(other.heading);
    }
    expect(wrongfulDeath.heading).toMatch(/wrongful-death/i);
  });

  it('a sample id loads nothing until asked, then frames the privacy-enhanced player', async () => {
    const { container } = await renderBlocks([{ type: 'video', heading: firm.videos.practice.heading, videos: [firm.videos.practice] }]);
    expect(container.querySelector('iframe, img')).toBeNull();
    const play = screen.getByRole('link', { name: new RegExp(`^Play video: ${firm.videos.practice.title}`) });
    expect(play.getAttribute('href')).toBe(`https://www.youtube-nocookie.com/embed/${firm.videos.practice.youtubeId}?autoplay=1&rel=0`);
    play.click();
    expect((await screen.findByTitle(firm.videos.practice.title)).getAttribute('src')).toContain(firm.videos.practice.youtubeId);
  });
});

describe('portraits', () => {
  // Each attorney's portrait as each language describes it: data/attorneys.ts, and the translations' summaries.
  const descriptionsIn = (locale: Locale) =>
    Object.entries(siteData.attorneys).map(([id, attorney]) => ({
      initials: attorney.portrait.initials,
      alt:
        locale === defaultLocale ? attorney.portrait.alt : siteData.translations![locale as TranslatedLocale]!.attorneySummaries[id as AttorneyId].portraitAlt,
    }));

  it('are described as the drawn initials they show, never as a photo, in each language', () => {
    for (const { initials, alt } of descriptionsIn('en')) {
      expect(alt).not.toMatch(/photo|photograph|headshot|portrait|smiling|suit/i);
      expect(alt).toContain(`Initials ${initials}`);
    }
    for (const { initials, alt } of descriptionsIn('es')) {
      expect(alt).not.toMatch(/foto|retrato|sonr|traje/i);
      expect(alt).toContain(`Iniciales ${initials}`);
    }
  });

  it('every portrait on every page carries that description, in the page’s language', async () => {
    let portraits = 0;
    for (const locale of localeIds) {
      const alts = new Set(descriptionsIn(locale).map((description) => description.alt));
      const portraitBlocks = site.pages
        .filter((page) => page.locale === locale)
        .flatMap((page) => page.blocks.filter((block) => ['bio-hero', 'team-cards', 'attorney-spotlight'].includes(block.type)));
      const { container } = await renderBlocks(portraitBlocks, locale);
      const labels = [...container.querySelectorAll('svg[role="img"][width="320"]')].map((svg) => svg.getAttribute('aria-label'));
      expect(labels.length, locale).toBeGreaterThanOrEqual(Math.max(portraitBlocks.length, 1));
      for (const label of labels) expect(alts.has(label!), `${locale}: ${label}`).toBe(true);
      portraits += labels.length;
    }
    expect(portraits).toBeGreaterThan(5);
  });
});
