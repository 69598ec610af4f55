// Supabase Edge Function run every minute by pg_cron (see the notify schedule migration): sends
// the firm an email for every lead still waiting, with back-off for failures.
import { deliverDue } from '../_shared/notifier.ts';
import { supabaseMailer, supabaseSettings, supabaseStore } from '../_shared/supabase-env.ts';

declare const Deno: { serve(handler: (request: Request) => Response | Promise<Response>): unknown };

const settings = supabaseSettings();

Deno.serve(async () => {
  const result = await deliverDue(supabaseStore(), supabaseMailer(), {
    from: settings.mailFrom,
    to: settings.notifyEmail,
    siteOrigins: settings.siteOrigins,
  });
  return new Response(JSON.stringify(result), { headers: { 'Content-Type': 'application/json' } });
});
