// @vitest-environment node
// `npm run leads -- backup <file>` while `npm start` serves on the embedded database, and
// `restore <file>` into an empty DATA_DIR and into an empty PostgreSQL database: every row of every
// table comes back, new rows get new ids, and a database that holds rows is refused.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { firm } from '../../data/firm.ts';
import { contactTapBody } from '../../lead-core/contact-taps.ts';
import { createLeadEvents } from '../../lead-core/lead-events.ts';
import { contactTapEndpoint } from '../../lead-core/lead-endpoint.ts';
import { createLeadStore, type NewLead } from '../../lead-core/lead-store.ts';
import type { Sql } from '../../lead-core/sql.ts';
import { postgresDatabase, type Database } from '../../src/server/leads/database.ts';
import { socketPath } from '../../src/server/leads/database-socket.ts';
import { openCliDatabase } from '../../src/server/leads/cli-database.ts';
import { describeOn, postgresServer } from '../support/database-fixture.ts';
import { pgliteDatabase, serverDatabase } from '../support/databases.ts';
import { origin, validLead, visitAttribution } from '../support/lead-fixtures.ts';
import { cliEnv, cliIn } from '../support/leads-cli.ts';
import { send, startSite, startTestServer } from '../support/server.ts';
import { newMessageSid } from '../support/twilio-texts.ts';
import { until } from '../support/until.ts';

const env = (extra: NodeJS.ProcessEnv & { DATA_DIR: string }) => cliEnv(extra.DATA_DIR, extra);
const cli = cliIn;

/** A form lead with consented attribution, a counted one, a text lead with its texts, deliveries, events. */
async function seed(sql: Sql) {
  const store = createLeadStore(sql, {
    deliveries: [
      // Channels no test server sends on: the rows stay as the test sets them.
      { channel: 'sms', target: '+12535550100' },
      { channel: 'webhook', target: 'https://crm.example/hooks/leads' },
    ],
    timeZone: firm.timeZone,
  });
  const lead = (extra: Partial<NewLead>) => ({ ...validLead, submissionId: crypto.randomUUID(), ...extra }) as NewLead;
  const { landing_page, ...kept } = visitAttribution;
  await store.insert(lead({ attribution: { kept: { landing_page, ...kept }, consentVersion: 'en-test' } }), { ipHash: 'hash-a', spam: false });
  await store.insert(lead({ name: 'Bo Diaz', countedCampaign: { source: 'facebook', medium: 'paid-social', campaign: 'winter' } }), {
    ipHash: 'hash-b',
    spam: false,
  });
  await store.insert(lead({ name: 'Text Lead', email: '', source_page: 'text-message', message: "It's about my crash\non I-5" }), {
    ipHash: 'hash-c',
    spam: false,
  });
  const [texted] = await sql.query<{ id: number }>(`select id from public.leads where name = 'Text Lead'`);
  for (const body of ['First text', 'A second one, with a photo']) {
    await sql.query(
      `insert into public.inbound_texts (lead_id, message_sid, from_number, to_number, body, num_media) values ($1, $2, '+12065550123', $3, $4, $5)`,
      [texted!.id, newMessageSid(), firm.phones.main.tel, body, body.includes('photo') ? 1 : 0],
    );
  }
  const [first] = await sql.query<{ id: number }>(`select min(id) as id from public.leads`);
  const events = createLeadEvents(sql, { recipients: [], remindEverySeconds: 14_400, remindTimes: 0 });
  await events.record(Number(first!.id), 'reached', 'cli');
  await events.record(Number(first!.id), 'signed', 'cli');
  await sql.query(`update public.lead_deliveries set status = 'failed', attempts = 7, last_error = 'HTTP 500' where channel = 'sms' and lead_id = $1`, [
    first!.id,
  ]);
}

/** Every row of every table of the public schema, as postgres.js reads it, in a stable order. */
async function everyRow(database: Database) {
  const tables = await database.sql.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations' order by 1`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) rows[name] = await database.sql.query(`select * from public."${name}" as t order by t::text`);
  return rows;
}

// On both engines: the fixture's PostgreSQL database is the empty one restored into.
describeOn(postgresServer, 'npm run leads -- backup and restore', (test) => {
  test(
    'backs up while npm start serves, and restores every row on PGlite and on PostgreSQL, and from PostgreSQL',
    { timeout: 180_000 },
    async ({ database: postgres }) => {
      const source = await pgliteDatabase();
      await seed(source.sql);
      await source.dispose();
      const site = await startSite({ DATA_DIR: source.dataDir, SITE_ORIGINS: origin, LEAD_RATE_LIMIT: '100000/600' });
      const scratch = await mkdtemp(join(tmpdir(), 'leads-backup-'));
      const backup = join(scratch, 'leads.sql');
      const restoredDir = join(scratch, 'restored');
      try {
        // Served: a lead and a tap on the phone link, through the site.
        expect(
          (await send(site.port, { headers: { origin }, body: JSON.stringify({ ...validLead, name: 'Served Lead', submissionId: crypto.randomUUID() }) }))
            .status,
        ).toBe(200);
        const tap = await send(site.port, { path: contactTapEndpoint, headers: { origin }, body: contactTapBody('/kent-wa/truck-accident-lawyer', 'call') });
        expect(tap.status).toBeLessThan(300);

        // The served lead's notification sent (to an .eml file), so that the rows stay as the backup has them.
        const served = await postgresDatabase({ socket: socketPath(source.dataDir), describe: 'served' });
        await until("the served lead's email", async () =>
          (await served.sql.query(`select 1 from public.lead_deliveries where channel = 'email' and status = 'pending'`)).length === 0 ? true : undefined,
        );
        await served.close();

        // The real command, in its own process, through the serving server's socket.
        const said = await promisify(execFile)('npm', ['run', '--silent', 'leads', '--', 'backup', backup], {
          env: env({ DATA_DIR: source.dataDir }),
          encoding: 'utf8',
        });
        expect(said.stdout).toMatch(/^Wrote the backup to .*leads\.sql \(0600\), one snapshot: .*leads 4, .*lead_deliveries 7, lead_events 2/);
        expect((await stat(backup)).mode & 0o777).toBe(0o600);
        expect(await readFile(backup, 'utf8')).toMatch(/^-- Leads backup \(npm run leads -- backup\) of the running server's embedded database/);
        const reading = await postgresDatabase({ socket: socketPath(source.dataDir), describe: 'served' });
        const expected = await everyRow(reading);
        await reading.close();
        expect(Object.fromEntries(Object.entries(expected).map(([name, rows]) => [name, rows.length]))).toEqual({
          contact_taps: 1,
          inbound_texts: 2,
          lead_campaign_counts: 2,
          lead_deliveries: 7,
          lead_events: 2,
          leads: 4,
        });

        // Into an empty DATA_DIR: the CLI opens it itself.
        const intoPglite = await cli(env({ DATA_DIR: restoredDir }), 'restore', backup);
        expect(intoPglite, intoPglite.stderr).toMatchObject({
          status: 0,
          stdout: expect.stringMatching(/^Restored .*leads\.sql into embedded Postgres \(PGlite\)/),
        });
        const restored = await openCliDatabase({ DATA_DIR: restoredDir });
        try {
          expect(await everyRow(restored)).toEqual(expected);
          // New rows get new ids, after the restored ones.
          await createLeadStore(restored.sql, { deliveries: [], timeZone: firm.timeZone }).insert(
            { ...validLead, submissionId: crypto.randomUUID() } as NewLead,
            { ipHash: 'x', spam: false },
          );
          const [{ max }] = (await restored.sql.query<{ max: string }>(`select max(id) as max from public.leads`)) as [{ max: string }];
          expect(Number(max)).toBe(Math.max(...(expected.leads as { id: string }[]).map((row) => Number(row.id))) + 1);
        } finally {
          await restored.close();
        }

        // Into an empty PostgreSQL database (DATABASE_URL): the firm's way from one box to PostgreSQL.
        const intoPostgres = await cli(env({ DATA_DIR: scratch, DATABASE_URL: postgres.url }), 'restore', backup);
        expect(intoPostgres, intoPostgres.stderr).toMatchObject({ status: 0, stdout: expect.stringMatching(/into Postgres at 127\.0\.0\.1:5432/) });
        expect(await everyRow(postgres)).toEqual(expected);
        // A database that holds rows is refused, and keeps them.
        const again = await cli(env({ DATA_DIR: scratch, DATABASE_URL: postgres.url }), 'restore', backup);
        expect(again).toMatchObject({
          status: 1,
          stderr: expect.stringMatching(/^Not restored: the database is not empty \(public\."\w+" has rows\)\. Restore into an empty DATA_DIR/),
        });
        expect(await everyRow(postgres)).toEqual(expected);

        // And back: a backup of PostgreSQL while a server serves on it, restored into another empty database.
        const server = await startTestServer({ database: postgres, env: { SITE_ORIGINS: origin } });
        const second = await serverDatabase();
        try {
          const fromPostgres = join(scratch, 'from-postgres.sql');
          expect((await cli(env({ DATA_DIR: scratch, DATABASE_URL: postgres.url }), 'backup', fromPostgres)).stdout).toMatch(/^Wrote the backup/);
          expect((await cli(env({ DATA_DIR: scratch, DATABASE_URL: second.url }), 'restore', fromPostgres)).status).toBe(0);
          expect(await everyRow(second)).toEqual(expected);
        } finally {
          await server.close();
          await second.dispose();
        }
      } finally {
        await site.stop();
        await rm(scratch, { recursive: true, force: true });
        await rm(source.dataDir, { recursive: true, force: true });
      }
    },
  );
});
