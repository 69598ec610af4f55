// The lead runtime, assembled once for every platform: from a database, a mail transport and the
// lead settings, the four endpoints (the form, texts in, the intake page, tap counts), the outbox's
// worker over the channels of ./channels/registry.ts, and the sweep of address hashes. The Node
// server (`npm start`, `npm run dev`) and the Supabase functions each supply only those, the log,
// and how they live:
// - a server process (`ownTimers`) runs its worker on timers: after each new lead, and again when
//   the next retry is due; and it sweeps the hashes at start and every minute;
// - a function invocation runs the deliveries of a new lead after its answer (`keepAlive`: the
//   platform's waitUntil), a retry due within half a minute in the same invocation, and leaves the
//   rest to the scheduled job, which calls `sweep` and `deliver`.
import { firm } from '../data/firm.ts';
import type { LeadSettings } from './channels/channel.ts';
import type { SendMail } from './channels/email.ts';
import { channelSenders, deliveryTargets, describeChannels } from './channels/registry.ts';
import { createContactTapHandler } from './contact-taps.ts';
import type { EndpointHandler, RequestContext } from './endpoint-requests.ts';
import { groupCommit } from './group-commit.ts';
import { createLeadHandler } from './handler.ts';
import { createInboundTextHandler } from './inbound-text.ts';
import { createIntakeHandler } from './intake-endpoint.ts';
import { chaseSettings } from './intake-settings.ts';
import { contactTapEndpoint, inboundTextEndpoint, intakeEndpoint, leadEndpoint } from './lead-endpoint.ts';
import { createLeadStore, ipHashSweepSeconds } from './lead-store.ts';
import { createOutboxStore, deliverDue, type Channel } from './outbox.ts';
import type { Sql } from './sql.ts';

export interface PipelineTimings {
  /** See the handler's option: how long storing may take before the visitor gets a 503. */
  storeTimeoutMs?: number;
  /** The longest a server's worker waits before looking for due deliveries again (another process may have queued some). */
  retryIntervalMs?: number;
  /** Back-off of a failed delivery, by attempt (the outbox's 10 s growing to an hour by default). */
  retryDelaySeconds?: (attempt: number) => number;
  /** How often a server clears the address hashes older than the rate limit's window (every minute). */
  ipHashSweepMs?: number;
}

export interface LeadPipelineOptions {
  sql: Sql;
  sendMail: SendMail;
  settings: LeadSettings;
  /** The URL Twilio called for a text in (it signs that URL); undefined when the request names no address of the site's. */
  twilioWebhookUrl: (request: Request, context: RequestContext) => string | undefined;
  /** The site's pages are served by the same host (the Node server): a no-JS post is sent back with a path. */
  pagesServedHere?: boolean;
  /** A long-lived process: the worker and the sweep run on timers of their own. */
  ownTimers?: boolean;
  /** Keeps the invocation alive for work after the answer (Supabase's EdgeRuntime.waitUntil). */
  keepAlive?: (work: Promise<unknown>) => void;
  timings?: PipelineTimings;
  log?: (line: string) => void;
}

/** A retry this soon is made in the same invocation (the function lives on after its answer); later ones wait for the schedule. */
const waitInInvocationSeconds = 30;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A timer that does not keep the process alive (Node's unref; Deno's timers have none here). */
const unref = (timer: unknown) => (timer as { unref?: () => void }).unref?.();

export function createLeadPipeline(options: LeadPipelineOptions) {
  const { sql, settings, timings = {}, ownTimers = false, log = console.log } = options;
  const { intake } = settings;
  if (!intake.link) throw new Error('The lead pipeline needs the intake links: INTAKE_LINK_SECRET and the site address they name');
  const deliveries = deliveryTargets(settings);
  const store = groupCommit(createLeadStore(sql, { deliveries, timeZone: firm.timeZone }));
  const outbox = createOutboxStore(sql);

  let requestsInFlight = 0;
  /**
   * Deliveries give way to the endpoints' requests, which share this event loop (and the embedded
   * database): each waits until no request is in progress, but a second at most, so a burst is
   * answered first and its deliveries follow it, and a flood slows them down without stopping them.
   */
  async function afterRequests() {
    const deadline = Date.now() + 1000;
    while (requestsInFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const senders = Object.fromEntries(
    Object.entries(channelSenders(settings, { sendMail: options.sendMail })).map(([name, channel]): [string, Channel] => [
      name,
      {
        async send(lead, delivery) {
          await afterRequests();
          await channel.send(lead, delivery);
        },
      },
    ]),
  );

  /** One pass over the deliveries that are due; returns how many were sent, retried later and failed for good. */
  async function deliver() {
    // A server's batch is larger: its worker runs again at once while more are due.
    const counts = await deliverDue(outbox, senders, { batch: ownTimers ? 100 : undefined, retryDelay: timings.retryDelaySeconds, log });
    if (counts.sent || counts.retrying || counts.failed) log(`deliveries: ${counts.sent} sent, ${counts.retrying} to retry, ${counts.failed} failed`);
    return counts;
  }

  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let nextRun: ReturnType<typeof setTimeout> | undefined;
  const pollMs = timings.retryIntervalMs ?? 5000;
  /**
   * The worker: one run at a time; a wake-up during a run makes one more. A server's then sleeps
   * until the next delivery is due; an invocation's waits for a retry due within half a minute.
   */
  function wake(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    clearTimeout(nextRun);
    running = (async () => {
      let dueInMs = pollMs;
      try {
        let retrying = 0;
        do {
          again = false;
          ({ retrying } = await deliver());
        } while (again);
        const seconds = await outbox.secondsUntilNextDue();
        if (ownTimers && seconds !== undefined) dueInMs = Math.min(pollMs, Math.max(20, seconds * 1000));
        if (!ownTimers && retrying > 0 && seconds !== undefined && seconds <= waitInInvocationSeconds) {
          await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
          await deliver();
        }
      } catch (error) {
        log(`outbox: ${message(error)}${ownTimers ? '' : ' (deliveries deferred to the schedule)'}`);
      }
      running = undefined;
      if (ownTimers && !closed) {
        nextRun = setTimeout(wake, dueInMs);
        unref(nextRun);
      }
    })();
    return running;
  }
  const afterStored = () => {
    const run = wake();
    options.keepAlive?.(run);
  };

  /** Clears the address hashes the rate limit no longer counts (the privacy page's promise). */
  const sweep = async () => {
    await store.purgeIpHashes(settings.rateLimit.windowSeconds);
  };
  let sweeping: Promise<void> | undefined;
  const sweepInBackground = () =>
    (sweeping ??= sweep()
      .catch((error: unknown) => log(`address-hash sweep: ${message(error)}`))
      .finally(() => (sweeping = undefined)));
  let sweepTimer: ReturnType<typeof setInterval> | undefined;
  if (ownTimers) {
    void sweepInBackground();
    sweepTimer = setInterval(sweepInBackground, timings.ipHashSweepMs ?? ipHashSweepSeconds * 1000);
    unref(sweepTimer);
  }

  const counted =
    (handler: EndpointHandler): EndpointHandler =>
    async (request, context) => {
      requestsInFlight += 1;
      try {
        return await handler(request, context);
      } finally {
        requestsInFlight -= 1;
      }
    };

  const handlers: Readonly<Record<string, EndpointHandler>> = {
    [leadEndpoint]: counted(
      createLeadHandler({
        store,
        siteOrigins: settings.siteOrigins,
        pagesServedHere: options.pagesServedHere,
        ipSalt: settings.ipSalt,
        fallbackPhone: settings.fallbackPhone,
        rateLimit: settings.rateLimit,
        storeTimeoutMs: timings.storeTimeoutMs,
        onStored: afterStored,
        log,
      }),
    ),
    [inboundTextEndpoint]: counted(
      createInboundTextHandler({
        sql,
        store: { deliveries, timeZone: firm.timeZone },
        authToken: intake.twilio?.authToken,
        webhookUrl: options.twilioWebhookUrl,
        ipSalt: settings.ipSalt,
        rateLimit: settings.rateLimit,
        onStored: afterStored,
        log,
      }),
    ),
    [intakeEndpoint]: counted(
      createIntakeHandler({ sql, linkSecret: intake.link.secret, chase: chaseSettings(intake), siteOrigins: settings.siteOrigins, log }),
    ),
    [contactTapEndpoint]: counted(createContactTapHandler({ sql, timeZone: firm.timeZone, log })),
  };

  return {
    /** The endpoints by path (lead-core/lead-endpoint.ts). */
    handlers,
    store,
    outbox,
    wake,
    deliver,
    sweep,
    /** Where each lead goes, for the start-up log. */
    describe: describeChannels(settings),
    /** Stops the timers and waits for the work under way. */
    async close() {
      closed = true;
      clearTimeout(nextRun);
      clearInterval(sweepTimer);
      await sweeping;
      await running;
    },
  };
}

export type LeadPipeline = ReturnType<typeof createLeadPipeline>;
