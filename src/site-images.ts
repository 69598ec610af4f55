// What a page shows before it is opened, named once: the icons (the head links them, ./head.ts;
// the build draws each from the firm's mark, src/build/icons.ts; site.webmanifest lists the app
// icons; the firm's structured data gives the largest as its logo) and the share images' size
// (src/pages/meta.ts, src/build/og-images.ts). Node runs the build, so imports carry `.ts`.
import { logoMark } from '../blocks/ui/logo-mark.ts';

export const icons = {
  /** Browsers that take an SVG icon (Chromium, Firefox) draw it sharp at any size. */
  svg: '/favicon.svg',
  /** For the others, and for whatever asks for /favicon.ico without reading the page. */
  ico: { href: '/favicon.ico', sizes: [16, 32] },
  /** iOS rounds the corners itself: a square tile. */
  appleTouch: { href: '/apple-touch-icon.png', size: 180 },
  app: [
    { href: '/icon-192.png', size: 192 },
    { href: '/icon-512.png', size: 512 },
  ],
  manifest: '/site.webmanifest',
} as const;

/** The browser's toolbar and the installed site's title bar: the mark's red. */
export const themeColor = logoMark.tile.fill;

/** Share images (og:image): the 1.91:1 size Facebook, LinkedIn, Slack and X show large. */
export const shareImageSize = { width: 1200, height: 630 } as const;
