// @vitest-environment node
// After the form, end to end on the Node server (`npm start`'s own createServerFromEnv) over each
// database: a lead reaches every channel once — the intake email over real SMTP, a text to each
// on-call number through a stand-in that follows Twilio's Messages resource, a webhook receiver
// that verifies with standardwebhooks' own verifier, and a stand-in of Clio Grow's lead inbox.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { retryDelaySeconds } from '../../lead-core/outbox.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { startClioGrowStandIn, startTwilioStandIn, startWebhookReceiver } from '../support/intake-services.ts';
import { origin, validLead, visitAttribution } from '../support/lead-fixtures.ts';
import { send, startTestServer } from '../support/server.ts';
import { startSmtp } from '../support/smtp-sink.ts';
import { until } from '../support/until.ts';

const onCall = ['+12535550100', '+12535550101'];
/** A number Twilio refuses for good (21211): its delivery must show as failed, the others go on. */
const invalidNumber = '+12535550199';

for (const engine of engines) {
  describeOn(engine, `a lead's deliveries from the Node server on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
    let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
    let clio: Awaited<ReturnType<typeof startClioGrowStandIn>>;
    let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
    let client = 0;

    test.beforeAll(async ({ fileDatabase }) => {
      database = fileDatabase;
      smtp = await startSmtp();
      twilio = await startTwilioStandIn({ invalidNumbers: [invalidNumber] });
      const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
      webhook = await startWebhookReceiver({ secret: webhookSecret });
      clio = await startClioGrowStandIn();
      server = await startTestServer({
        database,
        env: {
          // The fixtures' pages are on this origin: the lead keeps their addresses whole.
          SITE_ORIGINS: origin,
          SMTP_URL: smtp.url,
          INTAKE_SMS_TO: [...onCall, invalidNumber].join(','),
          ...twilio.env,
          LEAD_WEBHOOK_URL: webhook.url,
          LEAD_WEBHOOK_SECRET: webhookSecret,
          CLIO_GROW_INBOX_TOKEN: clio.inboxToken,
          CLIO_GROW_URL: clio.url,
        },
        // The outbox's own back-off, a hundred times faster: the first retry after 0.1 s.
        leadTimings: { retryDelaySeconds: (attempt) => retryDelaySeconds(attempt) / 100 },
      });
    });
    afterAll(async () => {
      await server?.close();
      await Promise.all([smtp?.close(), twilio?.close(), webhook?.close(), clio?.close()]);
    });

    const sendLead = async (fields: Record<string, unknown>) => {
      const submissionId = crypto.randomUUID();
      client += 1;
      const answer = await send(server!.port, { from: `127.0.3.${client}`, body: JSON.stringify({ ...validLead, ...fields, submissionId }) });
      expect(answer.status).toBe(200);
      return { submissionId, acknowledgedAt: Date.now() };
    };
    // The deliveries sent at once: the escalation's reminders wait five minutes (tests/unit/lead-follow-up.test.ts).
    const deliveriesOf = (submissionId: string) =>
      database!.sql.query<{ channel: string; target: string; status: string; attempts: number; last_error: string | null }>(
        `select channel, target, status, attempts, last_error from public.lead_deliveries
         where lead_id = (select id from public.leads where submission_id = $1) and channel <> 'reminder' order by id`,
        [submissionId],
      );

    it('reaches every channel once, within seconds: the email, a text to each number, the signed webhook, Clio Grow', async () => {
      const name = 'Every Channel';
      const { submissionId, acknowledgedAt } = await sendLead({ name, attribution: visitAttribution, attribution_consent: 'yes' });
      const texts = await until('a text to each on-call number', () => {
        const mine = twilio.received.filter((message) => message.body.includes(name));
        return mine.length >= onCall.length ? mine : undefined;
      });
      const textedAfterMs =
        Math.max(
          ...twilio.requests.filter((request) => request.body.includes(encodeURIComponent(name).replace(/%20/g, '+'))).map((request) => request.at.getTime()),
        ) - acknowledgedAt;
      await until('the email, the webhook and Clio Grow', () =>
        smtp.received.some((mail) => mail.messageId === `<lead-${submissionId}@leads.invalid>`) &&
        webhook.received.some((hook) => hook.id === `msg_${submissionId}`) &&
        clio.received.some((lead) => lead.from_first === 'Every')
          ? true
          : undefined,
      );
      await until('every delivery recorded', async () => ((await deliveriesOf(submissionId)).every((row) => row.status !== 'pending') ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 300));

      // Each once, and nothing more arrives.
      expect(texts.map((message) => message.to).sort()).toEqual(onCall);
      expect(twilio.received.filter((message) => message.body.includes(name))).toHaveLength(onCall.length);
      expect(smtp.received.filter((mail) => mail.messageId === `<lead-${submissionId}@leads.invalid>`)).toHaveLength(1);
      expect(webhook.received.filter((hook) => hook.id === `msg_${submissionId}`)).toHaveLength(1);
      expect(clio.received.filter((lead) => lead.from_first === 'Every')).toHaveLength(1);
      expect(webhook.counts.unverified).toBe(0);

      // The text names the lead and where it came from, never what the visitor wrote.
      const [text] = texts;
      expect(text!.body).toMatch(
        /^New lead: Every Channel, \(253\) 555-0111\. TRUCK ACCIDENTS, page truck-accident-lawyer\. Lead \d+, tap when done: https?:\/\/[^/\s]+\/intake#/,
      );
      expect(text!.body.length).toBeLessThanOrEqual(320);
      for (const secret of [validLead.message, validLead.email, 'semi', 'SR 167']) expect(text!.body).not.toContain(secret);

      const hook = webhook.received.find((received) => received.id === `msg_${submissionId}`)!;
      expect(hook.payload).toMatchObject({
        type: 'lead.created',
        data: {
          submission_id: submissionId,
          name,
          phone: validLead.phone,
          email: validLead.email,
          case_type: 'TRUCK ACCIDENTS',
          message: validLead.message,
          source_page: 'truck-accident-lawyer',
          attribution: { utm_campaign: 'kent-trucks', gclid: 'TEST123' },
        },
      });
      expect(clio.received.find((lead) => lead.from_first === 'Every')).toMatchObject({
        from_last: 'Channel',
        from_email: validLead.email,
        from_phone: validLead.phone,
        referring_url: visitAttribution.landing_page,
        from_source: 'Website – truck-accident-lawyer – google / cpc / kent-trucks',
      });

      // The invalid number failed for good, once; everything else was sent on its first attempt.
      expect(await deliveriesOf(submissionId)).toEqual([
        { channel: 'email', target: 'intake@cascadecrestlaw.example', status: 'sent', attempts: 1, last_error: null },
        { channel: 'sms', target: onCall[0], status: 'sent', attempts: 1, last_error: null },
        { channel: 'sms', target: onCall[1], status: 'sent', attempts: 1, last_error: null },
        { channel: 'sms', target: invalidNumber, status: 'failed', attempts: 1, last_error: expect.stringMatching(/21211/) },
        { channel: 'webhook', target: webhook.url, status: 'sent', attempts: 1, last_error: null },
        { channel: 'clio-grow', target: clio.url, status: 'sent', attempts: 1, last_error: null },
      ]);
      console.log(`${engine.name}: texts to intake ${textedAfterMs} ms after the visitor's acknowledgement`);
    });

    it('shows the firm the text Twilio refused (21211) as failed in npm run leads -- deliveries, beside what was sent', async () => {
      // As the firm runs it, while the server serves: on the embedded database through its socket.
      const env = { PATH: process.env.PATH, DATA_DIR: server!.dataDir, ...(database!.url ? { DATABASE_URL: database!.url } : {}) };
      const cli = (...args: string[]) => promisify(execFile)(process.execPath, ['src/server/leads-cli.ts', ...args], { env, encoding: 'utf8' });
      const listed = JSON.parse((await cli('deliveries', '--json')).stdout) as {
        channel: string;
        target: string;
        status: string;
        attempts: number;
        last_error: string | null;
      }[];
      const immediate = listed.filter((delivery) => delivery.channel !== 'reminder');
      const refused = immediate.filter((delivery) => delivery.target === invalidNumber);
      expect(refused.length).toBeGreaterThan(0);
      for (const delivery of refused) {
        expect(delivery).toMatchObject({ channel: 'sms', status: 'failed', attempts: 1 });
        expect(delivery.last_error).toMatch(/Twilio 21211: Invalid 'To' Phone Number/);
      }
      expect(immediate.filter((delivery) => delivery.target !== invalidNumber).every((delivery) => delivery.status === 'sent')).toBe(true);
      console.log(`${engine.name}: npm run leads -- deliveries\n${(await cli('deliveries')).stdout}`);
    });

    it('gives a webhook receiver that answers 503 twice the lead on the third try, with one webhook-id', async () => {
      webhook.failNext(503, 2);
      const { submissionId } = await sendLead({ name: 'Busy Receiver' });
      await until('the webhook on its third try', () => (webhook.received.some((hook) => hook.id === `msg_${submissionId}`) ? true : undefined));
      const tries = webhook.requests.filter((request) => request.headers['webhook-id'] === `msg_${submissionId}`);
      expect(tries.map((request) => request.status)).toEqual([503, 503, 204]);
      // The same id and body on every try; the timestamp and signature are each try's own.
      expect(new Set(tries.map((request) => request.body)).size).toBe(1);
      const recorded = await until('the webhook marked sent', async () => {
        const delivery = (await deliveriesOf(submissionId)).find((row) => row.channel === 'webhook');
        return delivery?.status === 'sent' ? delivery : undefined;
      });
      expect(recorded).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
      // Without consent, the receiver gets no attribution.
      expect((webhook.received.find((hook) => hook.id === `msg_${submissionId}`)!.payload as { data: { attribution: unknown } }).data.attribution).toBeNull();
    });
  });
}
