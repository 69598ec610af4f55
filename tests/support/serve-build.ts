// The server of `npm start` (src/server/start.ts) in a process of its own, on the build in the
// directory given rather than dist/: a test can take files away from a copy without touching the
// build the other suites read.
import { parseEnv } from '../../src/server/env.ts';
import { createServerFromEnv } from '../../src/server/start.ts';

const site = await createServerFromEnv(parseEnv(process.env), { distDir: process.argv[2] });
await site.listen();
process.on('SIGTERM', async () => {
  await site.close();
  process.exit(0);
});
