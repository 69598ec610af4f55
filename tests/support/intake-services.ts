// Local stand-ins for the intake services the outbox sends to (lead-core/channels/), each holding a
// request to the service's published contract and answering as the service does: Twilio's
// Messages resource, a Standard Webhooks receiver, Clio Grow's lead inbox. Each records every
// request with its time of arrival, and can be scripted to fail the next N requests, to hold them
// without an answer (a timeout), or to be down (connection refused: the port closed, then
// listened on again).
import { createServer, STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface RecordedRequest {
  at: Date;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status answered; undefined while a request is held without an answer. */
  status?: number;
}

interface Reply {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}

/** The machinery every stand-in shares: `respond` is the service; `failure` is its answer for a scripted status. */
async function startStandIn(respond: (request: RecordedRequest) => Reply, failure: (status: number) => Reply) {
  const requests: RecordedRequest[] = [];
  const scripted: number[] = [];
  let held = 0;

  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const request: RecordedRequest = { at: new Date(), method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, body: '' };
    requests.push(request);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      request.body = Buffer.concat(chunks).toString('utf8');
      if (held > 0) {
        held -= 1;
        return;
      }
      const status = scripted.shift();
      const reply = status === undefined ? respond(request) : failure(status);
      request.status = reply.status;
      outgoing.writeHead(reply.status, { ...(reply.json === undefined ? {} : { 'Content-Type': 'application/json' }), ...reply.headers });
      outgoing.end(reply.json === undefined ? undefined : JSON.stringify(reply.json));
    });
  };

  const listen = (server: Server, port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = async (server: Server) => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    // Lets a client see its kept-alive connections end, so its next request meets a refused
    // connection rather than a socket closing under it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  let server = createServer(handle);
  await listen(server, 0);
  const port = (server.address() as AddressInfo).port;
  let listening = true;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    /** The next `count` requests get `status`, in the service's own error form. */
    failNext(status: number, count = 1) {
      scripted.push(...Array.from({ length: count }, () => status));
    },
    /** The next `count` requests are read and never answered. */
    holdNext(count = 1) {
      held += count;
    },
    /** Connection refused until `up()`: nothing listens on the port. */
    async down() {
      if (listening) await stop(server);
      listening = false;
    },
    /** Listens again on the same port. */
    async up() {
      if (listening) return;
      server = createServer(handle);
      await listen(server, port);
      listening = true;
    },
    async close() {
      if (listening) await stop(server);
      listening = false;
    },
  };
}

/** Twilio's codes for the statuses a test scripts; another status gets its own number as the code, the stand-in's choice. */
const twilioErrorCodes: Readonly<Record<number, [code: number, message: string]>> = {
  429: [20429, 'Too Many Requests'],
  500: [20500, 'Internal Server Error'],
  503: [20503, 'Service Unavailable'],
};

/** Twilio's error body: `{ code, message, more_info, status }` (twilio.com/docs/usage/twilios-response). */
const twilioError = (status: number, code: number, message: string): Reply => ({
  status,
  json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  ...(status === 401 ? { headers: { 'WWW-Authenticate': 'Basic realm="Twilio API"' } } : {}),
});

export interface TwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messaging_service_sid: string | null;
  body: string;
  status: 'queued' | 'accepted';
}

const hex = (length: number) => Array.from(crypto.getRandomValues(new Uint8Array(length / 2)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Twilio's Messages resource (POST /2010-04-01/Accounts/{AccountSid}/Messages.json): HTTP Basic
 * auth with the account SID and auth token, form-encoded To, From or MessagingServiceSid, and
 * Body; 201 Created with the message resource, or Twilio's error JSON. `invalidNumbers` answer
 * 21211 and `unsubscribedNumbers` 21610, as numbers Twilio cannot or may not text.
 */
export async function startTwilioStandIn({
  accountSid = `AC${hex(32)}`,
  authToken = hex(32),
  invalidNumbers = [] as string[],
  unsubscribedNumbers = [] as string[],
} = {}) {
  const messages: TwilioMessage[] = [];
  const resource = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuthorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const standIn = await startStandIn(
    (request) => {
      if (request.headers.authorization !== expectedAuthorization) return twilioError(401, 20003, 'Authenticate');
      if (request.path !== resource) return twilioError(404, 20404, `The requested resource ${request.path} was not found`);
      if (request.method !== 'POST') return twilioError(405, 20004, 'Method not allowed');
      // Twilio reads only form-encoded parameters: a JSON body names no To.
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(request.body) : new URLSearchParams();
      const to = form.get('To');
      const from = form.get('From');
      const messagingServiceSid = form.get('MessagingServiceSid');
      const body = form.get('Body');
      if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
      if (!from && !messagingServiceSid) return twilioError(400, 21603, "A 'From' phone number is required.");
      if (!body) return twilioError(400, 21602, 'Message body is required.');
      if (body.length > 1600) return twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      if (invalidNumbers.includes(to) || !/^\+[1-9]\d{1,14}$/.test(to)) return twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
      if (unsubscribedNumbers.includes(to)) return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
      // Through a Messaging Service without a From, Twilio first answers "accepted" and picks the sender later.
      const message: TwilioMessage = { sid: `SM${hex(32)}`, to, from, messaging_service_sid: messagingServiceSid, body, status: from ? 'queued' : 'accepted' };
      messages.push(message);
      const now = new Date().toUTCString().replace('GMT', '+0000');
      return {
        status: 201,
        json: {
          account_sid: accountSid,
          api_version: '2010-04-01',
          body,
          date_created: now,
          date_sent: null,
          date_updated: now,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from,
          messaging_service_sid: messagingServiceSid,
          num_media: '0',
          // Plain text splits at 153 characters a segment, anything else (UCS-2) at 67; Twilio's exact GSM table is wider.
          num_segments: String(
            /^[\x20-\x7E\n]*$/.test(body) ? (body.length <= 160 ? 1 : Math.ceil(body.length / 153)) : body.length <= 70 ? 1 : Math.ceil(body.length / 67),
          ),
          price: null,
          price_unit: 'USD',
          sid: message.sid,
          status: message.status,
          subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}/Media.json` },
          to,
          uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
        },
      };
    },
    (status) => twilioError(status, ...(twilioErrorCodes[status] ?? [status, STATUS_CODES[status] ?? 'Error'])),
  );
  /** The server's settings that send its texts here, from the firm's sample number. */
  const env = { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: '+12535550142', TWILIO_API_BASE: standIn.origin };
  return { ...standIn, apiBase: standIn.origin, accountSid, authToken, env, received: messages };
}

export interface VerifiedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: unknown;
}

/**
 * A receiver that checks every request with standardwebhooks' own `Webhook.verify` (signature and
 * a timestamp within five minutes): a verified one is recorded and answered 204, any other is
 * counted and answered 401.
 */
export async function startWebhookReceiver({ secret }: { secret: string }) {
  const verifier = new Webhook(secret);
  const received: VerifiedWebhook[] = [];
  const counts = { unverified: 0 };
  const standIn = await startStandIn(
    (request) => {
      const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name] ?? '')]));
      try {
        const payload = verifier.verify(request.body, headers);
        received.push({
          id: headers['webhook-id']!,
          timestamp: headers['webhook-timestamp']!,
          signature: headers['webhook-signature']!,
          body: request.body,
          payload,
        });
        return { status: 204 };
      } catch (error) {
        counts.unverified += 1;
        return { status: 401, json: { error: (error as Error).message } };
      }
    },
    (status) => ({ status, json: { error: STATUS_CODES[status] } }),
  );
  return { ...standIn, url: `${standIn.origin}/hooks/leads`, received, counts };
}

export interface ClioInboxLead {
  from_first: string;
  from_last: string;
  from_email?: string;
  from_phone?: string;
  from_message: string;
  referring_url: string;
  from_source: string;
}

const requiredInboxFields = ['from_first', 'from_last', 'from_message', 'referring_url', 'from_source'] as const;

/**
 * Clio Grow's lead inbox (POST /inbox_leads, docs.developers.clio.com/guides/clio-grow/lead-inbox-api):
 * Content-Type and Accept application/json, the account's inbox_lead_token, and the five required
 * fields of inbox_lead. The page documents the request only; the answers here are those
 * integrations report (201 Created) and a Rails app's usual ones (401 for an unknown token, 422 with
 * the missing fields, 415 and 406 for the wrong media types), not Clio's published words.
 */
export async function startClioGrowStandIn({ inboxToken = hex(32) } = {}) {
  const received: ClioInboxLead[] = [];
  const standIn = await startStandIn(
    (request) => {
      if (request.path !== '/inbox_leads' || request.method !== 'POST') return { status: 404, json: { error: 'Not Found' } };
      if (!request.headers['content-type']?.startsWith('application/json')) return { status: 415, json: { error: 'Content-Type must be application/json' } };
      if (request.headers.accept !== 'application/json') return { status: 406, json: { error: 'Accept must be application/json' } };
      let parsed: { inbox_lead_token?: unknown; inbox_lead?: Partial<Record<keyof ClioInboxLead, unknown>> };
      try {
        parsed = JSON.parse(request.body);
      } catch {
        return { status: 400, json: { error: 'Malformed JSON' } };
      }
      if (parsed.inbox_lead_token !== inboxToken) return { status: 401, json: { error: 'Invalid inbox lead token' } };
      const lead = parsed.inbox_lead ?? {};
      const missing = requiredInboxFields.filter((field) => typeof lead[field] !== 'string' || !(lead[field] as string).trim());
      if (missing.length > 0) return { status: 422, json: { errors: Object.fromEntries(missing.map((field) => [field, ["can't be blank"]])) } };
      received.push(lead as ClioInboxLead);
      return { status: 201, json: { inbox_lead: { id: received.length, ...lead } } };
    },
    (status) => ({ status, json: { error: STATUS_CODES[status] } }),
  );
  return { ...standIn, url: `${standIn.origin}/inbox_leads`, inboxToken, received };
}
