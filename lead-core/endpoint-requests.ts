// What the lead core's endpoints (the form, the intake page, texts in, tap counts) share about a
// request: a body read no further than its limit, a count of requests per key in the current
// minute, and CORS for the site's own pages. Each endpoint answers a refusal in its own words.

/** CORS for a page of one of `siteOrigins` (the form's and the intake page's calls); nothing for any other. */
export function siteCorsHeaders(request: Request, siteOrigins: readonly string[]): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin || !siteOrigins.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
}

/** A body longer than the endpoint reads: declared so, or sent so. */
export class BodyTooLarge extends Error {}

/** The body as UTF-8 text, read no further than `limit` bytes: BodyTooLarge past it, a TypeError when it is not UTF-8. */
export async function readCapped(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(body);
}

/**
 * Counts each key's requests in the current minute, in this process (the map is emptied each
 * minute, so it never grows past one minute's keys): the returned function counts one more and
 * says whether that one is over `max`.
 */
export function perMinuteLimit(max: number): (key: string) => boolean {
  let counts = new Map<string, number>();
  let minute = Math.floor(Date.now() / 60_000);
  return (key) => {
    const now = Math.floor(Date.now() / 60_000);
    if (now !== minute) [counts, minute] = [new Map(), now];
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count > max;
  };
}

/**
 * What the platform knows of a request beyond the Request itself, handed to each endpoint with it:
 * the client's address (the socket's, the trusted proxy's word, or the edge's header), for the
 * per-client limits only, and whether it came over https (Twilio signs the https address).
 */
export interface RequestContext {
  clientAddress: string;
  https?: boolean;
}

/** An endpoint of the lead core: a web handler, told the request's context. */
export type EndpointHandler = (request: Request, context: RequestContext) => Promise<Response>;
