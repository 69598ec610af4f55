// A PostgreSQL cluster of a test's own, from Debian's postgresql-15 binaries, run by the `postgres`
// OS user when the tests run as root (PostgreSQL refuses root) in a temporary folder, for tests that cut its power: kill every
// one of its processes at once, then start it again on what the disk kept.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

const bin = '/usr/lib/postgresql/15/bin';

/** Run as root, the cluster is the `postgres` user's; run as anyone else, it is theirs. */
const asRoot = process.getuid?.() === 0;

/** `command` as the cluster's user (setpriv runs it in place: no process in between). */
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  asRoot ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', command, ...args]] : [command, args];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Gives `paths` (and everything under them) to the cluster's user. */
export async function giveToPostgres(...paths: string[]) {
  if (!existsSync(`${bin}/postgres`)) throw new Error(`${bin}/postgres is missing: apt-get install postgresql-15 (.ci/run does it)`);
  if (asRoot) for (const path of paths) run('chown', ['-R', 'postgres:postgres', path]);
}

/** A new cluster in `dataDir`, as Debian's pg_createcluster makes it: local connections trusted, TCP by password. */
export async function initCluster(dataDir: string) {
  await mkdir(dataDir, { mode: 0o700 });
  await giveToPostgres(dataDir);
  // --no-sync: initdb's own final sync; the test takes its "disk before" after a checkpoint.
  run(...asPostgres(`${bin}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync', '--no-instructions']));
}

export interface Cluster {
  port: number;
  /** Runs SQL as the superuser over the cluster's Unix socket; returns psql's unaligned output. */
  psql(sql: string, database?: string): string;
  /** Every process of the cluster killed at once, as a power cut stops them. */
  cut(): Promise<void>;
}

/**
 * Starts the server on `dataDir`, listening on 127.0.0.1:`port` and a socket in `socketDir`, with
 * extra `-c` settings and environment (LD_PRELOAD); resolves once it takes connections.
 */
export async function startCluster(
  dataDir: string,
  { port, socketDir, settings = {}, env = {} }: { port: number; socketDir: string; settings?: Record<string, string>; env?: Record<string, string> },
): Promise<Cluster> {
  const options = Object.entries({ listen_addresses: '127.0.0.1', port: String(port), unix_socket_directories: socketDir, ...settings });
  const [command, args] = asPostgres(`${bin}/postgres`, ['-D', dataDir, ...options.flatMap(([name, value]) => ['-c', `${name}=${value}`])]);
  // A process group of its own, led by the postmaster: one signal reaches every backend and helper.
  const postmaster: ChildProcess = spawn(command, args, { env: { PATH: process.env.PATH, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  postmaster.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  postmaster.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(postmaster, 'exit');
  const psql = (sql: string, database = 'postgres') =>
    run('psql', ['-h', socketDir, '-p', String(port), '-U', 'postgres', '-d', database, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', sql]).trim();
  for (const deadline = Date.now() + 30_000; spawnSync(`${bin}/pg_isready`, ['-h', socketDir, '-p', String(port)]).status !== 0; await sleep(50)) {
    if (postmaster.exitCode !== null || Date.now() > deadline) {
      postmaster.kill('SIGKILL');
      throw new Error(`PostgreSQL did not start on ${dataDir}:\n${output}`);
    }
  }
  return {
    port,
    psql,
    async cut() {
      if (postmaster.exitCode !== null || postmaster.signalCode !== null) return;
      try {
        process.kill(-postmaster.pid!, 'SIGKILL');
      } catch {
        return; // the whole group has exited already
      }
      await exited;
      // The group's other members die with the same signal; wait until none is left.
      for (;;) {
        try {
          process.kill(-postmaster.pid!, 0);
        } catch {
          return;
        }
        await sleep(20);
      }
    },
  };
}
