// Each page's share image (og:image), dist/client/og/<path>.png, 1200×630, drawn at build time from
// what src/pages/meta.ts (shareCard) says the page's card shows: the firm's mark and name, the
// page's headline, its host and the phone number. Satori lays the card out as SVG with flexbox
// (Inter from @fontsource/inter: satori reads .woff, not .woff2); resvg turns each into a PNG on
// libuv's threads while satori lays out the next. The site's 25 images take about 0.4 s, so
// nothing is cached between builds.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync, type RenderedImage } from '@resvg/resvg-js';
import type { ReactElement } from 'react';
import satori, { type Font } from 'satori';
import { logoMark, logoMarkSvg } from '../../blocks/ui/logo-mark.ts';
import { firm } from '../../data/firm.ts';
import type { ShareCard } from '../pages/meta.ts';
import { shareImageSize } from '../site-images.ts';

const colors = { background: '#020617', text: '#ffffff', muted: '#cbd5e1', accent: logoMark.tile.fill };
const padding = { x: 72, y: 64 };
/** A strip of the mark's red along the bottom edge. */
const accentHeight = 14;
const markSize = 88;
const footerHeight = 40;
const gap = 36;
const lineHeight = 1.12;
/** What is left for the headline between the mark's row and the footer. */
const headlineBox = {
  width: shareImageSize.width - 2 * padding.x,
  height: shareImageSize.height - accentHeight - 2 * padding.y - markSize - footerHeight - 2 * gap,
};
/** Largest first: a short headline fills the card, a long one steps down until it fits. */
const headlineSizes = [80, 72, 64, 56, 48] as const;

async function loadFonts(): Promise<Font[]> {
  const weights = [400, 700, 800] as const;
  return Promise.all(
    weights.map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(fileURLToPath(import.meta.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))),
    })),
  );
}

type Style = Record<string, string | number>;
type Child = ReactElement | string;
/** A satori element: React's element shape without JSX, which Node does not strip. */
const element = (type: string, style: Style, children: Child | Child[] = [], props: Record<string, unknown> = {}): ReactElement => ({
  type,
  key: null,
  props: { style, children, ...props },
});

const markUri = `data:image/svg+xml;base64,${Buffer.from(logoMarkSvg()).toString('base64')}`;

function card({ url, headline }: ShareCard, fontSize: number): ReactElement {
  return element(
    'div',
    {
      width: shareImageSize.width,
      height: shareImageSize.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: `${padding.y}px ${padding.x}px`,
      backgroundColor: colors.background,
      borderBottom: `${accentHeight}px solid ${colors.accent}`,
      fontFamily: 'Inter',
      color: colors.text,
    },
    [
      element('div', { display: 'flex', alignItems: 'center', height: markSize, flexShrink: 0 }, [
        element('img', { width: markSize, height: markSize }, [], { src: markUri, width: markSize, height: markSize }),
        element('div', { marginLeft: 28, fontSize: 36, fontWeight: 800 }, firm.names.primary),
      ]),
      element('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, margin: `${gap}px 0` }, [
        {
          ...element('div', { width: headlineBox.width, flexShrink: 0, fontSize, fontWeight: 800, lineHeight, wordBreak: 'break-word' }, headline),
          key: 'headline',
        },
      ]),
      element('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', height: footerHeight, flexShrink: 0, fontSize: 30 }, [
        element('div', { color: colors.muted }, new URL(url).host),
        element('div', { fontWeight: 700 }, firm.phones.main.display),
      ]),
    ],
  );
}

/** The card at the largest headline size whose lines fit their box: it never overflows. */
async function cardSvg(share: ShareCard, fonts: Font[]): Promise<string> {
  for (const fontSize of headlineSizes) {
    let height = Number.POSITIVE_INFINITY;
    const svg = await satori(card(share, fontSize), {
      ...shareImageSize,
      fonts,
      onNodeDetected: (node) => {
        if (node.key === 'headline') height = node.height;
      },
    });
    if (height <= headlineBox.height) return svg;
  }
  throw new Error(`The headline “${share.headline}” does not fit its share image (${share.url}) even at ${headlineSizes.at(-1)} px: shorten it`);
}

let fonts: Promise<Font[]> | undefined;

/** One share image, as pixels; resvg rasterises it on libuv's threads. */
export async function renderShareImage(share: ShareCard): Promise<RenderedImage> {
  const svg = await cardSvg(share, await (fonts ??= loadFonts()));
  return renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
}

/** Writes each page's share image into `clientDir`; pages that share a canonical address share one. */
export async function writeShareImages(cards: readonly ShareCard[], clientDir: string): Promise<number> {
  const byFile = new Map<string, ShareCard>();
  for (const share of cards) {
    const file = join(clientDir, new URL(share.url).pathname);
    const same = byFile.get(file);
    if (same && same.headline !== share.headline) {
      throw new Error(`Two pages share the image ${share.url} but not their headline (“${same.headline}”, “${share.headline}”)`);
    }
    byFile.set(file, share);
  }
  await Promise.all(
    [...byFile].map(async ([file, share]) => {
      const image = await renderShareImage(share);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, image.asPng());
    }),
  );
  return byFile.size;
}
