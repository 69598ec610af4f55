// A power cut on the one box of docs/deploy.md: Debian's PostgreSQL (a private cluster of the same
// binaries and default settings) and `npm start` with SITE_ENV=production. A cut keeps only what
// was synced: tests/support/synced-copies.c, preloaded into the database's processes, copies each
// file as it is synced, and the disk after the cut is the data folder as it was before the lead
// with those copies laid over it. Every write never synced is lost, which kill -9 alone (the page
// cache survives it) cannot show. The same cut on the embedded PGlite loses the lead
// (tests/faults/pglite-power-cut.test.ts): the reason production refuses it (src/server/leads/durability.ts).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariables } from '../../src/server/env.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { giveToPostgres, initCluster, startCluster, type Cluster } from '../support/private-postgres.ts';
import { freePort, node, repoDir, type Launched } from '../support/processes.ts';
import { send, startSite } from '../support/server.ts';
import { startSmtp } from '../support/smtp-sink.ts';
import { buildSyncedCopies, diskAfterCut, snapshot, syncedCopiesEnv, syncedFiles } from '../support/synced-copies.ts';
import { until } from '../support/until.ts';

const password = 'power-cut-test';
let root = '';
let library = '';
const smtp = await startSmtp();
const clusters: Cluster[] = [];
const sites: Launched[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'power-cut-'));
  library = buildSyncedCopies(root);
  // The cluster's folders and its socket are the postgres user's.
  await giveToPostgres(root);
});

afterAll(async () => {
  for (const site of sites) site.child.kill('SIGKILL');
  for (const cluster of clusters) await cluster.cut();
  await smtp.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function cluster(dataDir: string, options: Omit<Parameters<typeof startCluster>[1], 'socketDir'>) {
  const started = await startCluster(dataDir, { socketDir: root, ...options });
  clusters.push(started);
  return started;
}

async function site(env: Record<string, string>) {
  const started = await startSite({ LEAD_IP_SALT: 'power-cut-salt', SMTP_URL: smtp.url, ...env });
  sites.push(started);
  return started;
}

/** A lead as the form posts it; resolves to its submission id once the server answered 200. */
async function postLead(port: number, name: string) {
  const submissionId = crypto.randomUUID();
  const answer = await send(port, { body: JSON.stringify({ ...validLead, name, submissionId }) });
  expect(answer.status, answer.text).toBe(200);
  return submissionId;
}

const emailsOf = (submissionId: string) => smtp.received.filter((message) => message.messageId === `<lead-${submissionId}@leads.invalid>`);

/** The cut: the server and every database process killed at once. */
async function powerCut(server: Launched, database?: Cluster) {
  server.child.kill('SIGKILL');
  await Promise.all([server.exited, database?.cut()]);
}

describe('a power cut on the one box (PostgreSQL, npm start with SITE_ENV=production)', () => {
  it('keeps an acknowledged lead with its deliveries, each sent once', async () => {
    const dataDir = join(root, 'cluster');
    const copies = join(root, 'synced');
    await initCluster(dataDir);
    const port = await freePort();
    const before = await cluster(dataDir, { port, env: syncedCopiesEnv(library, dataDir, copies) });
    // The copies model a sync as PostgreSQL's default on Linux does it, on the recipe's settings.
    expect(before.psql(`select string_agg(setting, ' ' order by name) from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method')`)).toBe(
      'on on fdatasync',
    );
    // The recipe's role and database (docs/deploy.md).
    before.psql(`create role site login password '${password}'`);
    before.psql('create database leads owner site');
    const databaseUrl = `postgres://site:${password}@127.0.0.1:${port}/leads`;
    const env = { SITE_ENV: 'production', DATABASE_URL: databaseUrl };

    const first = await site(env);
    // The disk before the lead: everything written so far on it, and from here on only what is synced.
    before.psql('checkpoint');
    await mkdir(copies);
    await giveToPostgres(copies);
    snapshot(dataDir, join(root, 'before-lead'));

    const submissionId = await postLead(first.port, 'Power Cut');
    await until('the lead’s email', () => (emailsOf(submissionId).length > 0 ? true : undefined));
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const statuses = async () =>
      (
        await sql<
          { status: string }[]
        >`select d.status from public.lead_deliveries d join public.leads l on l.id = d.lead_id where l.submission_id = ${submissionId}`
      ).map((row) => row.status);
    await until('the lead’s deliveries marked sent', async () => ((await statuses()).join() === 'sent' ? true : undefined));
    await sql.end();
    await powerCut(first, before);
    // Since the disk before the lead, PostgreSQL synced its WAL and nothing else: the lead can come back by recovery alone.
    expect(new Set((await syncedFiles(copies)).map((path) => path.split('/')[0]))).toEqual(new Set(['pg_wal']));

    const afterCut = join(root, 'after-cut');
    await diskAfterCut({ before: join(root, 'before-lead'), copies, to: afterCut });
    const after = await cluster(afterCut, { port });
    const second = await site(env);
    // A lead sent after the restart is emailed: the delivery worker has run since the cut.
    const later = await postLead(second.port, 'After The Cut');
    await until('the later lead’s email', () => (emailsOf(later).length > 0 ? true : undefined));

    const stored = after.psql(
      `select l.name || ' ' || d.channel || ' ' || d.status from public.leads l join public.lead_deliveries d on d.lead_id = l.id where l.submission_id = '${submissionId}'`,
      'leads',
    );
    expect(stored).toBe('Power Cut email sent');
    expect(emailsOf(submissionId)).toHaveLength(1);
    await second.stop();
  });

  it('refuses to start on a cluster that runs with fsync and full_page_writes off', async () => {
    const dataDir = join(root, 'unsafe-cluster');
    await initCluster(dataDir);
    const port = await freePort();
    const unsafe = await cluster(dataDir, { port, settings: { fsync: 'off', full_page_writes: 'off' } });
    unsafe.psql(`create role site login password '${password}'`);
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !serverVariables.includes(name)));
    const start = spawn(node, ['src/server/start.ts'], {
      cwd: repoDir,
      env: { ...inherited, SITE_ENV: 'production', DATABASE_URL: `postgres://site:${password}@127.0.0.1:${port}/postgres` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    start.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const [code] = await once(start, 'exit');
    expect(code).toBe(1);
    expect(stderr).toBe(
      `SITE_ENV=production refuses PostgreSQL at 127.0.0.1:${port} with fsync=off, full_page_writes=off: ` +
        'an OS crash or a power cut can lose acknowledged leads or leave the database unreadable; turn them on (see docs/deploy.md).\n',
    );
  });
});
