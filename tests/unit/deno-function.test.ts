// @vitest-environment node
// The real send-contact-email entry under Deno (the `deno` npm package), against a PostgreSQL
// server database: a valid submission is stored, an invalid one is refused.
import { afterAll, expect, it } from 'vitest';
import { origin, validLead } from '../support/lead-fixtures.ts';
import { describeOn, postgresServer } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { startEdgeFunction } from '../support/processes.ts';

let url = '';
let deno: Awaited<ReturnType<typeof startEdgeFunction>> | undefined;
let database: TestDatabase | undefined;

postgresServer.test.beforeAll(async ({ fileDatabase: opened }) => {
  database = opened;
  deno = await startEdgeFunction('send-contact-email', {
    SUPABASE_DB_URL: opened.url!,
    SITE_ORIGINS: origin,
    LEAD_IP_SALT: 'deno-test-salt',
    INTAKE_LINK_SECRET: 'deno-test-intake-link-secret-32-bytes+',
    FIRM_PHONE: '(253) 555-0142',
    NOTIFY_EMAIL: 'intake@site.example',
    MAIL_FROM: 'Website <website@site.example>',
    // Nothing listens here: the email waits in the queue for the schedule, as on an outage.
    SMTP_URL: 'smtps://127.0.0.1:465',
  });
  url = deno.url;
}, 90_000);

afterAll(async () => {
  deno?.child.kill('SIGKILL');
});

describeOn(postgresServer, 'send-contact-email under Deno', () => {
  it('stores a valid submission and answers success with its id', async () => {
    const submissionId = crypto.randomUUID();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ ...validLead, submissionId }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(await response.json()).toEqual({ success: true, submissionId });
    const rows = await database!.sql.query<{ name: string; deliveries: number }>(
      `select name, (select count(*)::int from public.lead_deliveries where lead_id = lead.id and status = 'pending') as deliveries
       from public.leads as lead where submission_id = $1`,
      [submissionId],
    );
    expect(rows).toEqual([{ name: 'Ana Ruiz', deliveries: 1 }]);
  });

  it('refuses an invalid submission with the message of the spec', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ ...validLead, email: 'nope' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: 'Invalid email address' });
  });
});
