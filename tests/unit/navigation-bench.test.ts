// @vitest-environment node
// The navigation bench (tests/bench/navigation.ts) builds its platform design from the committed
// tree with tests/bench/navigation-platform.patch applied: the patch still applies to today's files,
// and the pages it navigates between exist (the DUI page with a Spanish twin). No build.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { site } from '../../pages.config';
import { pairs, platformPatch } from '../bench/navigation';
import { repoDir } from '../bench/builds';

describe('the navigation bench', () => {
  it('its platform design, tests/bench/navigation-platform.patch, still applies to the tree', () => {
    expect(() => execFileSync('git', ['apply', '--check', platformPatch], { cwd: repoDir, stdio: 'pipe' })).not.toThrow();
  });

  it('navigates between configured pages', () => {
    const page = (path: string) => site.pages.find((config) => config.path === path);
    for (const pair of pairs) expect(page(pair.from), pair.from).toBeDefined();
    for (const pair of pairs.filter((pair) => pair.to.startsWith('/'))) {
      expect(page(pair.to), pair.to).toBeDefined();
      expect(pair.link).toContain(`href="${pair.to}"`);
    }
    expect(page('/kent-wa/dui-lawyer')?.alternates.es).toBeDefined();
  });
});
