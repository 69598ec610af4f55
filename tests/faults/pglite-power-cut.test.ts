// The power cut of tests/deploy/power-cut.test.ts on the embedded PGlite, as `npm start` runs it
// without SITE_ENV=production: the acknowledged lead is lost, because PGlite never syncs a file
// (it runs Postgres with fsync off, and its Node file system has no sync). That is why production
// refuses it (src/server/leads/durability.ts). A kill -9 alone keeps the lead: the page cache outlives it.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/leads/database.ts';
import { freshDataDir } from '../support/databases.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { send, startSite } from '../support/server.ts';
import { startSmtp } from '../support/smtp-sink.ts';
import { buildSyncedCopies, diskAfterCut, snapshot, syncedCopiesEnv, syncedFiles } from '../support/synced-copies.ts';
import { until } from '../support/until.ts';

const root = await mkdtemp(join(tmpdir(), 'pglite-power-cut-'));
const smtp = await startSmtp();

afterAll(async () => {
  await smtp.close();
  await rm(root, { recursive: true, force: true });
});

it('loses an acknowledged lead on the embedded PGlite, which synced no file', async () => {
  const dataDir = await freshDataDir();
  const leadsDb = join(dataDir, 'leads-db');
  const copies = join(root, 'synced');
  const server = await startSite({ SMTP_URL: smtp.url, DATA_DIR: dataDir, ...syncedCopiesEnv(buildSyncedCopies(root), leadsDb, copies) });
  try {
    await mkdir(copies);
    snapshot(leadsDb, join(root, 'before-lead'));
    const submissionId = crypto.randomUUID();
    const answer = await send(server.port, { body: JSON.stringify({ ...validLead, name: 'Power Cut', submissionId }) });
    expect(answer.status, answer.text).toBe(200);
    await until('the lead’s email', () => (smtp.received.some((message) => message.messageId === `<lead-${submissionId}@leads.invalid>`) ? true : undefined));
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await syncedFiles(copies)).toEqual([]);

    await diskAfterCut({ before: join(root, 'before-lead'), copies, to: leadsDb });
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.sql.query('select name from public.leads where submission_id = $1', [submissionId])).toEqual([]);
    } finally {
      await database.close();
    }
  } finally {
    server.child.kill('SIGKILL');
  }
});
