// The lead endpoint of the local server: the lead core's handler over the local database (leads
// that arrive together are committed together, ./group-commit.ts), and the outbox's worker, which
// runs after each new lead and again whenever the next retry is due.
import { setTimeout as sleep } from 'node:timers/promises';
import { firm } from '../../../data/firm.ts';
import { createLeadHandler } from '../../../lead-core/handler.ts';
import { createLeadStore, ipHashSweepSeconds, type DeliveryTarget, type RateLimit } from '../../../lead-core/lead-store.ts';
import { createOutboxStore, deliverDue, type Channel } from '../../../lead-core/outbox.ts';
import type { Database } from './database.ts';
import { groupCommit } from './group-commit.ts';

export interface LeadServiceOptions {
  database: Database;
  /** The deliveries each new lead gets, and the channels that send them, by name. */
  deliveries: readonly DeliveryTarget[];
  channels: Readonly<Record<string, Channel>>;
  siteOrigins: readonly string[];
  ipSalt: string;
  fallbackPhone: string;
  rateLimit: RateLimit;
  /** See the handler's option: how long storing may take before the visitor gets a 503. */
  storeTimeoutMs?: number;
  /** The longest the worker waits before looking for due deliveries again (another process may have queued some). */
  retryIntervalMs?: number;
  /** How often the address hashes older than the rate limit's window are cleared (every minute). */
  ipHashSweepMs?: number;
  /** Back-off of a failed delivery, by attempt (the outbox's 10 s growing to an hour by default). */
  retryDelaySeconds?: (attempt: number) => number;
  /** Maps a web Request back to the socket it came from, for the client's address. */
  clientAddress: (request: Request) => string;
  log?: (line: string) => void;
}

export function createLeadService(options: LeadServiceOptions) {
  const { database, log = console.log } = options;
  const store = groupCommit(createLeadStore(database.sql, { deliveries: options.deliveries, timeZone: firm.timeZone }));
  const outbox = createOutboxStore(database.sql);

  let requestsInFlight = 0;
  /**
   * Deliveries give way to lead requests, which share this event loop (and the embedded database):
   * each waits until no request is in progress, but a second at most, so a burst is answered
   * first and its deliveries follow it, and a flood slows them down without stopping them.
   */
  async function afterRequests() {
    const deadline = Date.now() + 1000;
    while (requestsInFlight > 0 && Date.now() < deadline) await sleep(5);
  }
  const channels = Object.fromEntries(
    Object.entries(options.channels).map(([name, channel]): [string, Channel] => [
      name,
      {
        async send(lead, delivery) {
          await afterRequests();
          await channel.send(lead, delivery);
        },
      },
    ]),
  );

  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let nextRun: ReturnType<typeof setTimeout> | undefined;
  const pollMs = options.retryIntervalMs ?? 5000;
  /** One delivery run at a time; a wake-up during a run schedules one more run. Then sleeps until the next delivery is due. */
  function wake() {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(nextRun);
    running = (async () => {
      let dueInMs = pollMs;
      do {
        again = false;
        try {
          const { sent, retrying, failed } = await deliverDue(outbox, channels, { batch: 100, retryDelay: options.retryDelaySeconds, log });
          if (sent || retrying || failed) log(`deliveries: ${sent} sent, ${retrying} to retry, ${failed} failed`);
          const seconds = await outbox.secondsUntilNextDue();
          if (seconds !== undefined) dueInMs = Math.min(pollMs, Math.max(20, seconds * 1000));
        } catch (error) {
          log(`outbox: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again);
      running = undefined;
      if (!closed) {
        nextRun = setTimeout(wake, dueInMs);
        nextRun.unref();
      }
    })();
    return running;
  }

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
    // npm start and npm run dev serve the pages too: the no-JS form is sent back on the host it was posted to.
    pagesServedHere: true,
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
    outbox,
    wake,
    sweepIpHashes,
    async close() {
      closed = true;
      clearTimeout(nextRun);
      clearInterval(sweepTimer);
      await sweeping;
      await running;
    },
  };
}

export type ClientAddressOf = (request: Request) => string;

/** Remembers the client's address of each converted Request, and whether it came over https (the site server works both out). */
export function addressBook() {
  const addresses = new WeakMap<Request, string>();
  const overHttps = new WeakSet<Request>();
  return {
    remember(request: Request, clientAddress: string, https = false) {
      addresses.set(request, clientAddress);
      if (https) overHttps.add(request);
    },
    lookup: ((request: Request) => addresses.get(request) ?? '') as ClientAddressOf,
    isHttps: (request: Request) => overHttps.has(request),
  };
}
