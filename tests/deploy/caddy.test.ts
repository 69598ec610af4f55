// One box: the real Caddy (Debian's package, installed by .ci/run) in front of the real `npm start`
// with TRUST_PROXY=1, over the build's own dist/Caddyfile, on a PostgreSQL database of its own.
// Visitors come from different loopback addresses, as different people do.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { request, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firm } from '../../data/firm.ts';
import { locales } from '../../data/locales.ts';
import { notFoundCopy } from '../../data/not-found.ts';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';
import { chromium as chromiumOptions } from '../support/chromium.ts';
import { describeOn, postgresServer } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { freePort, launch, repoDir, type Launched } from '../support/processes.ts';
import { startSite } from '../support/server.ts';

const salt = 'caddy-test-salt';
const caddyfile = join(repoDir, 'dist/Caddyfile');
const hashOf = (address: string) => createHash('sha256').update(`${salt}:${address}`).digest('hex');

let database: TestDatabase | undefined;
const servers: Launched[] = [];
const proxies: Launched[] = [];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** An HTTP request sent from `from`, one of the loopback addresses (127.0.0.0/8 is all ours). */
function send(url: string, { from, method = 'GET', headers = {}, body }: { from: string; method?: string; headers?: OutgoingHttpHeaders; body?: string }) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(url, { method, localAddress: from, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Each scenario's answers per visitor, printed at the end (docs/deploy.md names the scenarios; the run prints the figures). */
const answers = new Map<string, number[]>();

let leadsSent = 0;
/** One visitor's lead, with its own submission id and message (the same fields again would be one lead); returns the answer's status. */
async function sendLead(url: string, from: string, headers: OutgoingHttpHeaders = {}, scenario = '') {
  const submissionId = crypto.randomUUID();
  const { status } = await send(`${url}${leadEndpoint}`, {
    from,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...headers },
    body: JSON.stringify({ ...validLead, name: `Visitor ${from}`, message: `Lead ${(leadsSent += 1)} of the Caddy test.`, submissionId }),
  });
  const key = `${scenario} ${from}`.trim();
  answers.set(key, [...(answers.get(key) ?? []), status]);
  return { status, submissionId };
}

async function storedHashes(submissionIds: string[]) {
  const rows = await database!.sql.query<{ ip_hash: string }>('select ip_hash from public.leads where submission_id::text = any($1::text[])', [submissionIds]);
  return rows.map((row) => row.ip_hash);
}

/** The site's server as `npm start` runs it, on the test's database. */
async function startSiteOnDatabase(env: Record<string, string>) {
  const site = await startSite({ DATABASE_URL: database!.url!, LEAD_IP_SALT: salt, ...env });
  servers.push(site);
  return site;
}

/** Caddy on dist/Caddyfile; `env` overrides its {$…} values. Resolves once `ready` answers. */
async function startCaddy(env: Record<string, string>, ready: () => Promise<boolean>) {
  const home = await mkdtemp(join(tmpdir(), 'caddy-home-'));
  const caddy = await launch('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home, CADDY_ADMIN: 'off', ...env },
    ready,
    timeoutMs: 30_000,
  });
  proxies.push(caddy);
  return caddy;
}

beforeAll(async () => {
  if (spawnSync('caddy', ['version']).status !== 0) throw new Error('Caddy is not installed: apt-get install caddy (.ci/run does it)');
  // dist/Caddyfile is the build's.
  ensureFreshBuild();
});

/** A describe block whose sites store their leads in the file's PostgreSQL database. */
const describeOnTheDatabase = (title: string, body: () => void) =>
  describeOn(postgresServer, title, (test) => {
    test.beforeAll(({ fileDatabase }) => {
      database = fileDatabase;
    });
    body();
  });

afterAll(async () => {
  const summary = (statuses: number[]) => [...new Set(statuses)].map((status) => `${status}×${statuses.filter((item) => item === status).length}`).join(' ');
  for (const [visitor, statuses] of answers) console.log(`${visitor.padEnd(44)} ${summary(statuses)}`);
  for (const caddy of proxies) caddy.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.stop()));
});

describeOnTheDatabase('npm start behind Caddy with TRUST_PROXY=1', () => {
  let front = '';
  beforeAll(async () => {
    const site = await startSiteOnDatabase({ TRUST_PROXY: '1' });
    const caddyPort = await freePort();
    front = `http://127.0.0.1:${caddyPort}`;
    await startCaddy({ SITE_ADDRESS: front, UPSTREAM: `127.0.0.1:${site.port}` }, async () => (await fetch(`${front}/healthz`)).ok);
  });

  it('stores one lead each from ten visitors at ten addresses', async () => {
    const visitors = Array.from({ length: 10 }, (_, index) => `127.0.0.${10 + index}`);
    const sent = await Promise.all(visitors.map((from) => sendLead(front, from, {}, 'via Caddy, one lead each:')));
    expect(sent.map((lead) => lead.status)).toEqual(Array(10).fill(200));
    const hashes = await storedHashes(sent.map((lead) => lead.submissionId));
    expect(hashes.sort()).toEqual(visitors.map(hashOf).sort());
  });

  it('answers 429 to one visitor after the limit of five', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await sendLead(front, '127.0.0.30', {}, 'via Caddy, ten leads:')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('gives a visitor who forges X-Forwarded-For and X-Real-IP no way around the limit', async () => {
    const sent = [];
    for (let index = 0; index < 10; index += 1) {
      const forged = { 'x-forwarded-for': `203.0.113.${index}`, 'x-real-ip': `198.51.100.${index}` };
      sent.push(await sendLead(front, '127.0.0.40', forged, 'via Caddy, ten leads, forged headers:'));
    }
    expect(sent.map((lead) => lead.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    // Stored under the visitor's real address, not any of the forged ones.
    expect(await storedHashes(sent.map((lead) => lead.submissionId))).toEqual(Array(5).fill(hashOf('127.0.0.40')));
  });

  it('sends pages without upgrade-insecure-requests over plain http, even when a visitor claims https', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const page = await send(`${front}/about`, { from: '127.0.0.60', headers });
      expect(page.status).toBe(200);
      expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
      expect(page.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    }
  });

  it('answers an unknown address with its language’s 404 page: Spanish under /es/, English elsewhere', async () => {
    const unknown = [
      ['/es/no-such-page', 'es'],
      ['/es/kent-wa/no-existe', 'es'],
      ['/no-such-page', 'en'],
      ['/kent-wa/no-such-page', 'en'],
    ] as const;
    for (const [path, locale] of unknown) {
      const answer = await fetch(`${front}${path}`);
      expect(answer.status, path).toBe(404);
      const html = await answer.text();
      expect(html, path).toContain(`<html lang="${locales[locale].lang}">`);
      expect(html, path).toContain(`<title>${notFoundCopy[locale].title}</title>`);
      expect(html, path).toContain(`>${notFoundCopy[locale].body}</p>`);
    }
  });
});

describeOnTheDatabase('npm start without TRUST_PROXY', () => {
  it('ignores forged forwarding headers sent straight to it, so the limit holds', async () => {
    const site = await startSiteOnDatabase({});
    const sent = [];
    for (let index = 0; index < 10; index += 1) {
      const forged = { 'x-forwarded-for': `203.0.113.${index}`, 'x-real-ip': `198.51.100.${index}` };
      sent.push(await sendLead(site.url, '127.0.0.50', forged, 'direct, no TRUST_PROXY, forged headers:'));
    }
    expect(sent.map((lead) => lead.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await storedHashes(sent.map((lead) => lead.submissionId))).toEqual(Array(5).fill(hashOf('127.0.0.50')));
    // Nor does a claim of https change the page's policy.
    const page = await send(`${site.url}/about`, { from: '127.0.0.50', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });
});

describeOnTheDatabase('the site over https or plain http', () => {
  it('adds upgrade-insecure-requests where a trusted proxy says https, or SERVED_OVER_HTTPS says so', async () => {
    const behindTls = await startSiteOnDatabase({ TRUST_PROXY: '127.0.0.1' });
    const forwarded = await send(`${behindTls.url}/about`, { from: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
    const setting = await startSiteOnDatabase({ SERVED_OVER_HTTPS: 'true' });
    expect((await send(`${setting.url}/about`, { from: '127.0.0.1' })).headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });

  it('shows a plain-http preview on a host other than localhost with its styles and scripts', async () => {
    const preview = await startSiteOnDatabase({});
    const always = await startSiteOnDatabase({ SERVED_OVER_HTTPS: 'true' });
    const browser = await chromium.launch({
      ...chromiumOptions,
      args: [...chromiumOptions.args, '--host-resolver-rules=MAP office-preview.test 127.0.0.1'],
    });
    try {
      /**
       * Whether the page's stylesheet file loaded (its first screen is styled by the inline
       * critical CSS either way) and it hydrated its header, and what failed to load.
       */
      async function visit(port: number) {
        const page = await browser.newPage();
        const failed: string[] = [];
        let styled = false;
        page.on('requestfailed', (failure) => failed.push(`${failure.url()} ${failure.failure()?.errorText}`));
        page.on('requestfinished', (request) => (styled ||= request.resourceType() === 'stylesheet'));
        await page.goto(`http://office-preview.test:${port}/about`, { waitUntil: 'networkidle' });
        const hydrated = await page
          .waitForSelector('[data-island="site-header"][data-hydrated]', { state: 'attached', timeout: failed.length ? 1 : 15_000 })
          .then(
            () => true,
            () => false,
          );
        await page.close();
        return { styled, hydrated, failed };
      }
      expect(await visit(preview.port)).toEqual({ styled: true, hydrated: true, failed: [] });
      // The same page told it is on https loses its styles over plain http: what this setting guards.
      const broken = await visit(always.port);
      expect(broken.styled).toBe(false);
      expect(broken.failed.join('\n')).toMatch(/^https:\/\/office-preview\.test:\d+\/assets\/.+ net::ERR_SSL_PROTOCOL_ERROR/m);
    } finally {
      await browser.close();
    }
  });
});

describe('dist/Caddyfile as shipped', () => {
  it('serves the firm’s hosts with automatic TLS and redirects http to https', async () => {
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const [host, otherHost] = Object.values(firm.hosts).map((origin) => new URL(origin).host);
    const redirectOf = () => send(`http://127.0.0.1:${httpPort}/about?x=1`, { from: '127.0.0.1', headers: { host } }).then((answer) => answer.headers.location);
    const caddy = await startCaddy({ CADDY_HTTP_PORT: String(httpPort), CADDY_HTTPS_PORT: String(httpsPort) }, async () => Boolean(await redirectOf()));
    expect(await redirectOf()).toBe(`https://${host}/about?x=1`);
    // Certificates are managed for both canonical hosts (issuance itself needs the internet).
    const managed = caddy.output().match(/enabling automatic TLS certificate management.*"domains":\s*\[([^\]]*)\]/)?.[1];
    expect(managed).toContain(`"${host}"`);
    expect(managed).toContain(`"${otherHost}"`);
  });
});
