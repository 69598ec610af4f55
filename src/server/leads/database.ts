// Lead storage for the local server: a real Postgres when DATABASE_URL is set, otherwise an
// embedded Postgres (PGlite) in $DATA_DIR. Both get the schema from supabase/migrations.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transaction } from '@electric-sql/pglite';
import { postgresJsSql, type Query, type Sql } from '../../../lead-core/sql.ts';

const migrationsDir = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url));

export interface Database {
  sql: Sql;
  /** Runs several statements in one transaction (migrations). */
  exec(text: string): Promise<void>;
  describe: string;
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

function isAlive(pid: number) {
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

export async function openDatabase({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  let database: Database;
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    // A connection not made in 5 s is an outage: the query fails rather than waiting out postgres.js's
    // 30 s default, which held the outbox's worker (and every lead queued behind it) after the database was back.
    const client = postgres(databaseUrl, { max: 5, prepare: false, connect_timeout: 5, onnotice: () => {} });
    database = {
      sql: postgresJsSql(client),
      exec: async (text) => {
        await client.begin((transaction) => transaction.unsafe(text));
      },
      describe: `Postgres at ${new URL(databaseUrl).host}`,
      close: () => client.end({ timeout: 5 }),
    };
  } else {
    await privateDataDir(dataDir);
    const directory = join(dataDir, 'leads-db');
    const releaseLock = takeLock(`${directory}.lock`);
    try {
      const { PGlite } = await import('@electric-sql/pglite');
      const db = await PGlite.create(directory);
      database = {
        sql: {
          query: pgliteQuery(db),
          transaction: (work) => db.transaction((transaction) => work(pgliteQuery(transaction))),
        },
        exec: async (text) => {
          await db.transaction((transaction) => transaction.exec(text));
        },
        describe: `embedded Postgres (PGlite) in ${directory}`,
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
  await migrate(database);
  if (!databaseUrl) await tightenModes(join(dataDir, 'leads-db'));
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

/** Applies the migrations not yet applied, in file-name order, each once. */
async function migrate(database: Database) {
  await database.exec(`create table if not exists public.schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
  const applied = new Set((await database.sql.query<{ name: string }>(`select name from public.schema_migrations`)).map((row) => row.name));
  for (const file of (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort()) {
    if (applied.has(file)) continue;
    await database.exec(
      `${await readFile(join(migrationsDir, file), 'utf8')}\ninsert into public.schema_migrations (name) values ('${file.replace(/'/g, "''")}');`,
    );
  }
}
