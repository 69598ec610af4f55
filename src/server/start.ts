// `npm start`: builds the site first if dist/ is missing or older than its sources, then serves it
// on $PORT (default 3000) with the lead function at /functions/v1/send-contact-email.
// createServerFromEnv is the server itself, which the tests build too.
import { fileURLToPath } from 'node:url';
import { parseEnv, siteOrigins, type ServerEnv } from './env.ts';
import { ensureFreshBuild } from './fresh-build.ts';
import { moveOldDataDir } from './old-data-dir.ts';
import type { Database } from './leads/database.ts';
import { requireDurableLeads } from './leads/durability.ts';
import { openLocalLeads, type LocalLeadsOptions } from './leads/local-leads.ts';
import { createSiteServer, type SiteServerOptions } from './site-server.ts';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

export interface ServerParts {
  /** A database the caller opened (and closes); by default the one DATABASE_URL or DATA_DIR names. */
  database?: Database;
  /** Another build to serve than dist/. */
  distDir?: string;
  timeouts?: SiteServerOptions['timeouts'];
  /** The lead pipeline's timings, which the environment does not set. */
  leadTimings?: LocalLeadsOptions['timings'];
  log?: (line: string) => void;
}

/** The site server with the lead pipeline, its mailer and its database, from a parsed environment. */
export async function createServerFromEnv(env: ServerEnv, parts: ServerParts = {}) {
  const { log = console.log } = parts;
  const leads = await openLocalLeads({
    env,
    siteOrigins: siteOrigins(env),
    database: parts.database,
    timings: parts.leadTimings,
    log,
  });
  const server = await createSiteServer({
    distDir: parts.distDir ?? distDir,
    api: leads.handlers,
    trustProxy: env.TRUST_PROXY,
    servedOverHttps: env.SERVED_OVER_HTTPS,
    timeouts: parts.timeouts,
    log,
  });
  return {
    server,
    leads,
    describe: `Leads: ${leads.describe}`,
    listen: () => new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve)),
    /** Stops taking requests, lets those under way finish, then closes the lead pipeline (and the database it opened). */
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      await closed;
      await leads.close();
    },
  };
}

if (import.meta.main) {
  // Leads are personal data: what the server creates under DATA_DIR (the database, the .eml
  // copies, the CLI's socket) is for its own user only, 0700 folders and 0600 files.
  process.umask(0o077);
  let env: ServerEnv;
  try {
    env = parseEnv(process.env);
    await requireDurableLeads(env);
    if (process.env.DATA_DIR === undefined) await moveOldDataDir(env.DATA_DIR, console.log);
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
