// @vitest-environment node
// The outbox's intake channels against local stand-ins of their services (tests/support/intake-services.ts):
// what each service receives, and which of its answers are final and which are retried.
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clioGrowBody, clioGrowChannel, splitName } from '../../lead-core/channels/clio-grow.ts';
import { intakeText, maxIntakeTextLength, twilioSmsChannel } from '../../lead-core/channels/twilio-sms.ts';
import { webhookChannel, webhookPayload } from '../../lead-core/channels/webhook.ts';
import type { StoredLead } from '../../lead-core/lead-store.ts';
import { DeliveryFailure, type Delivery } from '../../lead-core/outbox.ts';
import { startClioGrowStandIn, startTwilioStandIn, startWebhookReceiver } from '../support/intake-services.ts';

const lead: StoredLead = {
  id: 42,
  submission_id: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  created_at: new Date('2026-11-26T18:04:05.000Z'),
  name: 'Ana Ruiz',
  phone: '(253) 555-0111',
  email: 'ana@example.com',
  case_type: 'TRUCK ACCIDENTS',
  message: 'A semi drifted into my lane on SR 167; I broke my wrist and two ribs.',
  source_page: 'truck-accident-lawyer',
  language: 'en',
  source_url: 'https://www.site.example/kent-wa/truck-accident-lawyer',
  page_title: 'Injured in a Kent Truck Accident?',
  user_agent: 'Mozilla/5.0 (test)',
  status: 'new',
  attribution: null,
  attribution_consented_at: null,
  attribution_consent_version: null,
  contacted_at: null,
};

const landingPage = 'https://www.site.example/kent-wa/truck-accident-lawyer?utm_source=google&utm_medium=cpc&utm_campaign=spring-trucks';
const consentedLead: StoredLead = {
  ...lead,
  attribution: { landing_page: landingPage, referrer: 'https://www.google.com/', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-trucks' },
  attribution_consented_at: new Date('2026-11-26T18:04:05.120Z'),
  attribution_consent_version: '2026-11-20',
};

/** A Spanish lead from a criminal-defense page, who wrote about the charge. */
const criminalSpanishLead: StoredLead = {
  ...lead,
  id: 43,
  name: 'José Pérez',
  case_type: 'Other',
  message: 'Me arrestaron anoche por DUI, tengo audiencia el lunes.',
  email: 'jose@example.com',
  source_page: 'abogado-dui',
  language: 'es',
};

const deliveryTo = (channel: string, target: string, round = 0): Delivery => ({
  id: 7,
  round,
  lead_id: Number(lead.id),
  channel,
  target,
  status: 'pending',
  attempts: 1,
  next_attempt_at: new Date(),
  last_error: null,
  created_at: new Date(),
  sent_at: null,
});

/** The rejection of `promise`, which must be a DeliveryFailure. */
async function failureOf(promise: Promise<unknown>): Promise<DeliveryFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveryFailure);
  return error as DeliveryFailure;
}

/** fetch, checking that the channel bounds the request in time, with that bound cut to `ms` so a test need not wait 15 s. */
const fetchTimingOutAfter =
  (ms: number): typeof fetch =>
  async (url, init) => {
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    return fetch(url, { ...init, signal: AbortSignal.timeout(ms) });
  };

const webhookSecret = `whsec_${Buffer.from('a-test-secret-of-thirty-two-byte').toString('base64')}`;

describe('the intake text', () => {
  it('names the lead, the number, the case type, the page and the lead id, in one line', () => {
    expect(intakeText(lead)).toBe('New lead: Ana Ruiz, (253) 555-0111. TRUCK ACCIDENTS, page truck-accident-lawyer. Lead 42. Details in the intake email.');
  });

  it('says first that a criminal-defense lead is to be called first, and in Spanish for a Spanish one', () => {
    expect(intakeText(criminalSpanishLead)).toBe(
      'CRIMINAL: call first. New lead: José Pérez, (253) 555-0111. Other, page abogado-dui. Spanish: call back in Spanish. Lead 43. Details in the intake email.',
    );
    expect(intakeText({ ...lead, language: 'es' })).toContain('Spanish: call back in Spanish.');
    expect(intakeText({ ...lead, source_page: 'criminal-defense-lawyer' })).toMatch(/^CRIMINAL: call first\. /);
  });

  it('never carries the message, the email or what the visitor wrote about an injury or a charge', () => {
    for (const sample of [lead, criminalSpanishLead]) {
      const text = intakeText(sample);
      expect(text).not.toContain(sample.message);
      expect(text).not.toContain(sample.email);
      expect(text).not.toContain('@');
      expect(text).not.toMatch(/wrist|ribs|broke|arrest|audiencia|SR 167/i);
    }
  });

  it('shortens a long name to keep the text within 320 characters, and never the phone number', () => {
    const longName = `María de los Ángeles ${'Fernández-Villanueva '.repeat(30)}😀😀😀`;
    const text = intakeText({ ...criminalSpanishLead, name: longName, phone: '+1 (253) 555-0111 ext. 4321' });
    expect(text.length).toBeLessThanOrEqual(maxIntakeTextLength);
    expect(text).toMatch(
      /^CRIMINAL: call first\. New lead: María de los Ángeles Fernández-Villanueva .*\.\.\., \+1 \(253\) 555-0111 ext\. 4321\. Other, page abogado-dui\. Spanish: call back in Spanish\. Lead 43\. Details in the intake email\.$/,
    );
    // No half of a character (an emoji's surrogate pair cut in two) reaches the phone.
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(intakeText({ ...lead, name: `Ana\r\nRuiz\u0000` })).toContain('New lead: Ana Ruiz, ');
  });
});

describe('the Twilio SMS channel', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  const from = '+12535550100';
  const onCall = '+12535550142';

  beforeAll(async () => {
    twilio = await startTwilioStandIn({ invalidNumbers: ['+15005550001'], unsubscribedNumbers: ['+12535550199'] });
  });
  afterEach(() => {
    twilio.requests.length = 0;
    twilio.received.length = 0;
  });
  afterAll(() => twilio.close());

  const settings = () => ({ to: [onCall], accountSid: twilio.accountSid, authToken: twilio.authToken, from, apiBase: twilio.apiBase });

  it('posts the text, form-encoded with Basic auth, to the account’s Messages resource, which queues it (201)', async () => {
    await twilioSmsChannel(settings()).send(lead, deliveryTo('sms', onCall));
    expect(twilio.received).toEqual([expect.objectContaining({ to: onCall, from, messaging_service_sid: null, body: intakeText(lead), status: 'queued' })]);
    expect(twilio.received[0]!.sid).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = twilio.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`, status: 201 });
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({ To: onCall, From: from, Body: intakeText(lead) });
  });

  it('sends through a Messaging Service without a From when one is configured', async () => {
    const messagingServiceSid = `MG${'0123456789abcdef'.repeat(2)}`;
    await twilioSmsChannel({ ...settings(), from: undefined, messagingServiceSid }).send(lead, deliveryTo('sms', onCall));
    expect(twilio.received).toEqual([expect.objectContaining({ to: onCall, from: null, messaging_service_sid: messagingServiceSid, status: 'accepted' })]);
    expect(new URLSearchParams(twilio.requests[0]!.body).has('From')).toBe(false);
  });

  it('fails for good on a number Twilio calls invalid (21211), naming the code and Twilio’s words', async () => {
    const failure = await failureOf(twilioSmsChannel(settings()).send(lead, deliveryTo('sms', '+15005550001')));
    expect(failure.final).toBe(true);
    expect(failure.message).toBe("HTTP 400: Twilio 21211: Invalid 'To' Phone Number: +15005550001");
    expect(twilio.received).toEqual([]);
  });

  it('fails for good on a recipient who unsubscribed (21610) and on wrong credentials (20003)', async () => {
    const unsubscribed = await failureOf(twilioSmsChannel(settings()).send(lead, deliveryTo('sms', '+12535550199')));
    expect([unsubscribed.final, unsubscribed.message]).toEqual([true, 'HTTP 400: Twilio 21610: Attempt to send to unsubscribed recipient']);
    const unauthorized = await failureOf(twilioSmsChannel({ ...settings(), authToken: 'not-the-token' }).send(lead, deliveryTo('sms', onCall)));
    expect([unauthorized.final, unauthorized.message]).toEqual([true, 'HTTP 401: Twilio 20003: Authenticate']);
    expect(twilio.requests.map((request) => request.status)).toEqual([400, 401]);
  });

  it('retries on 429 and 503, and the same delivery then goes through', async () => {
    const channel = twilioSmsChannel(settings());
    twilio.failNext(429);
    twilio.failNext(503);
    const tooMany = await failureOf(channel.send(lead, deliveryTo('sms', onCall)));
    expect([tooMany.final, tooMany.message]).toEqual([false, 'HTTP 429: Twilio 20429: Too Many Requests']);
    const unavailable = await failureOf(channel.send(lead, deliveryTo('sms', onCall)));
    expect(unavailable.final).toBe(false);
    await channel.send(lead, deliveryTo('sms', onCall));
    expect(twilio.requests.map((request) => request.status)).toEqual([429, 503, 201]);
    expect(twilio.received).toHaveLength(1);
  });

  it('retries when Twilio does not answer in time', async () => {
    twilio.holdNext();
    const failure = await failureOf(twilioSmsChannel(settings(), undefined, fetchTimingOutAfter(300)).send(lead, deliveryTo('sms', onCall)));
    expect(failure.final).toBe(false);
    expect(failure.message).toMatch(/^Twilio not reached: TimeoutError/);
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.received).toEqual([]);
  });

  it('retries when Twilio cannot be reached, and sends once it can', async () => {
    await twilio.down();
    const failure = await failureOf(twilioSmsChannel(settings()).send(lead, deliveryTo('sms', onCall)));
    expect(failure.final).toBe(false);
    expect(failure.message).toMatch(/^Twilio not reached: .*ECONNREFUSED/);
    await twilio.up();
    await twilioSmsChannel(settings()).send(lead, deliveryTo('sms', onCall));
    expect(twilio.received).toHaveLength(1);
  });
});

describe('the webhook channel', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    receiver = await startWebhookReceiver({ secret: webhookSecret });
  });
  afterEach(() => {
    receiver.requests.length = 0;
    receiver.received.length = 0;
    receiver.counts.unverified = 0;
    vi.useRealTimers();
  });
  afterAll(() => receiver.close());

  const settings = () => ({ url: receiver.url, secret: webhookSecret });

  it('describes the lead as lead.created, without attribution when the visitor did not consent', () => {
    expect(webhookPayload(lead)).toEqual({
      type: 'lead.created',
      timestamp: '2026-11-26T18:04:05.000Z',
      data: {
        id: 42,
        submission_id: lead.submission_id,
        received_at: '2026-11-26T18:04:05.000Z',
        name: 'Ana Ruiz',
        phone: '(253) 555-0111',
        email: 'ana@example.com',
        case_type: 'TRUCK ACCIDENTS',
        message: lead.message,
        language: 'en',
        source_page: 'truck-accident-lawyer',
        source_url: lead.source_url,
        attribution: null,
      },
    });
  });

  it('carries the attribution with the time and wording of the consent when the visitor gave it', () => {
    expect(webhookPayload(consentedLead).data.attribution).toEqual({
      ...consentedLead.attribution,
      consented_at: '2026-11-26T18:04:05.120Z',
      consent_version: '2026-11-20',
    });
  });

  it('is signed so that the receiver’s standardwebhooks verifier accepts it, with the lead’s id as webhook-id', async () => {
    await webhookChannel(settings()).send(consentedLead, deliveryTo('webhook', receiver.url));
    expect(receiver.counts.unverified).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [verified] = receiver.received;
    expect(verified!.id).toBe(`msg_${lead.submission_id}`);
    expect(verified!.payload).toEqual(JSON.parse(JSON.stringify(webhookPayload(consentedLead))));
    expect(receiver.requests[0]!.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(verified!.timestamp) - Date.now() / 1000)).toBeLessThan(5);
  });

  it('sends the same webhook-id and the same bytes on a retry, with a new timestamp and so a new signature', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const channel = webhookChannel(settings());
    vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
    receiver.failNext(503);
    const failure = await failureOf(channel.send(lead, deliveryTo('webhook', receiver.url)));
    expect(failure.final).toBe(false);
    vi.setSystemTime(new Date('2026-11-27T09:01:30Z'));
    await channel.send(lead, deliveryTo('webhook', receiver.url));

    const [first, second] = receiver.requests;
    expect(first!.headers['webhook-id']).toBe(`msg_${lead.submission_id}`);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(Number(second!.headers['webhook-timestamp']) - Number(first!.headers['webhook-timestamp'])).toBe(90);
    expect(second!.headers['webhook-signature']).not.toBe(first!.headers['webhook-signature']);
    expect(receiver.received.map((verified) => verified.id)).toEqual([`msg_${lead.submission_id}`]);
  });

  it('is rejected by the verifier when signed with another secret, and that answer is final', async () => {
    const otherSecret = `whsec_${Buffer.from('another-secret-of-thirty-two-byt').toString('base64')}`;
    const failure = await failureOf(webhookChannel({ ...settings(), secret: otherSecret }).send(lead, deliveryTo('webhook', receiver.url)));
    expect(failure.final).toBe(true);
    expect(failure.message).toMatch(/^HTTP 401: .*No matching signature found/);
    expect(receiver.counts.unverified).toBe(1);
    expect(receiver.received).toEqual([]);
  });

  it('is rejected by the verifier when its body was changed on the way', async () => {
    await webhookChannel(settings()).send(lead, deliveryTo('webhook', receiver.url));
    const [request] = receiver.requests;
    const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request!.headers[name])]));
    expect(() => new Webhook(webhookSecret).verify(request!.body.replace('Ana Ruiz', 'Eve Ruiz'), headers)).toThrow('No matching signature found');
    expect(() => new Webhook(webhookSecret).verify(request!.body, headers)).not.toThrow();
  });

  it('refuses to send to a plain http URL that is not this machine', async () => {
    const fetcher = vi.fn<typeof fetch>();
    const failure = await failureOf(
      webhookChannel({ url: 'http://hooks.firm.example/leads', secret: webhookSecret }, fetcher).send(
        lead,
        deliveryTo('webhook', 'http://hooks.firm.example/leads'),
      ),
    );
    expect(failure.final).toBe(true);
    expect(failure.message).toContain('is not https://');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('gives up at 410 Gone and on a redirect, and retries on 500, a timeout or a refused connection', async () => {
    const channel = webhookChannel(settings());
    receiver.failNext(410);
    expect((await failureOf(channel.send(lead, deliveryTo('webhook', receiver.url)))).final).toBe(true);
    receiver.failNext(302);
    const redirected = await failureOf(channel.send(lead, deliveryTo('webhook', receiver.url)));
    expect([redirected.final, redirected.message]).toEqual([true, expect.stringMatching(/^HTTP 302: redirected/)]);
    receiver.failNext(500);
    expect((await failureOf(channel.send(lead, deliveryTo('webhook', receiver.url)))).final).toBe(false);
    receiver.holdNext();
    expect((await failureOf(webhookChannel(settings(), fetchTimingOutAfter(300)).send(lead, deliveryTo('webhook', receiver.url)))).final).toBe(false);
    expect(receiver.requests.map((request) => request.status)).toEqual([410, 302, 500, undefined]);
    await receiver.down();
    const refused = await failureOf(channel.send(lead, deliveryTo('webhook', receiver.url)));
    expect([refused.final, refused.message]).toEqual([false, expect.stringMatching(/^the webhook receiver not reached: .*ECONNREFUSED/)]);
    await receiver.up();
    await channel.send(lead, deliveryTo('webhook', receiver.url));
    expect(receiver.received).toHaveLength(1);
  });
});

describe('the Clio Grow channel', () => {
  let clio: Awaited<ReturnType<typeof startClioGrowStandIn>>;

  beforeAll(async () => {
    clio = await startClioGrowStandIn();
  });
  afterEach(() => {
    clio.requests.length = 0;
    clio.received.length = 0;
  });
  afterAll(() => clio.close());

  const settings = () => ({ inboxToken: clio.inboxToken, url: clio.url });

  it('builds the Lead Inbox body as Clio documents it', () => {
    expect(clioGrowBody(lead, 'inbox-token')).toEqual({
      inbox_lead_token: 'inbox-token',
      inbox_lead: {
        from_first: 'Ana',
        from_last: 'Ruiz',
        from_email: 'ana@example.com',
        from_phone: '(253) 555-0111',
        from_message: `Case type: TRUCK ACCIDENTS\nWebsite lead: 42\n\n${lead.message}`,
        referring_url: 'https://www.site.example/kent-wa/truck-accident-lawyer',
        from_source: 'Website – truck-accident-lawyer',
      },
    });
  });

  it('splits a name into its first word and the rest, or the one word twice', () => {
    expect(splitName('Ana Ruiz')).toEqual({ first: 'Ana', last: 'Ruiz' });
    expect(splitName('Cher')).toEqual({ first: 'Cher', last: 'Cher' });
    expect(splitName('María de la Luz Pérez')).toEqual({ first: 'María', last: 'de la Luz Pérez' });
    expect(splitName('  Ana   Ruiz ')).toEqual({ first: 'Ana', last: 'Ruiz' });
  });

  it('names the campaign and the landing page only when the visitor consented to keep them', () => {
    const { inbox_lead: kept } = clioGrowBody(consentedLead, 'inbox-token');
    expect(kept.from_source).toBe('Website – truck-accident-lawyer – google / cpc / spring-trucks');
    expect(kept.referring_url).toBe(landingPage);
    const { inbox_lead: notKept } = clioGrowBody(lead, 'inbox-token');
    expect(notKept.from_source).toBe('Website – truck-accident-lawyer');
    expect(notKept.referring_url).toBe(lead.source_url);
  });

  it('tells intake to call back in Spanish and a criminal-defense lead first, and never sends an empty message', () => {
    expect(clioGrowBody({ ...criminalSpanishLead, message: '' }, 'inbox-token').inbox_lead.from_message).toBe(
      'Case type: Other\nLanguage: Spanish (call back in Spanish)\nCriminal-defense inquiry: call back first\nWebsite lead: 43\n\n(no message)',
    );
  });

  it('posts the body as JSON to the inbox, which takes it (201)', async () => {
    await clioGrowChannel(settings()).send(consentedLead, deliveryTo('clio-grow', clio.url));
    expect(clio.received).toEqual([clioGrowBody(consentedLead, clio.inboxToken).inbox_lead]);
    expect(clio.requests[0]).toMatchObject({ method: 'POST', path: '/inbox_leads', status: 201 });
    expect(clio.requests[0]!.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('fails for good on 422 (a required field missing) and 401 (an unknown token)', async () => {
    const unnamed = await failureOf(clioGrowChannel(settings()).send({ ...lead, name: '   ' }, deliveryTo('clio-grow', clio.url)));
    expect(unnamed.final).toBe(true);
    expect(unnamed.message).toMatch(/^HTTP 422: .*from_first.*from_last/);
    const unknownToken = await failureOf(clioGrowChannel({ ...settings(), inboxToken: 'not-the-token' }).send(lead, deliveryTo('clio-grow', clio.url)));
    expect(unknownToken.final).toBe(true);
    expect(clio.requests.map((request) => request.status)).toEqual([422, 401]);
    expect(clio.received).toEqual([]);
  });

  it('retries on 429, 503, a timeout and a refused connection', async () => {
    const channel = clioGrowChannel(settings());
    clio.failNext(429);
    clio.failNext(503);
    expect((await failureOf(channel.send(lead, deliveryTo('clio-grow', clio.url)))).final).toBe(false);
    expect((await failureOf(channel.send(lead, deliveryTo('clio-grow', clio.url)))).final).toBe(false);
    clio.holdNext();
    expect((await failureOf(clioGrowChannel(settings(), fetchTimingOutAfter(300)).send(lead, deliveryTo('clio-grow', clio.url)))).final).toBe(false);
    await clio.down();
    const refused = await failureOf(channel.send(lead, deliveryTo('clio-grow', clio.url)));
    expect([refused.final, refused.message]).toEqual([false, expect.stringMatching(/^Clio Grow not reached: .*ECONNREFUSED/)]);
    await clio.up();
    await channel.send(lead, deliveryTo('clio-grow', clio.url));
    expect(clio.requests.map((request) => request.status)).toEqual([429, 503, undefined, 201]);
    expect(clio.received).toHaveLength(1);
  });

  it('refuses to send to a plain http URL that is not this machine', async () => {
    const fetcher = vi.fn<typeof fetch>();
    const failure = await failureOf(
      clioGrowChannel({ inboxToken: 'inbox-token', url: 'http://grow.clio.com/inbox_leads' }, fetcher).send(
        lead,
        deliveryTo('clio-grow', 'http://grow.clio.com/inbox_leads'),
      ),
    );
    expect(failure.final).toBe(true);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
