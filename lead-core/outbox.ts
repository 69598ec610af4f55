// The outbox's worker: sends the deliveries that are due (the rows the lead's own insert queued,
// lead-store.ts), each through its channel, and records what happened. A delivery is sent once the
// far side said yes; a failure that can never succeed (a 4xx other than 408 and 429, a number
// Twilio calls invalid) marks it failed; any other failure is retried with growing waits, the
// first within about 10 s, for more than 24 h. Each claim leases its rows (FOR UPDATE SKIP LOCKED),
// so the Node server's timer, a second process and Supabase's schedule never send one row at once.
// A process killed between the far side's yes and the mark sends that one delivery again after
// the lease: the webhook's id and the email's Message-ID stay the same, so receivers can drop it.
import type { StoredLead } from './lead-store.ts';
import type { Sql } from './sql.ts';

export interface Delivery {
  id: number;
  lead_id: number;
  channel: string;
  target: string;
  /** 0 for a lead's first delivery on a channel; the chase's reminders count up from 1. */
  round: number;
  /** Cancelled: a follow-up that an action on the lead made needless (lead-core/lead-events.ts). */
  status: 'pending' | 'sent' | 'failed' | 'cancelled';
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** Sends one delivery of one lead; resolves once the far side accepted it, or throws (a DeliveryFailure says whether to retry). */
export interface Channel {
  send(lead: StoredLead, delivery: Delivery): Promise<void>;
}

/** A failed send: `final` when trying again cannot succeed. */
export class DeliveryFailure extends Error {
  readonly final: boolean;
  constructor(message: string, { final }: { final: boolean }) {
    super(message);
    this.final = final;
  }
}

/**
 * The failure an HTTP answer means: 408 and 429 (too many requests) and 5xx are worth retrying;
 * any other 4xx is the request itself, which the same request cannot fix. `detail` is the far
 * side's own words, for `npm run leads -- deliveries`.
 */
export function httpFailure(status: number, detail: string): DeliveryFailure {
  const final = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return new DeliveryFailure(`HTTP ${status}${detail ? `: ${detail.slice(0, 300)}` : ''}`, { final });
}

/** The wait before attempt `attempt + 1`: 10 s, 30 s, 90 s, 4.5 min, 13.5 min, 40.5 min, then hourly. */
export const retryDelaySeconds = (attempt: number) => Math.min(10 * 3 ** Math.max(0, attempt - 1), 3600);

/** Attempts before a delivery is given up: enough that the waits between them add up to more than 24 hours. */
export const maxAttempts = (() => {
  let attempts = 1;
  for (let waited = 0; waited <= 24 * 3600; attempts += 1) waited += retryDelaySeconds(attempts);
  return attempts;
})();

/** How long a claimed delivery is left to its sender before another worker may take it (a killed process). */
const leaseSeconds = 120;

const revive = (delivery: Delivery): Delivery => ({
  ...delivery,
  id: Number(delivery.id),
  lead_id: Number(delivery.lead_id),
  round: Number(delivery.round ?? 0),
  next_attempt_at: new Date(delivery.next_attempt_at),
  created_at: new Date(delivery.created_at),
  sent_at: delivery.sent_at === null ? null : new Date(delivery.sent_at),
});

/** JSON carries times as text: back to Date, as the lead store gives them. */
const reviveLead = (lead: StoredLead): StoredLead => ({
  ...lead,
  created_at: new Date(lead.created_at),
  attribution_consented_at: lead.attribution_consented_at === null ? null : new Date(lead.attribution_consented_at),
  contacted_at: lead.contacted_at === null ? null : new Date(lead.contacted_at),
});

export function createOutboxStore(sql: Sql) {
  return {
    /**
     * Up to `limit` due deliveries with their leads, each leased and its attempt counted, in one
     * statement: a second one could fail (a connection lost to an outage) after the lease was taken,
     * and the rows would wait out the lease.
     */
    async claimDue(limit: number): Promise<{ delivery: Delivery; lead: StoredLead }[]> {
      const rows = await sql.query<{ delivery: Delivery; lead: StoredLead }>(
        `with claimed as (
           update public.lead_deliveries set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
           where id in (
             select id from public.lead_deliveries
             where status = 'pending' and next_attempt_at <= now()
             order by next_attempt_at, id limit $1
             for update skip locked)
           returning *)
         select row_to_json(claimed) as delivery, row_to_json(lead) as lead
         from claimed join public.leads as lead on lead.id = claimed.lead_id
         order by claimed.next_attempt_at, claimed.id`,
        [limit, leaseSeconds],
      );
      // A lead deleted meanwhile took its deliveries with it (on delete cascade): the join drops nothing else.
      return rows.map((row) => ({ delivery: revive(row.delivery), lead: reviveLead(row.lead) }));
    },

    async markSent(id: number): Promise<void> {
      await sql.query(`update public.lead_deliveries set status = 'sent', sent_at = now(), last_error = null where id = $1 and status = 'pending'`, [id]);
    },

    /** Records the failure: failed for good when `final`, else due again in `retryInSeconds`. */
    async markFailed(id: number, error: string, outcome: { final: true } | { final: false; retryInSeconds: number }): Promise<void> {
      await sql.query(
        `update public.lead_deliveries set
           last_error = $2,
           status = case when $3::boolean then 'failed' else status end,
           next_attempt_at = case when $3::boolean then next_attempt_at else now() + make_interval(secs => $4) end
         where id = $1 and status = 'pending'`,
        [id, error.slice(0, 1000), outcome.final, outcome.final ? 0 : outcome.retryInSeconds],
      );
    },

    /** Seconds until the next pending delivery is due (0 if one is due now), or undefined when none waits. */
    async secondsUntilNextDue(): Promise<number | undefined> {
      const [row] = await sql.query<{ seconds: number | null }>(
        `select greatest(0, extract(epoch from min(next_attempt_at) - now()))::float8 as seconds
         from public.lead_deliveries where status = 'pending'`,
      );
      return row?.seconds ?? undefined;
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;

/** How many deliveries a worker sends side by side: also how many a process killed mid-send can leave sent but unmarked. */
export const sendConcurrency = 6;

export interface DeliverOptions {
  /** Deliveries claimed at a time. */
  batch?: number;
  /** Of those, how many are sent side by side: a lead's channels at once, without a burst of them starving the server. */
  concurrency?: number;
  retryDelay?: (attempt: number) => number;
  log?: (line: string) => void;
}

/**
 * Records an outcome, trying again for a few seconds if the database refuses: once the far side
 * said yes, a mark that did not reach the database would send the delivery again when its lease
 * runs out (a pooled connection killed by a database outage fails the first query on it).
 */
async function record(mark: () => Promise<void>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await mark();
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
    }
  }
}

/** Sends every delivery that is due, through `channels` by name; returns how many were sent, retried later and failed for good. */
export async function deliverDue(
  store: OutboxStore,
  channels: Readonly<Record<string, Channel>>,
  { batch = 20, concurrency = sendConcurrency, retryDelay = retryDelaySeconds, log = () => {} }: DeliverOptions = {},
) {
  const counts = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const due = await store.claimDue(batch);
    if (due.length === 0) break;
    let next = 0;
    const sender = async () => {
      while (next < due.length) {
        const { delivery, lead } = due[next++]!;
        try {
          const channel = channels[delivery.channel];
          // A channel whose settings were removed: its deliveries wait (and, in the end, fail) rather than vanish.
          if (!channel) throw new DeliveryFailure(`the ${delivery.channel} channel is not configured on this server`, { final: false });
          await channel.send(lead, delivery);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const final = (error instanceof DeliveryFailure && error.final) || delivery.attempts >= maxAttempts;
          const reason = final && !(error instanceof DeliveryFailure && error.final) ? `${message} (gave up after ${delivery.attempts} attempts)` : message;
          await record(() => store.markFailed(delivery.id, reason, final ? { final: true } : { final: false, retryInSeconds: retryDelay(delivery.attempts) }));
          counts[final ? 'failed' : 'retrying'] += 1;
          log(`delivery ${delivery.id} (${delivery.channel} for lead ${lead.id}) ${final ? 'failed' : 'will be retried'}: ${reason}`);
          continue;
        }
        await record(() => store.markSent(delivery.id));
        counts.sent += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, sender));
    // What failed is due later; what remains due now is claimed by the next round.
    if (due.length < batch) break;
  }
  return counts;
}
