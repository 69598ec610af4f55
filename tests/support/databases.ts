// The two databases the lead code runs on, for tests: the embedded PGlite in a temporary
// DATA_DIR, and the machine's PostgreSQL server (a database of its own per run) when present.
// Suites take them through the fixture of ./database-fixture.ts; scripts (the bench) open them here.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { openDatabase, type Database } from '../../src/server/leads/database.ts';

export const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database of the test's own: PGlite has its DATA_DIR, a server database its URL. */
export type TestDatabase = Database & { dispose(): Promise<void>; dataDir?: string; url?: string };

/**
 * A new DATA_DIR for a test. Under Vitest it already holds the run's migrated, empty embedded
 * database (tests/support/pglite-template.ts), as a server's DATA_DIR does after its first start;
 * elsewhere it is empty and the first open makes the database.
 */
export async function freshDataDir(prefix = 'leads-pglite-') {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const template = process.env.TEST_PGLITE_TEMPLATE;
  // cp(1), not fs.cp: the database is about a thousand small files, which fs.cp copies one by one
  // in JavaScript, several times slower (over a second a copy on a busy machine).
  if (template) await promisify(execFile)('cp', ['-R', join(template, 'leads-db'), join(dataDir, 'leads-db')]);
  return dataDir;
}

export async function pgliteDatabase(): Promise<TestDatabase & { dataDir: string }> {
  const dataDir = await freshDataDir();
  const database = await openDatabase({ dataDir });
  return { ...database, dataDir, dispose: () => database.close() };
}

/** A fresh database on the PostgreSQL server; without the server, an error saying where it looked. */
export async function serverDatabase(): Promise<TestDatabase & { url: string }> {
  const admin = postgres(postgresAdminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `leads_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end({ timeout: 1 }).catch(() => {});
    // A skipped test would prove nothing: every database test runs on PostgreSQL too.
    throw new Error(`PostgreSQL is absent at ${new URL(postgresAdminUrl).host} (${(error as Error).message}); start it, or set TEST_POSTGRES_URL`);
  }
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, dataDir: tmpdir() });
  return {
    ...database,
    url: url.href,
    dispose: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}
