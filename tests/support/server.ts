// The site's server for tests, two ways: as `npm start` runs it (a child process of
// src/server/start.ts), or built in the test's own process by the same createServerFromEnv, over
// a database the test holds (to take it down) and with a bare build (no `npm run build` needed).
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { firm } from '../../data/firm.ts';
import { parseEnv, serverVariables, siteOrigins } from '../../src/server/env.ts';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { localeIds, type Locale } from '../../data/locales.ts';
import { requireDurableLeads } from '../../src/server/leads/durability.ts';
import { servingTable, servingTableFile } from '../../src/serving/serving-table.ts';
import { notFoundPage } from '../../src/server/not-found-pages.ts';
import { createServerFromEnv, type ServerParts } from '../../src/server/start.ts';
import { leadEndpoint as leadPath } from '../../lead-core/lead-endpoint.ts';
import { freshDataDir, type TestDatabase } from './databases.ts';
import { freePort, startServer } from './processes.ts';

export { leadPath };
export const firmPhone = firm.phones.main.display;

/**
 * `npm start` in a child process, on a fresh embedded database unless `env` says otherwise, after
 * building the site if dist/ is not up to date. It inherits none of the server's variables from
 * the shell running the tests (a DATABASE_URL there would not be this test's). With `distDir`, the
 * same server on another build (./serve-build.ts).
 */
export async function startSite(env: Record<string, string> = {}, { distDir }: { distDir?: string } = {}) {
  ensureFreshBuild();
  const port = env.PORT ?? String(await freePort());
  const dataDir = env.DATA_DIR ?? (await freshDataDir('site-data-'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !serverVariables.includes(name)));
  const [script, args] = distDir ? ['tests/support/serve-build.ts', [distDir]] : ['src/server/start.ts', []];
  const site = await startServer(script, args, Number(port), { ...inherited, PORT: port, DATA_DIR: dataDir, ...env });
  return { ...site, dataDir };
}

/** A dist/ with only what the server needs to start: each language's 404 page, and its serving table. */
async function bareDist() {
  const dir = await mkdtemp(join(tmpdir(), 'site-dist-'));
  const clientDir = join(dir, 'client');
  const notFoundFiles = Object.fromEntries(localeIds.map((locale) => [locale, notFoundPage(locale).slice(1)])) as Record<Locale, string>;
  for (const file of Object.values(notFoundFiles)) {
    await mkdir(dirname(join(clientDir, file)), { recursive: true });
    await writeFile(join(clientDir, file), '<!doctype html><title>Not found</title>');
  }
  const table = await servingTable({
    clientDir,
    pages: [],
    privatePages: [],
    redirects: [],
    notFoundFiles,
    inline: { scripts: [], styles: [], styleAttributes: [] },
  });
  await writeFile(join(dir, servingTableFile), JSON.stringify(table));
  return dir;
}

export interface TestServerOptions extends Omit<ServerParts, 'database' | 'log'> {
  /** The test's database, which it closes itself. */
  database: Omit<TestDatabase, 'dispose'>;
  /** The server's variables, as strings; the rate limit is lifted unless LEAD_RATE_LIMIT says otherwise. */
  env?: Record<string, string>;
  /** A port of its own by default; give the previous one to restart a server where a page expects it. */
  port?: number;
}

/** The server of src/server/start.ts, listening in this process; `distDir: 'dist'` serves the real build. */
export async function startTestServer({ database, env = {}, port, distDir, ...parts }: TestServerOptions) {
  const listening = port ?? (await freePort());
  const serverEnv = parseEnv({
    PORT: String(listening),
    // The embedded database's directory, as `npm start` has it; a server database's URL.
    DATA_DIR: database.dataDir ?? (await mkdtemp(join(tmpdir(), 'site-data-'))),
    DATABASE_URL: database.url,
    LEAD_RATE_LIMIT: '100000/600',
    LEAD_IP_SALT: 'test-salt-123',
    ...env,
  });
  // The rule `npm start` applies first: production keeps leads only where a power cut cannot lose them.
  await requireDurableLeads(serverEnv);
  const site = await createServerFromEnv(serverEnv, { ...parts, database, distDir: distDir ?? (await bareDist()), log: () => {} });
  await site.listen();
  return {
    port: listening,
    /** Where the server keeps its embedded database (if any), its .eml files and the CLI's socket. */
    dataDir: serverEnv.DATA_DIR,
    /** localhost first: where the no-JS form is sent back when its own origin is not one of ours. */
    origins: siteOrigins(serverEnv),
    leads: site.leads,
    async close() {
      site.server.closeAllConnections();
      await site.close();
    },
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request on its own connection, optionally from another loopback address (another client). */
export function send(
  port: number,
  {
    from,
    method = 'POST',
    path = leadPath,
    headers = {},
    body,
  }: { from?: string; method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method, localAddress: from, agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
      },
    );
    request.on('error', reject);
    // A request that hangs fails here, rather than as a whole test's timeout.
    request.setTimeout(15_000, () => request.destroy(new Error(`no answer to ${method} ${path} in 15 s`)));
    request.end(body);
  });
}
