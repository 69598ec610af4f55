import type { Page, TestInfo } from '@playwright/test';
import { site, siteData } from '../../pages.config';
import { indexablePages } from '../../src/pages/meta';

export { site, siteData, indexablePages };

/** Collects console errors and warnings (hydration mismatches among them) and page errors. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A readable file name for a route's snapshot. */
export const routeName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '__'));

/**
 * The `static-host` project (tests/playwright.config.ts): dist/static under `wrangler pages dev`
 * instead of `npm start`. Tests it runs carry the tag; where the host answers differently, the
 * test says so with this.
 */
export const staticHost = { tag: '@static-host' } as const;
export const onStaticHost = (info: TestInfo) => info.project.name === 'static-host';
