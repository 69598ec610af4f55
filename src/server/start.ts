// `npm start`: builds the site first if dist/ is missing or older than its sources, then serves it
// on $PORT (default 3000) with the lead function at /functions/v1/send-contact-email.
// createServerFromEnv is the server itself, which the tests build too.
import { fileURLToPath } from 'node:url';
import { firm } from '../../data/firm.ts';
import { parseEnv, siteOrigins, type ServerEnv } from './env.ts';
import { ensureFreshBuild } from './fresh-build.ts';
import { openDatabase, type Database } from './leads/database.ts';
import { addressBook, createLeadService, type LeadServiceOptions } from './leads/lead-service.ts';
import { createMailer } from './leads/mailer.ts';
import { serveLeadReader } from './leads/lead-reader.ts';
import { createSiteServer, type SiteServerOptions } from './site-server.ts';
import { leadEndpoint } from '../../supabase/functions/_shared/lead-endpoint.ts';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

export interface ServerParts {
  /** A database the caller opened (and closes); by default the one DATABASE_URL or DATA_DIR names. */
  database?: Database;
  /** Another build to serve than dist/. */
  distDir?: string;
  timeouts?: SiteServerOptions['timeouts'];
  /** The lead service's timings, which the environment does not set. */
  leadTimings?: Pick<LeadServiceOptions, 'storeTimeoutMs' | 'retryIntervalMs' | 'retryDelaySeconds'>;
  log?: (line: string) => void;
}

/** The site server with the lead service, its mailer and its database, from a parsed environment. */
export async function createServerFromEnv(env: ServerEnv, parts: ServerParts = {}) {
  const { log = console.log } = parts;
  const database = parts.database ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR });
  const addresses = addressBook();
  const leads = createLeadService({
    database,
    send: mailer.send,
    siteOrigins: siteOrigins(env),
    notifyEmail: env.NOTIFY_EMAIL,
    mailFrom: env.MAIL_FROM,
    ipSalt: env.LEAD_IP_SALT,
    fallbackPhone: firm.phones.main.display,
    rateLimit: env.LEAD_RATE_LIMIT,
    clientAddress: addresses.lookup,
    log,
    ...parts.leadTimings,
  });
  // On the embedded database, `npm run leads` reads through this server while it runs (a socket in
  // $DATA_DIR/leads-cli, only for this user; see leads/lead-reader.ts).
  const leadReader = env.DATABASE_URL
    ? undefined
    : await serveLeadReader({ dataDir: env.DATA_DIR, store: leads.store, describe: database.describe, log }).catch((error: Error) => {
        log(`npm run leads cannot read through this server: ${error.message}`);
        return undefined;
      });
  const server = await createSiteServer({
    distDir: parts.distDir ?? distDir,
    api: { [leadEndpoint]: leads.handler },
    onApiRequest: addresses.remember,
    trustProxy: env.TRUST_PROXY,
    servedOverHttps: env.SERVED_OVER_HTTPS,
    timeouts: parts.timeouts,
    log,
  });
  return {
    server,
    leads,
    describe: `Leads: ${database.describe}; notifications to ${env.NOTIFY_EMAIL} via ${mailer.describe}`,
    listen: () => new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve)),
    /** Stops taking requests, lets those under way finish, then closes the lead service and the database it opened. */
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await closed;
      await leadReader?.close();
      await leads.close();
      if (!parts.database) await database.close();
    },
  };
}

if (import.meta.main) {
  let env: ServerEnv;
  try {
    env = parseEnv(process.env);
    ensureFreshBuild();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const site = await createServerFromEnv(env).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  await site.listen();
  console.log(`Serving the site on http://localhost:${env.PORT}`);
  console.log(site.describe);
  void site.leads.wake();

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, async () => {
      console.log(`${signal}: closing the server`);
      await site.close();
      process.exit(0);
    });
  }
}
