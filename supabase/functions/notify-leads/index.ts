// Supabase Edge Function run every minute by pg_cron (see the notify schedule migrations): sends
// every delivery of the outbox that is due (the email, texts, webhook and CRM that send-contact-email
// could not send at once), with back-off for failures. It answers only the
// job: the job sends NOTIFY_LEADS_SECRET (from Vault) in a header of its own, compared here in
// constant time; anything else gets a 401 before the database is touched. verify_jwt is off for it
// (supabase/config.toml): the platform's check takes JWTs only, not the sb_secret_… keys.
import { carriesSecret, checkedSecret, notifySecretHeader } from '../_shared/shared-secret.ts';
import { supabasePipeline } from '../_shared/supabase-env.ts';

declare const Deno: {
  serve(options: { port: number }, handler: (request: Request) => Response | Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

const pipeline = supabasePipeline();
const secret = checkedSecret('NOTIFY_LEADS_SECRET', Deno.env.get('NOTIFY_LEADS_SECRET'));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export async function handler(request: Request): Promise<Response> {
  if (!carriesSecret(request, notifySecretHeader, secret)) return json(401, { error: 'unauthorized' });
  if (request.method !== 'POST') return json(405, { error: 'POST only' }, { Allow: 'POST' });
  // The privacy page's promise: address hashes the rate limit no longer needs are deleted (every run).
  await pipeline.sweep();
  return json(200, await pipeline.deliver());
}

// PORT is for running the function outside Supabase (tests); the platform ignores it.
Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000) }, handler);
