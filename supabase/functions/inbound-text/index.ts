// Supabase Edge Function behind the firm's numbers that take texts: Twilio's Messaging webhook is set
// to this function's URL, which TWILIO_WEBHOOK_URL gives exactly (Twilio signs that URL, and a
// request inside Supabase does not carry it). The handler is the lead core's
// (lead-core/inbound-text.ts, shared with the Node server); a new lead's deliveries are sent right
// after the answer, and the scheduled notify-leads job sends whatever that left undone.
// verify_jwt is off (supabase/config.toml): Twilio's signature is the credential.
import { inboundTextEndpoint } from '../../../lead-core/lead-endpoint.ts';
import { supabasePipeline } from '../_shared/supabase-env.ts';

declare const Deno: {
  serve(options: { port: number }, handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

if (!Deno.env.get('TWILIO_WEBHOOK_URL')) throw new Error('The function needs the TWILIO_WEBHOOK_URL secret: the URL Twilio is set to call');
const handle = supabasePipeline().handlers[inboundTextEndpoint]!;

// Twilio's signature is the credential, and the sender's number is what the limit counts: no client address.
export const handler = (request: Request) => handle(request, { clientAddress: '' });

// PORT is for running the function outside Supabase (tests); the platform ignores it.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);
