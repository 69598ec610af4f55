// Supabase Edge Function behind the intake page (/intake, a page of the static site): answers the
// page's POSTs with the lead its link's token names, and records the action a button sends
// (lead-core/intake-endpoint.ts, shared with the Node server). The page cannot be HTML served from
// here: Supabase answers a function's text/html to a GET as text/plain on its default domain.
// verify_jwt is off (supabase/config.toml): the token is the credential, checked in constant time.
import { edgeClientAddress } from '../_shared/edge-client-address.ts';
import { createIntakeHandler } from '../../../lead-core/intake-endpoint.ts';
import { chaseSettings } from '../../../lead-core/intake-settings.ts';
import { supabaseSettings, supabaseSql } from '../_shared/supabase-env.ts';

declare const Deno: {
  serve(options: { port: number }, handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

const settings = supabaseSettings();

export const handler = createIntakeHandler({
  sql: supabaseSql(),
  linkSecret: settings.intake.link!.secret,
  chase: chaseSettings(settings.intake),
  siteOrigins: settings.siteOrigins,
  clientAddress: (request) => edgeClientAddress(request),
});

// PORT is for running the function outside Supabase (tests); the platform ignores it.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);
