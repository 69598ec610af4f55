// How `npm run leads` reads the embedded database while `npm start` serves on it. PGlite is one
// connection inside the server's process, and a second process opening its directory would
// silently lose rows (the server's lock refuses it). So the server answers the CLI's few read
// requests itself, through its own lead store, on a Unix socket in $DATA_DIR/leads-cli/:
// - the directory is 0700 and the socket 0600: only the server's own user can connect, the same
//   user who could read the database files anyway; nothing listens on the network;
// - the requests are reads only (a page of leads, one lead) and each is one query of the store,
//   which PGlite runs between the server's transactions, never inside one: the form keeps being
//   answered while the firm reads, and the CLI cannot hold the database;
// - one JSON line each way per connection, requests capped at 4 KiB, pages at 500 leads.
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join, relative, resolve } from 'node:path';
import type { LeadStore, StoredLead } from '../../../lead-core/lead-store.ts';

/** The most leads one request returns; `export` reads in pages of this size. */
export const readerPageSize = 500;
const maxRequestBytes = 4096;
const requestTimeoutMs = 10_000;

export type ReaderRequest = { op: 'hello' } | { op: 'list'; limit: number; beforeId?: number } | { op: 'find'; id: string };
type ReaderReply = { ok: true; leads?: StoredLead[]; lead?: StoredLead | null; describe?: string } | { ok: false; error: string };

export const readerDirectory = (dataDir: string) => join(dataDir, 'leads-cli');
const socketFile = (dataDir: string) => join(readerDirectory(dataDir), 'server.sock');

/**
 * The socket's path as connect/listen take it: a Unix socket path must fit in 107 bytes, so a
 * long absolute path is given relative to the working directory when that is shorter.
 */
function socketPath(dataDir: string) {
  const absolute = resolve(socketFile(dataDir));
  const fromHere = relative(process.cwd(), absolute);
  const shortest = fromHere.length < absolute.length ? fromHere : absolute;
  if (Buffer.byteLength(shortest) > 100) {
    throw new Error(`the path of the CLI's socket is too long for a Unix socket (${absolute}): use a shorter DATA_DIR`);
  }
  return shortest;
}

function parseRequest(line: string): ReaderRequest {
  const request = JSON.parse(line) as Record<string, unknown>;
  const wholeNumber = (value: unknown, max: number) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= max;
  if (request.op === 'hello') return { op: 'hello' };
  if (request.op === 'list' && wholeNumber(request.limit, readerPageSize) && (request.beforeId === undefined || wholeNumber(request.beforeId, Number.MAX_SAFE_INTEGER))) {
    return { op: 'list', limit: request.limit as number, beforeId: request.beforeId as number | undefined };
  }
  if (request.op === 'find' && typeof request.id === 'string' && request.id.length <= 100) return { op: 'find', id: request.id };
  throw new Error('unknown request');
}

/** The server's side: answers reads on the socket until closed. */
export async function serveLeadReader({ dataDir, store, describe, log = console.log }: { dataDir: string; store: LeadStore; describe: string; log?: (line: string) => void }) {
  const directory = readerDirectory(dataDir);
  const path = socketPath(dataDir);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await chmod(directory, 0o700); // in case it was made before, with wider permissions
  // The caller holds the database's lock, so a socket left here is a killed server's.
  await rm(path, { force: true });

  const answer = async (line: string): Promise<ReaderReply> => {
    let request: ReaderRequest;
    try {
      request = parseRequest(line);
    } catch {
      return { ok: false, error: 'not a request this server answers' };
    }
    try {
      if (request.op === 'hello') return { ok: true, describe };
      if (request.op === 'list') return { ok: true, leads: await store.list(request.limit, request.beforeId) };
      return { ok: true, lead: (await store.find(request.id)) ?? null };
    } catch (error) {
      log(`leads CLI request failed: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, error: 'the server could not read its database just now' };
    }
  };

  const server = createServer((socket: Socket) => {
    socket.setTimeout(requestTimeoutMs, () => socket.destroy());
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > maxRequestBytes) socket.destroy();
        return;
      }
      socket.off('data', onData);
      void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    };
    socket.on('data', onData);
  });
  server.maxConnections = 8;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  await chmod(path, 0o600);
  return {
    path,
    async close() {
      await new Promise((resolveClose) => server.close(resolveClose));
      await rm(path, { force: true });
    },
  };
}

function ask(path: string, request: ReaderRequest): Promise<ReaderReply> {
  return new Promise((resolveAnswer, reject) => {
    const socket = createConnection(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(requestTimeoutMs * 3, () => socket.destroy(new Error('the server did not answer in time')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolveAnswer(JSON.parse(received) as ReaderReply);
      } catch {
        reject(new Error('the server answered something unreadable'));
      }
    });
  });
}

/** JSON carries dates as text: back to Date, as the database gives them. */
const revive = (lead: StoredLead): StoredLead => ({
  ...lead,
  created_at: new Date(lead.created_at),
  notified_at: lead.notified_at === null ? null : new Date(lead.notified_at),
});

/**
 * The CLI's side: a reader of the running server's leads, or undefined when no server answers
 * on the socket (none runs, or one was killed and left its socket behind).
 */
export async function connectLeadReader(dataDir: string) {
  let path: string;
  try {
    path = socketPath(dataDir);
  } catch {
    return undefined;
  }
  let describe: string | undefined;
  try {
    const hello = await ask(path, { op: 'hello' });
    if (hello.ok) describe = hello.describe;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return undefined;
    throw error;
  }
  const request = async (body: ReaderRequest) => {
    const reply = await ask(path, body);
    if (!reply.ok) throw new Error(`The running server refused the request: ${reply.error}`);
    return reply;
  };
  return {
    describe: `the running server (${describe ?? 'embedded database'})`,
    async list(limit: number, beforeId?: number): Promise<StoredLead[]> {
      return ((await request({ op: 'list', limit, beforeId })).leads ?? []).map(revive);
    },
    async find(id: string): Promise<StoredLead | undefined> {
      const { lead } = await request({ op: 'find', id });
      return lead ? revive(lead) : undefined;
    },
  };
}
