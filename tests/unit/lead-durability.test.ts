// @vitest-environment node
// Durability: kill -9 the real server while submissions are in flight, restart it, and every
// submission that was answered success is stored, once. Needs the build (npm test builds first).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/leads/database.ts';
import { validLead } from './lead-fixtures.ts';

const port = 4391;
const base = `http://localhost:${port}`;
let server: ChildProcess | undefined;

async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['src/server/start.ts'], {
    // Every submission comes from this one machine: lift the per-client limit for the burst.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LEAD_RATE_LIMIT: '100000/600' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/healthz`).then((response) => response.ok).catch(() => false);
    if (healthy) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

const send = (submissionId: string, index: number) =>
  fetch(`${base}/functions/v1/send-contact-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validLead, name: `Crash ${index}`, submissionId }),
  })
    .then(async (response) => (response.ok ? ((await response.json()) as { success: boolean }).success : false))
    .catch(() => false);

afterAll(() => {
  server?.kill('SIGKILL');
});

describe.skipIf(!existsSync('dist/routes.json'))('the server killed with -9 during a burst', () => {
  it('keeps every acknowledged lead, with no duplicates', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'leads-crash-'));
    server = await startServer(dataDir);
    const ids = Array.from({ length: 300 }, () => crypto.randomUUID());
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < ids.length) {
        const index = next++;
        const id = ids[index]!;
        if (await send(id, index)) acknowledged.push(id);
        if (!killed && acknowledged.length >= 60) {
          killed = true;
          server!.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    expect(killed).toBe(true);

    server = await startServer(dataDir);
    // The visitors whose attempt failed try again with the same ids (as the form does), and a
    // retry of an acknowledged attempt stores nothing new.
    const unanswered = ids.filter((id) => !acknowledged.includes(id));
    const retried = await Promise.all(unanswered.map((id) => send(id, ids.indexOf(id))));
    expect(retried.every(Boolean)).toBe(true);
    expect(await send(acknowledged[0]!, 0)).toBe(true);
    await new Promise<void>((resolve) => {
      server!.once('exit', () => resolve());
      server!.kill('SIGTERM');
    });
    server = undefined;

    const database = await openDatabase({ dataDir });
    const rows = await database.sql.query<{ submission_id: string }>('select submission_id::text from public.leads');
    await database.close();
    const stored = new Set(rows.map((row) => row.submission_id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    console.log(
      `crash test: ${ids.length} sent, ${acknowledged.length} acknowledged before the kill, ${unanswered.length} retried after it, ` +
        `${rows.length} stored, ${lost.length} acknowledged but lost, ${rows.length - stored.size} duplicates`,
    );
    expect(lost).toEqual([]);
    expect(rows.length).toBe(stored.size);
    expect(stored.size).toBe(ids.length);
  });
});
