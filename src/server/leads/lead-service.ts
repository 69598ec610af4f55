// The lead endpoint of the local server: the lead core's handler over the local database (leads
// that arrive together are committed together, ./group-commit.ts), and a notifier that runs after
// each new lead and every few seconds for retries.
import { createLeadHandler } from '../../../lead-core/handler.ts';
import { createLeadStore, ipHashSweepSeconds, type RateLimit } from '../../../lead-core/lead-store.ts';
import type { SendMail } from '../../../lead-core/channels/email.ts';
import { firm } from '../../../data/firm.ts';
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
  // Until the outbox's worker is wired in here: no deliveries are queued, nothing is sent.
  const store = groupCommit(createLeadStore(database.sql, { deliveries: [], timeZone: firm.timeZone }));
  let requestsInFlight = 0;
  /** Kept for the outbox's worker, which the lead is wiring in: a run does nothing yet. */
  function wake() {
    return Promise.resolve();
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
      clearInterval(sweepTimer);
      await sweeping;
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
