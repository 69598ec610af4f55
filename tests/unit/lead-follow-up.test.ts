// @vitest-environment node
// After the alert, end to end on the Node server over each database, against the stand-in of
// Twilio's Messages resource: each intake text carries its one-tap link; opening the link changes
// nothing; a tap records one event of the lead, saying who and when; nobody tapping escalates once
// (a text to each backup number, a reminder to each on-call number); "No answer" starts the chase,
// which "Reached them" stops; the prospect's confirmation goes out only when asked, in their
// language, with no case details; a bad link is a 404 that changes nothing.
import { afterAll, expect, it } from 'vitest';
import { signIntakeToken, verifyIntakeToken } from '../../lead-core/intake-link.ts';
import { intakeEndpoint } from '../../lead-core/lead-endpoint.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { startTwilioStandIn, type TwilioMessage } from '../support/intake-services.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { send, startTestServer } from '../support/server.ts';
import { until } from '../support/until.ts';

const onCall = ['+12535550100', '+12535550101'];
const backup = ['+12535550105'];
const linkSecret = 'a-test-secret-of-at-least-32-bytes-long';

const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

/** The token of the one-tap link a text carries. */
const tokenIn = (text: string) => /\/intake#([A-Za-z0-9._-]+)/.exec(text)?.[1];

for (const engine of engines) {
  describeOn(engine, `after the alert, on the Node server on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
    let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
    let client = 0;

    test.beforeAll(async ({ fileDatabase }) => {
      database = fileDatabase;
      twilio = await startTwilioStandIn({ unsubscribedNumbers: ['+12535550177'] });
      server = await startTestServer({
        database,
        env: {
          INTAKE_SMS_TO: onCall.join(','),
          INTAKE_BACKUP_SMS_TO: backup.join(','),
          INTAKE_ESCALATE_AFTER: '1',
          // The chase a hundred times faster than a firm would run it: every 0.6 s, three times.
          INTAKE_REMIND_EVERY: '0.01',
          INTAKE_REMIND_TIMES: '3',
          INTAKE_LINK_SECRET: linkSecret,
          INTAKE_LINK_ORIGIN: 'https://www.site.example',
          ...twilio.env,
        },
        leadTimings: { retryIntervalMs: 100 },
      });
    });
    afterAll(async () => {
      await server?.close();
      await twilio?.close();
    });

    const sendLead = async (fields: Record<string, unknown>) => {
      client += 1;
      const submissionId = crypto.randomUUID();
      const answer = await send(server!.port, { from: `127.0.4.${client}`, body: JSON.stringify({ ...validLead, ...fields, submissionId }) });
      expect(answer.status).toBe(200);
      const [lead] = await database!.sql.query<{ id: number }>(`select id from public.leads where submission_id = $1`, [submissionId]);
      return Number(lead!.id);
    };
    const textsTo = (name: string) => twilio.received.filter((message) => message.body.includes(name));
    const intake = (body: unknown, method = 'POST') =>
      fetch(`http://127.0.0.1:${server!.port}${intakeEndpoint}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
      });
    const followUps = (leadId: number) =>
      database!.sql.query<{ channel: string; target: string; round: number; status: string }>(
        `select channel, target, round, status from public.lead_deliveries where lead_id = $1 and channel in ('reminder', 'escalation') order by channel, target, round`,
        [leadId],
      );
    const events = (leadId: number) =>
      database!.sql.query<{ kind: string; recipient: string }>(`select kind, recipient from public.lead_events where lead_id = $1 order by id`, [leadId]);
    /** The escalation's minute, passed: its deliveries due now, as if nobody had tapped for a minute. */
    const minutePasses = async (leadId: number) => {
      await database!.sql.query(`update public.lead_deliveries set next_attempt_at = now() where lead_id = $1 and round = 0 and status = 'pending'`, [leadId]);
      void server!.leads.wake();
    };

    it('texts each on-call number a link made for it; opening it changes nothing and shows the lead but never the message', async () => {
      const leadId = await sendLead({ name: 'Link Opened' });
      const texts = await until('a text to each on-call number', () => (textsTo('Link Opened').length === onCall.length ? textsTo('Link Opened') : undefined));
      for (const text of texts) {
        expect(text.body.length).toBeLessThanOrEqual(320);
        expect(text.body).toMatch(
          new RegExp(
            `^New lead: Link Opened, \\(253\\) 555-0111\\. TRUCK ACCIDENTS, page truck-accident-lawyer\\. Lead ${leadId}, tap when done: https://www\\.site\\.example/intake#`,
          ),
        );
        // Made for its recipient: the token names the number the text went to.
        expect(verifyIntakeToken(linkSecret, tokenIn(text.body))).toMatchObject({ leadId, recipient: text.to });
      }
      const token = tokenIn(texts[0]!.body)!;
      // Once the email and both texts are marked sent (Twilio has the texts a moment before): only the escalation still waits.
      await until('the email and the texts marked sent', async () => {
        const unsent = await database!.sql.query<{ id: string }>(
          `select id from public.lead_deliveries where lead_id = $1 and channel in ('email', 'sms') and status <> 'sent'`,
          [leadId],
        );
        return unsent.length === 0 ? true : undefined;
      });
      const before = await database!.sql.query(`select * from public.lead_deliveries where lead_id = $1 order by id`, [leadId]);

      // A preview's GET, and the page's POST without an action: nothing changes.
      const preview = await intake(undefined, 'GET');
      expect(preview.status).toBe(405);
      const opened = await intake({ token });
      expect(opened.status).toBe(200);
      expect(opened.headers.get('cache-control')).toBe('no-store');
      expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
      const summary = (await opened.json()) as Record<string, unknown>;
      expect(summary).toMatchObject({
        id: leadId,
        firstName: 'Link',
        phone: '(253) 555-0111',
        tel: '2535550111',
        caseType: 'TRUCK ACCIDENTS',
        sourcePage: 'truck-accident-lawyer',
        pagePath: '/kent-wa/truck-accident-lawyer',
        language: 'English',
        outcome: 'open',
        events: [],
        recipient: texts[0]!.to,
      });
      expect(JSON.stringify(summary)).not.toContain('semi');
      expect(JSON.stringify(summary)).not.toContain(validLead.email);
      expect(await events(leadId)).toEqual([]);
      expect(await database!.sql.query(`select * from public.lead_deliveries where lead_id = $1 order by id`, [leadId])).toEqual(before);
    });

    it('records one "Reached them" event, saying who and when, and stops the escalation', async () => {
      const leadId = await sendLead({ name: 'Reached Once' });
      const text = await until('the text', () => textsTo('Reached Once').find((message) => message.to === onCall[1]));
      const tappedAt = Date.now();
      for (let tap = 0; tap < 2; tap += 1) expect((await intake({ token: tokenIn(text.body), action: 'reached' })).status).toBe(200);
      expect(await events(leadId)).toEqual([{ kind: 'reached', recipient: onCall[1] }]);
      const [lead] = await database!.sql.query<{ contacted_at: Date }>(`select contacted_at from public.leads where id = $1`, [leadId]);
      expect(Math.abs(new Date(lead!.contacted_at).getTime() - tappedAt)).toBeLessThan(5000);
      await minutePasses(leadId);
      await settle();
      expect((await followUps(leadId)).map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      expect(textsTo('Reached Once')).toHaveLength(onCall.length);
    });

    it('escalates a lead nobody acts on within the minute: one text to each backup number, one reminder to each on-call number', async () => {
      const leadId = await sendLead({ name: 'Nobody Tapped' });
      await until('the first texts', () => (textsTo('Nobody Tapped').length === onCall.length ? true : undefined));
      // Due a minute after the lead, not before.
      const due = await database!.sql.query<{ seconds: number }>(
        `select extract(epoch from next_attempt_at - (select created_at from public.leads where id = $1))::float8 as seconds
         from public.lead_deliveries where lead_id = $1 and round = 0 and channel in ('reminder', 'escalation')`,
        [leadId],
      );
      for (const { seconds } of due) expect(seconds).toBeCloseTo(60, 0);
      await minutePasses(leadId);
      const escalated = await until('the escalation', () =>
        textsTo('Nobody Tapped').length === onCall.length * 2 + backup.length ? textsTo('Nobody Tapped') : undefined,
      );
      await settle();
      expect(textsTo('Nobody Tapped')).toHaveLength(onCall.length * 2 + backup.length);
      const [backupText] = escalated.filter((message) => message.to === backup[0]);
      expect(backupText!.body).toMatch(new RegExp(`^BACKUP: nobody has acted on lead ${leadId} in 1 min\\. Call Nobody Tapped, \\(253\\) 555-0111\\.`));
      expect(verifyIntakeToken(linkSecret, tokenIn(backupText!.body))).toMatchObject({ leadId, recipient: backup[0] });
      const reminders = escalated.filter((message) => message.body.startsWith('REMINDER'));
      expect(reminders.map((message) => message.to).sort()).toEqual(onCall);
      expect(reminders[0]!.body).toMatch(new RegExp(`^REMINDER: nobody has acted on lead ${leadId} in 1 min\\. Call Nobody Tapped`));
      for (const message of escalated) expect(message.body.length).toBeLessThanOrEqual(320);
      expect((await followUps(leadId)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    });

    it('after "No answer", reminds the on-call numbers at the interval until someone marks it reached', async () => {
      const leadId = await sendLead({ name: 'No Answer Yet' });
      const text = await until('the text', () => textsTo('No Answer Yet').find((message) => message.to === onCall[0]));
      const token = tokenIn(text.body);
      expect((await intake({ token, action: 'no-answer' })).status).toBe(200);
      // The escalation is cancelled; the chase is queued, a round every 0.6 s.
      const rounds = await until('the first round of reminders', () => {
        const sent = textsTo('No Answer Yet').filter((message) => message.body.startsWith('REMINDER 1 of 3'));
        return sent.length === onCall.length ? sent : undefined;
      });
      const second = await until('the second round', () => {
        const sent = textsTo('No Answer Yet').filter((message) => message.body.startsWith('REMINDER 2 of 3'));
        return sent.length === onCall.length ? sent : undefined;
      });
      const firstAt = Math.min(
        ...twilio.requests.filter((r) => r.body.includes('REMINDER+1+of+3') && r.body.includes('No+Answer+Yet')).map((r) => r.at.getTime()),
      );
      const secondAt = Math.min(
        ...twilio.requests.filter((r) => r.body.includes('REMINDER+2+of+3') && r.body.includes('No+Answer+Yet')).map((r) => r.at.getTime()),
      );
      expect(secondAt - firstAt).toBeGreaterThan(400);
      expect(rounds[0]!.body).toMatch(new RegExp(`^REMINDER 1 of 3: lead ${leadId} not reached yet\\. Call No Answer Yet, \\(253\\) 555-0111\\.`));
      expect(second).toHaveLength(onCall.length);
      expect((await intake({ token: tokenIn(second[0]!.body), action: 'reached' })).status).toBe(200);
      await settle(1500);
      expect(textsTo('No Answer Yet').filter((message) => message.body.startsWith('REMINDER 3 of 3'))).toEqual([]);
      expect(textsTo('No Answer Yet').filter((message) => message.body.startsWith('BACKUP') || message.body.startsWith('REMINDER:'))).toEqual([]);
      expect((await events(leadId)).map((event) => event.kind)).toEqual(['no-answer', 'reached']);
      expect((await followUps(leadId)).filter((row) => row.channel === 'reminder' && row.round === 3).map((row) => row.status)).toEqual([
        'cancelled',
        'cancelled',
      ]);
    });

    it('lists a lead as unreached once the last reminder went without anybody reaching them', async () => {
      const leadId = await sendLead({ name: 'Never Reached' });
      const text = await until('the text', () => textsTo('Never Reached').find((message) => message.to === onCall[0]));
      await intake({ token: tokenIn(text.body), action: 'no-answer' });
      await until('the last round', () =>
        textsTo('Never Reached').filter((message) => message.body.startsWith('REMINDER 3 of 3')).length === 2 ? true : undefined,
      );
      await until('unreached', async () => {
        const [row] = await database!.sql.query<{ outcome: string }>(`select outcome from public.lead_outcomes where lead_id = $1`, [leadId]);
        return row?.outcome === 'unreached' ? true : undefined;
      });
    });

    it('texts the prospect once, in their language, only when asked, with nothing about the case', async () => {
      const phone = '(253) 555-0133';
      await sendLead({ name: 'Sin Caja', phone: '253 555 0134', language: 'es' });
      await sendLead({ name: 'Con Caja', phone, language: 'es', confirmation_text: 'yes', caseType: 'DOG BITES', message: 'Me mordió un perro.' });
      const confirmation = await until('the confirmation', () => twilio.received.find((message) => message.to === '+12535550133'));
      expect(confirmation.body).toMatch(/^Cascade Crest Injury & Defense Lawyers: recibimos su solicitud\. /);
      expect(confirmation.body).toContain('Para hablar ahora, llame al (253) 555-0142.');
      expect(confirmation.body).toMatch(/Responda STOP para no recibir más mensajes\.$/);
      for (const detail of ['DOG', 'perro', 'Con Caja', 'mordió', 'dog-bite', 'truck']) expect(confirmation.body).not.toContain(detail);
      // A second lead from the same number the same day: no second confirmation. An English one elsewhere: English.
      await sendLead({ name: 'Otra Vez', phone, language: 'es', confirmation_text: 'yes' });
      await sendLead({ name: 'In English', phone: '253-555-0135', confirmation_text: 'yes' });
      const english = await until('the English confirmation', () => twilio.received.find((message) => message.to === '+12535550135'));
      expect(english.body).toMatch(
        /^Cascade Crest Injury & Defense Lawyers: we received your request\. .* To talk now, call \(253\) 555-0142\. Reply STOP to opt out\.$/,
      );
      // Spam asks for nothing.
      await sendLead({ name: 'Bot', phone: '253-555-0136', confirmation_text: 'yes', website: 'https://spam.example' });
      await settle();
      expect(twilio.received.filter((message: TwilioMessage) => message.to === '+12535550133')).toHaveLength(1);
      expect(twilio.received.filter((message) => message.to === '+12535550134' || message.to === '+12535550136')).toEqual([]);
    });

    it('shows an opted-out number as failed for good (Twilio 21610)', async () => {
      const leadId = await sendLead({ name: 'Opted Out', phone: '253-555-0177', confirmation_text: 'yes' });
      const [row] = await until('the failure', async () => {
        const rows = await database!.sql.query<{ status: string; last_error: string }>(
          `select status, last_error from public.lead_deliveries where lead_id = $1 and channel = 'confirmation'`,
          [leadId],
        );
        return rows[0]?.status === 'failed' ? rows : undefined;
      });
      expect(row!.last_error).toMatch(/^HTTP 400: Twilio 21610: /);
    });

    it('refuses a forged, altered or expired link, or one of a deleted lead, with 404, and changes nothing', async () => {
      const leadId = await sendLead({ name: 'Bad Links' });
      const text = await until('the text', () => textsTo('Bad Links')[0]);
      const good = tokenIn(text.body)!;
      const expiresAt = new Date(Date.now() + 60_000);
      const bad = [
        signIntakeToken('another-secret-of-at-least-32-bytes!!', { leadId, recipient: onCall[0]!, expiresAt }),
        good.replace(/^[0-9a-z]+/, (id) => (parseInt(id, 36) + 1).toString(36)),
        signIntakeToken(linkSecret, { leadId, recipient: onCall[0]!, expiresAt: new Date(Date.now() - 1000) }),
        'not-a-token',
      ];
      for (const token of bad) {
        const answer = await intake({ token, action: 'signed' });
        expect(answer.status, token).toBe(404);
        expect(JSON.stringify(await answer.json())).not.toContain('Bad');
      }
      expect(await events(leadId)).toEqual([]);
      await database!.sql.query(`delete from public.leads where id = $1`, [leadId]);
      expect((await intake({ token: good })).status).toBe(404);
      expect((await intake({ token: good, action: 'reached' })).status).toBe(404);
    });

    // Last: it uses up this client's minute.
    it('limits the intake page to 30 requests a minute per client, whatever the token', async () => {
      const statuses: number[] = [];
      for (let request = 0; request < 32; request += 1) statuses.push((await intake({ token: `guess-${request}` })).status);
      expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(30);
      expect(statuses.slice(-2)).toEqual([429, 429]);
    });
  });
}
