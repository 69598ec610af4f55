// How `npm run leads` reaches the leads, always through postgres.js: DATABASE_URL's server, or the
// embedded database on its socket in $DATA_DIR (./database-socket.ts). While `npm start` serves,
// that socket is the server's, so the site keeps answering; when no server runs, the CLI opens the
// directory itself (holding its lock, so no server starts on it meanwhile) and serves it on the
// same socket in its own process, so every command takes the same path either way.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ServerEnv } from '../env.ts';
import { openDatabase, postgresDatabase, type Database } from './database.ts';
import { socketPath } from './database-socket.ts';

/** No process serves the socket: none was started, or one was killed and left its file behind. */
const nobodyServes = (error: unknown) => ['ENOENT', 'ECONNREFUSED'].includes((error as NodeJS.ErrnoException).code ?? '');

/** How long a command waits for another one on the socket to finish (it serves one client at a time). */
const busyWaitMs = 10_000;

async function throughSocket(dataDir: string, describe: string): Promise<Database> {
  for (const deadline = Date.now() + busyWaitMs; ; await sleep(200)) {
    const database = await postgresDatabase({ socket: socketPath(dataDir), describe });
    try {
      await database.sql.query('select 1');
      return database;
    } catch (error) {
      await database.close().catch(() => {});
      const busy = ['CONNECTION_CLOSED', 'ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '');
      if (!busy) throw error;
      if (Date.now() > deadline) throw new Error('The database is busy with another npm run leads: try again when it is done');
    }
  }
}

/** The leads' database for one CLI command; `migrate: false` for a restore, which applies the backup's own migrations. */
export async function openCliDatabase(env: Pick<ServerEnv, 'DATABASE_URL' | 'DATA_DIR'>, { migrate = true } = {}): Promise<Database> {
  if (env.DATABASE_URL) {
    return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, migrate }).catch((error: Error) => {
      throw new Error(`Cannot read the leads at ${new URL(env.DATABASE_URL!).host} (DATABASE_URL): ${error.message}`);
    });
  }
  const served = "the running server's embedded database";
  try {
    return await throughSocket(env.DATA_DIR, served);
  } catch (error) {
    if (!nobodyServes(error)) throw error;
  }
  let own: Database;
  try {
    own = await openDatabase({ dataDir: env.DATA_DIR, migrate });
  } catch (error) {
    // A server that took the lock between the two attempts answers on its socket by now.
    return throughSocket(env.DATA_DIR, served).catch(() => Promise.reject(error));
  }
  const exposed = await own.expose!();
  const remote = await throughSocket(env.DATA_DIR, own.describe).catch(async (error: Error) => {
    await exposed.close();
    await own.close();
    throw error;
  });
  return {
    ...remote,
    async close() {
      await remote.close();
      await exposed.close();
      await own.close();
    },
  };
}
