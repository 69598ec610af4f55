// The embedded database on a local socket, so that `npm run leads` reaches it with the same
// postgres.js code as a DATABASE_URL: the running server exposes its PGlite here, and the CLI,
// when no server runs, opens the directory itself and exposes it the same way in its own process.
// - A Unix socket in $DATA_DIR/leads-socket/ (folder 0700, socket 0600): only the server's own
//   user can connect, the user who could read the database files anyway. Not 127.0.0.1: PGlite
//   asks for no password, so a TCP port would let every user and process of the box in.
// - PGlite is one Postgres backend. pglite-socket runs each protocol message of its client under
//   PGlite's query lock only, so on its own a server query could run between two messages of the
//   CLI's (inside the CLI's transaction, or between its Parse and its Bind), and a CLI message
//   inside a server transaction. So the CLI's messages and the server's queries take turns through
//   one gate (database.ts takes it for every query and transaction of the server): the CLI holds
//   it from its first message until the backend is idle again after a Sync or a simple query,
//   that is for one statement or one whole transaction. Its transactions hold the server's
//   queries meanwhile (a backup: well under a second on a firm's leads) and never see them.
// - One client at a time (pglite-socket's queue would otherwise interleave two clients' messages);
//   a client quiet for `idleMs` is dropped (its open transaction rolled back), so a CLI stopped by
//   Ctrl-Z cannot hold the server's queries.
import { chmod, mkdir, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Mutex, PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const idleMs = 10_000;
/** Protocol messages after which the backend answers ReadyForQuery: Query, Sync, Terminate. */
const roundEnds = new Set(['Q', 'S', 'X'].map((letter) => letter.charCodeAt(0)));
/** The startup message (its length, then protocol 3.0), which the backend also answers with ReadyForQuery. */
const isStartup = (message: Uint8Array) => message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === 196608;
const endsRound = (message: Uint8Array) => roundEnds.has(message[0]!) || isStartup(message);

export const socketDirectory = (dataDir: string) => join(dataDir, 'leads-socket');

/**
 * The socket's path as connect and listen take it: a Unix socket path must fit in 107 bytes, so a
 * long absolute path is given relative to the working directory when that is shorter.
 */
export function socketPath(dataDir: string) {
  const absolute = resolve(socketDirectory(dataDir), '.s.PGSQL.5432');
  const fromHere = relative(process.cwd(), absolute);
  const shortest = fromHere.length < absolute.length ? fromHere : absolute;
  if (Buffer.byteLength(shortest) > 100)
    throw new Error(`the path of the database's socket is too long for a Unix socket (${absolute}): use a shorter DATA_DIR`);
  return shortest;
}

/** PGlite as the socket server sees it: each of its client's rounds holds `gate` from start to end. */
function gatedForSocket(db: PGlite, gate: Mutex): PGlite {
  let release: (() => void) | undefined;
  let ended = false;
  let quietSince = Date.now();
  const end = () => {
    release?.();
    release = undefined;
  };
  // A client that went away between the messages of one round (not in a transaction: a ROLLBACK
  // is pglite-socket's, below) gave no Sync: its round ends when it has been quiet long enough.
  const watch = setInterval(() => {
    if (release && !db.isInTransaction() && Date.now() - quietSince > idleMs) end();
  }, idleMs / 2);
  watch.unref();
  const view = {
    waitReady: db.waitReady,
    // pglite-socket asks to keep serving one client inside its transaction, and to roll back a
    // client that left inside one: only a transaction the client opened counts, never the server's.
    isInTransaction: () => release !== undefined && db.isInTransaction(),
    async runExclusive<T>(work: () => Promise<T>): Promise<T> {
      release ??= await gate.acquire();
      quietSince = Date.now();
      try {
        return await db.runExclusive(work);
      } finally {
        quietSince = Date.now();
        if (ended && !db.isInTransaction()) end();
      }
    },
    execProtocolRawStream(message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) {
      ended = endsRound(message);
      return db.execProtocolRawStream(message, options);
    },
    /** pglite-socket's ROLLBACK of a client that left, or was dropped, inside its transaction (it holds the gate). */
    async exec(text: string) {
      if (!release) return [];
      try {
        return await db.exec(text);
      } finally {
        end();
      }
    },
    stopWatching: () => clearInterval(watch),
  };
  return view as unknown as PGlite;
}

/** Serves `db` on $DATA_DIR's socket until closed. The caller holds the database's lock, so a socket file already there is a killed process's. */
export async function exposeOnSocket({ db, gate, dataDir }: { db: PGlite; gate: Mutex; dataDir: string }) {
  const path = socketPath(dataDir);
  await mkdir(socketDirectory(dataDir), { recursive: true, mode: 0o700 });
  await chmod(socketDirectory(dataDir), 0o700); // in case it was made before, with wider permissions
  await rm(path, { force: true });
  const view = gatedForSocket(db, gate);
  const server = new PGLiteSocketServer({ db: view, path, maxConnections: 1, idleTimeout: idleMs });
  await server.start();
  await chmod(path, 0o600);
  return {
    path,
    async close() {
      (view as unknown as { stopWatching(): void }).stopWatching();
      await server.stop();
      await rm(path, { force: true });
    },
  };
}
