// The two builds the benchmark compares: the site as shipped (`npm run build`: pre-rendered,
// islands hydrated) and the static limit (the shipped pages as the best static page of the same
// content: no scripts, a bare head, every rule they use inline).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compressTree } from '../../src/build/compress.ts';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { classNames, usedCss } from '../../src/build/critical-css.ts';
import { pageHeaders, servingTableFile, type ServingTable } from '../../src/serving/serving-table.ts';
import { inlineHashes } from '../../src/server/security-headers.ts';

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
 * Another design of the site, for a bench to measure beside it: the committed tree (HEAD) with
 * `patch` applied, built in dist-bench/<name>/ (node_modules linked) and kept between runs while
 * HEAD and the patch are the same. Resolves with its dist/.
 */
export async function buildPatched(name: string, patch: string): Promise<string> {
  const dir = join(benchDir, name);
  const marker = join(dir, '.bench-source');
  const { output: head } = await run('git', ['rev-parse', 'HEAD']);
  const source = `${head.trim()} ${createHash('sha256')
    .update(await readFile(patch))
    .digest('hex')}`;
  if ((await readFile(marker, 'utf8').catch(() => '')) !== source) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await run('sh', ['-c', `git archive HEAD | tar -x -C "${dir}"`]);
    // Outside any repository (git would take dist-bench/ for part of this one and skip every path),
    // and checked applied: reversing it must apply.
    const outside = { ...process.env, GIT_CEILING_DIRECTORIES: dirname(dir) };
    await run('sh', ['-c', `cd "${dir}" && git apply "${patch}" && git apply --reverse --check "${patch}"`], outside).catch((error: Error) => {
      throw new Error(`${relative(repoDir, patch)} no longer applies to HEAD: make it again against today's files.\n${error.message}`);
    });
    await symlink(join(repoDir, 'node_modules'), join(dir, 'node_modules'));
    // A repository of its own, so that Tailwind's scan of the sources reads .gitignore (it does only
    // inside one): else it reads node_modules too and the stylesheet grows fourfold.
    await run('git', ['init', '-q', dir]);
    await writeFile(marker, source);
  }
  ensureFreshBuild({ root: dir, log: console.error });
  return join(dir, 'dist');
}

/** The head a static page needs for its first paint and its search listing: charset, viewport, title, description. */
const bareHead = (head: string) =>
  [...head.matchAll(/<meta charSet="[^"]*"\/>|<meta name="viewport"[^>]*>|<title>[^<]*<\/title>|<meta name="description"[^>]*>/g)].map(([tag]) => tag).join('');

/**
 * The static limit: the best static page of the same content, served the same way. The shipped
 * page with every script removed (the loader, the JSON-LD), the islands' names and props (read
 * only by hydration), a head of charset, viewport, title and description only, and in it, inline,
 * just the rules of the site's stylesheet its elements use: nothing to fetch before the first
 * paint but the HTML, and no byte the page does not show. Needs dist/ (buildSite first).
 */
export async function buildStaticLimit(): Promise<void> {
  await rm(staticDist, { recursive: true, force: true });
  await cp(siteDist, staticDist, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const clientDir = join(staticDist, 'client');
  const tableFile = join(staticDist, servingTableFile);
  const table = JSON.parse(await readFile(tableFile, 'utf8')) as ServingTable;
  const stylesheets = new Map<string, string>();
  for (const file of await readdir(clientDir, { recursive: true })) {
    if (!file.endsWith('.html')) continue;
    const shipped = await readFile(join(clientDir, file), 'utf8');
    let css = '';
    for (const [, href] of shipped.matchAll(/<link rel="stylesheet" href="([^"]*)"\/>/g)) {
      if (!stylesheets.has(href!)) stylesheets.set(href!, await readFile(join(clientDir, href!), 'utf8'));
      css += stylesheets.get(href!);
    }
    const content = shipped
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="stylesheet"[^>]*>|<style>[\s\S]*?<\/style>/g, '')
      .replace(/ data-(island|props)="[^"]*"/g, '');
    const html = content.replace(
      /<head>([\s\S]*?)<\/head>/,
      (_, head: string) => `<head>${bareHead(head)}<style>${usedCss(css, classNames(content))}</style></head>`,
    );
    // Each page a policy of its own inline code: a site-wide one would list every page's styles in each answer.
    const path = file.split(sep).join('/');
    const { page, 'page-https': https } = pageHeaders(inlineHashes(html), undefined);
    Object.assign(table.headers, { [path]: page, [`${path} https`]: https });
    for (const served of [...Object.values(table.files), ...Object.values(table.notFound)].filter((entry) => entry.file === path)) {
      Object.assign(served, { headers: path, httpsHeaders: `${path} https` });
    }
    await writeFile(join(clientDir, file), html);
  }
  await writeFile(tableFile, JSON.stringify(table, null, 2));
  await compressTree(clientDir);
}
