// The suites' one database fixture: the list of engines the lead code runs on, and for each a
// Vitest `test` whose `database` is a fresh, migrated database of the test's own on it, and whose
// `fileDatabase` is one the file's tests share (a suite that starts a server over it once).
// PostgreSQL is looked for once, when a suite is collected: without it its suites are skipped with
// the reason printed and in their title, except under CI, where the run fails instead. A suite:
//   for (const engine of engines)
//     describeOn(engine, `… on ${engine.name}`, (test) => {
//       test('…', async ({ database }) => { … database.sql … database.dataDir ?? database.url … });
//     });
import { rm } from 'node:fs/promises';
import postgres from 'postgres';
import { describe, test as baseTest } from 'vitest';
import { pgliteDatabase, postgresAdminUrl, serverDatabase, type TestDatabase } from './databases.ts';

async function postgresAbsence() {
  const admin = postgres(postgresAdminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
    return undefined;
  } catch (error) {
    return `PostgreSQL is absent at ${new URL(postgresAdminUrl).host} (${(error as Error).message})`;
  } finally {
    await admin.end({ timeout: 1 }).catch(() => {});
  }
}

const postgresAbsent = await postgresAbsence();
if (postgresAbsent && process.env.CI) {
  throw new Error(`${postgresAbsent}: CI runs every database test on it too; start it, or set TEST_POSTGRES_URL`);
}
// Once per file that has such suites, whichever reporter runs: their titles say it too.
if (postgresAbsent) console.warn(`${postgresAbsent}: this file's PostgreSQL suites are skipped (under CI they fail)`);

/**
 * A database the fixture opened, and how to give it back: a PGlite's DATA_DIR is deleted too. A
 * test may close it first, to hand the DATA_DIR to a process of its own (the CLI, `npm start`).
 */
async function opened(open: () => Promise<TestDatabase>, onCleanup: (cleanup: () => Promise<void>) => void) {
  const database = await open();
  let closed = false;
  onCleanup(async () => {
    // PGlite closes once; a server database is dropped whether or not its test closed its connections.
    if (!(closed && database.dataDir)) await database.dispose();
    if (database.dataDir) await rm(database.dataDir, { recursive: true, force: true });
  });
  return {
    ...database,
    close: async () => {
      closed = true;
      await database.close();
    },
  };
}

function engine(name: string, open: () => Promise<TestDatabase>, absent?: string) {
  const test = baseTest
    // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter's pattern
    .extend('fileDatabase', { scope: 'file' }, ({}, { onCleanup }) => opened(open, onCleanup))
    // eslint-disable-next-line no-empty-pattern -- as above
    .extend('database', ({}, { onCleanup }) => opened(open, onCleanup));
  return { name, absent, test };
}

async function postgresDatabase() {
  const database = await serverDatabase();
  // The probe found it at collection; a failure now is the server's, and the test's failure.
  if (typeof database === 'string') throw new Error(database);
  return database;
}

export const pglite = engine('PGlite (embedded)', pgliteDatabase);
export const postgresServer = engine('PostgreSQL server', postgresDatabase, postgresAbsent);
/** Every engine the lead code runs on: a suite of the lead code runs on each. */
export const engines = [pglite, postgresServer];

export type Engine = (typeof engines)[number];
export type EngineTest = Engine['test'];

/**
 * A describe block on one engine, its tests written with the engine's `test`; skipped, saying why,
 * where the engine is absent. `concurrent`: run beside the file's other concurrent blocks (the fault suite's).
 */
export function describeOn(engine: Engine, title: string, body: (test: EngineTest, engine: Engine) => void, { concurrent = false } = {}) {
  if (engine.absent) describe.skip(`${title} (skipped: ${engine.absent})`, () => body(engine.test, engine));
  else (concurrent ? describe.concurrent : describe)(title, () => body(engine.test, engine));
}
