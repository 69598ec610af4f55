// How `npm run build` goes live (src/build/publish-build.ts), on a scratch folder: dist becomes a
// symlink to the finished build in one rename; the build dist pointed to before stays, older ones
// go, and one still being written by a live process is left alone.
import { spawn } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildsFolder, newBuildDir, publishBuild } from '../../src/build/publish-build.ts';

function builtInto(root: string, content: string) {
  const dir = newBuildDir(root);
  mkdirSync(join(dir, 'client'));
  writeFileSync(join(dir, 'client/index.html'), content);
  return dir;
}

describe('publishing a build', () => {
  it('turns a dist/ directory into a link to the new build, keeping the old tree beside it', () => {
    const root = mkdtempSync(join(tmpdir(), 'publish-'));
    mkdirSync(join(root, 'dist/client'), { recursive: true });
    writeFileSync(join(root, 'dist/client/index.html'), 'before');
    const next = builtInto(root, 'first');
    publishBuild(root, next);
    expect(lstatSync(join(root, 'dist')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(root, 'dist/client/index.html'), 'utf8')).toBe('first');
    const kept = readdirSync(join(root, buildsFolder)).map((name) => readFileSync(join(root, buildsFolder, name, 'client/index.html'), 'utf8'));
    expect(kept.sort()).toEqual(['before', 'first']);
  });

  it('keeps the build it replaced and removes older ones, but not one another process is still writing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'publish-'));
    const first = builtInto(root, 'first');
    publishBuild(root, first);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = builtInto(root, 'second');
    publishBuild(root, second);
    // A build under way in another, live process: its folder is named after its pid.
    const writer = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    const underWay = join(root, buildsFolder, `${Date.now()}-${writer.pid}`);
    mkdirSync(underWay);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const third = builtInto(root, 'third');
      publishBuild(root, third);
      expect(readlinkSync(join(root, 'dist'))).toBe(join(buildsFolder, third.split('/').at(-1)!));
      expect(
        readdirSync(join(root, buildsFolder))
          .map((name) => join(root, buildsFolder, name))
          .sort(),
      ).toEqual([second, third, underWay].sort());
      expect(readdirSync(root).sort()).toEqual(['dist', buildsFolder].sort());
    } finally {
      writer.kill();
    }
  });
});
