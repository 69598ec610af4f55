// Sends a lead through supabase-js `functions.invoke('send-contact-email')`. The client is
// imported only when a visitor starts on a form. Where it sends is decided in ./lead-target.ts:
// the Supabase project the site was built for, or without one this site's own server, which
// serves the same function at /functions/v1/send-contact-email.
import type { SupabaseClient } from '@supabase/supabase-js';
import { leadApiKey, leadFunctionName, leadProjectUrl } from './lead-target';

let client: Promise<SupabaseClient> | undefined;

export function loadLeadClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    // A publishable key (sb_publishable_…) goes in `apikey` only; a legacy anon key also as the bearer.
    createClient(leadProjectUrl || window.location.origin, leadApiKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }),
  );
  return client;
}

export type LeadResult = { ok: true; submissionId: string } | { ok: false; message: string };

/** Spec §8: the messages for each way a submission can fail. */
/** `body`: the form's fields, each a string, and what it sends of the visit (./visit-source.ts `visitFields`). */
export async function sendLead(body: Record<string, string | Record<string, string>>): Promise<LeadResult> {
  try {
    const supabase = await loadLeadClient();
    const { data, error } = await supabase.functions.invoke<{ success: boolean; error?: string; submissionId?: string }>(leadFunctionName, { body });
    if (error) {
      // A non-2xx answer carries our JSON error (e.g. 429, 503); prefer it to the generic text.
      const context = (error as { context?: unknown }).context;
      const answer = context instanceof Response ? await context.json().catch(() => undefined) : undefined;
      return { ok: false, message: answer?.error || error.message || 'Failed to submit form' };
    }
    if (!data?.success) return { ok: false, message: data?.error || 'Form submission failed' };
    return { ok: true, submissionId: data.submissionId ?? '' };
  } catch (error) {
    return { ok: false, message: (error instanceof Error && error.message) || 'Failed to submit form. Please try again.' };
  }
}
