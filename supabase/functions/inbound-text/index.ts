// Supabase Edge Function behind the firm's numbers that take texts: Twilio's Messaging webhook is set
// to this function's URL, which TWILIO_WEBHOOK_URL gives exactly (Twilio signs that URL, and a
// request inside Supabase does not carry it). The handler is the lead core's
// (lead-core/inbound-text.ts, shared with the Node server); a new lead's deliveries are sent right
// after the answer, and the scheduled notify-leads job sends whatever that left undone.
// verify_jwt is off (supabase/config.toml): Twilio's signature is the credential.
import { createInboundTextHandler } from '../../../lead-core/inbound-text.ts';
import { firm } from '../../../data/firm.ts';
import { deliveryTargets } from '../../../lead-core/intake-settings.ts';
import { deliverLeads, supabaseSettings, supabaseSql } from '../_shared/supabase-env.ts';

declare const Deno: {
  serve(options: { port: number }, handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

const settings = supabaseSettings();
const webhookUrl = Deno.env.get('TWILIO_WEBHOOK_URL');
if (!webhookUrl) throw new Error('The function needs the TWILIO_WEBHOOK_URL secret: the URL Twilio is set to call');

export const handler = createInboundTextHandler({
  sql: supabaseSql(),
  store: { deliveries: deliveryTargets(settings.notifyEmail, settings.intake), timeZone: firm.timeZone },
  authToken: settings.intake.twilio?.authToken,
  webhookUrl: () => webhookUrl,
  ipSalt: settings.ipSalt,
  onStored: () => {
    const delivery = deliverLeads(settings, { retrySoon: true }).catch((error: unknown) => console.error('deliveries deferred to the schedule:', error));
    if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(delivery);
  },
});

// PORT is for running the function outside Supabase (tests); the platform ignores it.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);
