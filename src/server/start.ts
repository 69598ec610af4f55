// `npm start`: builds the site if no build is there yet, then serves it on $PORT (default 3000)
// with the lead function at /functions/v1/send-contact-email.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv, siteOrigins } from './env.ts';
import { addressBook } from './leads/lead-service.ts';
import { openLocalLeads } from './leads/local-leads.ts';
import { createSiteServer } from './site-server.ts';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';

const env = parseEnv(process.env);
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
if (!existsSync(`${distDir}/routes.json`)) {
  console.log('No build found: building the site first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const addresses = addressBook();
const leads = await openLocalLeads({ env, siteOrigins: siteOrigins(env), clientAddress: addresses.lookup }).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
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
  console.log(`Leads: ${leads.describe}`);
  void leads.wake();
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    console.log(`${signal}: closing the server`);
    server.close(async () => {
      await leads.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
