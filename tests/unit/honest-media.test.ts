// Honest media (issue 13): every video entry plays a video of its own, portraits are described as
// what is drawn, and the video facade asks nothing of YouTube until the visitor does.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Block } from '../../blocks';
import { firm } from '../../data/firm';
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
  it('are described as the drawn initials they show, never as a photo', () => {
    for (const attorney of Object.values(siteData.attorneys)) {
      expect(attorney.portrait.alt).not.toMatch(/photo|photograph|headshot|portrait|smiling|suit/i);
      expect(attorney.portrait.alt).toContain(`Initials ${attorney.portrait.initials}`);
    }
  });

  it('every portrait on every page carries that description', async () => {
    const alts = new Set(Object.values(siteData.attorneys).map((attorney) => attorney.portrait.alt));
    const portraitBlocks = site.pages.flatMap((page) => page.blocks.filter((block) => ['bio-hero', 'team-cards', 'attorney-spotlight'].includes(block.type)));
    expect(portraitBlocks.length).toBeGreaterThan(5);
    const { container } = await renderBlocks(portraitBlocks);
    const labels = [...container.querySelectorAll('svg[role="img"][width="320"]')].map((svg) => svg.getAttribute('aria-label'));
    expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) expect(alts.has(label!), String(label)).toBe(true);
  });
});
