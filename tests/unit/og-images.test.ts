// @vitest-environment node
// The share-image renderer on cards of its own (src/build/og-images.ts): a long headline steps down
// until it fits, one that cannot fit fails the build rather than overflow, and two pages cannot
// claim one image with different headlines.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderShareImage, writeShareImages } from '../../src/build/og-images.ts';

const dir = mkdtempSync(join(tmpdir(), 'og-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const card = (path: string, headline: string) => ({ url: `https://www.example.test/og${path}.png`, headline, alt: headline });
const size = (file: string) => {
  const bytes = readFileSync(file);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('writeShareImages', () => {
  it('draws a 1200×630 PNG per image, a 70-character headline included', async () => {
    const long = 'Injured in a Kent Truck Accident? We Take On the Trucking Companies.!!';
    expect(long).toHaveLength(70);
    const written = await writeShareImages([card('/short', 'Sitemap'), card('/city/long', long), card('/city/long', long)], dir);
    expect(written).toBe(2);
    expect(readdirSync(join(dir, 'og/city'))).toEqual(['long.png']);
    expect(size(join(dir, 'og/short.png'))).toEqual({ width: 1200, height: 630 });
    expect(size(join(dir, 'og/city/long.png'))).toEqual({ width: 1200, height: 630 });
  });

  it('fails, naming the headline, when even its smallest size would overflow the card', async () => {
    const endless = Array.from({ length: 12 }, () => 'Washington wrongful death claims').join(' ');
    await expect(writeShareImages([card('/endless', endless)], dir)).rejects.toThrow(/does not fit its share image .* even at 48 px/);
  });

  it('breaks a word too long for one line instead of letting it run off the card', async () => {
    const image = await renderShareImage(card('/word', 'W'.repeat(60)));
    // Each read of these crosses into resvg (and copies the pixels): read once.
    const { pixels, width } = image;
    const pixel = (x: number, y: number) => pixels.readUInt32BE(4 * (y * width + x));
    const background = pixel(0, 0);
    /** Points drawn (not background) in a box of the card, every other pixel. */
    const drawnIn = (left: number, top: number, right: number, bottom: number) => {
      const drawn: string[] = [];
      for (let y = top; y < bottom; y += 2) for (let x = left; x < right; x += 2) if (pixel(x, y) !== background) drawn.push(`${x},${y}`);
      return drawn;
    };
    // The headline's band, below the mark's row and above the footer: drawn in, but not in the card's right margin (72 px).
    expect(drawnIn(72, 188, 1128, 476).length).toBeGreaterThan(1000);
    expect(drawnIn(1132, 188, 1200, 476)).toEqual([]);
  });

  it('refuses two pages that claim one image with different headlines', async () => {
    await expect(writeShareImages([card('/same', 'One'), card('/same', 'Two')], dir)).rejects.toThrow(/share the image .* but not their headline/);
  });
});
