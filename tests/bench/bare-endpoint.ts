// `node_modules/.bin/node tests/bench/bare-endpoint.ts <port>`: the lead endpoint's floor. It reads
// and parses the same JSON body and answers the same `{ success, submissionId }`, touching no
// database, so the benchmark can show what storing a lead costs on top of Node's HTTP handling.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
if (!port) throw new Error('Usage: node_modules/.bin/node tests/bench/bare-endpoint.ts <port>');

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { submissionId } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { submissionId: string };
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ success: true, submissionId }));
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
