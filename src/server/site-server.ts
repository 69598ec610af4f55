// The production server, a reading of the build's serving table (dist/serving.json,
// src/serving/serving-table.ts): its files with their types and headers, its 301s, each language's
// 404 page, plus a health endpoint and the lead endpoints. The table's files are found on disk once
// at start-up, so a request can only ever be answered with a file the build wrote; a file that
// vanished or fails to read since (a deploy under way) fails that request alone. When
// `npm run build` switches dist to a new build (src/build/publish-build.ts), the server indexes it
// and serves it from then on. Answers outside the table (errors, the endpoints) carry the strict
// security headers of ./security-headers.ts.
import { open, readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { localeOfPath } from '../../data/locales.ts';
import { headersOf, isPage, servingTableFile, type Redirect, type ServedFile, type ServingTable } from '../serving/serving-table.ts';
import { clientAddress, forwardedHttps, trustNone, type TrustProxy } from './client-address.ts';
import type { EndpointHandler } from '../../lead-core/endpoint-requests.ts';
import { securityHeaders, strictPolicy } from './security-headers.ts';

/** A file of the table, found on disk when the build was loaded, with the headers its table gives it. */
interface StaticFile {
  path: string;
  served: ServedFile;
  headers: Record<string, string>;
  /** Over https, where they differ (a page's policy). */
  httpsHeaders?: Record<string, string>;
  etag: string;
  encodings: { br?: string; gzip?: string };
}

const baseHeaders = securityHeaders(strictPolicy);

/** Each file of the table as it is on disk; a file the table names but the build lacks refuses the build. */
async function indexFiles(clientDir: string, table: ServingTable, served: Iterable<[string, ServedFile]>): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const [urlPath, entry] of served) {
    for (const set of [entry.headers, entry.httpsHeaders])
      if (set && !table.headers[set]) throw new Error(`${servingTableFile} has no headers named ${set}: run the build again`);
    const path = join(clientDir, entry.file);
    const info = await stat(path).catch(() => {
      throw new Error(`${clientDir} has no ${entry.file}: run the build again`);
    });
    const encodings: StaticFile['encodings'] = {};
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (await stat(path + suffix).catch(() => null)) encodings[encoding] = path + suffix;
    }
    files.set(urlPath, {
      path,
      served: entry,
      headers: { ...headersOf(table, entry), 'Content-Type': entry.type },
      ...(entry.httpsHeaders ? { httpsHeaders: { ...headersOf(table, { headers: entry.httpsHeaders, cache: entry.cache }), 'Content-Type': entry.type } } : {}),
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      encodings,
    });
  }
  return files;
}

/** A malformed escape (`/%E0%A4%A`) is just an unknown path, not a server error. */
function safeDecode(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export interface SiteServerOptions {
  /** The build output: dist/ with client/ and serving.json inside. */
  distDir: string;
  /** Web handlers mounted at exact paths (the lead pipeline's), each told the client's address (behind trusted proxies, the visitor's). */
  api?: Readonly<Record<string, EndpointHandler>>;
  /** The reverse proxies in front of this server (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** The site is served over https by something in front that TRUST_PROXY does not describe. */
  servedOverHttps?: boolean;
  /** Slow-loris limits: every header within `headersMs`, the whole request within `requestMs`. */
  timeouts?: { headersMs: number; requestMs: number };
  log?: (line: string) => void;
}

/** Node's request as a web Request, its body streamed (the handler enforces the size cap). */
export function toWebRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // Not built from the Host header: a malformed one (`Host: a b`) made this throw and crashed the server.
  return new Request(url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

export async function sendWebResponse(res: ServerResponse, response: Response) {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  response.headers.forEach((value, name) => headers.set(name, value));
  // Set over the function's, case-insensitively: its answer cannot loosen them (it may only name no referrer at all).
  const noReferrer = headers.get('referrer-policy') === 'no-referrer';
  for (const [name, value] of Object.entries(baseHeaders)) headers.set(name, value);
  if (noReferrer) headers.set('referrer-policy', 'no-referrer');
  res.writeHead(response.status, Object.fromEntries(headers));
  if (!response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

interface Build {
  /** The build's own directory, symlinks resolved. */
  dir: string;
  table: ServingTable;
  files: Map<string, StaticFile>;
  redirects: Map<string, Omit<Redirect, 'from'>>;
  notFound: Map<string, StaticFile>;
}

/**
 * The index of the build in `dir`. After a switch, `previous` build's own immutable files stay
 * reachable (its directory is kept): a page loaded just before still gets its scripts and styles.
 */
async function loadBuild(dir: string, previous?: Build): Promise<Build> {
  const clientDir = join(dir, 'client');
  const table = JSON.parse(await readFile(join(dir, servingTableFile), 'utf8')) as ServingTable;
  const files = await indexFiles(clientDir, table, Object.entries(table.files));
  const notFound = await indexFiles(clientDir, table, Object.entries(table.notFound));
  for (const [urlPath, file] of previous?.files ?? []) {
    if (file.served.cache === 'immutable' && file.path.startsWith(previous!.dir + sep) && !files.has(urlPath)) files.set(urlPath, file);
  }
  return { dir, table, files, notFound, redirects: new Map(table.redirects.map(({ from, ...redirect }) => [from, redirect])) };
}

export async function createSiteServer({
  distDir,
  api = {},
  trustProxy = trustNone,
  servedOverHttps = false,
  timeouts = { headersMs: 10_000, requestMs: 30_000 },
  log = console.log,
}: SiteServerOptions): Promise<Server> {
  let build = await loadBuild(await realpath(distDir));
  // A symlink renamed over dist by the build is seen within a second; a build that cannot be
  // loaded is logged once and the current one kept.
  let checking = false;
  let refused: string | undefined;
  const watch = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      const dir = await realpath(distDir).catch(() => build.dir);
      if (dir === build.dir || dir === refused) return;
      try {
        build = await loadBuild(dir, build);
        log(`Serving the new build in ${dir}`);
      } catch (error) {
        refused = dir;
        log(`Kept the current build, as ${dir} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      }
    } finally {
      checking = false;
    }
  }, 1000);
  watch.unref();

  const isHttps = (req: IncomingMessage) => servedOverHttps || forwardedHttps(req.socket.remoteAddress ?? '', req.headers['x-forwarded-proto'], trustProxy);

  function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number) {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = file.encodings.br && /\bbr\b/.test(accepted) ? 'br' : file.encodings.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const headers: Record<string, string> = {
      ...(file.httpsHeaders && isHttps(req) ? file.httpsHeaders : file.headers),
      ETag: file.etag,
      // A page's policy differs between http and https only where a trusted proxy says which.
      Vary: file.httpsHeaders && trustProxy.kind !== 'none' && !servedOverHttps ? 'Accept-Encoding, X-Forwarded-Proto' : 'Accept-Encoding',
    };
    if (status === 200 && req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    if (req.method === 'HEAD') {
      res.writeHead(status, headers).end();
      return;
    }
    // Opened before the status is sent, so a file gone since the index answers 500, not a cut-off 200.
    // Logged by path only, as below.
    const logged = `${req.method} ${(req.url ?? '/').split('?')[0]}`;
    const path = encoding ? file.encodings[encoding]! : file.path;
    open(path).then(
      (handle) => {
        // The visitor left while the file was opened: piping into the closed answer would throw.
        if (res.destroyed) {
          void handle.close();
          return;
        }
        res.writeHead(status, headers);
        pipeline(handle.createReadStream(), res, (error) => {
          // A visitor who leaves mid-answer is not a failure of the file.
          if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') log(`500 ${logged}: reading ${path} failed mid-answer: ${error.message}`);
        });
      },
      (error: unknown) => {
        log(`500 ${logged}: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.destroyed) unexpectedError(res);
      },
    );
  }

  function redirectTo(res: ServerResponse, table: ServingTable, { to, status, ...served }: Omit<Redirect, 'from'>, search: string) {
    res.writeHead(status, { ...headersOf(table, served), Location: to + search }).end();
  }

  // Node checks the timeouts below only this often (30 s by default, which let a slow client stay 40 s).
  const server = createServer({ connectionsCheckingInterval: timeouts.headersMs / 2 }, (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      // A request target no URL parser takes (`GET http://[`) threw here and crashed the server.
      res.writeHead(400, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    // Logged by path only: a query string can carry a visitor's details.
    const failed = (error: unknown) => log(`500 ${req.method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
    const apiHandler = api[url.pathname];
    if (apiHandler) {
      let request: Request;
      try {
        request = toWebRequest(req, url);
      } catch {
        // A method a web Request refuses (TRACE) threw here and crashed the server.
        res.writeHead(400, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
        return;
      }
      apiHandler(request, { clientAddress: clientAddress(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'], trustProxy), https: isHttps(req) })
        .then((response) => sendWebResponse(res, response))
        .catch((error: unknown) => {
          failed(error);
          if (!res.headersSent) res.writeHead(500, { ...baseHeaders, 'Content-Type': 'application/json' });
          res.end('{"success":false,"error":"Failed to submit form. Please try again."}');
        });
      return;
    }
    try {
      route(req, res, url);
    } catch (error) {
      failed(error);
      unexpectedError(res);
    }
  });
  // Slow clients must not hold connections open for ever (slow-loris).
  server.requestTimeout = timeouts.requestMs;
  server.headersTimeout = timeouts.headersMs;
  // An idle connection stays open longer than Caddy keeps its connections to us (2 minutes): closed
  // after Node's 5 s, one could close just as Caddy sends a visitor's lead down it, a 502.
  server.keepAliveTimeout = 130_000;
  server.on('close', () => clearInterval(watch));
  return server;

  /** Spec §8: an unexpected failure shows 'Unexpected Application Error', with status 500. */
  function unexpectedError(res: ServerResponse) {
    if (!res.headersSent) res.writeHead(500, { ...baseHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('<!doctype html><html lang="en"><title>Unexpected Application Error</title><h1>Unexpected Application Error</h1><p>500</p></html>');
  }

  function route(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = safeDecode(url.pathname);
    // One build for the whole answer, even if a new one is switched in meanwhile.
    const served = build;
    const { redirects, files, table } = served;

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...baseHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    if (path === '/healthz') {
      res.writeHead(200, { ...baseHeaders, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end('{"status":"ok"}');
      return;
    }
    const slashless = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : undefined;
    const redirect = redirects.get(path) ?? (slashless && isPage(files.get(slashless)?.served) ? { ...table.trailingSlash, to: slashless } : undefined);
    if (redirect) {
      redirectTo(res, table, redirect, url.search);
      return;
    }
    const file = files.get(path);
    if (file) {
      send(req, res, file, 200);
      return;
    }
    // The encoded path: decoded, a %0A could forge log lines.
    log(`404 ${req.method} ${url.pathname}`);
    send(req, res, served.notFound.get(localeOfPath(path))!, 404);
  }
}
