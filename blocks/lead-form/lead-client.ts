// Sends a lead through `@supabase/functions-js`, the functions client supabase-js builds its
// `functions.invoke` on, alone: the form calls one function, and the rest of supabase-js (auth,
// database, storage, realtime) was all but 1.2 KiB of the 46 (Brotli) it loaded; `npm run bench`
// (tests/bench/form-client.ts) measures both on a throttled phone. The client is imported only
// when a visitor starts on a form. Where it sends is decided in ./lead-target.ts: the
// Supabase project the site was built for, or without one this site's own server, which serves
// the same function at /functions/v1/send-contact-email.
import type { FunctionsClient } from '@supabase/functions-js';
import { withLanguage } from '../../lead-core/lead-endpoint.ts';
import { leadApiKey, leadFunctionName, leadProjectUrl } from './lead-target';

let client: Promise<FunctionsClient> | undefined;

/**
 * The key as supabase-js sends it to a function: in `apikey`, and a legacy anon key also as the
 * bearer. A publishable key (sb_publishable_…) is not a JWT, so never in Authorization.
 */
const keyHeaders: Record<string, string> = {
  apikey: leadApiKey,
  ...(!leadApiKey.startsWith('sb_publishable_') && { Authorization: `Bearer ${leadApiKey}` }),
};

export function loadLeadClient(): Promise<FunctionsClient> {
  // Where supabase-js puts its functions: `<project URL>/functions/v1`.
  client ??= import('@supabase/functions-js').then(
    ({ FunctionsClient }) => new FunctionsClient(`${leadProjectUrl || window.location.origin}/functions/v1`, { headers: keyHeaders }),
  );
  return client;
}

/** A failure carries the function's own message, in the form's language, when the function gave one. */
export type LeadResult = { ok: true; submissionId: string } | { ok: false; message: string | undefined };

/**
 * Spec §8: sends the form's fields, each a string, and what it sends of the visit (./visit-source.ts `visitFields`),
 * to the function at its address in `language`. A failure is told in the visitor's language: the
 * function's message where it answered with one (a 400, 413, 429, 503), else none, and the form says
 * its own. Never the client's: its errors ("Failed to send a request to the Edge Function") are English.
 */
export async function sendLead(body: Record<string, string | Record<string, string>>, language: string): Promise<LeadResult> {
  try {
    const functions = await loadLeadClient();
    const { data, error } = await functions.invoke<FunctionAnswer>(withLanguage(leadFunctionName, language), { body });
    if (error) {
      // A non-2xx answer from the function carries its JSON; a gateway's or a proxy's does not.
      const context = (error as { context?: unknown }).context;
      const answer: unknown = context instanceof Response ? await context.json().catch(() => undefined) : undefined;
      return { ok: false, message: functionError(answer) };
    }
    if (!data?.success) return { ok: false, message: functionError(data) };
    return { ok: true, submissionId: data.submissionId ?? '' };
  } catch {
    return { ok: false, message: undefined };
  }
}

type FunctionAnswer = { success: boolean; error?: string; submissionId?: string };

/** The function's own message in an answer of its shape (`{ success: false, error }`), else none. */
function functionError(answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { success, error } = answer as Partial<FunctionAnswer>;
  return success === false && typeof error === 'string' && error ? error : undefined;
}
