// DATA_DIR's default was ./data, the firm's content folder, until the runtime data moved to
// ./.data. A copy updated from then still has its leads in data/leads-db: when DATA_DIR is not
// set, `npm start` and `npm run leads` move them (and the mail, the intake links' secret) to the
// new default before opening anything, with one line saying so. Nothing is merged or overwritten.
import { existsSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isAlive, privateDataDir } from './leads/database.ts';

const oldDataDir = 'data';
/** What the server wrote there: the embedded database, the .eml copies (and those being written), the intake links' secret. */
const runtimeEntries = ['leads-db', 'mail', 'mail-writing', 'intake-link-secret'];

export async function moveOldDataDir(dataDir: string, log: (line: string) => void) {
  const from = resolve(oldDataDir);
  if (resolve(dataDir) === from) return;
  const found = runtimeEntries.filter((entry) => existsSync(join(from, entry)));
  if (found.length === 0) return;
  const lock = join(from, 'leads-db.lock');
  const holder = existsSync(lock) ? Number(readFileSync(lock, 'utf8')) : 0;
  if (holder && isAlive(holder)) {
    throw new Error(`A server started before the update (pid ${holder}) still uses the leads in ${oldDataDir}/leads-db: stop it, then start again`);
  }
  const clash = found.find((entry) => existsSync(join(dataDir, entry)));
  if (clash) {
    throw new Error(
      `Both ${oldDataDir}/${clash} (from before DATA_DIR's default moved to ${dataDir}) and ${join(dataDir, clash)} exist: keep one of them, or set DATA_DIR=./${oldDataDir}`,
    );
  }
  await privateDataDir(dataDir);
  for (const entry of found) await rename(join(from, entry), join(dataDir, entry));
  // The old server's lock and its CLI socket's folder: a killed process's, as checked above.
  await rm(lock, { force: true });
  await rm(join(from, 'leads-cli'), { recursive: true, force: true });
  log(`Moved ${found.join(', ')} from ${oldDataDir}/ (the site's content) to ${dataDir}/, where runtime data now lives by default.`);
}
