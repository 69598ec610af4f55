// The counts of calls and texts started from the site: the page's script (src/client/contact-taps.ts)
// sends one beacon per tap on a tel: or sms: link, with the page's path and the kind, and this adds
// one to that page's count for the week. Nothing else is read or kept: no cookie, no identifier, no
// query string, not the Referer; a tap is never linked to a lead. Bounded whatever is sent: a short
// body, a site path, at most `maxRowsPerWeek` pages a week, `perMinute` taps a client in a minute.
import { createHash } from 'node:crypto';
import type { Sql } from './sql.ts';
import { BodyTooLarge, perMinuteLimit, readCapped, type RequestContext } from './endpoint-requests.ts';

export interface ContactTapOptions {
  sql: Sql;
  /** The firm's time zone: its weeks start on Monday there, as the report's do. */
  timeZone: string;
  perMinute?: number;
  maxRowsPerWeek?: number;
  log?: (line: string) => void;
}

export const contactTapKinds = ['call', 'text'] as const;
export type ContactTapKind = (typeof contactTapKinds)[number];

const maxBodyBytes = 256;
const sitePath = /^\/[a-z0-9/-]{0,150}$/;

/** One tap's beacon: `{"page":"/kent-wa/car-accident-lawyer","kind":"call"}`. */
export const contactTapBody = (page: string, kind: ContactTapKind) => JSON.stringify({ page, kind });

export function createContactTapHandler(options: ContactTapOptions) {
  const { sql, timeZone, perMinute = 20, maxRowsPerWeek = 1000, log = console.log } = options;
  const overLimit = perMinuteLimit(perMinute);
  const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });

  return async function handle(request: Request, { clientAddress }: RequestContext): Promise<Response> {
    if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
    const client = createHash('sha256').update(clientAddress).digest('base64url');
    if (overLimit(client)) return answer(429);
    let tap: { page?: unknown; kind?: unknown };
    try {
      tap = JSON.parse(await readCapped(request, maxBodyBytes)) as typeof tap;
    } catch (error) {
      return answer(error instanceof BodyTooLarge ? 413 : 400);
    }
    if (!tap || typeof tap.page !== 'string' || !sitePath.test(tap.page) || !contactTapKinds.includes(tap.kind as ContactTapKind)) return answer(400);
    try {
      await sql.query(
        `with this_week as (select date_trunc('week', now() at time zone $1)::date as week)
         insert into public.contact_taps as counted (week, page, kind, taps)
         select week, $2, $3, 1 from this_week
         where exists (select 1 from public.contact_taps where week = this_week.week and page = $2 and kind = $3)
            or (select count(*) from public.contact_taps where week = this_week.week) < $4
         on conflict (week, page, kind) do update set taps = counted.taps + 1`,
        [timeZone, tap.page, tap.kind, maxRowsPerWeek],
      );
      return answer(204);
    } catch (error) {
      log(`contact tap not counted: ${error instanceof Error ? error.message : String(error)}`);
      return answer(503);
    }
  };
}
