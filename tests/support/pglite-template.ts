// Vitest's globalSetup: one embedded database made the way `npm start` makes its first one
// (PGlite's initdb, then every migration), once per run. Each test that needs a fresh DATA_DIR
// gets a copy of it (tests/support/databases.ts `freshDataDir`): initdb in WASM takes about 6 s,
// a copy a fraction of one, and dozens of tests start from an empty database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/leads/database.ts';

export default async function makeTemplate() {
  const dataDir = await mkdtemp(join(tmpdir(), 'leads-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  // Inherited by the test workers, which start after this returns.
  process.env.TEST_PGLITE_TEMPLATE = dataDir;
  return () => rm(dataDir, { recursive: true, force: true });
}
