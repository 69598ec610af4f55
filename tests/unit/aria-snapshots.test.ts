// Every route keeps its ARIA snapshot: QA reads them (`npm run qa:gallery`) and the browser suite
// matches each page against its own (tests/e2e/pages.spec.ts). Held from the route list, before any
// browser starts: each configured page and each language's 404 page has its committed file in
// tests/e2e/__snapshots__, and every file there is a route's.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ariaSnapshotRoutes, routeName } from '../e2e/site';

const committed = readdirSync(new URL('../e2e/__snapshots__/', import.meta.url)).filter((file) => file.endsWith('.aria.yml'));
const fileOf = (path: string) => `${routeName(path)}.aria.yml`;

describe('the ARIA snapshots', () => {
  it.each(ariaSnapshotRoutes)('%s has its own', (path) => {
    expect(
      committed,
      `${path} has no ARIA snapshot yet: make it with \`npm run test:e2e -- tests/e2e/pages.spec.ts --update-snapshots=missing\`, read tests/e2e/__snapshots__/${fileOf(path)} and commit it`,
    ).toContain(fileOf(path));
  });

  it('are each a route’s: none is left of a page the site no longer has', () => {
    const routes = new Set(ariaSnapshotRoutes.map(fileOf));
    expect(committed.filter((file) => !routes.has(file))).toEqual([]);
  });
});
