// Where a lead goes besides the intake email, from the environment: the Node server's (src/server/env.ts)
// and the Supabase functions' secrets (supabase/functions/_shared/supabase-env.ts) read the same
// variables through this one schema, so a wrong value stops either one at start with one line per
// problem, before any lead is queued for a channel that cannot send.
import * as v from 'valibot';
import type { DeliveryTarget } from './lead-store.ts';

/** A phone number in E.164 form, as Twilio takes it: +, country code, number; no spaces. */
const e164 = /^\+[1-9]\d{7,14}$/;

/** https, or http to this machine only (a receiver on the same box, a test double). */
export function isSafeServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'http:' && (host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host));
}

const serviceUrl = (name: string) => v.pipe(v.string(), v.check(isSafeServiceUrl, `${name} must be an https:// URL (http:// only to a loopback address)`));

/** Standard Webhooks' secret form: `whsec_` and the base64 of the key (24 to 64 bytes). */
const webhookSecret = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));

const intakeSchema = v.object({
  INTAKE_SMS_TO: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(',')
          .map((number) => number.trim())
          .filter(Boolean),
      ),
      v.check(
        (numbers) => numbers.every((number) => e164.test(number)),
        'INTAKE_SMS_TO must be phone numbers in E.164 form, comma-separated (+12535550100,+12535550101)',
      ),
    ),
  ),
  TWILIO_ACCOUNT_SID: v.optional(v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits'))),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: v.optional(v.pipe(v.string(), v.regex(e164, 'TWILIO_FROM must be a phone number in E.164 form (+12535550100)'))),
  TWILIO_MESSAGING_SERVICE_SID: v.optional(
    v.pipe(v.string(), v.regex(/^MG[0-9a-fA-F]{32}$/, 'TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hexadecimal digits')),
  ),
  TWILIO_API_BASE: v.optional(serviceUrl('TWILIO_API_BASE'), 'https://api.twilio.com'),
  LEAD_WEBHOOK_URL: v.optional(serviceUrl('LEAD_WEBHOOK_URL')),
  LEAD_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.regex(webhookSecret, 'LEAD_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by base64')),
  ),
  CLIO_GROW_INBOX_TOKEN: optionalText,
  CLIO_GROW_URL: v.optional(serviceUrl('CLIO_GROW_URL'), 'https://grow.clio.com/inbox_leads'),
});

/** Settings that only work together: checked on what was given, so every problem is named at once. */
const pairings: [problem: string, holds: (env: Readonly<Record<string, string | undefined>>) => boolean][] = [
  [
    'INTAKE_SMS_TO is set, but texts need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
    (env) => !env.INTAKE_SMS_TO || Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID)),
  ],
  ['LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together: set both or neither', (env) => !env.LEAD_WEBHOOK_URL === !env.LEAD_WEBHOOK_SECRET],
];

/** The variables this schema reads, so a test can start a server that inherits none of them. */
export const intakeVariables = Object.keys(intakeSchema.entries);

export interface IntakeSettings {
  sms?: { to: string[]; accountSid: string; authToken: string; from?: string; messagingServiceSid?: string; apiBase: string };
  webhook?: { url: string; secret: string };
  clioGrow?: { inboxToken: string; url: string };
}

/** The channels configured in `env`, or the list of what is wrong with it. */
export function parseIntakeSettings(env: Readonly<Record<string, string | undefined>>): { settings: IntakeSettings; problems: string[] } {
  const present = Object.fromEntries(intakeVariables.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const result = v.safeParse(intakeSchema, present);
  // Every message names its variable.
  const problems = [
    ...(result.success ? [] : result.issues.map((issue) => issue.message)),
    ...pairings.flatMap(([problem, holds]) => (holds(present) ? [] : [problem])),
  ];
  if (!result.success || problems.length > 0) return { settings: {}, problems };
  const env_ = result.output;
  return {
    problems: [],
    settings: {
      ...(env_.INTAKE_SMS_TO?.length
        ? {
            sms: {
              to: env_.INTAKE_SMS_TO,
              accountSid: env_.TWILIO_ACCOUNT_SID!,
              authToken: env_.TWILIO_AUTH_TOKEN!,
              from: env_.TWILIO_FROM,
              messagingServiceSid: env_.TWILIO_MESSAGING_SERVICE_SID,
              apiBase: env_.TWILIO_API_BASE.replace(/\/+$/, ''),
            },
          }
        : {}),
      ...(env_.LEAD_WEBHOOK_URL && env_.LEAD_WEBHOOK_SECRET ? { webhook: { url: env_.LEAD_WEBHOOK_URL, secret: env_.LEAD_WEBHOOK_SECRET } } : {}),
      ...(env_.CLIO_GROW_INBOX_TOKEN ? { clioGrow: { inboxToken: env_.CLIO_GROW_INBOX_TOKEN, url: env_.CLIO_GROW_URL } } : {}),
    },
  };
}

/** The deliveries each new lead gets: the intake email, a text to each on-call number, the webhook, the CRM. */
export function deliveryTargets(notifyEmail: string, settings: IntakeSettings): DeliveryTarget[] {
  return [
    { channel: 'email', target: notifyEmail },
    ...(settings.sms?.to ?? []).map((number) => ({ channel: 'sms', target: number })),
    ...(settings.webhook ? [{ channel: 'webhook', target: settings.webhook.url }] : []),
    ...(settings.clioGrow ? [{ channel: 'clio-grow', target: settings.clioGrow.url }] : []),
  ];
}
