// The lead pipeline of the deployed functions (lead-core/lead-pipeline.ts, the Node server's too),
// from Supabase secrets: custom secrets must not start with SUPABASE_; SUPABASE_DB_URL is provided
// by the platform. The intake channels (texts, webhook, CRM) read the same variables as the Node
// server, through lead-core/intake-settings.ts.
import nodemailer from 'nodemailer';
import postgres from 'postgres';
import type { LeadSettings } from '../../../lead-core/channels/channel.ts';
import type { SendMail } from '../../../lead-core/channels/email.ts';
import { intakeVariables, parseIntakeSettings } from '../../../lead-core/intake-settings.ts';
import { createLeadPipeline, type LeadPipeline } from '../../../lead-core/lead-pipeline.ts';
import { defaultRateLimit } from '../../../lead-core/lead-store.ts';
import { postgresJsSql } from '../../../lead-core/sql.ts';

declare const Deno: { env: { get(name: string): string | undefined } };
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The function needs the ${name} secret`);
  return value;
}

export function supabaseSettings(): LeadSettings {
  const siteOrigins = required('SITE_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  // The intake links name the site (the first of its origins) and are signed with a secret that
  // must be set here: a function keeps no file of its own to generate one into.
  const intake = parseIntakeSettings(
    { ...Object.fromEntries(intakeVariables.map((name) => [name, Deno.env.get(name)])), INTAKE_LINK_SECRET: required('INTAKE_LINK_SECRET') },
    { linkOrigin: siteOrigins[0] },
  );
  if (intake.problems.length > 0) throw new Error(`The function's secrets are not valid: ${intake.problems.join('; ')}`);
  return {
    siteOrigins,
    ipSalt: required('LEAD_IP_SALT'),
    fallbackPhone: required('FIRM_PHONE'),
    notifyEmail: required('NOTIFY_EMAIL'),
    mailFrom: required('MAIL_FROM'),
    rateLimit: defaultRateLimit,
    intake: intake.settings,
  };
}

/** SMTP over implicit TLS: Supabase blocks outbound ports 25 and 587, so the URL must use 465. */
export function supabaseMailer(): SendMail {
  const url = new URL(required('SMTP_URL'));
  if (url.protocol !== 'smtps:' || (url.port && url.port !== '465')) {
    throw new Error('SMTP_URL must be smtps://…:465 on Supabase (ports 25 and 587 are blocked there)');
  }
  const transport = nodemailer.createTransport(url.href);
  return async (email) => {
    await transport.sendMail(email);
  };
}

let mailer: SendMail | undefined;
/** Made at the first email: a function that sends none (the intake page's) needs no SMTP_URL. */
const sendMail: SendMail = (email) => (mailer ??= supabaseMailer())(email);

let pipeline: LeadPipeline | undefined;
/**
 * One pipeline per isolate, over one small pool (`prepare: false`: Supabase's pooler runs in
 * transaction mode). A new lead's deliveries run after its answer, kept alive by the platform;
 * the scheduled notify-leads job sends whatever that left undone.
 */
export const supabasePipeline = () =>
  (pipeline ??= createLeadPipeline({
    sql: postgresJsSql(postgres(required('SUPABASE_DB_URL'), { max: 1, prepare: false })),
    sendMail,
    settings: supabaseSettings(),
    // Twilio signs the URL it was given, which a request inside Supabase does not carry (inbound-text requires the secret).
    twilioWebhookUrl: () => Deno.env.get('TWILIO_WEBHOOK_URL'),
    keepAlive: typeof EdgeRuntime === 'undefined' ? undefined : (work) => EdgeRuntime!.waitUntil(work),
  }));
