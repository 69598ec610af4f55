// The function behind the intake page (/intake, a page of the site on both deployments): the page
// posts the token from its fragment and gets the lead's summary, or posts a token and an action to
// record it. Only POST: phones and messengers fetch links to preview them, and a GET here answers
// 405 and changes nothing. A token that is forged, altered, expired or of a deleted lead gets the
// same 404, with no lead and no action. The summary holds what intake needs to call back, never the
// visitor's message (that stays in the intake email).
import { createHash } from 'node:crypto';
import { locales } from '../data/locales.ts';
import { verifyIntakeToken } from './intake-link.ts';
import { BodyTooLarge, perMinuteLimit, readCapped, siteCorsHeaders, type RequestContext } from './endpoint-requests.ts';
import { createLeadEvents, isLeadAction, type ChaseSettings, type LeadEvent, type LeadOutcome } from './lead-events.ts';
import type { StoredLead } from './lead-store.ts';
import type { Sql } from './sql.ts';

export interface IntakeHandlerOptions {
  sql: Sql;
  linkSecret: string;
  chase: ChaseSettings;
  /** Origins whose pages may call (the site's; on Supabase the function is on another origin). */
  siteOrigins: readonly string[];
  /** Requests per client in a minute: enough for a person tapping, too few to try tokens. */
  perMinute?: number;
  log?: (line: string) => void;
}

/** What the intake page shows of a lead. */
export interface IntakeSummary {
  id: number;
  firstName: string;
  phone: string;
  /** The phone as a tel: link's number: digits and a leading +. */
  tel: string;
  caseType: string;
  sourcePage: string;
  /** The page's path on the site, without its query string. */
  pagePath: string;
  language: string;
  receivedAt: string;
  outcome: LeadOutcome;
  events: { kind: LeadEvent['kind']; recipient: string; at: string }[];
  /** Whose link this is. */
  recipient: string;
}

const maxBodyBytes = 2048;

/** The page's path: a lead from another site's page keeps only its path (lead-core/page-address.ts). */
const pathOf = (url: string) => {
  try {
    return url ? new URL(url, 'http://path.invalid').pathname : '';
  } catch {
    return '';
  }
};

export function createIntakeHandler(options: IntakeHandlerOptions) {
  const { sql, perMinute = 30, log = console.log } = options;
  const events = createLeadEvents(sql, options.chase);
  /** Requests per client (a hash of the address) in the current minute. */
  const overLimit = perMinuteLimit(perMinute);

  const headers = (request: Request): Record<string, string> => ({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex',
    ...siteCorsHeaders(request, options.siteOrigins),
  });
  const answer = (request: Request, status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { ...headers(request), ...extra } });
  const notFound = (request: Request) => answer(request, 404, { error: 'This link is not valid, has expired, or its lead was deleted.' });

  async function summary(lead: StoredLead, recipient: string): Promise<IntakeSummary> {
    const [outcome, list] = await Promise.all([events.outcome(Number(lead.id)), events.of(Number(lead.id))]);
    return {
      id: Number(lead.id),
      firstName: lead.name.trim().split(/\s+/)[0] ?? '',
      phone: lead.phone,
      tel: lead.phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, ''),
      caseType: lead.case_type,
      sourcePage: lead.source_page,
      pagePath: pathOf(lead.source_url),
      language: locales[lead.language]?.englishName ?? lead.language,
      receivedAt: new Date(lead.created_at).toISOString(),
      outcome: outcome ?? 'open',
      events: list.map((event) => ({ kind: event.kind, recipient: event.recipient, at: event.created_at.toISOString() })),
      recipient,
    };
  }

  return async function handle(request: Request, { clientAddress }: RequestContext): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: headers(request) });
    if (request.method !== 'POST') return answer(request, 405, { error: 'POST only' }, { Allow: 'POST, OPTIONS' });
    const client = createHash('sha256').update(clientAddress).digest('base64url');
    if (overLimit(client)) return answer(request, 429, { error: 'Too many requests: wait a minute.' }, { 'Retry-After': '60' });

    let body: { token?: unknown; action?: unknown };
    try {
      body = JSON.parse(await readCapped(request, maxBodyBytes)) as typeof body;
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('not an object');
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(request, 413, { error: 'Too large.' });
      return answer(request, 400, { error: 'Send JSON: { "token": "…" }.' });
    }
    const token = verifyIntakeToken(options.linkSecret, body.token);
    if (!token) return notFound(request);
    if (body.action !== undefined && !isLeadAction(body.action)) return answer(request, 400, { error: 'Unknown action.' });
    try {
      const [lead] = await sql.query<StoredLead>(`select * from public.leads where id = $1 and status = 'new'`, [token.leadId]);
      if (!lead) return notFound(request);
      if (body.action !== undefined) {
        const recorded = await events.record(Number(lead.id), body.action, token.recipient);
        if (!recorded) return notFound(request);
        log(`lead ${lead.id}: ${body.action} by ${token.recipient}${recorded.recorded ? '' : ' (again: one event)'}`);
      }
      return answer(request, 200, await summary(lead, token.recipient));
    } catch (error) {
      log(`intake page: ${error instanceof Error ? error.message : String(error)}`);
      return answer(request, 503, { error: 'The leads database did not answer. Try again in a moment.' });
    }
  };
}
