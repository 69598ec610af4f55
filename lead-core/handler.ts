// The send-contact-email function as a web handler (Request → Response): the same code runs in
// Deno on Supabase and in the local Node server. It answers success only after the lead is
// committed, with its deliveries; the outbox's worker sends them afterwards, with retries.
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { leadFunctionMessages, leadMessages } from '../data/lead-messages.ts';
import { isLocale, type Locale } from '../data/locales.ts';
import { staticPaths, translatedStaticPaths } from '../data/paths.ts';
import { channelOf, notKeptCampaign, visitChannels, type Attribution } from './attribution.ts';
import { clientBucket } from './client-bucket.ts';
import { languageParameter } from './lead-endpoint.ts';
import { e164Of } from './phone-number.ts';
import { BodyTooLarge, readCapped, siteCorsHeaders, type RequestContext } from './endpoint-requests.ts';
import { fieldErrors, leadSubmissionSchemaIn, maxBodyBytes, submissionLanguage, withEmptyFields } from './lead-schema.ts';
import { pageAddress } from './page-address.ts';
import { defaultRateLimit, type InsertOutcome, type LeadStore, type NewLead, type RateLimit } from './lead-store.ts';

export interface LeadHandlerOptions {
  store: Pick<LeadStore, 'insert'>;
  /** Origins allowed to call from a browser (CORS) and to be redirected back to (no-JS form); a lead's page address is kept whole only on one of them. */
  siteOrigins: readonly string[];
  /**
   * The site's pages are served by the same host as this handler (the Node server): a no-JS post is
   * sent back with a path (a relative Location) on whatever host it was posted to. Otherwise (the
   * Supabase function) to a page of the site origin the form came from, or of the first.
   */
  pagesServedHere?: boolean;
  /** Salt for hashing client addresses; the address itself is never stored. */
  ipSalt: string;
  /** Phone number shown when storage fails, so the visitor still has a way through. */
  fallbackPhone: string;
  rateLimit?: RateLimit;
  /**
   * How long storing may take before the visitor gets the 503 with the phone number. postgres.js
   * queues a transaction while its database refuses connections, for as long as the outage lasts.
   */
  storeTimeoutMs?: number;
  /** Called after a lead is stored (the local server wakes the outbox's worker). */
  onStored?: () => void;
  log?: (line: string) => void;
}

type Json = { success: boolean; error?: string; errors?: Record<string, string>; submissionId?: string };

class HttpError extends Error {
  status: number;
  headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

// Not crypto.subtle.digest: its answer waits for the event loop, which under load took longer
// than storing the lead.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The pages a no-JS visitor is sent to, in the lead's language: tsc fails if a language lacks one. */
const pagesIn: Record<Locale, { readonly thankYou: string; readonly contact: string }> = { en: staticPaths, ...translatedStaticPaths };

/** The version of the consent words a visitor ticked: the language and a hash of the box's words and the details under it, so any change of them is a new version. */
export const consentWordingVersion = (language: Locale) => {
  const { attributionConsent, attributionConsentDetails } = leadMessages[language];
  return `${language}-${sha256(`${attributionConsent}\n${attributionConsentDetails}`).slice(0, 12)}`;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function createLeadHandler(options: LeadHandlerOptions) {
  const { store, siteOrigins, rateLimit = defaultRateLimit, storeTimeoutMs = 10_000, log = console.log } = options;

  const corsHeaders = (request: Request) => siteCorsHeaders(request, siteOrigins);

  /** The site origin a no-JS form came from, if it is one of ours; otherwise our first origin. */
  function siteOriginOf(request: Request): string {
    for (const header of ['origin', 'referer']) {
      const value = request.headers.get(header);
      if (!value) continue;
      try {
        const origin = new URL(value).origin;
        if (siteOrigins.includes(origin)) return origin;
      } catch {
        // not a URL: ignore it
      }
    }
    return siteOrigins[0] ?? '';
  }

  /** A page of the site to send a no-JS visitor to: a path where this host serves the pages, else on a site origin. */
  const sitePage = (request: Request, path: string) => (options.pagesServedHere ? path : `${siteOriginOf(request)}${path}`);

  function backLink(request: Request, language: Locale): string {
    const referer = request.headers.get('referer');
    if (referer) {
      try {
        const url = new URL(referer);
        // Rebuilt without user info: `https://evil.example@www.site.example/` is ours, but reads as theirs.
        // One leading slash: `//evil.example` would be another host.
        const path = `${url.pathname.replace(/^\/+/, '/')}${url.search}`;
        if (siteOrigins.includes(url.origin)) return options.pagesServedHere ? path : `${url.origin}${path}`;
      } catch {
        // fall through to the contact page
      }
    }
    return sitePage(request, pagesIn[language].contact);
  }

  /** The answer, in `language`: the lead's, or where the body could not be read, the address's. */
  function respond(request: Request, language: Locale, status: number, body: Json, isForm: boolean, headers: Record<string, string> = {}) {
    if (isForm) {
      if (body.success) {
        return new Response(null, { status: 303, headers: { Location: sitePage(request, pagesIn[language].thankYou), ...headers } });
      }
      const page = leadFunctionMessages[language].errorPage;
      const items = Object.values(body.errors ?? { form: body.error ?? leadMessages[language].failed })
        .map((message) => `<li>${escapeHtml(message)}</li>`)
        .join('');
      const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${page.heading}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${page.heading}</h1><ul>${items}</ul><p><a href="${escapeHtml(backLink(request, language))}">${page.back}</a> ${page.orCall} <a href="tel:${escapeHtml(options.fallbackPhone.replace(/[^+\d]/g, ''))}">${escapeHtml(options.fallbackPhone)}</a>.</p></body></html>`;
      return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
    }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...corsHeaders(request), ...headers },
    });
  }

  /** The landing page is a page of the site (the referrer is the site before it): as the page of the form. */
  const withOwnLandingPage = ({ landing_page, ...rest }: Attribution): Attribution => {
    const kept = pageAddress(landing_page ?? '', siteOrigins, { withQuery: true });
    return kept ? { landing_page: kept, ...rest } : rest;
  };

  return async function handle(request: Request, { clientAddress }: RequestContext): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders(request) });
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const isForm = contentType === 'application/x-www-form-urlencoded';
    // The language the form's address names (English if none) until the body says otherwise: what goes
    // wrong before the body is read, such as a body too large, is answered in it.
    const named = new URL(request.url).searchParams.get(languageParameter) ?? '';
    let language: Locale = isLocale(named) ? named : 'en';
    const said = () => leadFunctionMessages[language];
    try {
      if (request.method !== 'POST') throw new HttpError(405, said().wrongMethod, { Allow: 'POST, OPTIONS' });
      if (contentType !== 'application/json' && !isForm) {
        throw new HttpError(415, said().wrongContentType);
      }
      const raw = await readCapped(request, maxBodyBytes).catch((error: unknown) => {
        throw error instanceof BodyTooLarge ? new HttpError(413, said().tooLarge) : new HttpError(400, said().unreadable);
      });
      let input: unknown;
      if (isForm) {
        input = Object.fromEntries(new URLSearchParams(raw));
      } else {
        try {
          input = JSON.parse(raw);
        } catch {
          throw new HttpError(400, said().unreadable);
        }
        // An array or a bare value has no fields to report on (valibot would answer "Invalid key").
        if (!input || typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, said().unreadable);
      }
      // From here on the visitor's language: the messages, the error page, the thank-you page.
      language = submissionLanguage(input, language);
      const parsed = v.safeParse(leadSubmissionSchemaIn(language), withEmptyFields(input));
      if (!parsed.success) {
        const errors = fieldErrors(parsed.issues);
        return respond(request, language, 400, { success: false, error: Object.values(errors)[0], errors }, isForm);
      }
      const lead = parsed.output;
      // One bucket per IPv4 address, and per IPv6 /64: one client is given a whole /64.
      const ipHash = sha256(`${options.ipSalt}:${clientBucket(clientAddress)}`);
      const submissionId = lead.submissionId ?? crypto.randomUUID();
      // The same fields from the same client: the plain form sent twice (no attempt id to tell).
      const fingerprint = sha256(
        [options.ipSalt, ipHash, lead.name, lead.phone, lead.email.toLowerCase(), lead.caseType, lead.message, lead.source_page].join('\u0000'),
      );
      // Where the visit came from is kept only when the visitor ticked the box (RCW 19.373.030);
      // otherwise only its channel is counted, and the page's address loses its query string. The
      // browser sends no more than that (blocks/lead-form/lead-form-live.tsx); this holds for any client.
      // (The plain form names its page by its source label alone.)
      const { attribution_consent: consented, referrer, visit_channel: channel, ...fields } = lead;
      const visit = referrer && !lead.attribution.referrer ? { ...lead.attribution, referrer } : lead.attribution;
      const newLead: NewLead = {
        ...fields,
        submissionId,
        source_url: pageAddress(lead.source_url, siteOrigins, { withQuery: consented }),
        attribution: consented ? { kept: withOwnLandingPage(visit), consentVersion: consentWordingVersion(language) } : null,
        countedCampaign: consented ? null : { ...visitChannels[channel ?? channelOf(lead.attribution)], campaign: notKeptCampaign },
        confirmationTo: lead.confirmation_text ? e164Of(lead.phone) : null,
      };

      let outcome: InsertOutcome;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        // If the insert completes after the deadline, the visitor's retry (same id) stores nothing new.
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer from the database in ${storeTimeoutMs} ms`)), storeTimeoutMs);
        });
        outcome = await Promise.race([store.insert(newLead, { ipHash, spam: lead.website !== '', fingerprint }, rateLimit), deadline]);
      } catch (error) {
        log(`lead not stored: ${error instanceof Error ? error.message : String(error)}`);
        throw new HttpError(503, leadFunctionMessages[language].notSaved(options.fallbackPhone), {
          'Retry-After': '30',
        });
      } finally {
        clearTimeout(timer);
      }
      if (outcome === 'limited') {
        throw new HttpError(429, leadFunctionMessages[language].tooMany, {
          'Retry-After': String(rateLimit.windowSeconds),
        });
      }
      if (outcome === 'created') options.onStored?.();
      return respond(request, language, 200, { success: true, submissionId }, isForm);
    } catch (error) {
      if (error instanceof HttpError) {
        return respond(request, language, error.status, { success: false, error: error.message }, isForm, error.headers);
      }
      log(`send-contact-email failed: ${error instanceof Error ? error.stack : String(error)}`);
      return respond(request, language, 500, { success: false, error: leadMessages[language].failed }, isForm);
    }
  };
}
