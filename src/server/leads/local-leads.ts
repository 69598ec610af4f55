// The lead pipeline (lead-core/lead-pipeline.ts) as this machine runs it, from the server's
// environment: the database (DATABASE_URL, else the embedded one in DATA_DIR), the mail (SMTP_URL,
// else .eml files), and the socket `npm run leads` reads through. `npm start` and `npm run dev`
// both open it here.
import { firm } from '../../../data/firm.ts';
import { randomBytes } from 'node:crypto';
import { link, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { LeadSettings } from '../../../lead-core/channels/channel.ts';
import type { RequestContext } from '../../../lead-core/endpoint-requests.ts';
import { createLeadHandler } from '../../../lead-core/handler.ts';
import { inboundTextEndpoint } from '../../../lead-core/lead-endpoint.ts';
import { createLeadPipeline, type PipelineTimings } from '../../../lead-core/lead-pipeline.ts';
import { withLinkSecret, type IntakeSettings } from '../../../lead-core/intake-settings.ts';
import type { ServerEnv } from '../env.ts';
import { openDatabase, privateDataDir, type Database } from './database.ts';
import { createMailer } from './mailer.ts';

export interface LocalLeadsOptions {
  env: ServerEnv;
  /** Origins allowed to post the form, and to be sent back to after a no-JS post. */
  siteOrigins: readonly string[];
  /** A database the caller opened and closes (tests); by default the one DATABASE_URL or DATA_DIR names. */
  database?: Database;
  /** The pipeline's timings, which the environment does not set (tests). */
  timings?: Pick<PipelineTimings, 'storeTimeoutMs' | 'retryIntervalMs' | 'retryDelaySeconds'>;
  log?: (line: string) => void;
}

const leadSettings = ({ env, siteOrigins }: LocalLeadsOptions, intake: IntakeSettings): LeadSettings => ({
  siteOrigins,
  ipSalt: env.LEAD_IP_SALT,
  fallbackPhone: firm.phones.main.display,
  notifyEmail: env.NOTIFY_EMAIL,
  mailFrom: env.MAIL_FROM,
  rateLimit: env.LEAD_RATE_LIMIT,
  intake,
});

/**
 * The intake links' secret when INTAKE_LINK_SECRET is not set: made at the first start and kept in
 * $DATA_DIR (0600), so links sent before a restart still open. Written whole and synced under a
 * name of its own, then linked into place: of two first starts at once the second reads the
 * first's, and neither a reader nor a power cut can find the file empty.
 */
export async function localLinkSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'intake-link-secret');
  const made = randomBytes(32).toString('base64url');
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await open(partial, 'wx', 0o600);
  try {
    await handle.writeFile(made);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(partial, file);
    await syncDirectory(dataDir);
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  } finally {
    await unlink(partial);
  }
}

/** Makes a new name in `dir` survive a power cut (the file's own sync does not cover its name). */
async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Opens the database (taking its lock, when embedded) and starts the pipeline's worker and the CLI's socket. */
export async function openLocalLeads(options: LocalLeadsOptions) {
  const { env, log = console.log } = options;
  await privateDataDir(env.DATA_DIR);
  const intake: IntakeSettings = withLinkSecret(env.intake, await localLinkSecret(env.DATA_DIR));
  const database = options.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  const pipeline = createLeadPipeline({
    sql: database.sql,
    sendMail: mailer.send,
    settings: leadSettings(options, intake),
    twilioWebhookUrl: (request, context) => env.TWILIO_WEBHOOK_URL ?? publicAddress(request, context, options.siteOrigins),
    // npm start and npm run dev serve the pages too: the no-JS form is sent back on the host it was posted to.
    pagesServedHere: true,
    ownTimers: true,
    timings: options.timings,
    log,
  });
  // On the embedded database, `npm run leads` reaches it through this process while it runs (a
  // socket in $DATA_DIR/leads-socket, only for this user; see ./database-socket.ts).
  const socket = await database.expose?.().catch((error: Error) => {
    log(`npm run leads cannot work through this server: ${error.message}`);
    return undefined;
  });
  return {
    handlers: pipeline.handlers,
    wake: pipeline.wake,
    store: pipeline.store,
    outbox: pipeline.outbox,
    describe: [
      database.describe,
      `mail via ${mailer.describe}`,
      ...pipeline.describe,
      ...(intake.link ? [`intake links to ${intake.link.origin}/intake`] : []),
      intake.twilio ? `texts in at ${inboundTextEndpoint}` : 'no texts in (no Twilio settings)',
    ].join('; '),
    async close() {
      await socket?.close();
      await pipeline.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The address a request was sent to, as the public sees it: the scheme this server or its trusted
 * proxy was reached by, and the Host, which must be one of the site's origins (a signature Twilio
 * made for another host is for another address).
 */
function publicAddress(request: Request, { https = false }: RequestContext, siteOrigins: readonly string[]): string | undefined {
  const origin = `${https ? 'https' : 'http'}://${request.headers.get('host') ?? ''}`;
  if (!siteOrigins.includes(origin)) return undefined;
  const { search } = new URL(request.url);
  return `${origin}${inboundTextEndpoint}${search}`;
}

export type LocalLeads = Awaited<ReturnType<typeof openLocalLeads>>;

/**
 * The same handler while the database cannot be opened: the form's input is still checked, and a
 * valid lead gets the handler's 503 with the phone number; the reason goes to the log.
 */
export function unavailableLeadHandler(options: LocalLeadsOptions, reason: Error) {
  const { siteOrigins, ipSalt, fallbackPhone, rateLimit } = leadSettings(options, options.env.intake);
  return createLeadHandler({ siteOrigins, ipSalt, fallbackPhone, rateLimit, log: options.log, store: { insert: () => Promise.reject(reason) } });
}
