// `npm run test:observatory`: Mozilla's HTTP Observatory (the npm package of MDN's scanner) grades
// the built site, served by `npm start`, on the home page and two content pages. Fails unless
// every page gets A+ with every test passed.
//
// The scanner fetches http:// and https:// on the host it is given, so the production server runs
// behind a local TLS front, as it does behind its proxy in production: one port that answers
// plain http with a 301 to https and proxies https to the server. The certificate is a fresh
// self-signed one (openssl) that this process trusts, so the scanner verifies it like a real one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as forward } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Duplex } from 'node:stream';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { pathToFileURL } from 'node:url';
import { startSite } from '../support/server.ts';

const version = '1.4.8';
const prefix = '.cache/observatory';
const packageDir = join(prefix, 'node_modules/@mdn/mdn-http-observatory');
const paths = ['/', '/kent-wa/car-accident-lawyer', '/kent-wa/catastrophic-injuries-lawyer'];

interface ScanTest {
  pass: boolean | null;
  result: string;
  scoreModifier: number;
}
interface ScanResult {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ScanTest>;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
}

/**
 * Installed on demand, never as a devDependency: its postinstall scripts download Mozilla's CA
 * bundle, the HSTS preload list and the TLD list, which this machine cannot, and it pulls pg-native.
 */
function installScanner() {
  const installed = existsSync(join(packageDir, 'package.json'))
    ? (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version
    : undefined;
  if (installed !== version) {
    console.log(`Installing @mdn/mdn-http-observatory@${version} into ${prefix}`);
    run('npm', [
      'install',
      '--prefix',
      prefix,
      '--ignore-scripts',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `@mdn/mdn-http-observatory@${version}`,
    ]);
  }
  // The skipped postinstall would fetch Chromium's HSTS preload list. localhost is not on it, so
  // an empty list gives the redirection and HSTS tests the answer the real list would.
  const preload = join(packageDir, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

/** One port, both protocols: a TLS handshake starts with byte 0x16, plain http with a method name. */
async function startFront(sitePort: number, key: string, cert: string) {
  const plain = createHttpServer((req, res) => {
    res.writeHead(301, { Location: `https://${req.headers.host}${req.url}` }).end();
  });
  const secure = createHttpsServer({ key, cert }, (req, res) => {
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'https' };
    const upstream = forward({ host: '127.0.0.1', port: sitePort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const front = createNetServer((socket) => {
    socket.once('data', (first) => {
      socket.pause();
      if (first[0] !== 0x16) {
        socket.unshift(first);
        plain.emit('connection', socket);
        socket.resume();
        return;
      }
      // TLS reads a socket's native handle, past the bytes already read: hand it a stream instead.
      const stream = new Duplex({
        read: () => void socket.resume(),
        write: (chunk, encoding, done) => void socket.write(chunk, encoding, done),
        final: (done) => void socket.end(done),
      });
      stream.push(first);
      socket.on('data', (chunk) => stream.push(chunk) || socket.pause());
      socket.on('end', () => stream.push(null));
      socket.on('close', () => stream.destroy());
      socket.on('error', () => stream.destroy());
      secure.emit('connection', stream);
    });
  });
  // On whichever address `localhost` resolves to here, which is where the scanner will connect.
  await new Promise<void>((resolve) => front.listen(0, 'localhost', resolve));
  return { front, port: (front.address() as AddressInfo).port };
}

function report(path: string, { scan, tests }: ScanResult): boolean {
  console.log(`\n${path}: ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed`);
  for (const [name, test] of Object.entries(tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(30)} ${test.result} (${modifier})`);
  }
  // Passing because no http answered at all would mean the front's http side broke, not that the site is right.
  const httpReached = tests.redirection?.result === 'redirection-to-https';
  if (!httpReached) console.log('  FAIL  the http side of the front was not reached');
  return httpReached && scan.grade === 'A+' && Object.values(tests).every((test) => test.pass);
}

installScanner();

const certDir = mkdtempSync(join(tmpdir(), 'observatory-tls-'));
run('openssl', [
  'req',
  '-x509',
  '-newkey',
  'ec',
  '-pkeyopt',
  'ec_paramgen_curve:prime256v1',
  '-nodes',
  '-days',
  '1',
  '-subj',
  '/CN=localhost',
  '-addext',
  'subjectAltName=DNS:localhost',
  '-keyout',
  join(certDir, 'key.pem'),
  '-out',
  join(certDir, 'cert.pem'),
]);
const key = readFileSync(join(certDir, 'key.pem'), 'utf8');
const cert = readFileSync(join(certDir, 'cert.pem'), 'utf8');
// What NODE_EXTRA_CA_CERTS would do, for this process only: the scanner checks certificates.
setDefaultCACertificates([...getCACertificates('default'), cert]);

// Behind the TLS front below, as in production behind Caddy: it says https in X-Forwarded-Proto.
const site = await startSite({ TRUST_PROXY: '127.0.0.1' });
let graded = false;
try {
  const { front, port } = await startFront(site.port, key, cert);
  try {
    const { scan } = (await import(pathToFileURL(join(packageDir, 'src/scanner/index.js')).href)) as {
      scan: (hostname: string) => Promise<ScanResult>;
    };
    const passed: boolean[] = [];
    // scan() takes a host name only and builds `https://${hostname}`, so the port and the path travel in it.
    for (const path of paths) passed.push(report(path, await scan(`localhost:${port}${path}`)));
    graded = passed.every(Boolean);
  } finally {
    front.close();
  }
} finally {
  await site.stop();
}
console.log(graded ? '\nObservatory: A+ with every test passed on every page.' : '\nObservatory: a page is below A+ or failed a test.');
process.exit(graded ? 0 : 1);
