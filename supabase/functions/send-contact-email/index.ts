// Supabase Edge Function: stores a lead with its deliveries (the outbox) and answers { success,
// error?, submissionId }. The deliveries are sent right after the answer, in the background; the
// scheduled notify-leads job sends whatever that left undone.
// The handler is the lead core's (lead-core/, shared with the Node server): this file only
// supplies Supabase's settings, database and client address. `supabase functions deploy` bundles
// the core from outside supabase/ (tests/unit/supabase-bundle.test.ts says how).
import { edgeClientAddress } from '../_shared/edge-client-address.ts';
import { createLeadHandler } from '../../../lead-core/handler.ts';
import { deliverLeads, supabaseSettings, supabaseStore } from '../_shared/supabase-env.ts';

declare const Deno: {
  serve(options: { port: number }, handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

const settings = supabaseSettings();
const store = supabaseStore(settings);

export const handler = createLeadHandler({
  store,
  siteOrigins: settings.siteOrigins,
  ipSalt: settings.ipSalt,
  fallbackPhone: settings.fallbackPhone,
  // CF-Connecting-IP, set by the platform's edge; not X-Forwarded-For, whose first entry the client
  // writes (see ../_shared/edge-client-address.ts).
  clientAddress: (request) => edgeClientAddress(request),
  onStored: () => {
    const delivery = deliverLeads(settings, { retrySoon: true }).catch((error: unknown) => console.error('deliveries deferred to the schedule:', error));
    if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(delivery);
  },
});

// PORT is for running the function outside Supabase (tests); the platform ignores it.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);
