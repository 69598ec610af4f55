// The lead service as this machine runs it, from the server's environment: the database
// (DATABASE_URL, else the embedded one in DATA_DIR), the mail (SMTP_URL, else .eml files), and the
// socket `npm run leads` reads through. `npm start` and `npm run dev` both open it here.
import { firm } from '../../../data/firm.ts';
import { emailChannel } from '../../../lead-core/channels/email.ts';
import { intakeChannels } from '../../../lead-core/channels/index.ts';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createLeadHandler } from '../../../lead-core/handler.ts';
import { createContactTapHandler } from '../../../lead-core/contact-taps.ts';
import { createInboundTextHandler } from '../../../lead-core/inbound-text.ts';
import { createIntakeHandler } from '../../../lead-core/intake-endpoint.ts';
import { inboundTextEndpoint } from '../../../lead-core/lead-endpoint.ts';
import { chaseSettings, deliveryTargets, withLinkSecret, type IntakeSettings } from '../../../lead-core/intake-settings.ts';
import type { ServerEnv } from '../env.ts';
import { openDatabase, privateDataDir, type Database } from './database.ts';
import { createLeadService, type ClientAddressOf, type LeadServiceOptions } from './lead-service.ts';
import { createMailer } from './mailer.ts';

export interface LocalLeadsOptions {
  env: ServerEnv;
  /** Origins allowed to post the form, and to be sent back to after a no-JS post. */
  siteOrigins: readonly string[];
  clientAddress: ClientAddressOf;
  /** Whether a request came over https (behind TRUST_PROXY, as the proxy says): Twilio's URL, when TWILIO_WEBHOOK_URL does not give it. */
  isHttps?: (request: Request) => boolean;
  /** A database the caller opened and closes (tests); by default the one DATABASE_URL or DATA_DIR names. */
  database?: Database;
  /** The lead service's timings, which the environment does not set (tests). */
  timings?: Pick<LeadServiceOptions, 'storeTimeoutMs' | 'retryIntervalMs' | 'retryDelaySeconds'>;
  log?: (line: string) => void;
}

const handlerSettings = ({ env, siteOrigins, clientAddress, log = console.log }: LocalLeadsOptions) => ({
  siteOrigins,
  ipSalt: env.LEAD_IP_SALT,
  fallbackPhone: firm.phones.main.display,
  rateLimit: env.LEAD_RATE_LIMIT,
  clientAddress,
  log,
});

/**
 * The intake links' secret when INTAKE_LINK_SECRET is not set: made at the first start and kept in
 * $DATA_DIR (0600), so links sent before a restart still open. Written with `wx`: of two first
 * starts at once, the second reads the first's.
 */
export async function localLinkSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'intake-link-secret');
  const made = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, made, { flag: 'wx', mode: 0o600 });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}

/** Opens the database (taking its lock, when embedded) and starts the outbox's worker and the CLI's socket. */
export async function openLocalLeads(options: LocalLeadsOptions) {
  const { env, log = console.log } = options;
  await privateDataDir(env.DATA_DIR);
  const intake: IntakeSettings = withLinkSecret(env.intake, await localLinkSecret(env.DATA_DIR));
  const database = options.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  const deliveries = deliveryTargets(env.NOTIFY_EMAIL, intake);
  const service = createLeadService({
    ...handlerSettings(options),
    database,
    deliveries,
    channels: intakeChannels(
      emailChannel(mailer.send, { from: env.MAIL_FROM, to: env.NOTIFY_EMAIL, siteOrigins: options.siteOrigins, link: intake.link }),
      intake,
    ),
    ...options.timings,
  });
  const intakeHandler = createIntakeHandler({
    sql: database.sql,
    linkSecret: intake.link!.secret,
    chase: chaseSettings(intake),
    siteOrigins: options.siteOrigins,
    clientAddress: options.clientAddress,
    log,
  });
  const inboundTextHandler = createInboundTextHandler({
    sql: database.sql,
    store: { deliveries, timeZone: firm.timeZone },
    authToken: intake.twilio?.authToken,
    webhookUrl: (request) => env.TWILIO_WEBHOOK_URL ?? publicAddress(request, options),
    ipSalt: env.LEAD_IP_SALT,
    rateLimit: env.LEAD_RATE_LIMIT,
    onStored: () => void service.wake(),
    log,
  });
  const contactTapHandler = createContactTapHandler({ sql: database.sql, timeZone: firm.timeZone, clientAddress: options.clientAddress, log });
  // On the embedded database, `npm run leads` reaches it through this process while it runs (a
  // socket in $DATA_DIR/leads-socket, only for this user; see ./database-socket.ts).
  const socket = await database.expose?.().catch((error: Error) => {
    log(`npm run leads cannot work through this server: ${error.message}`);
    return undefined;
  });
  return {
    handler: service.handler,
    intakeHandler,
    inboundTextHandler,
    contactTapHandler,
    wake: service.wake,
    store: service.store,
    outbox: service.outbox,
    describe: `${database.describe}; ${describeDeliveries(env, intake, mailer.describe)}`,
    async close() {
      await socket?.close();
      await service.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The address a request was sent to, as the public sees it: the scheme this server or its trusted
 * proxy was reached by, and the Host, which must be one of the site's origins (a signature Twilio
 * made for another host is for another address).
 */
function publicAddress(request: Request, { siteOrigins, isHttps = () => false }: LocalLeadsOptions): string | undefined {
  const origin = `${isHttps(request) ? 'https' : 'http'}://${request.headers.get('host') ?? ''}`;
  if (!siteOrigins.includes(origin)) return undefined;
  const { search } = new URL(request.url);
  return `${origin}${inboundTextEndpoint}${search}`;
}

/** Where each lead goes, for the start-up log: the email, and each channel configured. */
function describeDeliveries(env: ServerEnv, intake: IntakeSettings, mail: string) {
  const { sms, webhook, clioGrow, twilio, followUp, link } = intake;
  return [
    `notifications to ${env.NOTIFY_EMAIL} via ${mail}`,
    ...(link ? [`intake links to ${link.origin}/intake`] : []),
    ...(sms ? [`texts to ${sms.to.join(', ')} via ${new URL(sms.apiBase).host}`] : []),
    ...(sms ? [`escalation after ${followUp.escalateAfterSeconds / 60} min${followUp.backupTo.length ? ` to ${followUp.backupTo.join(', ')}` : ''}`] : []),
    ...(twilio ? ['confirmation texts to visitors who ask'] : ['no confirmation texts (no Twilio settings): a visitor who asks for one waits in deliveries']),
    twilio ? `texts in at ${inboundTextEndpoint}` : 'no texts in (no Twilio settings)',
    ...(webhook ? [`a signed webhook to ${new URL(webhook.url).host}`] : []),
    ...(clioGrow ? [`Clio Grow at ${new URL(clioGrow.url).host}`] : []),
  ].join('; ');
}

export type LocalLeads = Awaited<ReturnType<typeof openLocalLeads>>;

/**
 * The same handler while the database cannot be opened: the form's input is still checked, and a
 * valid lead gets the handler's 503 with the phone number; the reason goes to the log.
 */
export function unavailableLeadHandler(options: LocalLeadsOptions, reason: Error) {
  return createLeadHandler({ ...handlerSettings(options), store: { insert: () => Promise.reject(reason) } });
}
