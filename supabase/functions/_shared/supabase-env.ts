// Settings of the deployed functions, from Supabase secrets. Custom secrets must not start with
// SUPABASE_; SUPABASE_DB_URL is provided by the platform.
import nodemailer from 'nodemailer';
import postgres from 'postgres';
import { createLeadStore } from '../../../lead-core/lead-store.ts';
import type { SendMail } from '../../../lead-core/notifier.ts';
import { postgresJsSql } from '../../../lead-core/sql.ts';

declare const Deno: { env: { get(name: string): string | undefined } };

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The function needs the ${name} secret`);
  return value;
}

export function supabaseSettings() {
  const siteOrigins = required('SITE_ORIGINS').split(',').map((origin) => origin.trim()).filter(Boolean);
  return {
    siteOrigins,
    ipSalt: required('LEAD_IP_SALT'),
    fallbackPhone: required('FIRM_PHONE'),
    notifyEmail: required('NOTIFY_EMAIL'),
    mailFrom: required('MAIL_FROM'),
  };
}

let store: ReturnType<typeof createLeadStore> | undefined;
/** One small pool per isolate; `prepare: false` because Supabase's pooler runs in transaction mode. */
export function supabaseStore() {
  store ??= createLeadStore(postgresJsSql(postgres(required('SUPABASE_DB_URL'), { max: 1, prepare: false })));
  return store;
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
