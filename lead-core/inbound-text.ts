// The inbound-text function: Twilio's Messaging webhook for the firm's numbers that take texts
// (data/firm.ts phones). Each request must carry Twilio's signature over the URL Twilio called
// (./twilio-signature.ts), else 403 and nothing stored. The first text from a number is a lead, the
// same as a form's (the store queues its deliveries: the intake texts, the email, the webhook, Clio
// Grow); the texts from that number within a day of its last one join it, as one conversation.
// Twilio retries with the same MessageSid, which stores once. The answer is TwiML: a lead's first
// text gets the reply of ./text-reply.ts, in the language of the number it was sent to.
// STOP, START, HELP and Twilio's other keywords are Twilio's to answer (its opt-out handling): no
// lead, and an empty TwiML.
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { firm } from '../data/firm.ts';
import { isLocale, type Locale } from '../data/locales.ts';
import { textLead } from '../data/text-lead.ts';
import { textReply } from './text-reply.ts';
import { leadFieldsSchema } from './lead-schema.ts';
import { defaultRateLimit, storeBatch, type LeadStoreSettings, type NewLead, type RateLimit } from './lead-store.ts';
import type { Query, Sql } from './sql.ts';
import { isTwilioSignature } from './twilio-signature.ts';
import { BodyTooLarge, perMinuteLimit, readCapped, type RequestContext } from './endpoint-requests.ts';

export interface InboundTextOptions {
  sql: Sql;
  /** The deliveries each new lead gets, and the firm's time zone: the lead store's settings. */
  store: LeadStoreSettings;
  /** TWILIO_AUTH_TOKEN: without it no signature can be checked, and every request is refused. */
  authToken: string | undefined;
  /**
   * The URL Twilio called, as configured there (TWILIO_WEBHOOK_URL), or as the site's public address
   * rebuilt from the request; undefined when the request names no address of the site's.
   */
  webhookUrl: (request: Request, context: RequestContext) => string | undefined;
  /** Salt for hashing the sender's number, which the rate limit counts as the form counts a client. */
  ipSalt: string;
  rateLimit?: RateLimit;
  /** Texts one number may send in a minute: more get a 429 and are not stored. */
  perNumberPerMinute?: number;
  /** Texts one conversation keeps in a day: a flood beyond it is not stored. */
  maxConversationTexts?: number;
  /** Called after a lead is created (the local server wakes the outbox's worker). */
  onStored?: () => void;
  now?: () => Date;
  log?: (line: string) => void;
}

/** Texts from one number this long after its last one join the same lead. */
export const conversationSeconds = 24 * 3600;

/** Twilio's form posts are a few kilobytes: a Body of at most 1600 characters and some twenty fields. */
export const maxTextRequestBytes = 32 * 1024;

/**
 * Twilio's default opt-out, opt-in and help keywords (https://help.twilio.com/articles/223134027,
 * read 2026-12-01): a text that is one of them alone, in any case, is Twilio's to answer.
 */
export const twilioKeywords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE', 'START', 'YES', 'UNSTOP', 'HELP', 'INFO'];
const isKeyword = (body: string) =>
  twilioKeywords.includes(
    body
      .trim()
      .replace(/[.!]+$/, '')
      .toUpperCase(),
  );

/** The numbers that take texts, E.164, each with the language its texts are answered in. */
export const textingNumbers: ReadonlyMap<string, Locale> = new Map(
  Object.values(firm.phones)
    .filter((phone) => phone.texts && isLocale(phone.language))
    .map((phone) => [phone.tel, phone.language as Locale]),
);

const e164 = /^\+[1-9]\d{7,14}$/;
const messageSid = /^(SM|MM)[0-9a-f]{32}$/;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** TwiML: a reply in one message, or none. */
export const twiml = (message?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${message === undefined ? '' : `<Message>${escapeXml(message)}</Message>`}</Response>`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The lead's submission id, from the MessageSid: Twilio's retry of a first text is the same lead. */
const submissionIdOf = (sid: string) => {
  const hex = sha256(`inbound-text:${sid}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

class Refusal extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A text as Twilio posts it, checked: the sender and the firm's number in E.164, the body as the form's message. */
function textOf(form: URLSearchParams) {
  const sid = form.get('MessageSid') ?? '';
  const from = form.get('From') ?? '';
  const to = form.get('To') ?? '';
  if (!messageSid.test(sid)) throw new Refusal(400, 'MessageSid is not a message SID');
  if (!e164.test(from)) throw new Refusal(400, 'From is not an E.164 number');
  const language = textingNumbers.get(to);
  if (!language) throw new Refusal(400, 'To is not a number of the firm that takes texts');
  const body = v.safeParse(leadFieldsSchema.entries.message, form.get('Body') ?? '');
  if (!body.success) throw new Refusal(400, `Body: ${body.issues[0].message}`);
  const numMedia = Number(form.get('NumMedia') ?? 0);
  if (!Number.isInteger(numMedia) || numMedia < 0 || numMedia > 10) throw new Refusal(400, 'NumMedia is not 0 to 10');
  return { sid, from, to, body: body.output, numMedia, language };
}
type InboundText = ReturnType<typeof textOf>;

type Recorded = { outcome: 'created' | 'joined' | 'duplicate' | 'limited'; firstOfLead: boolean };

export function createInboundTextHandler(options: InboundTextOptions) {
  const { sql, rateLimit = defaultRateLimit, perNumberPerMinute = 10, maxConversationTexts = 100, now = () => new Date(), log = console.log } = options;
  /** Texts per number (its hash) in the current minute. */
  const overLimit = perMinuteLimit(perNumberPerMinute);

  const insertText = (query: Query, leadId: number, text: InboundText) =>
    query(`insert into public.inbound_texts (lead_id, message_sid, from_number, to_number, body, num_media) values ($1, $2, $3, $4, $5, $6)`, [
      leadId,
      text.sid,
      text.from,
      text.to,
      text.body,
      text.numMedia,
    ]);

  /** Stores the text under a lock per number, so two texts at once from one number make one lead. */
  const record = (text: InboundText, numberHash: string): Promise<Recorded> =>
    sql.transaction(async (query) => {
      await query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`inbound-text:${text.from}`]);
      const [stored] = await query<{ first_of_lead: boolean }>(
        `select text.id = (select min(id) from public.inbound_texts where lead_id = text.lead_id) as first_of_lead
         from public.inbound_texts as text where message_sid = $1`,
        [text.sid],
      );
      if (stored) return { outcome: 'duplicate', firstOfLead: stored.first_of_lead };
      const [conversation] = await query<{ lead_id: number; texts: number }>(
        `select latest.lead_id, (select count(*)::int from public.inbound_texts as joined
           where joined.lead_id = latest.lead_id and joined.created_at > now() - make_interval(secs => $2)) as texts
         from public.inbound_texts as latest
         where latest.from_number = $1 and latest.created_at > now() - make_interval(secs => $2)
         order by latest.created_at desc, latest.id desc limit 1`,
        [text.from, conversationSeconds],
      );
      if (conversation) {
        if (conversation.texts >= maxConversationTexts) return { outcome: 'limited', firstOfLead: false };
        await insertText(query, Number(conversation.lead_id), text);
        return { outcome: 'joined', firstOfLead: false };
      }
      const submissionId = submissionIdOf(text.sid);
      const lead: NewLead = {
        submissionId,
        name: textLead.name,
        phone: text.from,
        email: '',
        caseType: 'Other',
        message: text.body,
        language: text.language,
        source_page: textLead.sourceLabel,
        source_url: '',
        page_title: '',
        user_agent: '',
        attribution: null,
        countedCampaign: null,
        confirmationTo: null,
      };
      const [outcome] = await storeBatch(query, [{ lead, meta: { ipHash: numberHash, spam: false }, limit: rateLimit }], options.store);
      if (outcome === 'limited') return { outcome: 'limited', firstOfLead: true };
      if (outcome === 'duplicate') return { outcome: 'duplicate', firstOfLead: true };
      const [created] = await query<{ id: number }>(`select id from public.leads where submission_id = $1`, [submissionId]);
      await insertText(query, Number(created!.id), text);
      return { outcome: 'created', firstOfLead: true };
    });

  const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': status === 200 ? 'text/xml; charset=utf-8' : 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    });

  return async function handle(request: Request, context: RequestContext): Promise<Response> {
    try {
      if (request.method !== 'POST') return answer(405, 'POST only', { Allow: 'POST' });
      const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (contentType !== 'application/x-www-form-urlencoded') throw new Refusal(415, 'Twilio posts application/x-www-form-urlencoded');
      const raw = await readCapped(request, maxTextRequestBytes).catch((error: unknown) => {
        throw error instanceof BodyTooLarge ? new Refusal(413, 'too large') : new Refusal(400, 'not UTF-8');
      });
      const form = new URLSearchParams(raw);
      const url = options.webhookUrl(request, context);
      if (!options.authToken || !url || !isTwilioSignature(options.authToken, url, [...form.entries()], request.headers.get('x-twilio-signature'))) {
        throw new Refusal(403, 'not signed by Twilio for this address');
      }
      const text = textOf(form);
      if (isKeyword(text.body)) return answer(200, twiml());

      const numberHash = sha256(`${options.ipSalt}:${text.from}`);
      if (overLimit(numberHash)) throw new Refusal(429, 'too many texts from this number: wait a minute');

      const { outcome, firstOfLead } = await record(text, numberHash);
      if (outcome === 'limited') throw new Refusal(429, 'too many texts from this number');
      if (outcome === 'created') options.onStored?.();
      log(`inbound text ${text.sid}: ${outcome}`);
      // A lead's first text is answered (again, for Twilio's retry of it); the texts that join it are not.
      return answer(200, twiml(firstOfLead ? textReply(text.language, text.numMedia, now()) : undefined));
    } catch (error) {
      if (error instanceof Refusal) {
        log(`inbound text refused (${error.status}): ${error.message}`);
        return answer(error.status, error.message, error.status === 429 ? { 'Retry-After': '60' } : {});
      }
      log(`inbound text failed: ${error instanceof Error ? error.message : String(error)}`);
      return answer(503, 'not stored: try again');
    }
  };
}
