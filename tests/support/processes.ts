// Servers the tests run as child processes (npm start, the bench's servers, the Deno functions,
// Caddy): one launcher that starts a command and waits until it answers, and a free port for it.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoDir } from '../../src/server/fresh-build.ts';

export { repoDir };

/** The repository's Node 24 (`npm install` puts it there), whatever `node` the shell has. */
export const node = join(repoDir, 'node_modules/.bin/node');

export interface Launched {
  child: ChildProcess;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit; fails unless it exits 0 (the lead server closes its database on the way out). */
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** Resolves true once the process serves (it is asked every 100 ms). */
  ready: () => Promise<boolean>;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** Long enough for a busy machine to open the embedded database. */
  timeoutMs?: number;
}

/** Starts `command` and resolves once `ready` says so; rejects with its output if it exits or takes too long. */
export async function launch(
  command: string,
  args: string[],
  { ready, env = process.env, cwd = repoDir, timeoutMs = 120_000 }: LaunchOptions,
): Promise<Launched> {
  const name = [command.replace(`${repoDir}/`, ''), ...args].join(' ');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  for (const deadline = Date.now() + timeoutMs; !(await ready().catch(() => false)); await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
  }
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`${name} exited with ${code} when stopped:\n${output}`);
    },
  };
}

/** A Node script of this repository that serves HTTP on `port`, ready once its /healthz answers. */
export async function startServer(script: string, args: string[], port: number, env: Record<string, string | undefined> = process.env) {
  const url = `http://127.0.0.1:${port}`;
  const served = await launch(node, [script, ...args], { env, ready: () => fetch(`${url}/healthz`).then((response) => response.ok) });
  return { ...served, url, port };
}

/** A port nothing listens on right now, from the system's ephemeral range. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A Supabase function's entry under Deno (the `deno` npm package), as `supabase functions serve` runs it. */
export async function startEdgeFunction(name: string, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const deno = await launch(
    join(repoDir, 'node_modules/.bin/deno'),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      '--config',
      `supabase/functions/${name}/deno.json`,
      `supabase/functions/${name}/index.ts`,
    ],
    { env: { ...process.env, ...env, PORT: String(port) }, ready: () => fetch(url, { method: 'OPTIONS' }).then(() => true) },
  );
  return { ...deno, url, port };
}
