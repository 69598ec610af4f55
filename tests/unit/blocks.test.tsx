// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { Block, BlockType } from '../../blocks';
import { blockFixtures, expectedText } from './fixtures';
import { renderBlocks } from './render';

afterEach(cleanup);

describe('every block renders from its fixture', () => {
  for (const type of Object.keys(blockFixtures) as BlockType[]) {
    it(`${type} shows its content`, async () => {
      const block = { type, ...blockFixtures[type] } as Block;
      await renderBlocks([block]);
      expect((await screen.findAllByText(expectedText[type], { exact: false })).length).toBeGreaterThan(0);
    });
  }
});

describe('block behaviour', () => {
  it('the settlement carousel renders its list twice and hides the copy from assistive technology', async () => {
    const { container } = await renderBlocks([{ type: 'settlement-carousel', ...blockFixtures['settlement-carousel'] }]);
    const lists = container.querySelectorAll('.carousel-track > ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]?.getAttribute('aria-hidden')).toBeNull();
    expect(lists[1]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('the home spotlight opens the external site in a new tab', async () => {
    await renderBlocks([{ type: 'attorney-spotlight', ...blockFixtures['attorney-spotlight'] }]);
    const link = screen.getByRole('link', { name: /Learn More about Pat Example/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe('https://pat.example');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('a video loads nothing from YouTube until asked', async () => {
    const { container } = await renderBlocks([{ type: 'video', ...blockFixtures.video }]);
    expect(container.querySelector('iframe')).toBeNull();
    screen.getByRole('link', { name: /Play video: Our team/ }).click();
    expect((await screen.findByTitle('Our team')).tagName).toBe('IFRAME');
  });

  it('a stats figure’s note is its tooltip and is also shown as small print', async () => {
    await renderBlocks([{ type: 'stats', ...blockFixtures.stats }]);
    const button = screen.getByRole('button', { name: 'About: Success rate' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Matters closed with a recovery, 2019–2025.');
    expect(screen.getByRole('list', { name: 'About these figures: Why choose us' }).textContent).toBe(
      'Success rate: Matters closed with a recovery, 2019–2025.',
    );
  });

  it('the testimonials say where the quotes come from, and that results are not a promise', async () => {
    await renderBlocks([{ type: 'testimonials', ...blockFixtures.testimonials }]);
    expect(screen.getByText(/These quotes are samples\. Prior results do not guarantee a similar outcome\./)).toBeTruthy();
  });

  it('the practice form posts the page source label and offers the nine case types', async () => {
    const { container } = await renderBlocks([{ type: 'practice-hero', ...blockFixtures['practice-hero'] }]);
    expect(container.querySelector<HTMLInputElement>('input[name="source_page"]')?.value).toBe('truck-accident-lawyer');
    expect(screen.getAllByRole('option').filter((option) => !option.hasAttribute('disabled'))).toHaveLength(9);
  });
});
