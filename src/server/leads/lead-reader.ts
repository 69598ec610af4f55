// How `npm run leads` works on the embedded database while `npm start` serves on it. PGlite is one
// connection inside the server's process, and a second process opening its directory would
// silently lose rows (the server's lock refuses it). So the server runs the CLI's requests itself,
// on its own connection, through a Unix socket in $DATA_DIR/leads-cli/:
// - the directory is 0700 and the socket 0600: only the server's own user can connect, the same
//   user who could read the database files anyway; nothing listens on the network;
// - a request names one of the whitelisted operations of ./lead-admin.ts with its arguments, which
//   the server checks as the CLI's direct connection does; each is one statement (or reads), which
//   PGlite runs between the server's transactions, never inside one: the form keeps being answered
//   while the firm reads, retries, records a contact or deletes a lead, and the CLI cannot hold
//   the database;
// - one JSON line each way per connection ({"op", "args"} in; {"ok": true, "result"} or
//   {"ok": false, "error", "refused"} out), dates as ISO text revived on both sides, requests
//   capped at 4 KiB, answers at 64 MiB, pages at 500 rows.
import { chmod, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import { join, relative, resolve } from 'node:path';
import type { Sql } from '../../../lead-core/sql.ts';
import { AdminRefusal, reviveDates, runAdmin, type LeadAdmin } from './lead-admin.ts';

const maxRequestBytes = 4096;
const maxReplyBytes = 64 << 20;
const requestTimeoutMs = 10_000;

type Request = { op: string; args?: unknown };
/** `refused`: the firm's request cannot be done as asked (its message says why); otherwise the server failed. */
type Reply = { ok: true; result: unknown } | { ok: false; error: string; refused: boolean };

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

/** The server's side: runs the CLI's requests on the socket until closed. */
export async function serveLeadAdmin({
  dataDir,
  sql,
  describe,
  log = console.log,
}: {
  dataDir: string;
  sql: Sql;
  describe: string;
  log?: (line: string) => void;
}) {
  const directory = readerDirectory(dataDir);
  const path = socketPath(dataDir);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  await chmod(directory, 0o700); // in case it was made before, with wider permissions
  // The caller holds the database's lock, so a socket left here is a killed server's.
  await rm(path, { force: true });

  const answer = async (line: string): Promise<Reply> => {
    let request: Request;
    try {
      request = JSON.parse(line, reviveDates) as Request;
      if (typeof request !== 'object' || request === null) throw new Error();
    } catch {
      return { ok: false, error: 'not a request this server answers', refused: true };
    }
    if (request.op === 'hello') return { ok: true, result: { describe } };
    try {
      return { ok: true, result: await runAdmin(sql, request.op, request.args ?? {}) };
    } catch (error) {
      if (error instanceof AdminRefusal) return { ok: false, error: error.message, refused: true };
      log(`leads CLI request ${String(request.op).slice(0, 40)} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, error: 'the server could not use its database just now', refused: false };
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

function ask(path: string, request: Request): Promise<Reply> {
  return new Promise((resolveAnswer, reject) => {
    const socket = createConnection(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(requestTimeoutMs * 3, () => socket.destroy(new Error('the server did not answer in time')));
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > maxReplyBytes) socket.destroy(new Error("the server's answer is larger than the CLI reads"));
    });
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolveAnswer(JSON.parse(received, reviveDates) as Reply);
      } catch {
        reject(new Error('the server answered something unreadable'));
      }
    });
  });
}

/**
 * The CLI's side: the running server's operations, or undefined when no server answers on the
 * socket (none runs, or one was killed and left its socket behind).
 */
export async function connectLeadAdmin(dataDir: string): Promise<{ describe: string; admin: LeadAdmin } | undefined> {
  let path: string;
  try {
    path = socketPath(dataDir);
  } catch {
    return undefined;
  }
  let describe: string | undefined;
  try {
    const hello = await ask(path, { op: 'hello' });
    if (hello.ok) describe = (hello.result as { describe?: string }).describe;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return undefined;
    throw error;
  }
  const admin: LeadAdmin = async (op, args) => {
    const reply = await ask(path, { op, args });
    if (reply.ok) return reply.result as never;
    throw reply.refused && reply.error !== 'not a request this server answers'
      ? new AdminRefusal(reply.error)
      : new Error(`The running server refused the request: ${reply.error}`);
  };
  return { describe: `the running server (${describe ?? 'embedded database'})`, admin };
}
