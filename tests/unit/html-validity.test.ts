// @vitest-environment node
// Every pre-rendered page through the Nu Html Checker (vnu.jar, the W3C validator's engine), as
// issue 14 asks for each page: errors fail the test. The checker is Java; its jar comes from the
// `vnu-jar` npm package (VNU_JAR to point elsewhere). Without a jar or Java the test is skipped
// with the reason printed, except under CI, where that fails the run (as tests/support/databases.ts
// does for PostgreSQL).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { site } from '../../pages.config.ts';

const repoDir = join(import.meta.dirname, '../..');
const clientDir = join(repoDir, 'dist/client');
const jar = process.env.VNU_JAR ?? join(repoDir, 'node_modules/vnu-jar/build/dist/vnu.jar');
const java = process.env.JAVA ?? 'java';

function missing(): string {
  if (!existsSync(jar)) return `no Nu Html Checker at ${jar} (npm install --save-dev vnu-jar, or set VNU_JAR)`;
  if (spawnSync(java, ['-version']).status !== 0) return `no Java to run the Nu Html Checker (${java}; apt-get install default-jre-headless, or set JAVA)`;
  return '';
}
const absent = missing();
if (absent && process.env.CI) throw new Error(`${absent}; CI needs it for the HTML validity test`);

beforeAll(() => (absent ? undefined : ensureFreshBuild()), 300_000);

const files = [...site.pages.map((page) => (page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`)), '404.html'];

describe('the pre-rendered pages under the Nu Html Checker', () => {
  it(`has no error on any of the ${files.length} pages (every configured route and the 404 page)`, (context) => {
    if (absent) return context.skip(absent);
    // One run for all pages: the JVM starts once. --errors-only leaves out warnings and notes.
    const run = spawnSync(java, ['-jar', jar, '--errors-only', '--format', 'gnu', ...files], { cwd: clientDir, encoding: 'utf8' });
    expect(run.stderr.trim()).toBe('');
    expect(run.status).toBe(0);
  });

  it('finds errors when there are some (the check can fail)', (context) => {
    if (absent) return context.skip(absent);
    const broken = '<!doctype html><html lang="en"><head><title>x</title></head><body><main><p><div>block in a paragraph</div></p><a href="/x" href="/y">twice</a></main></body></html>';
    let output = '';
    try {
      execFileSync(java, ['-jar', jar, '--errors-only', '--format', 'gnu', '-'], { input: broken, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stderr?: string }).stderr);
    }
    expect(output).toMatch(/error: Duplicate attribute “href”/);
  });
});
