// The disk a power cut leaves, from ./synced-copies.c: built here with `cc`, preloaded into the
// processes that write a folder, it keeps a copy of each file as it was when last synced. The disk
// after the cut is the folder as it was at a moment before (`before`), with those copies laid over it.
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { repoDir } from './processes.ts';

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stderr}`);
}

/** Compiles the preload library into `dir`; returns its path. */
export function buildSyncedCopies(dir: string) {
  const library = join(dir, 'synced-copies.so');
  run('cc', ['-shared', '-fPIC', '-O2', '-Wall', '-Werror', '-o', library, join(repoDir, 'tests/support/synced-copies.c'), '-ldl']);
  return library;
}

/** The environment that has the library copy each synced file under `watch` into `copies`, once `copies` exists. */
export const syncedCopiesEnv = (library: string, watch: string, copies: string) => ({ LD_PRELOAD: library, SYNCED_WATCH: watch, SYNCED_COPIES: copies });

/** `folder` as it is now (cp -a: modes and owners kept), taken while nothing is being written. */
export function snapshot(folder: string, to: string) {
  run('cp', ['-a', folder, to]);
}

/** The files of `copies`, relative to it, leaving out copies cut off half-written. */
export async function syncedFiles(copies: string) {
  const entries = await readdir(copies, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(copies.length + 1))
    .filter((path) => !/\.partial-\d+$/.test(path));
}

/** The disk after the cut, in `to`: `before` with the synced copies laid over it. */
export async function diskAfterCut({ before, copies, to }: { before: string; copies: string; to: string }) {
  await rm(to, { recursive: true, force: true });
  run('cp', ['-a', before, to]);
  for (const path of await syncedFiles(copies)) {
    await mkdir(join(to, path, '..'), { recursive: true });
    run('cp', ['-a', join(copies, path), join(to, path)]);
  }
}
