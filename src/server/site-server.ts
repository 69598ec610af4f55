// The production server: pre-rendered pages and hashed assets from dist/client, the 301s from the
// build's route table, each language's 404 page (./not-found-pages.ts), a health endpoint. Every
// file is indexed once at start-up, so a request can only ever be answered with a file the build
// wrote. Every answer carries the security headers of ./security-headers.ts; a page, the policy of
// its own hashes. A file that vanished or fails to read (a deploy under way) fails that request
// alone. When `npm run build` switches dist to a new build (src/build/publish-build.ts), the server
// indexes it and serves it from then on.
import { open, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { clientAddress, forwardedHttps, trustNone, type TrustProxy } from './client-address.ts';
import type { EndpointHandler } from '../../lead-core/endpoint-requests.ts';
import { notFoundPageAt, notFoundPages } from './not-found-pages.ts';
import { cacheControl, privatePageHeaders } from '../build/static-host.ts';
import { pagePolicy, securityHeaders, strictPolicy, type InlineHashes } from './security-headers.ts';

interface StaticFile {
  path: string;
  size: number;
  etag: string;
  type: string;
  encodings: { br?: string; gzip?: string };
}

interface RouteTable {
  pages: string[];
  redirects: { from: string; to: string }[];
  /** Each HTML file's inline hashes, by URL path (/about/index.html). */
  inline: Record<string, InlineHashes>;
  /** The hosted lead function's origin, when the browser bundle sends leads there (Supabase). */
  leadOrigin?: string;
  /** Pages for the firm's staff: no-store, no Referer (the build's `private` pages). */
  privatePages?: string[];
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

const baseHeaders = securityHeaders(strictPolicy);

async function indexFiles(dir: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  async function walk(current: string) {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') await walk(full);
        continue;
      }
      if (/\.(br|gz)$/.test(entry.name)) continue;
      const info = await stat(full);
      const urlPath = `/${relative(dir, full).split(sep).join('/')}`;
      const encodings: StaticFile['encodings'] = {};
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (await stat(full + suffix).catch(() => null)) encodings[encoding] = full + suffix;
      }
      files.set(urlPath, {
        path: full,
        size: info.size,
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        type: contentTypes[extname(entry.name)] ?? 'application/octet-stream',
        encodings,
      });
    }
  }
  await walk(dir);
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
  /** The build output: dist/ with client/ and routes.json inside. */
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
  files: Map<string, StaticFile>;
  redirects: Map<string, string>;
  pages: Map<string, StaticFile | undefined>;
  /** Pages for the firm's staff: no-store, no Referer. */
  privatePages: Set<string>;
  /** The pages' own headers, a policy that allows exactly their inline code, over http and over https. */
  documentHeaders: Map<StaticFile, { http: Record<string, string>; https: Record<string, string> }>;
}

const pageFile = (path: string) => (path === '/' ? '/index.html' : `${path}/index.html`);

/**
 * The index of the build in `dir`. After a switch, `previous` build's own hashed assets stay
 * reachable (its directory is kept): a page loaded just before still gets its scripts and styles.
 */
async function loadBuild(dir: string, previous?: Build): Promise<Build> {
  const clientDir = join(dir, 'client');
  const files = await indexFiles(clientDir);
  const routes = JSON.parse(await readFile(join(dir, 'routes.json'), 'utf8')) as RouteTable;
  const redirects = new Map(routes.redirects.map((entry) => [entry.from, entry.to]));
  const pages = new Map(routes.pages.map((path) => [path, files.get(pageFile(path))] as const));
  for (const urlPath of notFoundPages) if (!files.has(urlPath)) throw new Error(`${clientDir} has no ${urlPath.slice(1)}: run the build first`);
  const documentHeaders: Build['documentHeaders'] = new Map();
  for (const urlPath of [...routes.pages.map(pageFile), ...notFoundPages]) {
    const file = files.get(urlPath);
    if (!file) continue;
    const inline = routes.inline?.[urlPath];
    if (!inline) throw new Error(`routes.json has no CSP hashes for ${urlPath}: run the build again`);
    const headersFor = (upgradeInsecureRequests: boolean) => securityHeaders(pagePolicy(inline, { leadOrigin: routes.leadOrigin, upgradeInsecureRequests }));
    documentHeaders.set(file, { http: headersFor(false), https: headersFor(true) });
  }
  for (const [urlPath, file] of previous?.files ?? []) {
    if (urlPath.startsWith('/assets/') && file.path.startsWith(previous!.dir + sep) && !files.has(urlPath)) files.set(urlPath, file);
  }
  return { dir, files, redirects, pages, documentHeaders, privatePages: new Set(routes.privatePages ?? []) };
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

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    served: Build,
    file: StaticFile,
    status: number,
    cache: string,
    extraHeaders: Record<string, string> = {},
  ) {
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const pageHeaders = served.documentHeaders.get(file);
    const encoding = file.encodings.br && /\bbr\b/.test(accepted) ? 'br' : file.encodings.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const headers: Record<string, string> = {
      ...(pageHeaders ? pageHeaders[isHttps(req) ? 'https' : 'http'] : baseHeaders),
      'Content-Type': file.type,
      'Cache-Control': cache,
      ...extraHeaders,
      ETag: file.etag,
      // A page's policy differs between http and https only where a trusted proxy says which.
      Vary: pageHeaders && trustProxy.kind !== 'none' && !servedOverHttps ? 'Accept-Encoding, X-Forwarded-Proto' : 'Accept-Encoding',
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

  function redirectTo(res: ServerResponse, location: string) {
    res.writeHead(301, { ...baseHeaders, Location: location, 'Cache-Control': 'public, max-age=3600' }).end();
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
    const { redirects, pages, files } = served;

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...baseHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    if (path === '/healthz') {
      res.writeHead(200, { ...baseHeaders, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end('{"status":"ok"}');
      return;
    }
    const target = redirects.get(path) ?? (path.length > 1 && path.endsWith('/') && pages.has(path.slice(0, -1)) ? path.slice(0, -1) : undefined);
    if (target) {
      redirectTo(res, target + url.search);
      return;
    }
    const page = pages.get(path);
    if (page) {
      if (served.privatePages.has(path)) send(req, res, served, page, 200, cacheControl.private, privatePageHeaders);
      else send(req, res, served, page, 200, cacheControl.page);
      return;
    }
    const file = path.endsWith('.html') ? undefined : files.get(path);
    if (file) {
      const immutable = path.startsWith('/assets/');
      send(req, res, served, file, 200, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      return;
    }
    // The encoded path: decoded, a %0A could forge log lines.
    log(`404 ${req.method} ${url.pathname}`);
    send(req, res, served, files.get(notFoundPageAt(path))!, 404, 'no-store');
  }
}
