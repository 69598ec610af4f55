// The lead endpoint of the local server: the lead core's handler over the local database (leads
// that arrive together are committed together, ./group-commit.ts), and a notifier that runs after
// each new lead and every few seconds for retries.
import { setTimeout as sleep } from 'node:timers/promises';
import { createLeadHandler } from '../../../lead-core/handler.ts';
import { createLeadStore, ipHashSweepSeconds, type RateLimit } from '../../../lead-core/lead-store.ts';
import { deliverDue, type SendMail } from '../../../lead-core/notifier.ts';
import type { Database } from './database.ts';
import { groupCommit } from './group-commit.ts';

export interface LeadServiceOptions {
  database: Database;
  send: SendMail;
  siteOrigins: readonly string[];
  notifyEmail: string;
  mailFrom: string;
  ipSalt: string;
  fallbackPhone: string;
  rateLimit: RateLimit;
  /** See the handler's option: how long storing may take before the visitor gets a 503. */
  storeTimeoutMs?: number;
  /** How often queued notifications are retried. */
  retryIntervalMs?: number;
  /** How often the address hashes older than the rate limit's window are cleared (every minute). */
  ipHashSweepMs?: number;
  /** Back-off of a failed notification, by attempt (the notifier's 30 s doubling to an hour by default). */
  retryDelaySeconds?: (attempt: number) => number;
  /** Maps a web Request back to the socket it came from, for the client's address. */
  clientAddress: (request: Request) => string;
  log?: (line: string) => void;
}

export function createLeadService(options: LeadServiceOptions) {
  const { database, log = console.log } = options;
  const store = groupCommit(createLeadStore(database.sql));
  const settings = { from: options.mailFrom, to: options.notifyEmail, siteOrigins: options.siteOrigins };

  let requestsInFlight = 0;
  /**
   * Emails give way to lead requests, which share this event loop (and the embedded database):
   * each email waits until no request is in progress, but a second at most, so a burst is answered
   * first and its emails follow it, and a flood slows the emails down without stopping them.
   */
  async function afterRequests() {
    const deadline = Date.now() + 1000;
    while (requestsInFlight > 0 && Date.now() < deadline) await sleep(5);
  }
  const send: SendMail = async (email) => {
    await afterRequests();
    await options.send(email);
  };

  let running: Promise<void> | undefined;
  let again = false;
  /** One delivery run at a time; a wake-up during a run schedules one more run. */
  function wake() {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          // Claims of 100: the embedded database never analyzes the table, so each claim sorts the
          // whole due queue, and after a burst 20 at a time cost a fifth of the time to email it.
          const { sent, failed } = await deliverDue(store, send, settings, { batch: 100, retryDelay: options.retryDelaySeconds });
          if (sent || failed) log(`notifications: ${sent} sent, ${failed} failed (will retry)`);
        } catch (error) {
          log(`notifier: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again);
      running = undefined;
    })();
    return running;
  }
  const timer = setInterval(wake, options.retryIntervalMs ?? 5000);
  timer.unref();

  let sweeping: Promise<void> | undefined;
  /** Clears the address hashes the rate limit no longer counts: at start, then every minute. */
  function sweepIpHashes() {
    sweeping ??= store
      .purgeIpHashes(options.rateLimit.windowSeconds)
      .then(
        () => {},
        (error: unknown) => log(`address-hash sweep: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (sweeping = undefined));
    return sweeping;
  }
  void sweepIpHashes();
  const sweepTimer = setInterval(sweepIpHashes, options.ipHashSweepMs ?? ipHashSweepSeconds * 1000);
  sweepTimer.unref();

  const leadHandler = createLeadHandler({
    store,
    siteOrigins: options.siteOrigins,
    ipSalt: options.ipSalt,
    clientAddress: options.clientAddress,
    fallbackPhone: options.fallbackPhone,
    rateLimit: options.rateLimit,
    storeTimeoutMs: options.storeTimeoutMs,
    onStored: () => void wake(),
    log,
  });
  const handler = async (request: Request) => {
    requestsInFlight += 1;
    try {
      return await leadHandler(request);
    } finally {
      requestsInFlight -= 1;
    }
  };

  return {
    handler,
    store,
    wake,
    sweepIpHashes,
    async close() {
      clearInterval(timer);
      clearInterval(sweepTimer);
      await sweeping;
      await running;
    },
  };
}

export type ClientAddressOf = (request: Request) => string;

/** Remembers the client's address of each converted Request (the site server works it out). */
export function addressBook() {
  const addresses = new WeakMap<Request, string>();
  return {
    remember(request: Request, clientAddress: string) {
      addresses.set(request, clientAddress);
    },
    lookup: ((request: Request) => addresses.get(request) ?? '') as ClientAddressOf,
  };
}
