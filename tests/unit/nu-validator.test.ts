// The Nu HTML Checker (vnu.jar, the W3C validator's engine) on every pre-rendered page of both
// outputs: no errors and no warnings. Its plain info notes are not counted (React writes void
// elements as `<meta … />`, which it notes as having no effect), nor its findings on the CSS in a
// page's <style> (the critical CSS, src/build/critical-css.ts): that is Tailwind's output, and the
// checker's CSS grammar does not know what Tailwind writes for today's browsers (`@property`,
// `margin-trim` in a @supports test). Runs after `npm run build`, with
// the machine's Java (.ci/run installs it where it is missing).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { notFoundPages } from '../../src/server/not-found-pages.ts';

const vnu = join(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');
const dist = join(import.meta.dirname, '../../dist');

interface NuMessage {
  type: string;
  subType?: string;
  message: string;
  url?: string;
  lastLine?: number;
  extract?: string;
}

/** The checker's findings that count: errors, and info notes of subtype warning, but on the inline CSS. */
async function check(files: string[]): Promise<NuMessage[]> {
  // The checker exits 1 when it finds errors; its JSON report is on stderr either way. A run of a
  // few seconds: the quick JIT alone (the optimising one spent more CPU than it saved: 18 CPU-s
  // against 8), whose deeper frames need a larger stack than the 512k the checker asks for.
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m'];
  const result = await promisify(execFile)('java', [...jvm, '-jar', vnu, '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }),
  );
  const { messages } = JSON.parse(result.stderr) as { messages: NuMessage[] };
  return messages.filter(
    (message) => (message.type === 'error' || message.subType === 'warning' || message.type === 'non-document-error') && !message.message.startsWith('CSS: '),
  );
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));

describe('the Nu HTML Checker', () => {
  it('finds no error and no warning on any pre-rendered page (dist/client and dist/static)', async () => {
    const files = [...htmlFiles(join(dist, 'client')), ...htmlFiles(join(dist, 'static'))];
    expect(files.length).toBeGreaterThan(60);
    // Each language's 404 page, in both trees.
    for (const tree of ['client', 'static']) for (const page of notFoundPages) expect(files).toContain(join(dist, tree, page));
    // dist/static holds copies of dist/client's pages (tests/e2e/static-host.spec.ts): each content is checked once.
    const byContent = new Map(files.map((file) => [createHash('sha256').update(readFileSync(file)).digest('hex'), file]));
    const findings = await check([...byContent.values()]);
    const report = findings.map((finding) => `${finding.url?.replace(/^file:/, '')}:${finding.lastLine ?? '?'} ${finding.type}: ${finding.message}`);
    console.log(`Nu HTML Checker: ${files.length} pages, ${byContent.size} different, ${findings.length} errors and warnings`);
    expect(report).toEqual([]);
  }, 120_000);

  it('reports an invalid page (the check can fail)', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'nu-')), 'bad.html');
    writeFileSync(file, '<!doctype html><html lang="en"><title>x</title><section><p>no heading</section><div><li>stray</li></div></html>');
    const findings = await check([file]);
    expect(findings.map((finding) => finding.type)).toContain('error');
    expect(findings.some((finding) => finding.subType === 'warning')).toBe(true);
  }, 60_000);
});
