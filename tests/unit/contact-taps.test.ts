// @vitest-environment node
// Calls and texts started from the site (issue 30), on the Node server over each database: each
// beacon adds one to its page's count for the week, and nothing else is kept; a bad or oversized
// beacon is refused, a client sending too many is limited, and a week holds a bounded number of
// pages whatever is sent; `npm run leads -- report` shows the counts by page beside the leads.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { createContactTapHandler } from '../../lead-core/contact-taps.ts';
import { contactTapEndpoint, inboundTextEndpoint } from '../../lead-core/lead-endpoint.ts';
import { directAdmin } from '../../src/server/leads/lead-admin.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { startTwilioStandIn } from '../support/intake-services.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { send, startTestServer } from '../support/server.ts';
import { incomingText, twilioRequest } from '../support/twilio-texts.ts';
import { fromClient } from '../support/from-client.ts';

const beacon = (page: string, kind: string) => JSON.stringify({ page, kind });

for (const engine of engines) {
  describeOn(engine, `calls and texts started, on the Node server on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
    let twilio: Awaited<ReturnType<typeof startTwilioStandIn>> | undefined;

    test.beforeAll(async ({ fileDatabase }) => {
      database = fileDatabase;
      twilio = await startTwilioStandIn();
      server = await startTestServer({
        database,
        env: twilio.env,
      });
    });
    afterAll(async () => {
      await server?.close();
      await twilio?.close();
    });

    const tap = (from: string, body: string) =>
      send(server!.port, { from, path: contactTapEndpoint, headers: { 'content-type': 'text/plain;charset=UTF-8' }, body });
    const counts = () =>
      database!.sql.query<{ page: string; kind: string; taps: number }>(`select page, kind, taps from public.contact_taps order by page, kind`);

    it('counts each tap by page and kind for the week, keeping nothing else, and shows it in the report beside the leads', async () => {
      for (const [from, page, kind] of [
        ['127.0.7.1', '/kent-wa/car-accident-lawyer', 'call'],
        ['127.0.7.2', '/kent-wa/car-accident-lawyer', 'call'],
        ['127.0.7.3', '/kent-wa/car-accident-lawyer', 'text'],
        ['127.0.7.4', '/es/kent-wa/abogado-accidentes-de-auto', 'text'],
        ['127.0.7.5', '/kent-wa/dog-bite-lawyer', 'call'],
      ] as const) {
        const answer = await tap(from, beacon(page, kind));
        expect(answer.status).toBe(204);
        expect(answer.headers['referrer-policy']).toBe('no-referrer');
        expect(answer.headers['set-cookie']).toBeUndefined();
      }
      expect(await counts()).toEqual([
        { page: '/es/kent-wa/abogado-accidentes-de-auto', kind: 'text', taps: 1 },
        { page: '/kent-wa/car-accident-lawyer', kind: 'call', taps: 2 },
        { page: '/kent-wa/car-accident-lawyer', kind: 'text', taps: 1 },
        { page: '/kent-wa/dog-bite-lawyer', kind: 'call', taps: 1 },
      ]);
      const columns = await database!.sql.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'contact_taps' order by ordinal_position`,
      );
      expect(columns.map((column) => column.column_name)).toEqual(['week', 'page', 'kind', 'taps']);

      // A form lead from the car-accident page, and a text lead.
      const lead = await send(server!.port, {
        from: '127.0.7.9',
        body: JSON.stringify({ ...validLead, source_url: 'https://www.site.example/kent-wa/car-accident-lawyer?gclid=x', submissionId: crypto.randomUUID() }),
      });
      expect(lead.status).toBe(200);
      const url = `http://127.0.0.1:${server!.port}${inboundTextEndpoint}`;
      expect(
        (await send(server!.port, { path: inboundTextEndpoint, ...twilioRequest(twilio!.authToken, url, incomingText({ from: '+12065550901' })) })).status,
      ).toBe(200);

      const report = await directAdmin(database!.sql)('report', { since: null });
      expect(report.pages.map(({ page, leads, calls, texts }) => ({ page, leads, calls, texts }))).toEqual([
        { page: '/kent-wa/car-accident-lawyer', leads: 1, calls: 2, texts: 1 },
        { page: '/es/kent-wa/abogado-accidentes-de-auto', leads: 0, calls: 0, texts: 1 },
        { page: '/kent-wa/dog-bite-lawyer', leads: 0, calls: 1, texts: 0 },
        { page: 'text-message', leads: 1, calls: 0, texts: 0 },
      ]);
      if (database!.url) {
        const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database!.url };
        const { stdout } = await promisify(execFile)(process.execPath, ['src/server/leads-cli.ts', 'report'], { env, encoding: 'utf8' });
        console.log(`npm run leads -- report, with calls and texts by page:\n${stdout}`);
        expect(stdout).toContain('By page: the leads sent from each page, and the calls and texts started there');
        expect(stdout).toMatch(/│ +'\/kent-wa\/car-accident-lawyer' +│ +1 +│ +2 +│ +1 +│/);
      }
    });

    it('refuses a beacon that is not a site path and a kind, or is too large, and counts nothing', async () => {
      const before = await counts();
      for (const body of [
        beacon('/kent-wa/car-accident-lawyer?gclid=abc', 'call'),
        beacon('https://evil.example/', 'call'),
        beacon('/kent-wa/car-accident-lawyer', 'email'),
        beacon(`/${'a'.repeat(300)}`, 'call'),
        'not json',
        JSON.stringify({ page: '/', kind: 'call', padding: 'x'.repeat(400) }),
      ]) {
        const answer = await tap('127.0.8.1', body);
        expect([400, 413], body.slice(0, 60)).toContain(answer.status);
      }
      expect(await counts()).toEqual(before);
    });

    it('limits a client to 20 taps a minute', async () => {
      const statuses = [];
      for (let index = 0; index < 25; index += 1) statuses.push((await tap('127.0.9.1', beacon('/kent-wa/truck-accident-lawyer', 'call'))).status);
      expect(statuses.filter((status) => status === 204)).toHaveLength(20);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      expect((await counts()).find((row) => row.page === '/kent-wa/truck-accident-lawyer')).toEqual({
        page: '/kent-wa/truck-accident-lawyer',
        kind: 'call',
        taps: 20,
      });
    });

    it('holds at most the bounded number of pages a week, whatever pages are sent', async () => {
      const handler = fromClient(
        () => 'one',
        createContactTapHandler({
          sql: database!.sql,
          timeZone: 'America/Los_Angeles',
          perMinute: 1000,
          maxRowsPerWeek: 12,
        }),
      );
      const post = (page: string) => handler(new Request('http://localhost/', { method: 'POST', body: beacon(page, 'call') }));
      for (let index = 0; index < 20; index += 1) await post(`/made-up-${index}`);
      expect((await counts()).length).toBe(12);
      // A page already counted this week still counts.
      await post('/kent-wa/car-accident-lawyer');
      expect((await counts()).find((row) => row.page === '/kent-wa/car-accident-lawyer' && row.kind === 'call')?.taps).toBe(3);
    });
  });
}
