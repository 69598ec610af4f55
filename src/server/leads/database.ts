// Lead storage for the local server and the CLI: a real Postgres when DATABASE_URL is set, otherwise an
// embedded Postgres (PGlite) in $DATA_DIR. Both get the schema from supabase/migrations.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transaction } from '@electric-sql/pglite';
import { postgresJsSql, type Query, type Sql } from '../../../lead-core/sql.ts';
import { exposeOnSocket } from './database-socket.ts';

const migrationsDir = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url));

export interface Database {
  sql: Sql;
  /** Runs several statements in one transaction (migrations). */
  exec(text: string): Promise<void>;
  describe: string;
  /** The embedded database only: serves it on $DATA_DIR's socket, for `npm run leads` (./database-socket.ts). */
  expose?: () => Promise<{ path: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * PGlite takes no lock on its directory, and a second process writing to the same directory
 * silently loses the first one's committed rows. So the server holds this lock file, and a
 * second server on the same directory refuses to start.
 */
function takeLock(lockPath: string): () => void {
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (holder && isAlive(holder)) {
        throw new Error(
          `Another server (pid ${holder}) is already using the lead database in ${lockPath.replace(/\.lock$/, '')}. ` +
            'Stop it first, or give this one its own DATA_DIR.',
        );
      }
      rmSync(lockPath, { force: true }); // left by a server that was killed
    }
  }
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const pgliteQuery =
  (db: Pick<Transaction, 'query'>): Query =>
  async (text, params) =>
    (await db.query(text, params as unknown[])).rows as never[];

/**
 * A Postgres server (DATABASE_URL), or the embedded database on its socket (./database-socket.ts:
 * one connection, as that socket serves one client at a time).
 */
export async function postgresDatabase(target: { url: string } | { socket: string; describe: string }): Promise<Database> {
  const { default: postgres } = await import('postgres');
  // A connection not made in 5 s is an outage: the query fails rather than waiting out postgres.js's
  // 30 s default, which held the outbox's worker (and every lead queued behind it) after the database was back.
  // Reconnects at most a second apart: postgres.js's own pause grows with each failed connect to 20 s,
  // so a visitor could get the 503 for that long after the database was back.
  const options = {
    prepare: false,
    connect_timeout: 5,
    backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 1),
    onnotice: () => {},
  };
  const client =
    'url' in target
      ? postgres(target.url, { ...options, max: 5 })
      : postgres({ ...options, path: target.socket, max: 1, user: 'postgres', database: 'postgres' });
  return {
    sql: postgresJsSql(client),
    exec: async (text) => {
      await client.begin((transaction) => transaction.unsafe(text));
    },
    describe: 'url' in target ? `Postgres at ${new URL(target.url).host}` : target.describe,
    close: () => client.end({ timeout: 5 }),
  };
}

/** The embedded database's files, which only one process may open at a time (takeLock). */
export const embeddedDirectory = (dataDir: string) => join(dataDir, 'leads-db');

/**
 * Opens the lead database and applies the migrations not yet applied (unless `migrate: false`, for
 * a restore, which applies the backup's own). The embedded one can also be served on its socket (`expose`).
 */
export async function openDatabase({ databaseUrl, dataDir, migrate = true }: { databaseUrl?: string; dataDir: string; migrate?: boolean }): Promise<Database> {
  let database: Database;
  if (databaseUrl) {
    database = await postgresDatabase({ url: databaseUrl });
  } else {
    await privateDataDir(dataDir);
    const directory = embeddedDirectory(dataDir);
    const releaseLock = takeLock(`${directory}.lock`);
    try {
      const { PGlite, Mutex } = await import('@electric-sql/pglite');
      const db = await PGlite.create(directory);
      // The turns this process's queries and the socket's client take (./database-socket.ts).
      const gate = new Mutex();
      database = {
        sql: {
          query: (text, params) => gate.runExclusive(() => pgliteQuery(db)(text, params)),
          transaction: (work) => gate.runExclusive(() => db.transaction((transaction) => work(pgliteQuery(transaction)))),
        },
        exec: (text) => gate.runExclusive(async () => void (await db.transaction((transaction) => transaction.exec(text)))),
        describe: `embedded Postgres (PGlite) in ${directory}`,
        expose: () => exposeOnSocket({ db, gate, dataDir }),
        close: async () => {
          await db.close();
          releaseLock();
        },
      };
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  if (migrate) await applyMigrations(database);
  if (!databaseUrl) await tightenModes(embeddedDirectory(dataDir));
  return database;
}

/**
 * Makes DATA_DIR, where the leads and their .eml copies live, the server user's alone (0700), if it
 * is not already. A shared folder such as /tmp (its sticky bit says so) is left as it is.
 */
export async function privateDataDir(dataDir: string) {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { mode } = await stat(dataDir);
  if ((mode & 0o077) !== 0 && (mode & 0o1000) === 0) await chmod(dataDir, 0o700);
}

/**
 * PGlite's file system layer gives every file it creates mode 0666, whatever the process's umask.
 * The 0700 DATA_DIR already keeps other users out; this makes the files say so too (0600, folders
 * 0700). A file PGlite adds later (a new table's, a WAL segment) sits in those folders all the same.
 */
async function tightenModes(directory: string) {
  await chmod(directory, 0o700);
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

/** The schema's migrations, in the order they apply (file-name order). */
export async function migrationNames() {
  return (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
}

/** Applies the migrations not yet applied, each once, in order: all of them, or only those of `names` (a restore: the backup's). */
export async function applyMigrations(database: Pick<Database, 'sql' | 'exec'>, names?: readonly string[]) {
  await database.exec(`create table if not exists public.schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
  const applied = new Set((await database.sql.query<{ name: string }>(`select name from public.schema_migrations`)).map((row) => row.name));
  for (const file of names ?? (await migrationNames())) {
    if (applied.has(file)) continue;
    await database.exec(
      `${await readFile(join(migrationsDir, file), 'utf8')}\ninsert into public.schema_migrations (name) values ('${file.replace(/'/g, "''")}');`,
    );
  }
}
