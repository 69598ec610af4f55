// Supabase Edge Function behind the intake page (/intake, a page of the static site): answers the
// page's POSTs with the lead its link's token names, and records the action a button sends
// (lead-core/intake-endpoint.ts, shared with the Node server). The page cannot be HTML served from
// here: Supabase answers a function's text/html to a GET as text/plain on its default domain.
// verify_jwt is off (supabase/config.toml): the token is the credential, checked in constant time.
import { edgeClientAddress } from '../_shared/edge-client-address.ts';
import { intakeEndpoint } from '../../../lead-core/lead-endpoint.ts';
import { supabasePipeline } from '../_shared/supabase-env.ts';

declare const Deno: {
  serve(options: { port: number }, handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

const handle = supabasePipeline().handlers[intakeEndpoint]!;

export const handler = (request: Request) => handle(request, { clientAddress: edgeClientAddress(request) });

// PORT is for running the function outside Supabase (tests); the platform ignores it.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);
