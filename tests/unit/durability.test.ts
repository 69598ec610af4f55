// `npm start` with SITE_ENV=production refuses, in one line and before it builds or opens anything,
// a database where an OS crash or a power cut can lose an acknowledged lead (src/server/leads/durability.ts).
// That PostgreSQL with the settings on keeps such a lead is shown by tests/deploy/power-cut.test.ts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverVariables } from '../../src/server/env.ts';
import { describeOn, postgresServer } from '../support/database-fixture.ts';
import { node, repoDir } from '../support/processes.ts';

/** src/server/start.ts as `npm start` runs it, with only the server variables given; its exit code and output. */
async function start(env: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !serverVariables.includes(name)));
  const child = spawn(node, ['src/server/start.ts'], { cwd: repoDir, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('npm start with SITE_ENV=production', () => {
  it('refuses the embedded database in one line naming the risk, and creates no database', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'durability-'));
    const { code, stdout, stderr } = await start({ SITE_ENV: 'production', DATA_DIR: dataDir, PORT: '1' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'SITE_ENV=production refuses the embedded database (PGlite): it runs with fsync off and its Node file system never syncs, ' +
        'so an OS crash or a power cut can lose acknowledged leads or leave the database unreadable; set DATABASE_URL to PostgreSQL (see docs/deploy.md).\n',
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});

describeOn(postgresServer, 'npm start with SITE_ENV=production on PostgreSQL', (test) => {
  test('refuses a PostgreSQL database whose commits are acknowledged before they are on disk', async ({ database }) => {
    // fsync and full_page_writes are the whole server's (tests/deploy/power-cut.test.ts turns them off
    // on a cluster of its own); synchronous_commit can be a database's own.
    const url = database.url!;
    const name = new URL(url).pathname.slice(1);
    await database.sql.query(`alter database ${name} set synchronous_commit = off`);
    const { code, stdout, stderr } = await start({ SITE_ENV: 'production', DATABASE_URL: url, PORT: '1' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `SITE_ENV=production refuses PostgreSQL at ${new URL(url).host} with synchronous_commit=off: ` +
        'an OS crash or a power cut can lose acknowledged leads or leave the database unreadable; turn them on (see docs/deploy.md).\n',
    );
  });
});
