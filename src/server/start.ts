// `npm start`: builds the site if no build is there yet, then serves it on $PORT (default 3000)
// with the lead function at /functions/v1/send-contact-email.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firm } from '../../data/firm.ts';
import { parseEnv, siteOrigins } from './env.ts';
import { openDatabase } from './leads/database.ts';
import { addressBook, createLeadService } from './leads/lead-service.ts';
import { createMailer } from './leads/mailer.ts';
import { serveLeadReader } from './leads/lead-reader.ts';
import { createSiteServer } from './site-server.ts';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';

const env = parseEnv(process.env);
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
if (!existsSync(`${distDir}/routes.json`)) {
  console.log('No build found: building the site first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
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
});
// On the embedded database, `npm run leads` reads through this server while it runs (a socket in
// $DATA_DIR/leads-cli, only for this user; see leads/lead-reader.ts).
const leadReader = env.DATABASE_URL
  ? undefined
  : await serveLeadReader({ dataDir: env.DATA_DIR, store: leads.store, describe: database.describe }).catch((error: Error) => {
      console.error(`npm run leads cannot read through this server: ${error.message}`);
      return undefined;
    });

const server = await createSiteServer({
  distDir,
  api: { [leadEndpoint]: leads.handler },
  onApiRequest: addresses.remember,
  trustProxy: env.TRUST_PROXY,
  servedOverHttps: env.SERVED_OVER_HTTPS,
});
server.listen(env.PORT, env.HOST, () => {
  console.log(`Serving the site on http://localhost:${env.PORT}`);
  console.log(`Leads: ${database.describe}; notifications to ${env.NOTIFY_EMAIL} via ${mailer.describe}`);
  void leads.wake();
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    console.log(`${signal}: closing the server`);
    server.close(async () => {
      await leadReader?.close();
      await leads.close();
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
