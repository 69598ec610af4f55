// Where a lead goes besides the intake email, from the environment: the Node server's (src/server/env.ts)
// and the Supabase functions' secrets (supabase/functions/_shared/supabase-env.ts) read the same
// variables through this one schema, so a wrong value stops either one at start with one line per
// problem, before any lead is queued for a channel that cannot send.
import * as v from 'valibot';
import type { SettingsPairing } from './channels/channel.ts';
import { leadChannels } from './channels/registry.ts';
import { defaultIntakeLinkDays, minIntakeLinkSecretBytes, type IntakeLinkSettings } from './intake-link.ts';
import type { ChaseSettings } from './lead-events.ts';
import { serviceUrl } from './service-url.ts';

/** A phone number in E.164 form, as Twilio takes it: +, country code, number; no spaces. */
const e164 = /^\+[1-9]\d{7,14}$/;

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()));

const phoneList = (name: string) =>
  v.optional(
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
        `${name} must be phone numbers in E.164 form, comma-separated (+12535550100,+12535550101)`,
      ),
    ),
  );

/** A number of minutes (or days) greater than zero, as text. */
const positive = (name: string, unit: string, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.check((value) => Number.isFinite(value) && value > 0, `${name} must be a positive number of ${unit}`),
    ),
    fallback,
  );

const channelVariables = leadChannels.flatMap((channel) => Object.keys(channel.variables ?? {}));

const intakeSchema = v.object({
  INTAKE_SMS_TO: phoneList('INTAKE_SMS_TO'),
  /** Texted once, each with its own link, when nobody acted on a lead within INTAKE_ESCALATE_AFTER. */
  INTAKE_BACKUP_SMS_TO: phoneList('INTAKE_BACKUP_SMS_TO'),
  INTAKE_ESCALATE_AFTER: positive('INTAKE_ESCALATE_AFTER', 'minutes', '5'),
  INTAKE_REMIND_EVERY: positive('INTAKE_REMIND_EVERY', 'minutes', '240'),
  INTAKE_REMIND_TIMES: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('INTAKE_REMIND_TIMES must be a whole number of reminders'), v.minValue(0), v.maxValue(50)),
    '6',
  ),
  INTAKE_LINK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (secret) => new TextEncoder().encode(secret).length >= minIntakeLinkSecretBytes,
        `INTAKE_LINK_SECRET must be at least ${minIntakeLinkSecretBytes} bytes (openssl rand -hex 32)`,
      ),
    ),
  ),
  INTAKE_LINK_DAYS: positive('INTAKE_LINK_DAYS', 'days', String(defaultIntakeLinkDays)),
  /** The site's address the intake links name (https://www.example.com); by default the server's own or the first of SITE_ORIGINS. */
  INTAKE_LINK_ORIGIN: v.optional(
    v.pipe(
      serviceUrl('INTAKE_LINK_ORIGIN'),
      v.transform((value) => new URL(value).origin),
    ),
  ),
  TWILIO_ACCOUNT_SID: v.optional(v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal digits'))),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: v.optional(v.pipe(v.string(), v.regex(e164, 'TWILIO_FROM must be a phone number in E.164 form (+12535550100)'))),
  TWILIO_MESSAGING_SERVICE_SID: v.optional(
    v.pipe(v.string(), v.regex(/^MG[0-9a-fA-F]{32}$/, 'TWILIO_MESSAGING_SERVICE_SID must be MG followed by 32 hexadecimal digits')),
  ),
  TWILIO_API_BASE: v.optional(serviceUrl('TWILIO_API_BASE'), 'https://api.twilio.com'),
  // And the variables each channel of its own reads (a CRM's), declared in its file.
  ...Object.assign({}, ...leadChannels.map((channel) => channel.variables ?? {})),
});

/** Settings that only work together: checked on what was given, so every problem is named at once. */
const pairings: SettingsPairing[] = [
  [
    'INTAKE_SMS_TO is set, but texts need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
    (env) => !env.INTAKE_SMS_TO || Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID)),
  ],
  [
    'INTAKE_BACKUP_SMS_TO is set, but texts need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
    (env) => !env.INTAKE_BACKUP_SMS_TO || Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && (env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID)),
  ],
  [
    'INTAKE_BACKUP_SMS_TO is set, but the backup is for the on-call numbers of INTAKE_SMS_TO: set those too',
    (env) => !env.INTAKE_BACKUP_SMS_TO || !!env.INTAKE_SMS_TO,
  ],
  ...leadChannels.flatMap((channel) => channel.pairings ?? []),
];

/** The variables this schema reads, so a test can start a server that inherits none of them. */
export const intakeVariables = Object.keys(intakeSchema.entries);

/** Twilio's account and sender: for the intake texts, and for the prospect's confirmation on its own. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  apiBase: string;
}

/** After the alert: when a lead nobody acted on escalates, and how the chase after "No answer" runs. */
export interface FollowUpSettings {
  escalateAfterSeconds: number;
  /** Texted at the escalation, each with its own link; the on-call numbers get a reminder then. */
  backupTo: string[];
  remindEverySeconds: number;
  remindTimes: number;
}

export interface IntakeSettings {
  sms?: TwilioSettings & { to: string[] };
  /** Present whenever Twilio's settings are: the prospect's confirmation text needs no on-call number. */
  twilio?: TwilioSettings;
  /** The variables a channel declares for itself (./channels/channel.ts), checked, as it reads them. */
  channelVariables: Readonly<Record<string, unknown>>;
  followUp: FollowUpSettings;
  /** The one-tap links of the intake texts and email; absent where no secret is set or given. */
  link?: IntakeLinkSettings;
  /** How long a link works: also for a secret the platform supplies later (the Node server's own, withLinkSecret). */
  linkValidSeconds: number;
  /** The site's address the links name (INTAKE_LINK_ORIGIN, else the platform's default). */
  linkOrigin?: string;
}

/** The settings with the links signed by `secret`, for a platform that keeps a secret of its own when none is set. */
export const withLinkSecret = (settings: IntakeSettings, secret: string): IntakeSettings =>
  settings.link || !settings.linkOrigin ? settings : { ...settings, link: { secret, origin: settings.linkOrigin, validSeconds: settings.linkValidSeconds } };

/** What the platform supplies when the environment does not: the link secret, the site's address the links name. */
export interface IntakeDefaults {
  linkSecret?: string;
  linkOrigin?: string;
}

const defaultFollowUp: FollowUpSettings = { escalateAfterSeconds: 300, backupTo: [], remindEverySeconds: 240 * 60, remindTimes: 6 };

/** The channels configured in `env`, or the list of what is wrong with it. */
export function parseIntakeSettings(
  env: Readonly<Record<string, string | undefined>>,
  defaults?: IntakeDefaults,
): { settings: IntakeSettings; problems: string[] } {
  const present = Object.fromEntries(intakeVariables.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const result = v.safeParse(intakeSchema, present);
  // Every message names its variable.
  const problems = [
    ...(result.success ? [] : result.issues.map((issue) => issue.message)),
    ...pairings.flatMap(([problem, holds]) => (holds(present) ? [] : [problem])),
  ];
  if (!result.success || problems.length > 0) {
    return { settings: { followUp: defaultFollowUp, linkValidSeconds: defaultIntakeLinkDays * 86400, channelVariables: {} }, problems };
  }
  const env_ = result.output;
  const twilio: TwilioSettings | undefined =
    env_.TWILIO_ACCOUNT_SID && env_.TWILIO_AUTH_TOKEN && (env_.TWILIO_FROM || env_.TWILIO_MESSAGING_SERVICE_SID)
      ? {
          accountSid: env_.TWILIO_ACCOUNT_SID,
          authToken: env_.TWILIO_AUTH_TOKEN,
          from: env_.TWILIO_FROM,
          messagingServiceSid: env_.TWILIO_MESSAGING_SERVICE_SID,
          apiBase: env_.TWILIO_API_BASE.replace(/\/+$/, ''),
        }
      : undefined;
  const linkSecret = env_.INTAKE_LINK_SECRET ?? defaults?.linkSecret;
  const linkOrigin = env_.INTAKE_LINK_ORIGIN ?? defaults?.linkOrigin;
  return {
    problems: [],
    settings: {
      ...(twilio && { twilio }),
      ...(twilio && env_.INTAKE_SMS_TO?.length ? { sms: { ...twilio, to: env_.INTAKE_SMS_TO } } : {}),
      followUp: {
        escalateAfterSeconds: Math.round(env_.INTAKE_ESCALATE_AFTER * 60),
        backupTo: env_.INTAKE_BACKUP_SMS_TO ?? [],
        remindEverySeconds: Math.round(env_.INTAKE_REMIND_EVERY * 60),
        remindTimes: env_.INTAKE_REMIND_TIMES,
      },
      linkValidSeconds: Math.round(env_.INTAKE_LINK_DAYS * 86400),
      ...(linkOrigin && { linkOrigin }),
      ...(linkSecret && linkOrigin ? { link: { secret: linkSecret, origin: linkOrigin, validSeconds: Math.round(env_.INTAKE_LINK_DAYS * 86400) } } : {}),
      channelVariables: Object.fromEntries(channelVariables.map((name) => [name, (env_ as Record<string, unknown>)[name]])),
    },
  };
}

/** The chase after "No answer" (lead-core/lead-events.ts): the on-call numbers, as often and as many times as the settings say. */
export const chaseSettings = (intake: IntakeSettings): ChaseSettings => ({
  recipients: intake.sms?.to ?? [],
  remindEverySeconds: intake.followUp.remindEverySeconds,
  remindTimes: intake.followUp.remindTimes,
});
