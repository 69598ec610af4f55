// The two builds the benchmark compares: the site as shipped (`npm run build`: pre-rendered,
// islands hydrated) and the static limit (the shipped pages with their scripts removed).
import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressTree } from '../../src/build/compress.ts';

export const repoDir = fileURLToPath(new URL('../..', import.meta.url));
export const siteDist = join(repoDir, 'dist');
export const benchDir = join(repoDir, 'dist-bench');
export const staticDist = join(benchDir, 'static');

/** Runs a command in the repository (with `env`, if given); resolves with its output and wall time, rejects with its output. */
export function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{ output: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ output, ms: performance.now() - started });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

export interface BuildTimes {
  totalMs: number;
  /** The pre-render step alone, as src/build/prerender.ts reports it. */
  prerenderMs: number | undefined;
}

export async function buildSite(): Promise<BuildTimes> {
  const { output, ms } = await run('npm', ['run', 'build']);
  const prerender = /Pre-rendered .* in (\d+) ms/.exec(output);
  return { totalMs: ms, prerenderMs: prerender ? Number(prerender[1]) : undefined };
}

/**
 * The static limit: the shipped pages as plain HTML and CSS, every script tag removed, served the
 * same way. What the site would cost with no JavaScript at all. Needs dist/ (buildSite first).
 */
export async function buildStaticLimit(): Promise<void> {
  await rm(staticDist, { recursive: true, force: true });
  await cp(siteDist, staticDist, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const clientDir = join(staticDist, 'client');
  for (const file of await readdir(clientDir, { recursive: true })) {
    if (!file.endsWith('.html')) continue;
    const html = await readFile(join(clientDir, file), 'utf8');
    // Every script but the JSON-LD data blocks, which never run.
    await writeFile(join(clientDir, file), html.replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, ''));
  }
  await compressTree(clientDir);
}
