// The tools that look at the built site (the QA gallery, the interaction bench) must not look at
// an old one: they run `npm run build` first when dist/ is missing or older than one of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoDir, siteDist } from './bench/builds.ts';

// Written by the pre-render, the last step of `npm run build` that reads the sources.
const builtMarker = join(siteDist, 'routes.json');
const buildInputs = ['pages.config.ts', 'vite.config.ts', 'package.json', 'blocks', 'data', 'public', 'src', 'supabase/functions/_shared'];
// Source files only: data/ also holds the embedded lead database and mail of a local `npm start`.
const sourceFile = /\.(tsx?|css|json|svg|png|jpe?g|webp|avif|ico|woff2?)$/;

/** Why dist/ needs building, or undefined when it is newer than every source. */
export function staleBuildReason(): string | undefined {
  if (!existsSync(builtMarker)) return 'no build in dist/';
  const builtAt = statSync(builtMarker).mtimeMs;
  for (const input of buildInputs) {
    const path = join(repoDir, input);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' }).filter((file) => sourceFile.test(file)).map((file) => join(input, file))
      : [input];
    const newer = files.find((file) => statSync(join(repoDir, file)).mtimeMs > builtAt);
    if (newer) return `${newer} is newer than the build in dist/`;
  }
  return undefined;
}

/** Runs `npm run build` when dist/ is missing or stale; throws if the build fails. */
export function ensureFreshBuild() {
  const reason = staleBuildReason();
  if (!reason) return;
  console.error(`Building the site (${reason})…`);
  // Its output goes to stderr: stdout is the tool's report.
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoDir, stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error(`npm run build exited with ${build.status}`);
}
