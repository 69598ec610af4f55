// Supabase Edge Function: stores a lead with its deliveries (the outbox) and answers { success,
// error?, submissionId }. The deliveries are sent right after the answer, in the background; the
// scheduled notify-leads job sends whatever that left undone.
// The handler is the lead pipeline's (lead-core/lead-pipeline.ts, shared with the Node server):
// ../_shared/supabase-env.ts supplies Supabase's settings and database, this file the client
// address. `supabase functions deploy` bundles the core from outside supabase/
// (tests/unit/supabase-bundle.test.ts says how).
import { edgeClientAddress } from '../_shared/edge-client-address.ts';
import { leadEndpoint } from '../../../lead-core/lead-endpoint.ts';
import { supabasePipeline } from '../_shared/supabase-env.ts';

declare const Deno: {
  serve(options: { port: number }, handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

const handle = supabasePipeline().handlers[leadEndpoint]!;

// CF-Connecting-IP, set by the platform's edge; not X-Forwarded-For, whose first entry the client
// writes (see ../_shared/edge-client-address.ts).
export const handler = (request: Request) => handle(request, { clientAddress: edgeClientAddress(request) });

// PORT is for running the function outside Supabase (tests); the platform ignores it.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);
