// Settings of the deployed functions, from Supabase secrets. Custom secrets must not start with
// SUPABASE_; SUPABASE_DB_URL is provided by the platform. The intake channels (texts, webhook,
// CRM) read the same variables as the Node server, through lead-core/intake-settings.ts.
import nodemailer from 'nodemailer';
import postgres from 'postgres';
import { firm } from '../../../data/firm.ts';
import { emailChannel, type SendMail } from '../../../lead-core/channels/email.ts';
import { intakeChannels } from '../../../lead-core/channels/index.ts';
import { deliveryTargets, intakeVariables, parseIntakeSettings } from '../../../lead-core/intake-settings.ts';
import { createLeadStore } from '../../../lead-core/lead-store.ts';
import { createOutboxStore, deliverDue, type Channel } from '../../../lead-core/outbox.ts';
import { postgresJsSql, type Sql } from '../../../lead-core/sql.ts';

declare const Deno: { env: { get(name: string): string | undefined } };

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The function needs the ${name} secret`);
  return value;
}

export function supabaseSettings() {
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
    intake: intake.settings,
  };
}
export type SupabaseSettings = ReturnType<typeof supabaseSettings>;

let sql: Sql | undefined;
/** One small pool per isolate; `prepare: false` because Supabase's pooler runs in transaction mode. */
const database = () => (sql ??= postgresJsSql(postgres(required('SUPABASE_DB_URL'), { max: 1, prepare: false })));

/** The lead store, queueing each new lead's deliveries to the channels configured here. */
export const supabaseStore = (settings: SupabaseSettings) =>
  createLeadStore(database(), { deliveries: deliveryTargets(settings.notifyEmail, settings.intake), timeZone: firm.timeZone });

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

const channels = (settings: SupabaseSettings): Record<string, Channel> =>
  intakeChannels(
    emailChannel(supabaseMailer(), { from: settings.mailFrom, to: settings.notifyEmail, siteOrigins: settings.siteOrigins, link: settings.intake.link }),
    settings.intake,
  );

/** The database, for the intake page's function. */
export const supabaseSql = () => database();

/** A retry this soon is made in the same invocation (the function lives on after its answer); later ones wait for the schedule. */
const waitInInvocationSeconds = 30;

/**
 * Sends every delivery that is due. With `retrySoon`, a delivery that failed and is due again
 * within half a minute is tried once more before returning: the first retry comes in about 10 s,
 * not at the next run of the every-minute schedule.
 */
export async function deliverLeads(settings: SupabaseSettings, { retrySoon = false } = {}) {
  const outbox = createOutboxStore(database());
  const log = (line: string) => console.warn(line);
  const first = await deliverDue(outbox, channels(settings), { log });
  if (!retrySoon || first.retrying === 0) return first;
  const seconds = await outbox.secondsUntilNextDue();
  if (seconds === undefined || seconds > waitInInvocationSeconds) return first;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const second = await deliverDue(outbox, channels(settings), { log });
  return { sent: first.sent + second.sent, retrying: second.retrying, failed: first.failed + second.failed };
}
