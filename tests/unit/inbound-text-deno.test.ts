// @vitest-environment node
// The real inbound-text entry under Deno (the `deno` npm package), against a PostgreSQL server
// database and the stand-ins of Twilio (its webhook's signed POSTs, its Messages resource): the
// steps of issue 30 as the Supabase function runs them, at the URL Twilio is set to call.
import { afterAll, expect, it } from 'vitest';
import { firm } from '../../data/firm.ts';
import { describeOn, postgresServer } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { startTwilioStandIn } from '../support/intake-services.ts';
import { origin } from '../support/lead-fixtures.ts';
import { startEdgeFunction } from '../support/processes.ts';
import { incomingText, signAsTwilio, twilioRequest } from '../support/twilio-texts.ts';

/** The URL Twilio is set to call, which it signs: not the address the function listens on here. */
const webhookUrl = 'https://project.supabase.example/functions/v1/inbound-text';
const onCall = '+12535550100';

let deno: Awaited<ReturnType<typeof startEdgeFunction>> | undefined;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>> | undefined;
let database: TestDatabase | undefined;

postgresServer.test.beforeAll(async ({ fileDatabase: opened }) => {
  database = opened;
  twilio = await startTwilioStandIn();
  deno = await startEdgeFunction('inbound-text', {
    SUPABASE_DB_URL: opened.url!,
    SITE_ORIGINS: origin,
    LEAD_IP_SALT: 'deno-test-salt',
    INTAKE_LINK_SECRET: 'deno-test-intake-link-secret-32-bytes+',
    FIRM_PHONE: '(253) 555-0142',
    NOTIFY_EMAIL: 'intake@site.example',
    MAIL_FROM: 'Website <website@site.example>',
    SMTP_URL: 'smtps://127.0.0.1:465',
    INTAKE_SMS_TO: onCall,
    ...twilio.env,
    TWILIO_WEBHOOK_URL: webhookUrl,
  });
}, 90_000);

afterAll(async () => {
  deno?.child.kill('SIGKILL');
  await twilio?.close();
});

const post = (params: Record<string, string>, signature?: string) =>
  fetch(deno!.url, { method: 'POST', ...twilioRequest(twilio!.authToken, webhookUrl, params, signature) });
const conversation = (phone: string) =>
  database!.sql.query<{ language: string; source_page: string; texts: number }>(
    `select language, source_page, (select count(*)::int from public.inbound_texts where lead_id = lead.id) as texts from public.leads as lead where phone = $1`,
    [phone],
  );

describeOn(postgresServer, 'inbound-text under Deno', () => {
  it('makes a lead of a text, alerts intake, answers with the reply; a retry stores nothing new; a second text joins', async () => {
    const from = '+12065550301';
    const text = incomingText({ from });
    const first = await post(text);
    expect(first.status).toBe(200);
    const reply = await first.text();
    expect(reply).toContain('<Response><Message>Cascade Crest Injury &amp; Defense Lawyers: we received your text. ');
    expect(await conversation(from)).toEqual([{ language: 'en', source_page: 'text-message', texts: 1 }]);
    for (let waited = 0; !twilio!.received.some((message) => message.body.includes(from)) && waited < 15_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(twilio!.received.find((message) => message.body.includes(from))).toMatchObject({ to: onCall });

    const retry = await post(text);
    expect(await retry.text()).toBe(reply);
    expect(await conversation(from)).toEqual([{ language: 'en', source_page: 'text-message', texts: 1 }]);

    const second = await post(incomingText({ from, body: 'One more thing.' }));
    expect(await second.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await conversation(from)).toEqual([{ language: 'en', source_page: 'text-message', texts: 2 }]);
  });

  it('answers a forged signature with 403 and STOP with an empty reply, storing nothing', async () => {
    const from = '+12065550302';
    const text = incomingText({ from });
    expect((await post(text, signAsTwilio('wrong-token', webhookUrl, text))).status).toBe(403);
    const stop = await post(incomingText({ from, body: 'STOP' }));
    expect(await stop.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await conversation(from)).toEqual([]);
  });

  it('answers a text to the Spanish line in Spanish', async () => {
    const from = '+12065550303';
    const answer = await post(incomingText({ from, to: firm.phones.spanish.tel, body: 'Necesito ayuda.' }));
    expect(await answer.text()).toContain('recibimos su mensaje de texto.');
    expect(await conversation(from)).toEqual([{ language: 'es', source_page: 'text-message', texts: 1 }]);
  });
});
