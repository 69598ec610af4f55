// @vitest-environment node
// The firm's own access to leads (`npm run leads`). Most commands run in this process, through the
// CLI's main() with its output captured, on the same postgres.js path as the command: with no
// server (the CLI opens the embedded database itself, behind its own socket), and while a server
// serves on the embedded database (through the server's socket) or on a PostgreSQL server. A few
// real `npm run leads` runs against `npm start` prove the command and the socket between processes.
import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { campaignCountShownFrom } from '../../data/campaign-counts';
import { firm } from '../../data/firm.ts';
import { leadMessageId } from '../../lead-core/lead-email.ts';
import { createLeadStore, type NewLead } from '../../lead-core/lead-store.ts';
import type { Sql } from '../../lead-core/sql.ts';
import { postgresDatabase } from '../../src/server/leads/database.ts';
import { socketPath } from '../../src/server/leads/database-socket.ts';
import { wallClock } from '../../src/server/leads/google-ads-csv.ts';
import { emlFileSuffix } from '../../src/server/leads/mailer.ts';
import { describeOn, pglite, postgresServer, type Engine } from '../support/database-fixture.ts';
import { freshDataDir, pgliteDatabase } from '../support/databases.ts';
import { origin, validLead } from '../support/lead-fixtures.ts';
import { cliEnv, cliIn } from '../support/leads-cli.ts';
import { send, startSite, startTestServer } from '../support/server.ts';

const readOnly = { deliveries: [], timeZone: firm.timeZone };

/** The real command, in a child process, without blocking this one (which keeps sending requests meanwhile); rejects unless it exits 0. */
const cliAsync = async (dataDir: string, ...args: string[]) =>
  (await promisify(execFile)(process.execPath, ['src/server/leads-cli.ts', ...args], { env: cliEnv(dataDir), encoding: 'utf8', maxBuffer: 64 << 20 })).stdout;

/** The CLI as a shell runs `command` in the repository, with its exit code, stdout and stderr. */
const shell = (dataDir: string, command: string) => spawnSync('sh', ['-c', command], { env: cliEnv(dataDir), encoding: 'utf8' });
const oneLine = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('npm warn'));

describe('npm run leads', () => {
  it('lists and exports stored leads with no server running, with spreadsheet formulas neutralised', { timeout: 60_000 }, async () => {
    const database = await pgliteDatabase();
    const store = createLeadStore(database.sql, readOnly);
    const submissionId = crypto.randomUUID();
    await store.insert({ ...validLead, caseType: 'TRUCK ACCIDENTS', name: '=HYPERLINK("http://evil.example")', submissionId }, { ipHash: 'x', spam: false });
    await database.dispose();
    const env = cliEnv(database.dataDir);
    const ok = async (...argv: string[]) => {
      const result = await cliIn(env, ...argv);
      expect(result.status, `${argv.join(' ')}: ${result.stderr}`).toBe(0);
      return result.stdout;
    };

    // Each command opens the database itself (about a second on PGlite): two of them here, the rest while a server serves, below.
    const listed = JSON.parse(await ok('list', '--json')) as { id: number; name: string; source_page: string; submission_id: string }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: '=HYPERLINK("http://evil.example")', source_page: 'truck-accident-lawyer', submission_id: submissionId });
    // --out: the file holds the CSV alone, for the firm's user only; the command says what it wrote.
    const file = join(database.dataDir, 'leads.csv');
    expect(await ok('export', '--csv', '--out', file)).toBe(`Wrote 1 lead to ${file} (0600).\n`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const csv = (await readFile(file, 'utf8')).split('\n');
    expect(csv).toHaveLength(3);
    expect(csv[0]).toMatch(/^id,created_at,name,phone,email,case_type,message,source_page/);
    expect(csv[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    // The language the visitor wrote in (issue 15): intake calls back in it.
    expect(csv[1]!.split(',')[csv[0]!.split(',').indexOf('language')]).toBe('"en"');
    // The CLI's own socket is gone with it, and the lock too: a server can start on the directory.
    expect(await readdir(join(database.dataDir, 'leads-socket'))).toEqual([]);
    expect(await readdir(database.dataDir)).not.toContain('leads-db.lock');
  });

  it('says what went wrong in one line, with no stack trace, and exits non-zero', { timeout: 60_000 }, async () => {
    const dataDir = await freshDataDir('leads-errors-');
    const cases: { what: string; argv: string[]; env?: NodeJS.ProcessEnv; status: number; says: RegExp }[] = [
      { what: 'a missing lead', argv: ['show', '12345'], status: 1, says: /^No lead 12345: give a lead's id or its submission id/ },
      {
        what: 'an unreachable DATABASE_URL',
        argv: ['list'],
        env: { DATABASE_URL: 'postgres://127.0.0.1:9/leads' },
        status: 1,
        says: /^Cannot read the leads at 127\.0\.0\.1:9 \(DATABASE_URL\): .*ECONNREFUSED/,
      },
      { what: 'a command it does not know', argv: ['frobnicate'], status: 2, says: /^Usage: npm run leads -- list/ },
      { what: 'a name an object has but no command is', argv: ['constructor'], status: 2, says: /^Usage: / },
      { what: 'export without --csv', argv: ['export'], status: 2, says: /^Usage: / },
      { what: 'an option it does not know', argv: ['list', '--jsno'], status: 2, says: /^Usage: / },
      { what: 'an option of another command', argv: ['list', '--yes'], status: 2, says: /^Usage: / },
      { what: 'an option without its value', argv: ['contacted', '1', '--at'], status: 2, says: /^Usage: / },
      { what: 'a count that is not one', argv: ['list', 'ten'], status: 2, says: /^Usage: / },
      { what: 'retry with an id and --failed', argv: ['retry', '3', '--failed'], status: 2, says: /^Usage: / },
      {
        what: 'a value without its currency',
        argv: ['export', '--google-ads', 'x.csv', '--value', '5000'],
        status: 1,
        says: /^--value and --currency go together/,
      },
      {
        what: 'a wrong setting',
        argv: ['list'],
        env: { LEAD_RATE_LIMIT: 'lots' },
        status: 1,
        says: /^The server's environment is not valid: LEAD_RATE_LIMIT: /,
      },
      { what: 'a backup that is not there', argv: ['restore', join(dataDir, 'none.sql')], status: 1, says: /^Cannot read .*none\.sql: no such file$/ },
    ];
    try {
      for (const { what, argv, env, status, says } of cases) {
        const run = await cliIn(cliEnv(dataDir, env), ...argv);
        expect(run.status, what).toBe(status);
        expect(oneLine(run.stderr), what).toEqual([expect.stringMatching(says)]);
        expect(run.stdout, what).toBe('');
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run leads while npm start serves on the embedded database', () => {
  it('lists, shows and exports with no pause in serving; a second server is still refused', { timeout: 180_000 }, async () => {
    const dataDir = await freshDataDir('leads-live-');
    const server = await startSite({ DATA_DIR: dataDir, SITE_ORIGINS: origin, LEAD_RATE_LIMIT: '100000/600' });
    const { port } = server;
    try {
      // The CLI's way in: a socket only the server's own user can reach.
      expect((await stat(join(dataDir, 'leads-socket'))).mode & 0o777).toBe(0o700);
      expect((await stat(socketPath(dataDir))).mode & 0o777).toBe(0o600);
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
      // The command of docs/leads.md: npm prints nothing of its own with --silent, so the file holds the CSV alone.
      const file = join(dataDir, 'leads.csv');
      const exportRun = shell(dataDir, `npm run --silent leads -- export --csv > ${file}`);
      expect(exportRun.status, exportRun.stderr).toBe(0);
      expect((await readFile(file, 'utf8')).split('\n')[0]).toBe(csv[0]);

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

/** Where each seeded lead goes: channels no test server sends on, so the rows stay as the test sets them. */
const targets = [
  { channel: 'sms', target: '+12535550100' },
  { channel: 'webhook', target: 'https://crm.example/hooks/leads' },
];

interface Seeded {
  ana: number;
  bo: number;
  cy: number;
  spam: number;
  anaSubmission: string;
  boSubmission: string;
}

/** Four leads, as the form stores them: two that kept their attribution, one counted only, one spam. */
async function seed(sql: Sql): Promise<Seeded> {
  const store = createLeadStore(sql, { deliveries: targets, timeZone: firm.timeZone });
  const consented = {
    kept: { landing_page: '/kent-wa/truck-accident-lawyer', utm_source: 'Google', utm_medium: 'cpc', utm_campaign: 'Truck-Fall', gclid: 'TEST-gclid' },
    consentVersion: 'en-test',
  };
  const leads: [keyof Seeded, Partial<NewLead>, boolean][] = [
    ['ana', { name: 'Ana Ruiz', email: 'ana@example.com', attribution: consented }, false],
    ['bo', { name: 'Bo Diaz', email: 'bo@example.com', attribution: consented }, false],
    ['cy', { name: 'Ana R.', email: 'ANA@Example.com', countedCampaign: { source: 'facebook', medium: 'paid-social', campaign: 'winter' } }, false],
    ['spam', { name: 'Spam Bot', email: 'ana@example.com', attribution: consented }, true],
  ];
  const seeded: Record<string, number | string> = {};
  for (const [key, lead, spam] of leads) {
    const submissionId = crypto.randomUUID();
    expect(await store.insert({ ...validLead, ...lead, submissionId } as NewLead, { ipHash: `hash-${key}`, spam })).toBe('created');
    const [row] = await sql.query<{ id: number }>(`select id from public.leads where submission_id = $1`, [submissionId]);
    seeded[key] = Number(row!.id);
    seeded[`${key}Submission`] = submissionId;
  }
  // Arrived 40 minutes ago, so that contacts 12 and 30 minutes later are in the past.
  await sql.query(`update public.leads set created_at = created_at - interval '40 minutes'`);
  return seeded as unknown as Seeded;
}

const deliveryRows = (sql: Sql) =>
  sql.query<{ id: number; lead_id: number; channel: string; status: string; attempts: number; last_error: string | null; due: boolean }>(
    `select id::int, lead_id::int, channel, status, attempts, last_error, next_attempt_at <= now() as due from public.lead_deliveries order by id`,
  );

const setups = new Map<Engine, string>([
  [pglite, 'the embedded database, through the serving server'],
  [postgresServer, 'a PostgreSQL server (DATABASE_URL), while the site serves on it'],
]);

for (const [engine, setup] of setups)
  describeOn(engine, `the firm's commands on ${setup}`, (test) => {
    test(
      "lists and retries deliveries, records contacts, reports by campaign, exports and deletes one person's data",
      { timeout: 120_000 },
      async ({ database }) => {
        const dataDir = database.dataDir ?? (await mkdtemp(join(tmpdir(), 'leads-pg-cli-')));
        const server = await startTestServer({ database, env: { SITE_ORIGINS: origin, DATA_DIR: dataDir } });
        const env = cliEnv(dataDir, database.url ? { DATABASE_URL: database.url } : {});
        const run = (...args: string[]) => cliIn(env, ...args);
        const ok = async (...args: string[]) => {
          const result = await run(...args);
          expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(0);
          return result.stdout;
        };
        const post = (name: string) =>
          send(server.port, {
            headers: { origin },
            body: JSON.stringify({ ...validLead, name, email: 'visitor@example.com', submissionId: crypto.randomUUID() }),
          });
        try {
          if (!database.url) expect((await stat(socketPath(dataDir))).mode & 0o777).toBe(0o600);
          const { sql } = database;
          const lead = await seed(sql);
          const stored = await deliveryRows(sql);
          const anaSms = stored.find((row) => row.lead_id === lead.ana && row.channel === 'sms');
          const boSms = stored.find((row) => row.lead_id === lead.bo && row.channel === 'sms');
          // Ana's text message failed for good after 7 attempts; Bo's was sent.
          await sql.query(`update public.lead_deliveries set status = 'failed', attempts = 7, last_error = 'HTTP 500: Twilio is down' where id = $1`, [
            anaSms!.id,
          ]);
          await sql.query(`update public.lead_deliveries set status = 'sent', attempts = 1, sent_at = now() where id = $1`, [boSms!.id]);

          // deliveries: every one, newest first, the failed one with its error; the JSON with every field.
          const deliveries = JSON.parse(await ok('deliveries', '--json')) as {
            id: number;
            lead_id: number;
            channel: string;
            target: string;
            status: string;
            attempts: number;
            last_error: string | null;
            next_attempt_at: string;
          }[];
          expect(deliveries).toHaveLength(6); // 3 leads × 2 targets; spam gets none
          expect(deliveries.map((row) => row.id)).toEqual([...deliveries.map((row) => row.id)].sort((a, b) => b - a));
          expect(new Set(deliveries.map((row) => row.lead_id))).toEqual(new Set([lead.ana, lead.bo, lead.cy]));
          expect(deliveries.find((row) => row.id === anaSms!.id)).toMatchObject({
            lead_id: lead.ana,
            channel: 'sms',
            target: '+12535550100',
            status: 'failed',
            attempts: 7,
            last_error: 'HTTP 500: Twilio is down',
          });
          expect(Object.keys(deliveries[0]!).sort()).toEqual([
            'attempts',
            'channel',
            'created_at',
            'id',
            'last_error',
            'lead_id',
            'next_attempt_at',
            'round',
            'sent_at',
            'status',
            'target',
          ]);
          const deliveriesTable = await ok('deliveries');
          console.log(`npm run leads -- deliveries:\n${deliveriesTable}`);
          expect(deliveriesTable).toMatch(
            new RegExp(`│ +${anaSms!.id} +│ +${lead.ana} +│ +'sms' +│ +'\\+12535550100' +│ +'failed' +│ +7 +│ +'—' +│ +'HTTP 500: Twilio is down' +│`),
          );
          expect(deliveriesTable.split('\n').filter((line) => / 'pending' /.test(line))).toHaveLength(4);

          // retry: the failed one is pending again, due now, its attempts from 0; sent or unknown ones are refused.
          const retried = await ok('retry', String(anaSms!.id));
          expect(retried).toBe(
            `Requeued 1 delivery, due now with attempts from 0:\n  delivery ${anaSms!.id}: sms to +12535550100 for lead ${lead.ana} (last error: HTTP 500: Twilio is down)\n`,
          );
          const requeued = (await deliveryRows(sql)).find((row) => row.id === anaSms!.id)!;
          expect(requeued.status).toBe('pending');
          expect(requeued.attempts).toBeLessThanOrEqual(1); // 0, or 1 if a worker claimed it at once
          const sent = await run('retry', String(boSms!.id));
          expect(sent.status).toBe(1);
          expect(oneLine(sent.stderr)).toEqual([
            expect.stringMatching(new RegExp(`^Delivery ${boSms!.id} \\(sms for lead ${lead.bo}\\) was sent at .*: nothing to retry$`)),
          ]);
          const unknown = await run('retry', '999999');
          expect([unknown.status, oneLine(unknown.stderr)]).toEqual([1, ['No delivery 999999: npm run leads -- deliveries lists them']]);
          expect(await ok('retry', '--failed')).toBe('No failed deliveries: nothing to requeue.\n');
          expect((await deliveryRows(sql)).filter((row) => row.status === 'failed')).toEqual([]);

          // contacted: the first time is recorded, a second call keeps it and says so.
          const [arrived] = await sql.query<{ ana: Date; bo: Date }>(
            `select (select created_at from public.leads where id = $1) as ana, (select created_at from public.leads where id = $2) as bo`,
            [lead.ana, lead.bo],
          );
          const after = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000).toISOString();
          expect(await ok('contacted', String(lead.ana), '--at', after(arrived!.ana, 12))).toMatch(
            /^Recorded the first contact with lead \d+ \(Ana Ruiz <ana@example\.com>, .*12 min after it arrived\.\n$/,
          );
          expect(await ok('contacted', lead.boSubmission, '--at', after(arrived!.bo, 30))).toMatch(/Bo Diaz.*30 min after it arrived/);
          expect(await ok('contacted', String(lead.ana))).toMatch(
            /^Kept the first contact already recorded for lead \d+ \(Ana Ruiz .*12 min after it arrived; nothing changed\.\n$/,
          );
          const contacted = await sql.query<{ id: number; contacted_at: Date | null }>(`select id::int, contacted_at from public.leads order by id`);
          expect(contacted.find((row) => row.id === lead.ana)!.contacted_at!.toISOString()).toBe(after(arrived!.ana, 12));
          expect(contacted.find((row) => row.id === lead.cy)!.contacted_at).toBeNull();
          expect((await run('contacted', String(lead.cy), '--at', after(arrived!.ana, -60))).stderr).toMatch(/arrived at .*check --at/);

          // export --google-ads --reached: the consented leads' first contacts, on the firm's clock, in a file only the firm's user reads.
          const adsFile = join(dataDir, 'google-ads.csv');
          expect(await ok('export', '--google-ads', adsFile, '--reached')).toMatch(/^Wrote .*google-ads\.csv: 0 signed clients and 2 reached leads, /);
          expect((await readFile(adsFile, 'utf8')).split('\n')).toEqual([
            `Parameters:TimeZone=${firm.timeZone}`,
            'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
            `TEST-gclid,Reached lead,${wallClock(new Date(after(arrived!.ana, 12)), firm.timeZone)},,`,
            `TEST-gclid,Reached lead,${wallClock(new Date(after(arrived!.bo, 30)), firm.timeZone)},,`,
            '',
          ]);
          expect((await stat(adsFile)).mode & 0o777).toBe(0o600);
          expect(oneLine((await run('export', '--google-ads', adsFile, '--value', '5000')).stderr)).toEqual([
            '--value and --currency go together: an amount and its currency, such as --value 5000 --currency USD',
          ]);

          // report: the consented campaign with its contacts and median, the counted one with its number only, the week's total.
          // The counted lead sent only its kind of visit, and one is fewer than the report shows apart (data/campaign-counts.ts).
          const pooled = { source: `(fewer than ${campaignCountShownFrom} each)`, medium: '(pooled)', campaign: '(not kept)' };
          const [{ week }] = (await sql.query<{ week: string }>(`select to_char(week, 'YYYY-MM-DD') as week from public.lead_campaign_counts`)) as [
            { week: string },
          ];
          const report = JSON.parse(await ok('report', '--json')) as { time_zone: string; weeks_start_on: string; rows: Record<string, unknown>[] };
          expect(report).toMatchObject({ time_zone: firm.timeZone, weeks_start_on: 'Monday', since: null });
          // Contacts 12 and 30 minutes after arrival: both within the hour, neither within 5 minutes; both still open.
          const reached = {
            contacted: 2,
            reached_within_5_min: 0,
            reached_within_1_h: 2,
            reached_within_24_h: 2,
            median_minutes_to_contact: 21,
            p90_minutes_to_contact: 28.2,
          };
          expect(report.rows).toEqual([
            {
              week,
              kind: 'consented',
              source: 'google',
              medium: 'cpc',
              campaign: 'truck-fall',
              leads: 2,
              ...reached,
              outcomes: { signed: 0, 'not-a-case': 0, unreached: 0, open: 2 },
            },
            {
              week,
              kind: 'counted',
              ...pooled,
              leads: 1,
              contacted: null,
              reached_within_5_min: null,
              reached_within_1_h: null,
              reached_within_24_h: null,
              median_minutes_to_contact: null,
              p90_minutes_to_contact: null,
              outcomes: null,
            },
            {
              week,
              kind: 'total',
              source: null,
              medium: null,
              campaign: null,
              leads: 3,
              ...reached,
              outcomes: { signed: 0, 'not-a-case': 0, unreached: 0, open: 3 },
            },
          ]);
          const reportText = await ok('report');
          console.log(`npm run leads -- report:\n${reportText}\nnpm run leads -- report --json:\n${JSON.stringify(report, null, 2)}`);
          expect(reportText).toContain(`Leads by week (starting Monday, ${firm.timeZone})`);
          expect(reportText).toMatch(
            /"counted" are of visitors who did not consent to attribution.*unknown there \(—\)\. 1 lead was only counted and has no outcome by campaign/,
          );
          expect(reportText).toMatch(
            new RegExp(
              `│ +'${week}' +│ +'google' +│ +'cpc' +│ +'truck-fall' +│ +'consented' +│ +2 +│ +'100% \\(2\\)' +│ +'0% \\(0\\)' +│ +'100% \\(2\\)' +│ +'100% \\(2\\)' +│ +21 +│ +28.2 +│ +0 +│ +0 +│ +0 +│ +2 +│`,
            ),
          );
          expect(reportText).toMatch(
            new RegExp(
              `│ +'${week}' +│ +'\\(fewer than ${campaignCountShownFrom} each\\)' +│ +'\\(pooled\\)' +│ +'\\(not kept\\)' +│ +'counted' +│ +1 +│( +'—' +│){10}`,
            ),
          );
          expect(reportText).not.toMatch(/facebook|winter/);
          expect(reportText).toMatch(
            new RegExp(
              `│ +'${week}' +│ +'ALL LEADS' +│ +'' +│ +'' +│ +'' +│ +3 +│ +'67% \\(2\\)' +│ +'0% \\(0\\)' +│ +'67% \\(2\\)' +│ +'67% \\(2\\)' +│ +21 +│`,
            ),
          );
          const nextWeek = new Date(Date.parse(`${week}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
          expect(JSON.parse(await ok('report', '--json', '--since', nextWeek)).rows).toEqual([]);
          expect(JSON.parse(await ok('report', '--json', '--since', week)).rows).toHaveLength(3);

          // list and show: the delivery summary and the contact instead of the old notification columns.
          const listTable = await ok('list');
          expect(listTable).toMatch(new RegExp(`│ +${lead.ana} +│.*'Ana Ruiz'.*│ +'2 pending' +│ +'after 12 min' +│`));
          expect(listTable).toMatch(new RegExp(`│ +${lead.bo} +│.*'Bo Diaz'.*│ +'1 sent, 1 pending' +│ +'after 30 min' +│`));
          const shown = JSON.parse(await ok('show', String(lead.ana)));
          expect(shown).toMatchObject({ id: lead.ana, attribution: { utm_campaign: 'Truck-Fall' }, attribution_consent_version: 'en-test' });
          expect(shown).not.toHaveProperty('notification_status');
          expect(shown.deliveries).toHaveLength(2);
          // The CLI's contact is the event the intake page's "Reached them" records: by 'cli', at --at.
          expect(shown.events).toEqual([{ id: expect.any(Number), lead_id: lead.ana, kind: 'reached', recipient: 'cli', created_at: after(arrived!.ana, 12) }]);
          expect(shown.outcome).toBe('open');
          const csv = (await ok('export', '--csv')).trim().split('\n');
          expect(csv[0]).toBe(
            'id,created_at,name,phone,email,case_type,message,source_page,source_url,page_title,user_agent,language,status,contacted_at,attribution_consented_at,attribution_consent_version,attribution,submission_id',
          );

          // export --email: that person's leads only, whatever the case of the address, with their deliveries.
          const exported = JSON.parse(await ok('export', '--email', 'Ana@Example.com')) as {
            email: string;
            leads: { id: number; email: string; status: string; deliveries: { lead_id: number }[] }[];
          };
          console.log(`npm run leads -- export --email Ana@Example.com:\n${JSON.stringify(exported, null, 2)}`);
          expect(exported.leads.map((row) => row.id)).toEqual([lead.ana, lead.cy, lead.spam]);
          expect(exported.leads.map((row) => row.deliveries.length)).toEqual([2, 2, 0]);
          expect(exported.leads.flatMap((row) => row.deliveries.map((delivery) => delivery.lead_id))).toEqual([lead.ana, lead.ana, lead.cy, lead.cy]);
          expect(JSON.stringify(exported)).not.toContain('Bo Diaz');
          expect(JSON.parse(await ok('export', '--email', 'nobody@example.com')).leads).toEqual([]);

          // delete: refused without --yes, naming the lead; with it, the lead, its deliveries and its
          // .eml copies go, while the site keeps answering.
          const mail = join(dataDir, 'mail');
          await mkdir(mail, { recursive: true });
          const anaCopy = `2026-11-27T10-00-00-000Z${emlFileSuffix(leadMessageId(lead.anaSubmission))}`;
          const boCopy = `2026-11-27T10-00-01-000Z${emlFileSuffix(leadMessageId(lead.boSubmission))}`;
          for (const name of [anaCopy, boCopy]) await writeFile(join(mail, name), 'Subject: a lead\n\n…');
          const refused = await run('delete', String(lead.ana));
          expect(refused.status).toBe(1);
          expect(oneLine(refused.stderr)).toEqual([
            expect.stringMatching(
              new RegExp(
                `^Not deleted: lead ${lead.ana} \\(Ana Ruiz <ana@example\\.com>, received .*\\), with 2 deliveries\\. To delete it and everything stored with it: npm run leads -- delete ${lead.ana} --yes$`,
              ),
            ),
          ]);
          expect(await sql.query(`select 1 from public.leads where id = $1`, [lead.ana])).toHaveLength(1);

          const [deleted, during] = await Promise.all([ok('delete', String(lead.ana), '--yes'), post('During the delete')]);
          const right = await post('Right after the delete');
          expect(deleted).toMatch(
            new RegExp(
              `^Deleted lead ${lead.ana} \\(Ana Ruiz <ana@example\\.com>, .*\\), submission ${lead.anaSubmission}: the lead with its fields and its attribution, 2 deliveries, 1 event and 1 \\.eml copy of its notification\\.`,
            ),
          );
          expect([during.status, right.status]).toEqual([200, 200]);
          expect(await sql.query(`select 1 from public.leads where id = $1`, [lead.ana])).toEqual([]);
          expect((await deliveryRows(sql)).filter((row) => row.lead_id === lead.ana)).toEqual([]);
          expect((await deliveryRows(sql)).filter((row) => row.lead_id === lead.bo)).toHaveLength(2);
          // Ana's copies are gone, Bo's stays (the leads posted meanwhile have their own, written by the server's worker).
          expect((await readdir(mail)).filter((name) => name.endsWith(emlFileSuffix(leadMessageId(lead.anaSubmission))))).toEqual([]);
          expect(await readdir(mail)).toContain(boCopy);
          expect(JSON.parse(await ok('export', '--email', 'ana@example.com')).leads.map((row: { id: number }) => row.id)).toEqual([lead.cy, lead.spam]);
          const again = await run('delete', String(lead.ana), '--yes');
          expect([again.status, oneLine(again.stderr)]).toEqual([
            1,
            [`No lead ${lead.ana}: give a lead's id or its submission id (npm run leads -- list shows them)`],
          ]);
          expect(
            (await sql.query<{ name: string }>(`select name from public.leads where name in ('During the delete', 'Right after the delete') order by id`)).map(
              (row) => row.name,
            ),
          ).toEqual(['During the delete', 'Right after the delete']);
        } finally {
          await server.close();
          if (!database.dataDir) await rm(dataDir, { recursive: true, force: true });
        }
      },
    );
  });

describe("the embedded database's socket", () => {
  it(
    "keeps a client's transaction and the server's own queries apart, in both directions, takes one client at a time, and rolls back a command killed inside its transaction",
    { timeout: 60_000 },
    async () => {
      const database = await pgliteDatabase();
      const exposed = await database.expose!();
      const client = await postgresDatabase({ socket: exposed.path, describe: 'test' });
      const names = async () => (await database.sql.query<{ name: string }>(`select name from public.leads order by id`)).map((row) => row.name);
      const insert = (query: Sql['query'], name: string) =>
        query(
          `insert into public.leads (name, phone, email, case_type, source_page, submission_id) values ($1, '253', 'a@example.com', 'TRUCK ACCIDENTS', 'p', gen_random_uuid())`,
          [name],
        );
      try {
        /** `holder` inserts `rolledBack` in a transaction it rolls back; `other`'s insert of `during` waits for it, and is not rolled back with it. */
        const waitsOut = async (holder: Sql, other: Sql, rolledBack: string, during: string) => {
          let otherDone = false;
          let otherInsert: Promise<unknown> | undefined;
          await holder
            .transaction(async (query) => {
              await insert(query, rolledBack);
              otherInsert = insert(other.query, during).then(() => (otherDone = true));
              await sleep(300);
              expect(otherDone).toBe(false);
              throw new Error('roll back');
            })
            .catch((error: Error) => expect(error.message).toBe('roll back'));
          await otherInsert;
        };
        // A client's transaction, rolled back: the server's insert meanwhile waits for it, and is not rolled back with it.
        await waitsOut(client.sql, database.sql, 'client, rolled back', 'server, during the client transaction');
        expect(await names()).toEqual(['server, during the client transaction']);
        // The server's transaction, rolled back: the client's insert meanwhile waits for it, and stays.
        await waitsOut(database.sql, client.sql, 'server, rolled back', 'client, during the server transaction');
        expect(await names()).toEqual(['server, during the client transaction', 'client, during the server transaction']);

        // One client at a time: a command started meanwhile waits for the first to finish, then runs.
        const waiting = cliIn(cliEnv(database.dataDir), 'list', '--json');
        await sleep(500);
        await client.close();
        const second = await waiting;
        expect(second.status, second.stderr).toBe(0);
        expect((JSON.parse(second.stdout) as { name: string }[]).map((row) => row.name)).toEqual([
          'client, during the server transaction',
          'server, during the client transaction',
        ]);

        // A new client that connects while the server is inside a transaction is served right after it
        // (pglite-socket would otherwise wait for the previous client's next message, which never comes).
        const started = performance.now();
        let newcomer: Promise<unknown> | undefined;
        await database.sql.transaction(async (query) => {
          await insert(query, 'server, while a new client connects');
          newcomer = cliIn(cliEnv(database.dataDir), 'list', '--json');
          await sleep(300);
        });
        expect(await newcomer).toMatchObject({ status: 0, stdout: expect.stringContaining('server, while a new client connects') });
        expect(performance.now() - started).toBeLessThan(5000);

        // A command killed inside its transaction: rolled back, and the server's queries go on at once.
        const killed = execFile(process.execPath, [
          '--input-type=module',
          '-e',
          `import postgres from 'postgres';
         const sql = postgres({ path: ${JSON.stringify(exposed.path)}, max: 1, user: 'postgres', database: 'postgres' });
         await sql.begin(async (tx) => {
           await tx.unsafe("insert into public.leads (name, phone, email, case_type, source_page, submission_id) values ('killed inside its transaction', '253', 'a@example.com', 'TRUCK ACCIDENTS', 'p', gen_random_uuid())");
           console.log('inside');
           await new Promise(() => {});
         });`,
        ]);
        await new Promise<void>((resolve) => killed.stdout!.on('data', () => resolve()));
        killed.kill('SIGKILL');
        const afterKill = performance.now();
        await insert(database.sql.query, 'server, after a killed command');
        expect(performance.now() - afterKill).toBeLessThan(5000);
        expect(await names()).not.toContain('killed inside its transaction');
        expect(await names()).toContain('server, after a killed command');
      } finally {
        await client.close().catch(() => {});
        await exposed.close();
        await database.dispose();
      }
    },
  );
});
