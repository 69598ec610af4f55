// `node_modules/.bin/node tests/bench/serve-build.ts <distDir> <port>`: one build served by the
// site's own server (src/server/site-server.ts), without the lead endpoint, for Lighthouse.
import { createSiteServer } from '../../src/server/site-server.ts';

const [distDir, port] = process.argv.slice(2);
if (!distDir || !port) throw new Error('Usage: node_modules/.bin/node tests/bench/serve-build.ts <distDir> <port>');
const server = await createSiteServer({ distDir, log: () => {} });
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
