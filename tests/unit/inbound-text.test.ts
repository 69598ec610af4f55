// @vitest-environment node
// Texts in (issue 30), end to end on the Node server over each database, with the stand-ins of
// Twilio's Messaging webhook (tests/support/twilio-texts.ts, its signatures checked by the twilio
// package) and of its Messages resource: a text to the firm's number becomes a lead that alerts
// intake, and gets the reply; Twilio's retry stores nothing new; a second text joins the lead; a
// forged or misaddressed request, a bad field and STOP store nothing; a text to the Spanish line
// is answered in Spanish; a flood from one number is one lead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../data/firm.ts';
import { clioGrowBody } from '../../lead-core/channels/clio-grow.ts';
import { intakeText } from '../../lead-core/channels/twilio-sms.ts';
import { twiml } from '../../lead-core/inbound-text.ts';
import { inboundTextEndpoint } from '../../lead-core/lead-endpoint.ts';
import type { StoredLead } from '../../lead-core/lead-store.ts';
import { textReply } from '../../lead-core/text-reply.ts';
import { directAdmin } from '../../src/server/leads/lead-admin.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import { pgliteDatabase, type TestDatabase } from '../support/databases.ts';
import { startTwilioStandIn } from '../support/intake-services.ts';
import { storedLead } from '../support/lead-fixtures.ts';
import { send, startTestServer } from '../support/server.ts';
import { incomingText, signAsTwilio, twilioRequest } from '../support/twilio-texts.ts';
import { until } from '../support/until.ts';

const onCall = ['+12535550100'];

// Tuesday 1 December 2026, Pacific time.
const tuesdayAt = (time: string) => new Date(`2026-12-01T${time}:00-08:00`);

describe('the reply to a text', () => {
  it('says it arrived, when the firm calls, the number to call now, no advice by text, and how to stop, in the number’s language', () => {
    expect(textReply('en', 0, tuesdayAt('21:00'))).toBe(
      'Cascade Crest Injury & Defense Lawyers: we received your text. Our office is closed now; we will call you after it opens, Wednesday at 8:00 am. To talk now, call (253) 555-0142. We cannot give legal advice by text; an attorney will talk with you on the call. Reply STOP to opt out.',
    );
    expect(textReply('es', 2, tuesdayAt('10:00'))).toBe(
      'Cascade Crest Injury & Defense Lawyers: recibimos su mensaje de texto. Le llamaremos pronto, hoy en horario de oficina. Para hablar ahora, llame al (253) 555-0142. No podemos dar asesoría legal por mensaje de texto; un abogado hablará con usted en la llamada. No abrimos fotos enviadas por mensaje de texto: tráigalas a su cita o pregúntenos en la llamada cómo enviarlas. Responda STOP para no recibir más mensajes.',
    );
    expect(twiml('Fish & <chips>')).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Message>Fish &amp; &lt;chips&gt;</Message></Response>');
  });

  it('tells Clio Grow the lead came by text, and the intake text carries none of its words', () => {
    const lead: StoredLead = {
      ...storedLead,
      name: 'Text message',
      email: '',
      phone: '+12065550123',
      source_page: 'text-message',
      message: 'My knee is broken',
    };
    const body = clioGrowBody(lead, 'token');
    expect(body.inbox_lead.from_source).toBe('Text message to the firm');
    expect(body.inbox_lead).not.toHaveProperty('from_email');
    expect(intakeText(lead)).not.toContain('knee');
  });
});

for (const engine of engines) {
  describeOn(engine, `texts in, on the Node server on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
    let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
    let url = '';
    let sender = 100;
    /** A number of its own for each test: texts from one number join one conversation. */
    const nextSender = () => `+1206555${String((sender += 1)).padStart(4, '0')}`;

    test.beforeAll(async ({ fileDatabase }) => {
      database = fileDatabase;
      twilio = await startTwilioStandIn();
      server = await startTestServer({
        database,
        env: {
          INTAKE_SMS_TO: onCall.join(','),
          INTAKE_LINK_SECRET: 'a-test-secret-of-at-least-32-bytes-long',
          INTAKE_LINK_ORIGIN: 'https://www.site.example',
          ...twilio.env,
        },
        leadTimings: { retryIntervalMs: 100 },
      });
      // Without TWILIO_WEBHOOK_URL, the address as this server is reached: one of its origins.
      url = `http://127.0.0.1:${server.port}${inboundTextEndpoint}`;
    });
    afterAll(async () => {
      await server?.close();
      await twilio?.close();
    });

    const post = (params: Record<string, string>, { signature, to = url }: { signature?: string; to?: string } = {}) =>
      send(server!.port, { path: inboundTextEndpoint, ...twilioRequest(twilio.authToken, to, params, signature) });
    const leadsFrom = (phone: string) =>
      database!.sql.query<{ id: number; name: string; email: string; message: string; language: string; source_page: string; texts: number }>(
        `select id, name, email, message, language, source_page, (select count(*)::int from public.inbound_texts where lead_id = lead.id) as texts
         from public.leads as lead where phone = $1 order by id`,
        [phone],
      );
    const textsFrom = async (phone: string) =>
      (await database!.sql.query<{ count: number }>(`select count(*)::int as count from public.inbound_texts where from_number = $1`, [phone]))[0]!.count;

    it('makes a lead of the first text from a number, alerts intake without its words, and answers with the reply', async () => {
      const from = nextSender();
      const answer = await post(incomingText({ from }));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(answer.text).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>Cascade Crest Injury &amp; Defense Lawyers: we received your text\. .+ To talk now, call \(253\) 555-0142\. We cannot give legal advice by text; an attorney will talk with you on the call\. Reply STOP to opt out\.<\/Message><\/Response>$/,
      );
      const [lead] = await leadsFrom(from);
      expect(lead).toMatchObject({
        name: 'Text message',
        email: '',
        language: 'en',
        source_page: 'text-message',
        message: 'I was rear-ended on I-5 this morning. Can someone call me?',
        texts: 1,
      });
      const alert = await until('the intake text', () => twilio.received.find((message) => message.body.includes(from)));
      expect(alert.to).toBe(onCall[0]);
      expect(alert.body).toMatch(
        new RegExp(`^New lead: Text message, \\${from}\\. Other, page text-message\\. Lead ${lead!.id}, tap when done: https://www\\.site\\.example/intake#`),
      );
      expect(alert.body).not.toContain('rear-ended');
    });

    it('stores Twilio’s retry of a text once, and answers it with the same reply', async () => {
      const from = nextSender();
      const text = incomingText({ from });
      const deliveries = async () =>
        (await database!.sql.query(`select channel, target from public.lead_deliveries where lead_id = (select id from public.leads where phone = $1)`, [from]))
          .map((row) => `${row.channel} ${row.target}`)
          .sort();
      const first = await post(text);
      const queued = await deliveries();
      expect(queued).toContain(`sms ${onCall[0]}`);
      const again = await post(text);
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(await leadsFrom(from)).toMatchObject([{ texts: 1 }]);
      expect(await deliveries()).toEqual(queued);
    });

    it('joins a second text within a day to the lead, as a message of its conversation, with no second reply', async () => {
      const from = nextSender();
      await post(incomingText({ from }));
      const second = await post(incomingText({ from, body: 'Also my car was towed.', numMedia: 1 }));
      expect(second.status).toBe(200);
      expect(second.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      const leads = await leadsFrom(from);
      expect(leads).toMatchObject([{ texts: 2 }]);
      const bodies = await database!.sql.query<{ body: string; num_media: number }>(
        `select body, num_media from public.inbound_texts where lead_id = $1 order by id`,
        [leads[0]!.id],
      );
      expect(bodies).toEqual([
        { body: 'I was rear-ended on I-5 this morning. Can someone call me?', num_media: 0 },
        { body: 'Also my car was towed.', num_media: 1 },
      ]);
      // `npm run leads -- show` gives the conversation.
      const shown = await directAdmin(database!.sql)('leads.find', { id: String(leads[0]!.id) });
      expect(shown!.texts.map(({ body, num_media, to_number }) => ({ body, num_media, to_number }))).toEqual([
        { body: 'I was rear-ended on I-5 this morning. Can someone call me?', num_media: 0, to_number: firm.phones.main.tel },
        { body: 'Also my car was towed.', num_media: 1, to_number: firm.phones.main.tel },
      ]);
      // Deleted like any lead, with its conversation.
      await directAdmin(database!.sql)('leads.delete', { id: String(leads[0]!.id) });
      expect(await textsFrom(from)).toBe(0);
    });

    it('tells a first text with photos how to bring them', async () => {
      const answer = await post(incomingText({ from: nextSender(), body: '', numMedia: 2 }));
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('We do not open photos sent by text: bring them to your appointment or ask us on the call how to send them.');
    });

    it('answers a forged, missing or misaddressed signature with 403, and stores nothing', async () => {
      const from = nextSender();
      const text = incomingText({ from });
      expect((await post(text, { signature: signAsTwilio('not-the-auth-token', url, text) })).status).toBe(403);
      expect((await post(text, { signature: '' })).status).toBe(403);
      // A request Twilio signed for another address (another deployment, another path), replayed here.
      expect((await post(text, { to: 'https://staging.cascadecrestlaw.example/functions/v1/inbound-text' })).status).toBe(403);
      expect((await post(text, { to: `${url}?x=1` })).status).toBe(403);
      // The signed text with one field changed.
      const signature = signAsTwilio(twilio.authToken, url, text);
      expect((await post({ ...text, Body: 'Changed' }, { signature })).status).toBe(403);
      expect(await textsFrom(from)).toBe(0);
      expect(await leadsFrom(from)).toEqual([]);
    });

    it('refuses a bad sender, a number not the firm’s, a bad body and an oversized request, and stores nothing', async () => {
      const from = nextSender();
      expect((await post(incomingText({ from: '2065550123' }))).status).toBe(400);
      expect((await post(incomingText({ from, to: '+12535550199' }))).status).toBe(400);
      expect((await post(incomingText({ from, to: firm.phones.office.tel }))).status).toBe(400);
      expect((await post(incomingText({ from, body: 'a\u0000b' }))).status).toBe(400);
      expect((await post(incomingText({ from, sid: 'not-a-sid' }))).status).toBe(400);
      expect((await post(incomingText({ from, body: 'x'.repeat(40_000) }))).status).toBe(413);
      expect(await textsFrom(from)).toBe(0);
      expect(await leadsFrom(from)).toEqual([]);
    });

    it('leaves STOP, START and HELP to Twilio: no lead, and an empty reply', async () => {
      const from = nextSender();
      for (const body of ['STOP', 'stop', ' Unsubscribe ', 'START', 'HELP', 'Stop.']) {
        const answer = await post(incomingText({ from, body }));
        expect(answer.status, body).toBe(200);
        expect(answer.text, body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      }
      expect(await leadsFrom(from)).toEqual([]);
    });

    it('answers a text to the Spanish line in Spanish, and calls the lead back in Spanish', async () => {
      const from = nextSender();
      const answer = await post(incomingText({ from, to: firm.phones.spanish.tel, body: 'Tuve un accidente de carro.' }));
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('<Message>Cascade Crest Injury &amp; Defense Lawyers: recibimos su mensaje de texto. ');
      expect(answer.text).toContain('Responda STOP para no recibir más mensajes.</Message>');
      expect(await leadsFrom(from)).toMatchObject([{ language: 'es', message: 'Tuve un accidente de carro.' }]);
      const alert = await until('the intake text', () => twilio.received.find((message) => message.body.includes(from)));
      expect(alert.body).toContain('Spanish: call back in Spanish.');
    });

    it('makes one lead of a flood from one number, and limits it', async () => {
      const from = nextSender();
      const answers = await Promise.all(Array.from({ length: 15 }, (_, index) => post(incomingText({ from, body: `text ${index}` }))));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
      expect(await leadsFrom(from)).toMatchObject([{ texts: 10 }]);
    });
  });
}

describe('the URL a signature must cover', () => {
  let database: TestDatabase | undefined;
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];
  beforeAll(async () => {
    database = await pgliteDatabase();
    twilio = await startTwilioStandIn();
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await twilio?.close();
    await database?.dispose();
  });
  const start = async (env: Record<string, string>) => {
    const server = await startTestServer({ database: database!, env: { ...twilio.env, ...env } });
    servers.push(server);
    return server;
  };

  it('is TWILIO_WEBHOOK_URL when it is set, whatever address the request names', async () => {
    const configured = 'https://www.cascadecrestlaw.example/functions/v1/inbound-text';
    const server = await start({ TWILIO_WEBHOOK_URL: configured });
    const text = incomingText({ from: '+12065550701' });
    const sent = (url: string) => send(server.port, { path: inboundTextEndpoint, ...twilioRequest(twilio.authToken, url, text) });
    expect((await sent(`http://127.0.0.1:${server.port}${inboundTextEndpoint}`)).status).toBe(403);
    expect((await sent(configured)).status).toBe(200);
  });

  it('is the public https address behind a trusted proxy, on one of the site’s hosts only', async () => {
    const server = await start({ TRUST_PROXY: '1' });
    const post = (url: string, host: string, from: string) => {
      const request = twilioRequest(twilio.authToken, url, incomingText({ from }));
      return send(server.port, {
        path: inboundTextEndpoint,
        headers: { ...request.headers, host, 'x-forwarded-proto': 'https', 'x-forwarded-for': '54.172.60.1' },
        body: request.body,
      });
    };
    expect((await post('https://www.cascadecrestlaw.example/functions/v1/inbound-text', 'www.cascadecrestlaw.example', '+12065550702')).status).toBe(200);
    // Signed by Twilio for another host, and sent here with that Host: not an address of this site.
    expect((await post('https://attacker.example/functions/v1/inbound-text', 'attacker.example', '+12065550703')).status).toBe(403);
    // The http address where the proxy says https.
    expect((await post('http://www.cascadecrestlaw.example/functions/v1/inbound-text', 'www.cascadecrestlaw.example', '+12065550704')).status).toBe(403);
    const stored = await database!.sql.query<{ phone: string }>(`select phone from public.leads where phone like '+120655507%' order by phone`);
    expect(stored.map((row) => row.phone)).toEqual(['+12065550701', '+12065550702']);
  });
});
