// The site's server composed as src/server/start.ts does it (site server, lead service, the
// client's address from its socket) over a database the test owns, for tests over real HTTP.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firm } from '../../data/firm.ts';
import type { Database } from '../../src/server/leads/database.ts';
import { addressBook, createLeadService, type LeadServiceOptions } from '../../src/server/leads/lead-service.ts';
import { createSiteServer, type SiteServerOptions } from '../../src/server/site-server.ts';

import { leadEndpoint as leadPath } from '../../lead-core/lead-endpoint.ts';

export { leadPath };
export const firmPhone = firm.phones.main.display;

/** A dist/ with only what the server needs to start, so these tests need no build. */
async function bareDist() {
  const dir = await mkdtemp(join(tmpdir(), 'site-dist-'));
  await mkdir(join(dir, 'client'));
  await writeFile(join(dir, 'client', '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(
    join(dir, 'routes.json'),
    JSON.stringify({ pages: [], redirects: [], inline: { '/404.html': { scripts: [], styles: [], styleAttributes: [] } } }),
  );
  return dir;
}

export interface LeadServerOptions extends Partial<Pick<LeadServiceOptions, 'send' | 'rateLimit' | 'retryIntervalMs' | 'retryDelaySeconds' | 'storeTimeoutMs'>> {
  database: Database;
  port: number;
  /** The real build, for a browser; by default a bare one. */
  distDir?: string;
  timeouts?: SiteServerOptions['timeouts'];
}

export async function startLeadServer({ database, port, distDir, timeouts, send = async () => {}, ...service }: LeadServerOptions) {
  const addresses = addressBook();
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const leads = createLeadService({
    database,
    send,
    siteOrigins: origins,
    notifyEmail: 'intake@site.example',
    mailFrom: 'Website <website@site.example>',
    ipSalt: 'test-salt-123',
    fallbackPhone: firmPhone,
    rateLimit: { max: 100_000, windowSeconds: 600 },
    clientAddress: addresses.lookup,
    log: () => {},
    ...service,
  });
  const server = await createSiteServer({
    distDir: distDir ?? (await bareDist()),
    api: { [leadPath]: leads.handler },
    onApiRequest: addresses.remember,
    timeouts,
    log: () => {},
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    origins,
    leads,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await leads.close();
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
  { from, method = 'POST', path = leadPath, headers = {}, body }: { from?: string; method?: string; path?: string; headers?: Record<string, string>; body?: string },
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
