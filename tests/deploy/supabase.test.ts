// The Supabase deployment on real engines, on one box: the site built for Supabase, its static
// tree under `wrangler pages dev` (its own origin, no lead endpoint of its own), the real send-contact-email and notify-leads entries under
// Deno on a PostgreSQL database with the migrations applied, a real SMTP server speaking implicit
// TLS on port 465 (the only kind the Supabase mailer accepts) with a certificate Deno is told to
// trust, and a small gateway in front of the functions standing in for Supabase's. Chromium sends
// one lead with JavaScript and one without, with zero CSP violations; notify-leads is called as
// the cron job calls it (and refused without its secret); then every lead must be stored once and
// every email delivered once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { leadEndpoint, withLanguage } from '../../lead-core/lead-endpoint.ts';
import { defaultRateLimit } from '../../lead-core/lead-store.ts';
import { notifySecretHeader } from '../../supabase/functions/_shared/shared-secret.ts';
import { chromium as chromiumOptions } from '../support/chromium.ts';
import { startPagesDev } from '../support/cloudflare-pages.ts';
import { describeOn, postgresServer } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { fillLeadForm, formEntries, validLead } from '../support/lead-fixtures.ts';
import { freePort, repoDir, startEdgeFunction, type Launched } from '../support/processes.ts';
import { startClioGrowStandIn, startTwilioStandIn, startWebhookReceiver } from '../support/intake-services.ts';
import { startSmtp, type Received } from '../support/smtp-sink.ts';

const bin = join(repoDir, 'node_modules/.bin');
const salt = 'supabase-deploy-test-salt';
const notifySecret = createHash('sha256').update(`notify-${process.pid}-${Date.now()}`).digest('hex');
const publishableKey = 'sb_publishable_SAMPLE-deploy-test';
const linkSecret = createHash('sha256').update(`intake-${process.pid}-${Date.now()}`).digest('hex');
// A loopback address of its own, so port 465 is free whatever else runs on this box (we are root).
const smtpHost = '127.0.0.46';

let database: TestDatabase | undefined;
let work = '';
/** send-contact-email's own address, past the gateway: a test sets the client address the platform would. */
let sendContactEmail = '';
const functions: Launched[] = [];
let pagesDev: Launched | undefined;
const servers: Server[] = [];
let browser: Browser | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
const received: Received[] = [];
// The other channels, through stand-ins that follow Twilio's, Clio Grow's and Standard Webhooks' contracts.
const webhookSecret = `whsec_${Buffer.from(notifySecret.slice(0, 32)).toString('base64')}`;
let twilio: Awaited<ReturnType<typeof startTwilioStandIn>> | undefined;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
let clio: Awaited<ReturnType<typeof startClioGrowStandIn>> | undefined;

let site = '';
let gateway = '';
const hashOf = (address: string) => createHash('sha256').update(`${salt}:${address}`).digest('hex');

/** Runs a build step to completion, with Node 24 from node_modules/.bin first on the PATH. */
function run(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, {
    cwd: repoDir,
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** verify_jwt per function, from supabase/config.toml (absent means the platform's default, true). */
async function verifyJwtSettings(): Promise<(name: string) => boolean> {
  const toml = await readFile(join(repoDir, 'supabase/config.toml'), 'utf8');
  const settings = new Map<string, boolean>();
  for (const [, name, body] of toml.matchAll(/^\[functions\.([\w-]+)\]\s*\n([\s\S]*?)(?=^\[|(?![\s\S]))/gm)) {
    const value = body!.match(/^verify_jwt\s*=\s*(true|false)\s*$/m)?.[1];
    settings.set(name!, value !== 'false');
  }
  return (name) => settings.get(name) ?? true;
}

/**
 * THE STAND-IN FOR SUPABASE'S GATEWAY (test only). What it does is what the hosted platform is
 * known to do, and no more (docs/deploy.md, "Deploying to Supabase", has the sources):
 * - routes `/functions/v1/<name>` to that function, which sees the rest of the path;
 * - with verify_jwt on for the function (supabase/config.toml) it refuses, with a 401, any request
 *   whose Authorization is not a bearer JWT, as the platform's check does (an sb_ key is no JWT);
 * - sets CF-Connecting-IP to the address that connected, replacing any the client sent (Cloudflare,
 *   in front of hosted projects, does so), and appends that address to X-Forwarded-For, keeping
 *   what the client wrote in front of it;
 * - passes every answer through untouched, redirects and CORS headers included.
 */
function startGateway(port: number, functions: Record<string, number>, verifyJwt: (name: string) => boolean) {
  const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length']);
  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    const match = url.pathname.match(/^\/functions\/v1\/([\w-]+)(\/.*)?$/);
    const target = match ? functions[match[1]!] : undefined;
    if (!match || !target) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"NOT_FOUND","message":"Requested function was not found"}');
      return;
    }
    if (verifyJwt(match[1]!) && !/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/.test(req.headers.authorization ?? '')) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"code":"UNAUTHORIZED_NO_AUTH_HEADER","message":"Missing authorization header"}');
      return;
    }
    const client = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
    headers['cf-connecting-ip'] = client;
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: target, method: req.method, path: `/${match[1]}${match[2] ?? ''}${url.search}`, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end('{"code":"BOOT_ERROR"}');
    });
    req.pipe(upstream);
  });
  servers.push(server);
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

/** CSP violations, from the page (the DOM event, when scripts run) and from Chromium's log. */
async function watchCsp(page: Page, scripts: boolean) {
  const violations: string[] = [];
  if (scripts) {
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
        void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${document.URL}`);
      });
    });
  }
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The form filled in by a visitor called `name` (a dog bite, the agreement ticked). */
const fillLead = (page: Page, name: string) =>
  fillLeadForm(page.locator('form').first(), { ...formEntries, name, caseType: 'DOG BITES', message: 'Bitten by a loose dog on Meeker Street.' });

async function leadsNamed(name: string) {
  return database!.sql.query<{
    submission_id: string;
    source_page: string;
    source_url: string;
    page_title: string;
    referrer: string;
    user_agent: string;
    ip_hash: string;
    case_type: string;
    email_status: string;
    email_attempts: number;
    email_last_error: string | null;
    email_retry_in_seconds: number;
  }>(
    `select submission_id::text, source_page, source_url, page_title, user_agent, ip_hash, case_type,
        email.status as email_status, email.attempts as email_attempts, email.last_error as email_last_error,
        extract(epoch from email.next_attempt_at - now())::float8 as email_retry_in_seconds
      from public.leads as lead join public.lead_deliveries as email on email.lead_id = lead.id and email.channel = 'email'
      where lead.name = $1`,
    [name],
  );
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

const messageIdOf = (submissionId: string) => `<lead-${submissionId}@leads.invalid>`;
const deliveries = (submissionId: string) => received.filter((message) => message.messageId === messageIdOf(submissionId)).length;

postgresServer.test.beforeAll(async ({ fileDatabase: opened }) => {
  database = opened;
  work = await mkdtemp(join(tmpdir(), 'supabase-deploy-'));

  // The mail server's certificate, issued here by a throw-away authority that Deno is told to
  // trust through DENO_CERT alone (the mailer keeps verifying certificates as on Supabase).
  const file = (name: string) => join(work, name);
  run(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Deploy test CA', '-keyout', file('ca-key.pem'), '-out', file('ca.pem')],
    {},
  );
  run('openssl', ['req', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${smtpHost}`, '-keyout', file('smtp-key.pem'), '-out', file('smtp.csr')], {});
  await writeFile(
    file('smtp.ext'),
    `subjectAltName=IP:${smtpHost}\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n`,
  );
  run(
    'openssl',
    [
      'x509',
      '-req',
      '-days',
      '1',
      '-in',
      file('smtp.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca-key.pem'),
      '-CAcreateserial',
      '-extfile',
      file('smtp.ext'),
      '-out',
      file('smtp-cert.pem'),
    ],
    {},
  );
  smtp = await startSmtp({
    host: smtpHost,
    port: 465,
    tls: { key: await readFile(file('smtp-key.pem'), 'utf8'), cert: await readFile(file('smtp-cert.pem'), 'utf8') },
    received,
  });

  [twilio, webhook, clio] = await Promise.all([startTwilioStandIn(), startWebhookReceiver({ secret: webhookSecret }), startClioGrowStandIn()]);

  const [sitePort, gatewayPort] = [await freePort(), await freePort()];
  site = `http://127.0.0.1:${sitePort}`;
  gateway = `http://127.0.0.1:${gatewayPort}`;

  // The site built for Supabase, into a directory of its own (dist/ is the default build's).
  const buildEnv = { VITE_SUPABASE_URL: gateway, VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey };
  run(join(bin, 'vite'), ['build', '--logLevel', 'warn', '--outDir', join(work, 'client')], buildEnv);
  run(join(bin, 'vite'), ['build', '--logLevel', 'warn', '--ssr', '--outDir', join(work, 'server')], buildEnv);
  // The server entry imports its dependencies by name: let them resolve from outside the repository.
  await symlink(join(repoDir, 'node_modules'), join(work, 'node_modules'));
  run(join(bin, 'node'), ['src/build/prerender.ts'], { ...buildEnv, DIST_DIR: work });
  // Its static tree on Cloudflare's own runtime, as the recipe deploys it: no lead endpoint of its own.
  pagesDev = await startPagesDev(join(work, 'static'), sitePort, join(work, 'wrangler'));

  const functionEnv = {
    SUPABASE_DB_URL: opened.url!,
    SITE_ORIGINS: site,
    LEAD_IP_SALT: salt,
    FIRM_PHONE: '(253) 555-0142',
    NOTIFY_EMAIL: 'intake@site.example',
    MAIL_FROM: 'Website <website@site.example>',
    SMTP_URL: `smtps://${smtpHost}:465`,
    DENO_CERT: file('ca.pem'),
    NOTIFY_LEADS_SECRET: notifySecret,
    INTAKE_LINK_SECRET: linkSecret,
    INTAKE_SMS_TO: '+12535550100',
    INTAKE_BACKUP_SMS_TO: '+12535550105',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_MESSAGING_SERVICE_SID: `MG${'0'.repeat(32)}`,
    TWILIO_API_BASE: twilio.apiBase,
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: webhookSecret,
    CLIO_GROW_INBOX_TOKEN: clio.inboxToken,
    CLIO_GROW_URL: clio.url,
  };
  const [send, notify, intake] = await Promise.all([
    startEdgeFunction('send-contact-email', functionEnv),
    startEdgeFunction('notify-leads', functionEnv),
    startEdgeFunction('intake-lead', functionEnv),
  ]);
  functions.push(send, notify, intake);
  sendContactEmail = send.url;
  await startGateway(gatewayPort, { 'send-contact-email': send.port, 'notify-leads': notify.port, 'intake-lead': intake.port }, await verifyJwtSettings());
  browser = await chromium.launch(chromiumOptions);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  for (const deno of functions) deno.child.kill('SIGKILL');
  // SIGTERM, so wrangler stops the workerd it started.
  pagesDev?.child.kill('SIGTERM');
  await pagesDev?.exited;
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await Promise.all([smtp?.close(), twilio?.close(), webhook?.close(), clio?.close()]);
  if (work) await rm(work, { recursive: true, force: true });
});

const figures = { jsOn: '', jsOff: '', direct: '' };

describeOn(postgresServer, 'the site built for Supabase, its functions under Deno behind a stand-in gateway', () => {
  it('sends both forms to the function, and the page allows exactly that origin besides its own', async () => {
    const response = await fetch(`${site}/contact`);
    const directives = new Map(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name!, sources] as const;
      }),
    );
    // The function's origin in exactly the two directives that need it, and nowhere else.
    expect(directives.get('connect-src')).toEqual(["'self'", gateway]);
    expect(directives.get('form-action')).toEqual(["'self'", gateway]);
    expect([...directives].filter(([, sources]) => sources.includes(gateway)).map(([name]) => name)).toEqual(['connect-src', 'form-action']);
    const html = await response.text();
    // The plain form's address names its language (lead-core/lead-endpoint.ts).
    expect(html).toContain(`action="${withLanguage(`${gateway}${leadEndpoint}`, 'en')}"`);
    expect(html).not.toContain(`action="${leadEndpoint}`);
    // Nothing of the site's own lead endpoint in this deployment: the static server takes no POST.
    expect((await fetch(`${site}${leadEndpoint}`, { method: 'POST' })).status).toBe(405);
  });

  it('JavaScript on: the form sends the lead to the function, with the publishable key, and the visitor sees the toast', async () => {
    const browserContext = await browser!.newContext();
    const page = await browserContext.newPage();
    const violations = await watchCsp(page, true);
    await page.goto(`${site}/contact`);
    await page.waitForFunction(() => document.querySelector('[data-island="lead-form"][data-hydrated]') !== null);
    const sourcePage = await page.locator('form input[name="source_page"]').first().inputValue();
    const name = `Script Visitor ${Date.now()}`;
    const form = await fillLead(page, name);
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().startsWith(gateway));
    await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
    const sent = await posted;
    expect(sent.url()).toBe(withLanguage(`${gateway}${leadEndpoint}`, 'en'));
    const headers = await sent.allHeaders();
    expect(headers.apikey).toBe(publishableKey);
    // A new API key is not a JWT: the form keeps it out of Authorization, as supabase-js does.
    expect(headers.authorization).toBeUndefined();
    await page.getByText('Thank you! Your message has been sent. We’ll get back to you soon.').waitFor();
    const title = await page.title();
    expect(violations).toEqual([]);
    await browserContext.close();

    const [lead, more] = await leadsNamed(name);
    expect(more).toBeUndefined();
    expect(lead).toMatchObject({
      source_page: sourcePage,
      source_url: `${site}/contact`,
      page_title: title,
      case_type: 'DOG BITES',
      // The gateway's CF-Connecting-IP: Chromium connected from 127.0.0.1.
      ip_hash: hashOf('127.0.0.1'),
    });
    expect(lead!.user_agent).toMatch(/Chrome/);
    // send-contact-email emails it right after answering.
    await until('the email of the JavaScript lead', async () => (deliveries(lead!.submission_id) ? true : undefined));
    figures.jsOn = lead!.submission_id;
  });

  it('the function redirects only to the site, whatever Origin and Referer say, and counts the address the gateway saw', async () => {
    const name = `Forged Headers ${Date.now()}`;
    const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const body = new URLSearchParams({ ...validLead, name, agreement: 'yes' }).toString();
      const outgoing = httpRequest(
        `${gateway}${leadEndpoint}`,
        {
          method: 'POST',
          // Another loopback address: a different visitor from the browser's 127.0.0.1.
          localAddress: '127.0.0.47',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            origin: 'https://evil.example',
            referer: 'https://evil.example/contact',
            'cf-connecting-ip': '203.0.113.9',
            'x-forwarded-for': '203.0.113.9',
            'x-real-ip': '203.0.113.9',
          },
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    expect(answer).toEqual({ status: 303, location: `${site}/thank-you` });
    // Nor does a foreign page get CORS to send with JavaScript; the site's own page does.
    const preflight = (origin: string) =>
      fetch(`${gateway}${leadEndpoint}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, content-type, x-client-info' },
      }).then((response) => response.headers.get('access-control-allow-origin'));
    expect(await preflight('https://evil.example')).toBeNull();
    expect(await preflight(site)).toBe(site);
    const [lead, more] = await leadsNamed(name);
    expect(more).toBeUndefined();
    expect(lead!.ip_hash).toBe(hashOf('127.0.0.47'));
    await until('the email of the forged-headers lead', async () => (deliveries(lead!.submission_id) ? true : undefined));
    figures.direct = lead!.submission_id;
  });

  it("JavaScript off: the plain form posts to the function and lands on the site's /thank-you", async () => {
    // The mail server is busy (451): the email waits in the queue for the cron job.
    smtp!.state.refusing = true;
    try {
      const browserContext = await browser!.newContext({ javaScriptEnabled: false });
      const page = await browserContext.newPage();
      const violations = await watchCsp(page, false);
      await page.goto(`${site}/contact`);
      const sourcePage = await page.locator('form input[name="source_page"]').first().inputValue();
      const name = `Plain Visitor ${Date.now()}`;
      const form = await fillLead(page, name);
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
      expect((await posted).url()).toBe(withLanguage(`${gateway}${leadEndpoint}`, 'en'));
      // The 303 to the site's own page is followed: form-action allows it ('self').
      await page.waitForURL(`${site}/thank-you`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Thank You');
      expect(violations).toEqual([]);
      await browserContext.close();

      const [lead, more] = await leadsNamed(name);
      expect(more).toBeUndefined();
      expect(lead).toMatchObject({ source_page: sourcePage, case_type: 'DOG BITES', ip_hash: hashOf('127.0.0.1') });
      // Its first attempt, right after the answer, is refused; so is the retry the function makes
      // 10 s later in the same invocation. Both are recorded, and the email waits for the schedule.
      const failed = await until(
        'the refused first attempt and its quick retry',
        async () => {
          const [row] = await leadsNamed(name);
          // Recorded, not merely claimed: a claim leases the row for two minutes, a failure waits 30 s.
          return row && row.email_attempts === 2 && row.email_retry_in_seconds < 60 ? row : undefined;
        },
        30_000,
      );
      expect(failed.email_last_error).toMatch(/451/);
      expect(failed.email_status).toBe('pending');
      expect(deliveries(lead!.submission_id)).toBe(0);
      figures.jsOff = lead!.submission_id;
    } finally {
      smtp!.state.refusing = false;
    }
  });

  it("Chromium applies form-action to the redirect after the post: a 303 off the page's policy is blocked", async () => {
    const browserContext = await browser!.newContext({ javaScriptEnabled: false });
    const page = await browserContext.newPage();
    const violations = await watchCsp(page, false);
    // A function answering with a redirect to an origin the policy does not list (localhost is not 127.0.0.1).
    const elsewhere = `${site.replace('127.0.0.1', 'localhost')}/thank-you`;
    await page.route(withLanguage(`${gateway}${leadEndpoint}`, 'en'), (route) => route.fulfill({ status: 303, headers: { Location: elsewhere } }));
    const offPolicy = page.waitForRequest(elsewhere, { timeout: 3000 }).then(
      () => true,
      () => false,
    );
    await page.goto(`${site}/contact`);
    const form = await fillLead(page, 'Never Stored');
    await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
    expect(await offPolicy).toBe(false);
    expect(page.url()).not.toBe(elsewhere);
    expect(violations.join('\n')).toMatch(/form-action/);
    await browserContext.close();
  });

  it('notify-leads answers only the cron job: 401 without its secret or with a wrong one, then sends what waits, once', async () => {
    expect(figures.jsOff).not.toBe('');
    // Nothing else sends meanwhile: send-contact-email's own attempts ended with the refused retry.
    // The 30 s back-off after it has elapsed.
    await database!.sql.query(
      `update public.lead_deliveries set next_attempt_at = now() where lead_id = (select id from public.leads where submission_id = $1) and channel = 'email'`,
      [figures.jsOff],
    );
    const before = received.length;
    const url = `${gateway}/functions/v1/notify-leads`;
    const refused: Record<string, string>[] = [
      {},
      { [notifySecretHeader]: 'wrong' },
      { [notifySecretHeader]: `${notifySecret}x` },
      { authorization: `Bearer ${notifySecret}` },
    ];
    for (const headers of refused) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
      expect(response.status).toBe(401);
    }
    await sleep(500);
    expect(received.length).toBe(before);
    expect(
      (await leadsNamed((await database!.sql.query<{ name: string }>(`select name from public.leads where submission_id = $1`, [figures.jsOff]))[0]!.name))[0]!
        .email_status,
    ).toBe('pending');

    // The job's own SQL (the newest migration that schedules it), run against stand-ins for
    // Vault and pg_net, gives the request it would send; the test sends that request.
    const job = await scheduledJob();
    await database!.exec(`
      create schema vault;
      create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
      create schema net;
      create table net.calls (id bigserial primary key, url text, headers jsonb, body jsonb);
      create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
        headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds integer default 5000)
        returns bigint language sql as $$ insert into net.calls (url, headers, body) values (url, headers, body) returning id $$;
    `);
    await database!.sql.query(`insert into vault.decrypted_secrets values ('project_url', $1), ('notify_leads_secret', $2)`, [gateway, notifySecret]);
    const runJob = async () => {
      await database!.exec(job);
      const [call] = await database!.sql.query<{ url: string; headers: Record<string, string>; body: unknown }>(
        `delete from net.calls returning url, headers, body`,
      );
      return fetch(call!.url, { method: 'POST', headers: call!.headers, body: JSON.stringify(call!.body) });
    };
    const first = await runJob();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const second = await runJob();
    expect(await second.json()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('each lead is stored once and each email delivered once', async () => {
    const ids = [figures.jsOn, figures.jsOff, figures.direct];
    expect(ids.every(Boolean)).toBe(true);
    const rows = await database!.sql.query<{ submission_id: string; email_status: string }>(
      `select submission_id::text, email.status as email_status
       from public.leads as lead join public.lead_deliveries as email on email.lead_id = lead.id and email.channel = 'email' order by lead.id`,
    );
    expect(rows.map((row) => row.submission_id).sort()).toEqual([...ids].sort());
    expect(rows.every((row) => row.email_status === 'sent')).toBe(true);
    for (const id of ids) expect(deliveries(id)).toBe(1);
    expect(received.length).toBe(ids.length);
    // Every other channel once per lead, from the function's background run (the cron's run found only the email).
    const names = (await database!.sql.query<{ id: string; name: string }>(`select id::text, name from public.leads`)).map((row) => row);
    for (const { id, name } of names) {
      expect(twilio!.received.filter((text) => text.body.includes(`Lead ${id}, tap when done: ${site}/intake#`)).map((text) => text.to)).toEqual([
        '+12535550100',
      ]);
      expect(clio!.received.filter((lead) => `${lead.from_first} ${lead.from_last}` === name)).toHaveLength(1);
    }
    expect(webhook!.received.map((hook) => hook.id).sort()).toEqual(ids.map((id) => `msg_${id}`).sort());
    expect(webhook!.counts.unverified).toBe(0);
    const channels = await database!.sql.query<{ channel: string; status: string; count: number }>(
      `select channel, status, count(*)::int as count from public.lead_deliveries group by 1, 2 order by 1, 2`,
    );
    expect(channels).toEqual([
      { channel: 'clio-grow', status: 'sent', count: 3 },
      { channel: 'email', status: 'sent', count: 3 },
      // The escalation, due five minutes after each lead: a text to the backup number, a reminder to the on-call one.
      { channel: 'escalation', status: 'pending', count: 3 },
      { channel: 'reminder', status: 'pending', count: 3 },
      { channel: 'sms', status: 'sent', count: 3 },
      { channel: 'webhook', status: 'sent', count: 3 },
    ]);
    expect(received.every((message) => message.recipients.join() === 'intake@site.example')).toBe(true);
    console.log(
      [
        'Supabase deployment (site, gateway, Deno functions, PostgreSQL, SMTP over TLS on 465):',
        `  leads stored: ${rows.length} (JavaScript on 1, JavaScript off 1, direct with forged headers 1), each once`,
        `  emails delivered: ${received.length}, ${new Set(received.map((message) => message.messageId)).size} distinct Message-IDs`,
        `  texts: ${twilio!.received.length}, webhooks verified: ${webhook!.received.length}, Clio Grow leads: ${clio!.received.length}`,
        "  notify-leads: 4 calls without the right secret answered 401 and sent nothing; the job's call sent 1, its next 0",
      ].join('\n'),
    );
  });

  it("the intake text's link opens the static site's /intake page, which shows the lead through intake-lead; a tap records one event", async () => {
    const [lead] = await database!.sql.query<{ id: string; name: string }>(`select id::text, name from public.leads where submission_id = $1`, [figures.jsOn]);
    const text = twilio!.received.find((message) => message.body.includes(`Lead ${lead!.id}, tap`))!;
    const link = /\S+\/intake#\S+$/.exec(text.body)![0];
    expect(link.startsWith(`${site}/intake#`)).toBe(true);
    // The page is the static site's, out of caches and Referer; its function answers no GET.
    const page = await fetch(`${site}/intake`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await fetch(`${gateway}/functions/v1/intake-lead`)).status).toBe(405);
    expect(await database!.sql.query(`select * from public.lead_events`)).toEqual([]);

    const browserContext = await browser!.newContext({ viewport: { width: 375, height: 740 } });
    const tab = await browserContext.newPage();
    const violations = await watchCsp(tab, true);
    await tab.goto(link);
    const firstName = lead!.name.split(' ')[0]!;
    await tab.getByRole('link', { name: `Call ${firstName}` }).waitFor();
    expect(await tab.locator('main').textContent()).not.toContain('Meeker');
    await tab.getByRole('button', { name: 'Reached them' }).click();
    await tab.getByText('Recorded: reached. The reminders are stopped.').waitFor();
    expect(violations).toEqual([]);
    await browserContext.close();
    expect(await database!.sql.query(`select kind, recipient from public.lead_events where lead_id = $1`, [lead!.id])).toEqual([
      { kind: 'reached', recipient: '+12535550100' },
    ]);
    expect(
      await database!.sql.query(
        `select channel, status from public.lead_deliveries where lead_id = $1 and round = 0 and channel in ('reminder', 'escalation') order by channel`,
        [lead!.id],
      ),
    ).toEqual([
      { channel: 'escalation', status: 'cancelled' },
      { channel: 'reminder', status: 'cancelled' },
    ]);
  });

  it('notify-leads sends an escalation that fell due once: a text to the backup number and a reminder, each with its link', async () => {
    const [lead] = await database!.sql.query<{ id: string }>(`select id::text from public.leads where submission_id = $1`, [figures.direct]);
    await database!.sql.query(`update public.lead_deliveries set next_attempt_at = now() where lead_id = $1 and status = 'pending'`, [lead!.id]);
    const call = () => fetch(`${gateway}/functions/v1/notify-leads`, { method: 'POST', headers: { [notifySecretHeader]: notifySecret }, body: '{}' });
    expect(await (await call()).json()).toMatchObject({ sent: 2, failed: 0 });
    expect(await (await call()).json()).toMatchObject({ sent: 0, failed: 0 });
    const followUps = twilio!.received.filter((message) => message.body.includes(`lead ${lead!.id} in 5 min`));
    expect(followUps.map((message) => message.to).sort()).toEqual(['+12535550100', '+12535550105']);
    for (const message of followUps) expect(message.body).toContain(`${site}/intake#`);
  });

  // The privacy pages' period for the address hash (tests/unit/ip-hash-retention.test.tsx) holds on
  // Supabase if send-contact-email counts a client over the default window and notify-leads clears
  // the hashes past it: both as the functions run, on the rows they leave.
  it('send-contact-email limits a client over the default window, and notify-leads then clears the hashes past it', async () => {
    const client = '198.51.100.77';
    const post = () =>
      fetch(sendContactEmail, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site, 'cf-connecting-ip': client },
        body: JSON.stringify({ ...validLead, name: 'Window Client', message: `Within the window (${crypto.randomUUID()})`, submissionId: crypto.randomUUID() }),
      });
    for (let lead = 0; lead < defaultRateLimit.max; lead += 1) expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(429);
    const age = (seconds: number) =>
      database!.sql.query(`update public.leads set created_at = now() - make_interval(secs => $1) where name = 'Window Client'`, [seconds]);
    await age(defaultRateLimit.windowSeconds - 30);
    expect((await post()).status, 'still inside the window').toBe(429);
    await age(defaultRateLimit.windowSeconds + 30);
    expect((await post()).status, 'past the window').toBe(200);

    const hashes = () =>
      database!.sql.query<{ old: boolean; ip_hash: string }>(
        `select created_at < now() - interval '1 minute' as old, ip_hash from public.leads where name = 'Window Client' order by id`,
      );
    expect((await hashes()).every((row) => row.ip_hash !== '')).toBe(true);
    const run = await fetch(`${gateway}/functions/v1/notify-leads`, { method: 'POST', headers: { [notifySecretHeader]: notifySecret }, body: '{}' });
    expect(run.status).toBe(200);
    expect((await hashes()).map((row) => [row.old, row.ip_hash === ''])).toEqual([
      ...Array<[boolean, boolean]>(defaultRateLimit.max).fill([true, true]),
      [false, false],
    ]);
  });
});

/** The command of the newest migration that schedules notify-leads: what pg_cron runs every minute. */
async function scheduledJob(): Promise<string> {
  const dir = join(repoDir, 'supabase/migrations');
  const files = (await readdir(dir))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = await readFile(join(dir, file), 'utf8');
    if (!/cron\.schedule\(\s*'notify-leads'/.test(text)) continue;
    const command = text.match(/\$job\$([\s\S]*?)\$job\$/)?.[1];
    if (!command) throw new Error(`${file} schedules notify-leads without a $job$ … $job$ command`);
    return command;
  }
  throw new Error('no migration schedules notify-leads');
}
