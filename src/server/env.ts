// The server's environment, parsed once at start-up; a wrong value stops it with a list of what
// is wrong. Every variable has a local default, so `npm start` needs none of them.
import { resolve } from 'node:path';
import * as v from 'valibot';
import { firm } from '../../data/firm.ts';
import { ipHashKeptAtMostSeconds } from '../../data/ip-hash-retention.ts';
import { intakeVariables, parseIntakeSettings, type IntakeSettings } from '../../lead-core/intake-settings.ts';
import { defaultRateLimit, maxRateLimitWindowSeconds } from '../../lead-core/lead-store.ts';
import { siteEnvSchema } from '../build/launch-guard.ts';
import { parseTrustProxy } from './client-address.ts';

const url = (protocols: RegExp, message: string) => v.pipe(v.string(), v.url(message), v.regex(protocols, message));

const envSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.transform(Number), v.integer('PORT must be a whole number'), v.minValue(1), v.maxValue(65535)), '3000'),
  /** The address to listen on; 127.0.0.1 behind a proxy on the same box, so nobody reaches the server around it. */
  HOST: v.optional(v.pipe(v.string(), v.ip('HOST must be an IP address to listen on'))),
  /** The embedded database, the .eml copies and the intake links' secret: runtime data, kept out of data/ (the site's content). */
  DATA_DIR: v.optional(
    v.pipe(
      v.string(),
      v.nonEmpty(),
      v.check((dir) => !`${resolve(dir)}/`.startsWith(`${resolve('data')}/`), "DATA_DIR must be outside data/, the site's content, which the build reads"),
    ),
    './.data',
  ),
  DATABASE_URL: v.optional(url(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  SMTP_URL: v.optional(url(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  NOTIFY_EMAIL: v.optional(v.pipe(v.string(), v.email('NOTIFY_EMAIL must be an email address')), firm.email),
  MAIL_FROM: v.optional(v.string(), `Website <website@${new URL(firm.hosts.primary).hostname.replace(/^www\./, '')}>`),
  /**
   * `production` for the server of the live site (docs/deploy.md): its own localhost addresses are
   * then not among the site's origins. Anything else (unset: `preview`) is development.
   */
  SITE_ENV: siteEnvSchema.entries.SITE_ENV,
  /** Extra origins (comma-separated) allowed to post the form, besides the firm's hosts (and localhost in development). */
  SITE_ORIGINS: v.optional(v.string(), ''),
  /** Submissions allowed per client in a window: "count/seconds". */
  LEAD_RATE_LIMIT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+\/\d+$/, 'LEAD_RATE_LIMIT must look like 5/600 (submissions per seconds)'),
      v.transform((value) => {
        const [max, windowSeconds] = value.split('/').map(Number);
        return { max: max!, windowSeconds: windowSeconds! };
      }),
      // The privacy page says the address hash is deleted within the hour: a sweep clears it once
      // the window no longer counts it, so a longer window would break that promise.
      v.check(
        ({ windowSeconds }) => windowSeconds <= maxRateLimitWindowSeconds,
        `LEAD_RATE_LIMIT's window may be at most ${maxRateLimitWindowSeconds} seconds: the privacy page promises the address hash is deleted within ${ipHashKeptAtMostSeconds / 60} minutes`,
      ),
    ),
    `${defaultRateLimit.max}/${defaultRateLimit.windowSeconds}`,
  ),
  /** The reverse proxies in front: how many (`1` for Caddy on this box), or their addresses and CIDR ranges. */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return parseTrustProxy(dataset.value);
        } catch (error) {
          addIssue({ message: `TRUST_PROXY: ${(error as Error).message} (use a number of proxies, or addresses and CIDR ranges)` });
          return NEVER;
        }
      }),
    ),
    '0',
  ),
  /** `true` when something in front serves the site over https that TRUST_PROXY does not describe. */
  SERVED_OVER_HTTPS: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'SERVED_OVER_HTTPS must be true or false'),
      v.transform((value) => value === 'true'),
    ),
    'false',
  ),
  /**
   * The URL Twilio's Messaging webhook is set to call (https://www.cascadecrestlaw.example/functions/v1/inbound-text),
   * which its signatures cover; without it, the site's public address as the request names it.
   */
  TWILIO_WEBHOOK_URL: v.optional(url(/^https?:\/\//, 'TWILIO_WEBHOOK_URL must be an http:// or https:// URL')),
  LEAD_IP_SALT: v.optional(v.pipe(v.string(), v.minLength(8, 'LEAD_IP_SALT must be at least 8 characters')), 'local-development-salt'),
});

/** The parsed environment, with the intake channels (texts, webhook, CRM) that lead-core/intake-settings.ts reads. */
export type ServerEnv = v.InferOutput<typeof envSchema> & { intake: IntakeSettings };
/** The names the server reads, so a test can start one that inherits none from the shell. */
export const serverVariables = [...Object.keys(envSchema.entries), ...intakeVariables];

export function parseEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(envSchema, present);
  // The intake links name the site's public address: in production the firm's primary host; elsewhere
  // the first extra origin (a preview behind a proxy), else this server itself.
  const linkOrigin =
    present.SITE_ENV === 'production' ? firm.hosts.primary : (present.SITE_ORIGINS ?? '').split(',')[0]?.trim() || `http://localhost:${present.PORT ?? 3000}`;
  const intake = parseIntakeSettings(present, { linkOrigin });
  const problems = [...(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)), ...intake.problems];
  if (!result.success || problems.length > 0) {
    throw new Error(`The server's environment is not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  return { ...result.output, intake: intake.settings };
}

/** The origins the site answers on: the firm's hosts, SITE_ORIGINS, and this server's own localhost addresses in development only. */
export function siteOrigins(env: ServerEnv): string[] {
  return [
    ...(env.SITE_ENV === 'production' ? [] : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]),
    ...Object.values(firm.hosts),
    ...env.SITE_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
}
