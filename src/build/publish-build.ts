// Where `npm run build` writes, and how it goes live. Each build is written into a directory of its
// own, dist-builds/<started>-<pid>/, and dist is a symlink to the finished one. Switching is one
// rename of a new symlink over dist, so a server serving the old build never sees a half-written
// tree, and one that is running picks the new build up (src/server/site-server.ts). The build dist
// pointed to before stays, so a page loaded from it still gets its assets; older ones are removed.
import { existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';

export const buildsFolder = 'dist-builds';

/** A new, empty directory for one build under `root`. */
export function newBuildDir(root: string): string {
  const dir = join(root, buildsFolder, `${Date.now()}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The pid in a build directory's name: a build still under way in another process is not removed. */
const builderOf = (name: string) => Number(/^\d+-(\d+)$/.exec(name)?.[1]);

function isRunning(pid: number) {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Points `root`/dist at `buildDir` in one rename, then removes the builds no server needs any more. */
export function publishBuild(root: string, buildDir: string): void {
  const link = join(root, 'dist');
  const next = join(root, `dist.next-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(relative(root, buildDir), next);
  let previous: string | undefined;
  const current = lstatSync(link, { throwIfNoEntry: false });
  if (current?.isSymbolicLink()) {
    // A link to a build removed by hand leaves nothing to keep.
    previous = existsSync(link) ? realpathSync(link) : undefined;
  } else if (current) {
    // A dist/ directory from before builds were switched: moved beside the others (the only gap, once).
    previous = join(root, buildsFolder, `${Math.floor(current.mtimeMs)}-0`);
    renameSync(link, previous);
  }
  renameSync(next, link);
  for (const name of readdirSync(join(root, buildsFolder))) {
    const dir = join(root, buildsFolder, name);
    if (dir === buildDir || dir === previous) continue;
    const builder = builderOf(name);
    if (builder && builder !== process.pid && isRunning(builder)) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}
