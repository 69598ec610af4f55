// `npm start`: builds the site if no build is there yet, then serves it on $PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './site-server.ts';

const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
if (!existsSync(`${distDir}/routes.json`)) {
  console.log('No build found: building the site first.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 3000);
const server = await createSiteServer({ distDir });
server.listen(port, () => console.log(`Serving the site on http://localhost:${port}`));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    console.log(`${signal}: closing the server`);
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
