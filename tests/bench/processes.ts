// The servers the benchmark measures run as child processes, so Lighthouse and autocannon in this
// process never share an event loop with them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoDir } from './builds.ts';

export interface Served {
  url: string;
  /** SIGTERM, then waits for the exit (the lead server closes its database on the way out). */
  stop(): Promise<void>;
}

export async function startServer(script: string, args: string[], port: number, env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer on ${url}/healthz within 60 s:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      if (code !== 0) throw new Error(`${script} exited with ${code} when stopped:\n${output}`);
    },
  };
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
