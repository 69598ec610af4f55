// `npm run build`: the launch check, the route tree, the browser and server bundles and the
// pre-render, all into a new directory (./publish-build.ts), which then replaces dist in one
// rename. A failed step leaves dist as it was.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoDir } from '../server/fresh-build.ts';
import { newBuildDir, publishBuild } from './publish-build.ts';

const buildDir = newBuildDir(repoDir);
const vite = join(repoDir, 'node_modules/.bin/vite');
const steps: { args: string[]; env?: Record<string, string> }[] = [
  { args: [process.execPath, 'src/build/check-launch.ts', '--build'] },
  { args: [process.execPath, 'src/build/generate-route-tree.ts'] },
  { args: [vite, 'build', '--outDir', join(buildDir, 'client')] },
  { args: [vite, 'build', '--ssr', '--outDir', join(buildDir, 'server')] },
  { args: [process.execPath, 'src/build/prerender.ts'], env: { DIST_DIR: buildDir } },
];
for (const { args, env } of steps) {
  const [command, ...rest] = args as [string, ...string[]];
  const step = spawnSync(command, rest, { cwd: repoDir, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (step.status !== 0) {
    rmSync(buildDir, { recursive: true, force: true });
    process.exit(step.status ?? 1);
  }
}
publishBuild(repoDir, buildDir);
console.log(`Build published: dist -> ${buildDir.slice(repoDir.length + 1)}`);
