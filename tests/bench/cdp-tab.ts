// A Chromium tab driven over the DevTools protocol directly, for the navigation bench
// (./navigation.ts). Playwright attaches to a tab's page, and a debugger attached that way makes
// Chromium refuse to prerender (PrerenderingDisabledByDevTools). Attached to the tab itself,
// DevTools sees each page the tab holds, a prerendered one included, so the CPU slowdown applies
// to the prerender as well, and activation swaps which page is shown.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as chromiumOptions } from '../support/chromium.ts';

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

interface TargetInfo {
  targetId: string;
  type: string;
  subtype?: string;
  url: string;
}

export interface Tab {
  /** Runs `expression` (awaiting a promise) in the page the tab shows; resolves with its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Sends a command to the page the tab shows. */
  send(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Gives every page of the tab, now and later, a function `window[name](text)` that records its calls. */
  addBinding(name: string): Promise<void>;
  /** The calls of a binding from any page of the tab, in order. */
  bindingCalls(name: string): string[];
  close(): Promise<void>;
}

/** A fresh Chromium (its own profile) with one tab whose every page runs with the CPU slowed `cpuSlowdown`×. */
export async function openTab({ cpuSlowdown, width, height }: { cpuSlowdown: number; width: number; height: number }): Promise<Tab> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-tab-'));
  const browser: ChildProcess = spawn(
    chromiumOptions.executablePath,
    [...chromiumOptions.args, '--remote-debugging-port=0', `--user-data-dir=${profile}`, `--window-size=${width},${height}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    browser.stderr!.on('data', (chunk) => {
      output += chunk;
      const found = /DevTools listening on (ws:\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    browser.on('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${output}`)));
  });
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });

  let lastId = 0;
  const pending = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }>();
  const listeners: ((message: Message) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return listeners.forEach((listener) => listener(message));
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result ?? {});
  });
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++lastId;
      // A page that leaves the tab while a command to it is under way never answers it.
      const timer = setTimeout(() => pending.get(id)?.reject(new Error('no answer in 60 s')), 60_000);
      const settle = () => (clearTimeout(timer), pending.delete(id));
      pending.set(id, {
        resolve: (result) => (settle(), resolve(result)),
        reject: (error) => (settle(), reject(new Error(`${method}: ${error.message}`))),
      });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  // The pages of the tab by target, and the calls of page bindings.
  const pages = new Map<string, { sessionId: string; info: TargetInfo }>();
  const calls = new Map<string, string[]>();
  const bindings = new Set<string>();
  const { targetInfos } = (await send('Target.getTargets', { filter: [{ type: 'tab' }] })) as { targetInfos: TargetInfo[] };
  if (targetInfos.length !== 1) throw new Error(`a fresh Chromium has ${targetInfos.length} tabs`);
  const { sessionId: tabSession } = (await send('Target.attachToTarget', { targetId: targetInfos[0]!.targetId, flatten: true })) as { sessionId: string };
  listeners.push((message) => {
    if (message.method === 'Runtime.bindingCalled') {
      const { name, payload } = message.params as { name: string; payload: string };
      calls.set(name, [...(calls.get(name) ?? []), payload]);
    }
    if (message.sessionId !== tabSession) return;
    if (message.method === 'Target.attachedToTarget') {
      const { sessionId, targetInfo } = message.params as { sessionId: string; targetInfo: TargetInfo };
      pages.set(targetInfo.targetId, { sessionId, info: targetInfo });
      // Paused at its start: slowed down and given the bindings every page has before it runs. The
      // commands are sent in order without waiting: a prerender's renderer answers only once it runs.
      for (const command of [
        send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }, sessionId),
        send('Runtime.enable', {}, sessionId),
        ...[...bindings].map((name) => send('Runtime.addBinding', { name }, sessionId)),
        send('Runtime.runIfWaitingForDebugger', {}, sessionId),
      ]) {
        // A prerender the browser drops meanwhile answers nothing: that is no error of the bench.
        command.catch(() => undefined);
      }
    }
    if (message.method === 'Target.detachedFromTarget') pages.delete((message.params as { targetId: string }).targetId);
    if (message.method === 'Target.targetInfoChanged') {
      const { targetInfo } = message.params as { targetInfo: TargetInfo };
      const page = pages.get(targetInfo.targetId);
      if (page) page.info = targetInfo;
    }
  });
  await send('Target.setDiscoverTargets', { discover: true });
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSession);

  /** The page the tab shows: a page target that is not a prerender. */
  const shown = async () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const page = [...pages.values()].find((candidate) => candidate.info.type === 'page' && !candidate.info.subtype);
      if (page) return page.sessionId;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the tab shows no page');
  };

  return {
    async send(method, params) {
      return send(method, params, await shown());
    },
    async evaluate<T>(expression: string) {
      const { result, exceptionDetails } = (await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, await shown())) as {
        result: { value: T };
        exceptionDetails?: { exception?: { description?: string }; text: string };
      };
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
    },
    async addBinding(name) {
      bindings.add(name);
      await Promise.all([...pages.values()].map(({ sessionId }) => send('Runtime.addBinding', { name }, sessionId)));
    },
    bindingCalls(name) {
      return calls.get(name) ?? [];
    },
    async close() {
      socket.close();
      browser.kill();
      await new Promise((resolve) => (browser.exitCode === null ? browser.once('exit', resolve) : resolve(undefined)));
      // Chromium's last writes to its profile may outlive its exit by a moment.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
