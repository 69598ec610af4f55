// The suites' one database fixture: the list of engines the lead code runs on, and for each a
// Vitest `test` whose `database` is a fresh, migrated database of the test's own on it, and whose
// `fileDatabase` is one the file's tests share (a suite that starts a server over it once).
// Without PostgreSQL its tests fail, saying where it was looked for (a skipped test would prove
// nothing). A suite:
//   for (const engine of engines)
//     describeOn(engine, `… on ${engine.name}`, (test) => {
//       test('…', async ({ database }) => { … database.sql … database.dataDir ?? database.url … });
//     });
import { rm } from 'node:fs/promises';
import { describe, test as baseTest } from 'vitest';
import { pgliteDatabase, serverDatabase, type TestDatabase } from './databases.ts';

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

function engine(name: string, open: () => Promise<TestDatabase>) {
  const test = baseTest
    // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from its first parameter's pattern
    .extend('fileDatabase', { scope: 'file' }, ({}, { onCleanup }) => opened(open, onCleanup))
    // eslint-disable-next-line no-empty-pattern -- as above
    .extend('database', ({}, { onCleanup }) => opened(open, onCleanup));
  return { name, test };
}

export const pglite = engine('PGlite (embedded)', pgliteDatabase);
export const postgresServer = engine('PostgreSQL server', serverDatabase);
/** Every engine the lead code runs on: a suite of the lead code runs on each. */
export const engines = [pglite, postgresServer];

export type Engine = (typeof engines)[number];
export type EngineTest = Engine['test'];

/** A describe block on one engine, its tests written with the engine's `test`. `concurrent`: run beside the file's other concurrent blocks (the fault suite's). */
export function describeOn(engine: Engine, title: string, body: (test: EngineTest, engine: Engine) => void, { concurrent = false } = {}) {
  (concurrent ? describe.concurrent : describe)(title, () => body(engine.test, engine));
}
