// @vitest-environment node
// `npm start` never serves a stale build (src/server/fresh-build.ts), tried on a scratch tree laid
// out like the repository, whose `npm run build` is a small script that counts its runs.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { staleBuildReason } from '../../src/server/fresh-build.ts';
import { node, repoDir } from '../support/processes.ts';

/** Sources written long ago, at second 1000 of the epoch; the build's outputs are written now. */
async function write(root: string, path: string, text = '', seconds = 1000) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
  await utimes(join(root, path), seconds, seconds);
}

const build = `
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
appendFileSync('builds.log', 'built\\n');
await new Promise((resolve) => setTimeout(resolve, 500));
mkdirSync('dist/client/.vite', { recursive: true });
writeFileSync('dist/client/.vite/manifest.json', '{}');
writeFileSync('dist/serving.json', '{}');
`;

async function scratchRepository({ built }: { built: boolean }) {
  const root = await mkdtemp(join(tmpdir(), 'fresh-build-'));
  await write(root, 'package.json', JSON.stringify({ private: true, scripts: { build: 'node build.mjs' } }));
  await write(root, 'build.mjs', build);
  await write(root, 'data/offices.ts', 'export const offices = {};');
  await write(root, 'data/practice/car-accident.ts', 'export const carAccident = {};');
  await write(root, 'blocks/hero.tsx', 'export function Hero() {}');
  await write(root, 'pages.config.ts', 'export const site = {};');
  if (built) {
    await write(root, 'dist/client/.vite/manifest.json', '{}', 2000);
    await write(root, 'dist/serving.json', '{}', 2001);
  }
  return root;
}

describe('whether dist/ is up to date', () => {
  it('is not when there is no build yet', async () => {
    expect(staleBuildReason(await scratchRepository({ built: false }))).toBe('there is no build in dist/ yet');
  });

  it('is when the build is newer than every source', async () => {
    expect(staleBuildReason(await scratchRepository({ built: true }))).toBeUndefined();
  });

  it('is not once a data file, a block or the config changes, or a file is added', async () => {
    for (const path of [
      'data/offices.ts',
      'data/practice/car-accident.ts',
      'blocks/hero.tsx',
      'pages.config.ts',
      'blocks/new-block.tsx',
      'package-lock.json',
    ]) {
      const root = await scratchRepository({ built: true });
      await write(root, path, '// changed', 3000);
      expect(staleBuildReason(root), path).toBe(`${path} changed after the last build`);
    }
  });

  it('is not when the last build stopped before its end', async () => {
    const root = await scratchRepository({ built: true });
    await write(root, 'dist/client/.vite/manifest.json', '{}', 2500);
    expect(staleBuildReason(root)).toBe('the last build in dist/ did not finish');
  });

  it("ignores files the build does not read, and the server's runtime data (in .data/, outside data/)", async () => {
    const root = await scratchRepository({ built: true });
    for (const path of ['.data/leads-db/base/1/1259', '.data/mail/2026-11-24-lead.eml', '.data/leads-db.lock', 'README.md', 'tests/unit/x.test.ts']) {
      await write(root, path, 'x', 3000);
    }
    expect(staleBuildReason(root)).toBeUndefined();
  });

  it('is not once any file in data/ changes, a module or not: data/ holds only what the build reads', async () => {
    const root = await scratchRepository({ built: true });
    await write(root, 'data/photos/attorney.jpg', 'x', 3000);
    expect(staleBuildReason(root)).toBe('data/photos/attorney.jpg changed after the last build');
  });
});

describe('ensureFreshBuild', () => {
  const ensure = (root: string) =>
    promisify(execFile)(
      node,
      ['--input-type=module', '-e', `import { ensureFreshBuild } from '${repoDir}/src/server/fresh-build.ts'; ensureFreshBuild({ root: process.env.ROOT });`],
      {
        env: { ...process.env, ROOT: root },
        encoding: 'utf8',
      },
    );
  const builds = async (root: string) => (await readFile(join(root, 'builds.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean).length;

  it('builds once for two processes that find dist/ stale at the same time, and not again once it is up to date', { timeout: 60_000 }, async () => {
    const root = await scratchRepository({ built: false });
    const [first, second] = await Promise.all([ensure(root), ensure(root)]);
    expect(await builds(root)).toBe(1);
    expect(`${first.stdout}${second.stdout}`.match(/Building the site first \(npm run build\): there is no build in dist\/ yet\./g)).toHaveLength(1);
    expect(staleBuildReason(root)).toBeUndefined();

    await ensure(root);
    expect(await builds(root)).toBe(1);
  });
});
