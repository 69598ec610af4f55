// `npm start` never serves a stale build: dist/ is rebuilt first when it is missing, unfinished, or
// older than a file the build reads. The tests that need the build call the same function.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Not `new URL('../..', import.meta.url)`: Vite rewrites that pattern as an asset in jsdom tests.
export const repoDir = resolve(import.meta.dirname, '../..');

/** What `npm run build` reads. */
const buildInputs = ['data', 'blocks', 'src', 'public', 'lead-core', 'pages.config.ts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** The client build's first output and the pre-render's route table: when a build began, and that it got to the end. */
const buildStarted = 'dist/client/.vite/manifest.json';
const buildServable = 'dist/serving.json';

const mtimeOf = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

function newestInput(root: string): { path: string; mtimeMs: number } | undefined {
  let newest: { path: string; mtimeMs: number } | undefined;
  const visit = (path: string) => {
    const info = statSync(join(root, path), { throwIfNoEntry: false });
    if (info?.isDirectory()) for (const entry of readdirSync(join(root, path))) visit(`${path}/${entry}`);
    else if (info && info.mtimeMs > (newest?.mtimeMs ?? -1)) newest = { path, mtimeMs: info.mtimeMs };
  };
  buildInputs.forEach(visit);
  return newest;
}

/** Why dist/ under `root` cannot be served as it is, or undefined when it is up to date. */
export function staleBuildReason(root = repoDir): string | undefined {
  const started = mtimeOf(join(root, buildStarted));
  const servable = mtimeOf(join(root, buildServable));
  if (started === undefined || servable === undefined) return 'there is no build in dist/ yet';
  if (servable < started) return 'the last build in dist/ did not finish';
  const newest = newestInput(root);
  if (newest && newest.mtimeMs > started) return `${newest.path} changed after the last build`;
  return undefined;
}

/**
 * Runs `npm run build` in `root` when staleBuildReason gives a reason. One build at a time: a
 * second process (another test file, a second `npm start`) waits for the first, then finds dist/
 * up to date.
 */
export function ensureFreshBuild({ root = repoDir, log = console.log }: { root?: string; log?: (line: string) => void } = {}) {
  if (!staleBuildReason(root)) return;
  const release = waitForLock(join(root, '.cache/build.lock'));
  try {
    const reason = staleBuildReason(root);
    if (!reason) return;
    log(`Building the site first (npm run build): ${reason}.`);
    // The production build whoever asks: a caller's NODE_ENV (vitest sets `test`) would make Vite
    // bundle React's development build, which then fails the budgets and the browser tests.
    const { NODE_ENV: _callers, ...env } = process.env;
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal}), so there is no up-to-date site to serve`);
  } finally {
    release();
  }
}

/** A pid file taken exclusively; one left by a process that died is taken over. */
function waitForLock(path: string): () => void {
  mkdirSync(join(path, '..'), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(path, 'utf8'));
    } catch {
      continue; // released meanwhile
    }
    if (holder && !processExists(holder)) rmSync(path, { force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}

function processExists(pid: number) {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
