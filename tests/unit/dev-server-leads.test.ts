// @vitest-environment node
// `npm run dev` answers the lead form with the handler and lead pipeline of `npm start`, on the
// embedded database in DATA_DIR: a lead sent to the Vite dev server is stored, the no-JS form is
// sent back to the dev server's /thank-you, `npm run leads` reads through it, and while another
// process holds the database the form gets the handler's 503 and the terminal says why.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';
import { openDatabase } from '../../src/server/leads/database.ts';
import { runningServerAdmin } from '../support/lead-admin.ts';
import { freshDataDir } from '../support/databases.ts';
import { freePort } from '../support/processes.ts';
import { validLead } from '../support/lead-fixtures.ts';

describe('npm run dev', () => {
  it('stores leads sent to the dev server, and says why it cannot while another process holds the database', { timeout: 120_000 }, async () => {
    const dataDir = await freshDataDir('dev-leads-');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9', DATABASE_URL: 'postgres://127.0.0.1:9/none' };
    const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    vite.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    vite.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = once(vite, 'exit');
    const post = (body: string, contentType = 'application/json') =>
      fetch(`${origin}${leadEndpoint}`, { method: 'POST', headers: { 'content-type': contentType, origin }, body, redirect: 'manual' });
    try {
      for (
        const deadline = Date.now() + 60_000;
        !(await fetch(origin).then(
          () => true,
          () => false,
        ));
        await sleep(100)
      ) {
        if (vite.exitCode !== null || Date.now() > deadline) throw new Error(`vite did not start:\n${output}`);
      }

      // Another process holds the database (as `npm start` on the same DATA_DIR would).
      const holder = await openDatabase({ dataDir });
      const refused = await post(JSON.stringify({ ...validLead, submissionId: crypto.randomUUID() }));
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: string }).error).toMatch(/call us at \(253\) 555-0142/);
      expect(output).toMatch(/lead not stored: Another server \(pid \d+\) is already using the lead database/);
      // The form's input is still checked meanwhile.
      expect((await post(JSON.stringify({ ...validLead, email: 'nope' }))).status).toBe(400);
      await holder.close();

      // Released, the next lead opens it: the embedded database and .eml files, whatever DATABASE_URL and SMTP_URL say.
      const submissionId = crypto.randomUUID();
      const stored = await post(JSON.stringify({ ...validLead, submissionId }));
      expect(stored.status).toBe(200);
      expect(await stored.json()).toEqual({ success: true, submissionId });
      const form = await post(new URLSearchParams({ ...validLead, name: 'No Script', agreement: 'yes' }).toString(), 'application/x-www-form-urlencoded');
      expect(form.status).toBe(303);
      // A path on the dev server it was posted to.
      expect(form.headers.get('location')).toBe('/thank-you');

      // Read through the dev server's own socket, as npm run leads does.
      const admin = runningServerAdmin(dataDir);
      expect(await admin('leads.find', { id: submissionId })).toMatchObject({ name: validLead.name, case_type: validLead.caseType });
      expect((await admin('leads.list', { limit: 10 })).map((lead) => lead.name)).toEqual(['No Script', validLead.name]);
      for (const deadline = Date.now() + 20_000; (await readdir(join(dataDir, 'mail')).catch(() => [])).length < 2; await sleep(100)) {
        if (Date.now() > deadline) throw new Error(`no .eml files in ${dataDir}/mail:\n${output}`);
      }

      // Closed with the dev server: the lock is released.
      vite.kill('SIGTERM');
      await exited;
      expect(existsSync(join(dataDir, 'leads-db.lock'))).toBe(false);
    } finally {
      vite.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
