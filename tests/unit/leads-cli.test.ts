// @vitest-environment node
// The firm's own access to leads: `npm run leads -- list --json | show <id> | export --csv`, with
// no server running, and while `npm start` serves on the same embedded database.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLeadStore } from '../../lead-core/lead-store.ts';
import { pgliteDatabase } from '../support/databases.ts';
import { origin, validLead } from '../support/lead-fixtures.ts';
import { send, startSite } from '../support/server.ts';

const cliEnv = (dataDir: string) => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return env;
};
const cli = (dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, ['src/server/leads-cli.ts', ...args], { env: cliEnv(dataDir), encoding: 'utf8' });
/** The CLI without blocking this process, which keeps sending requests meanwhile; rejects unless it exits 0. */
const cliAsync = async (dataDir: string, ...args: string[]) =>
  (await promisify(execFile)(process.execPath, ['src/server/leads-cli.ts', ...args], { env: cliEnv(dataDir), encoding: 'utf8', maxBuffer: 64 << 20 })).stdout;

/** The CLI as a shell runs `command` in the repository, with its exit code, stdout and stderr. */
const shell = (dataDir: string, command: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync('sh', ['-c', command], { env: { ...cliEnv(dataDir), ...env }, encoding: 'utf8' });
const oneLine = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('npm warn'));

describe('npm run leads', () => {
  it('lists, shows and exports stored leads, with spreadsheet formulas neutralised', { timeout: 60_000 }, async () => {
    const database = await pgliteDatabase();
    const store = createLeadStore(database.sql);
    const submissionId = crypto.randomUUID();
    await store.insert({ ...validLead, caseType: 'TRUCK ACCIDENTS', name: '=HYPERLINK("http://evil.example")', website: '', submissionId }, { ipHash: 'x', spam: false });
    await database.dispose();

    const listed = JSON.parse(cli(database.dataDir, 'list', '--json')) as { id: number; name: string; source_page: string }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: '=HYPERLINK("http://evil.example")', source_page: 'truck-accident-lawyer' });
    expect(JSON.parse(cli(database.dataDir, 'show', submissionId))).toMatchObject({ id: listed[0]!.id, email: 'ana@example.com' });
    const csv = cli(database.dataDir, 'export', '--csv').trim().split('\n');
    expect(csv[0]).toMatch(/^id,created_at,name,phone,email,case_type,message,source_page/);
    expect(csv[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    // The language the visitor wrote in (issue 15): intake calls back in it.
    expect(csv[1]!.split(',')[csv[0]!.split(',').indexOf('language')]).toBe('"en"');

    // The exact command of the README: the file holds the CSV and nothing else (npm writes its
    // banner into the redirect before the CLI starts); --silent and --out give the same file.
    const file = join(database.dataDir, 'leads.csv');
    for (const command of [`npm run leads -- export --csv > ${file}`, `npm run leads --silent -- export --csv > ${file}`, `npm run leads -- export --csv --out ${file}`]) {
      const run = shell(database.dataDir, command);
      expect(run.status, `${command}: ${run.stderr}`).toBe(0);
      expect((await readFile(file, 'utf8')).split('\n'), command).toEqual([...csv, '']);
    }
  });

  it('says what went wrong in one line, with no stack trace, and exits non-zero', { timeout: 60_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'leads-errors-'));
    const cases: { what: string; command: string; env?: NodeJS.ProcessEnv; status: number; says: RegExp }[] = [
      { what: 'a missing lead', command: 'npm run leads -- show 12345', status: 1, says: /^No lead 12345: give a lead's id or its submission id/ },
      { what: 'an unreachable DATABASE_URL', command: 'npm run leads -- list', env: { DATABASE_URL: 'postgres://127.0.0.1:9/leads' }, status: 1, says: /^Cannot read the leads at 127\.0\.0\.1:9 \(DATABASE_URL\): .*ECONNREFUSED/ },
      { what: 'a command it does not know', command: 'npm run leads -- frobnicate', status: 2, says: /^Usage: npm run leads -- list/ },
      { what: 'export without --csv', command: 'npm run leads -- export', status: 2, says: /^Usage: / },
      { what: 'a wrong setting', command: 'npm run leads -- list', env: { LEAD_RATE_LIMIT: 'lots' }, status: 1, says: /^The server's environment is not valid: LEAD_RATE_LIMIT: / },
    ];
    try {
      for (const { what, command, env, status, says } of cases) {
        const run = shell(dataDir, command, env);
        expect(run.status, what).toBe(status);
        expect(oneLine(run.stderr), what).toEqual([expect.stringMatching(says)]);
        expect(run.stdout, what).not.toMatch(/\bat .*\.ts:\d+/);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run leads while npm start serves on the embedded database', () => {
  it('lists, shows and exports with no pause in serving; a second server is still refused', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'leads-live-'));
    const server = await startSite({ DATA_DIR: dataDir, SITE_ORIGINS: origin, LEAD_RATE_LIMIT: '100000/600' });
    const { port } = server;
    try {
      // The CLI's way in: a socket only the server's own user can reach.
      expect((await stat(join(dataDir, 'leads-cli'))).mode & 0o777).toBe(0o700);
      expect((await stat(join(dataDir, 'leads-cli', 'server.sock'))).mode & 0o777).toBe(0o600);
      const post = (lead: { name: string; caseType?: string; submissionId?: string }) =>
        send(port, { headers: { origin }, body: JSON.stringify({ ...validLead, ...lead, submissionId: lead.submissionId ?? crypto.randomUUID() }) });
      const formula = '=HYPERLINK("http://evil.example")';
      const shown = crypto.randomUUID();
      for (const lead of [{ name: formula }, { name: 'Bo Diaz', caseType: 'DOG BITES', submissionId: shown }, { name: 'Cy Lund' }]) {
        expect((await post(lead)).status).toBe(200);
      }

      // The site keeps being used while the firm reads: 3 clients send leads back to back.
      const answers: { status: number; ms: number; at: number }[] = [];
      const failures: string[] = [];
      let sending = true;
      const clients = Array.from({ length: 3 }, async (_, client) => {
        for (let n = 0; sending; n += 1) {
          const started = performance.now();
          try {
            const { status } = await post({ name: `Loop ${client}-${n}` });
            answers.push({ status, ms: performance.now() - started, at: performance.now() });
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      });
      // At least 100 of them stored before the firm reads, however slow the machine: the table shows the newest 100.
      while (answers.filter((answer) => answer.status === 200).length < 100 && failures.length === 0) await sleep(50);

      const cliStarted = performance.now();
      const table = await cliAsync(dataDir, 'list');
      const during = answers.filter((answer) => answer.at > cliStarted).length;
      const listed = JSON.parse(await cliAsync(dataDir, 'list', '--json', '1000')) as { id: number; name: string; submission_id: string }[];
      const lead = JSON.parse(await cliAsync(dataDir, 'show', shown)) as { name: string; case_type: string; created_at: string };
      const csv = (await cliAsync(dataDir, 'export', '--csv')).trim().split('\n');
      const cliEnded = performance.now();
      await sleep(300);
      sending = false;
      await Promise.all(clients);

      // The table shows the newest 100: by then, leads the loop sent.
      expect(table.split('\n').filter((line) => /│ +'Loop \d+-\d+' +│/.test(line))).toHaveLength(100);
      expect(listed.map((row) => row.name)).toEqual(expect.arrayContaining([formula, 'Bo Diaz', 'Cy Lund']));
      expect(lead).toMatchObject({ name: 'Bo Diaz', case_type: 'DOG BITES' });
      expect(new Date(lead.created_at).getTime()).toBeGreaterThan(Date.now() - 600_000);
      expect(csv[0]).toMatch(/^id,created_at,name,phone,email,case_type,message,source_page/);
      expect(csv.find((line) => line.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

      // Every request of the loop was answered, stored, and none waited long.
      const whileReading = answers.filter((answer) => answer.at > cliStarted && answer.at < cliEnded);
      const slowest = Math.max(...answers.map((answer) => answer.ms));
      console.log(
        `npm run leads -- list, taken while the server answered requests (${during} answered during that command; ` +
          `${whileReading.length} during list, list --json, show and export; ${answers.length} in all, slowest ${Math.round(slowest)} ms):\n${table}`,
      );
      expect(failures).toEqual([]);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(whileReading.length).toBeGreaterThan(20);
      expect(slowest).toBeLessThan(3000);
      const exported = csv.length - 1;

      // A second server on the same directory is still refused, and the first keeps serving.
      await expect(startSite({ DATA_DIR: dataDir })).rejects.toThrow(/exited with 1:[\s\S]*Another server \(pid \d+\) is already using the lead database/);
      expect((await post({ name: 'After the second' })).status).toBe(200);

      // Killed, the server leaves its socket behind: the CLI opens the database itself, with every
      // acknowledged lead in it.
      server.child.kill('SIGKILL');
      await server.exited;
      const afterKill = JSON.parse(await cliAsync(dataDir, 'list', '--json', '100000')) as { name: string }[];
      expect(afterKill).toHaveLength(3 + answers.length + 1);
      expect(exported).toBeGreaterThanOrEqual(3 + whileReading.length);
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
