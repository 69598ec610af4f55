// @vitest-environment node
// The outbox's worker on both databases: what is sent, retried, given up, and never sent twice.
import { describe, expect, it } from 'vitest';
import { createLeadStore, type StoredLead } from '../../lead-core/lead-store.ts';
import {
  createOutboxStore,
  deliverDue,
  DeliveryFailure,
  httpFailure,
  maxAttempts,
  retryDelaySeconds,
  type Channel,
  type Delivery,
} from '../../lead-core/outbox.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { storeSettings, validLead } from '../support/lead-fixtures.ts';

describe('the retry schedule', () => {
  it('retries first after 10 s, then waits longer each time, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map(retryDelaySeconds)).toEqual([10, 30, 90, 270, 810, 2430, 3600, 3600, 3600]);
  });

  it('keeps retrying for more than 24 hours before giving up, and not much longer', () => {
    const waits = Array.from({ length: maxAttempts - 1 }, (_, index) => retryDelaySeconds(index + 1));
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeGreaterThan(24 * 3600);
    expect(total - waits.at(-1)!).toBeLessThanOrEqual(24 * 3600);
  });

  it('gives up at once on a 4xx other than 408 and 429, and retries those and 5xx', () => {
    expect([400, 401, 403, 404, 410, 422].map((status) => httpFailure(status, '').final)).toEqual([true, true, true, true, true, true]);
    expect([408, 429, 500, 502, 503].map((status) => httpFailure(status, '').final)).toEqual([false, false, false, false, false]);
    expect(httpFailure(400, '{"code":21211}').message).toBe('HTTP 400: {"code":21211}');
  });
});

/** A channel that records what it was asked to send and answers as `answer` says. */
function recordingChannel(answer: (delivery: Delivery) => void | Promise<void> = () => {}) {
  const sent: { lead: StoredLead; delivery: Delivery }[] = [];
  const channel: Channel = {
    async send(lead, delivery) {
      await answer(delivery);
      sent.push({ lead, delivery });
    },
  };
  return { channel, sent };
}

for (const engine of engines) {
  describeOn(engine, `the outbox on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    test.beforeAll(({ fileDatabase }) => {
      database = fileDatabase;
    });

    const deliveries = [
      { channel: 'email', target: 'intake@site.example' },
      { channel: 'webhook', target: 'https://hooks.site.example/leads' },
    ];
    let serial = 0;
    /** Stores one lead with its deliveries; returns its id. */
    async function storeLead() {
      const submissionId = crypto.randomUUID();
      serial += 1;
      await createLeadStore(database!.sql, { ...storeSettings, deliveries }).insert(
        { ...validLead, caseType: 'TRUCK ACCIDENTS', name: `Outbox ${serial}`, submissionId },
        { ipHash: `outbox-${serial}`, spam: false },
      );
      const [row] = await database!.sql.query<{ id: number }>('select id from public.leads where submission_id = $1', [submissionId]);
      return Number(row!.id);
    }
    const statusOf = async (leadId: number) =>
      Object.fromEntries(
        (
          await database!.sql.query<{ channel: string; status: string; attempts: number; last_error: string | null }>(
            'select channel, status, attempts, last_error from public.lead_deliveries where lead_id = $1',
            [leadId],
          )
        ).map((row) => [row.channel, { status: row.status, attempts: row.attempts, last_error: row.last_error }]),
      );
    /** Makes every pending delivery due now, as if its wait were over. */
    const dueNow = () => database!.sql.query(`update public.lead_deliveries set next_attempt_at = now() where status = 'pending'`);
    const outbox = () => createOutboxStore(database!.sql);

    it('sends each delivery once through its channel, with its lead, and never again', async () => {
      const leadId = await storeLead();
      const email = recordingChannel();
      const webhook = recordingChannel();
      expect(await deliverDue(outbox(), { email: email.channel, webhook: webhook.channel })).toMatchObject({ sent: 2, retrying: 0, failed: 0 });
      expect(email.sent.map(({ lead, delivery }) => [lead.name, delivery.target])).toEqual([[`Outbox ${serial}`, 'intake@site.example']]);
      expect(webhook.sent.map(({ delivery }) => delivery.target)).toEqual(['https://hooks.site.example/leads']);
      await dueNow();
      expect(await deliverDue(outbox(), { email: email.channel, webhook: webhook.channel })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await statusOf(leadId)).toEqual({
        email: { status: 'sent', attempts: 1, last_error: null },
        webhook: { status: 'sent', attempts: 1, last_error: null },
      });
    });

    it('retries a failure later, and marks failed what can never succeed, each channel on its own', async () => {
      const leadId = await storeLead();
      let down = true;
      const email = recordingChannel(() => {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      });
      const webhook = recordingChannel(() => {
        throw httpFailure(410, 'Gone');
      });
      expect(await deliverDue(outbox(), { email: email.channel, webhook: webhook.channel })).toEqual({ sent: 0, retrying: 1, failed: 1 });
      expect(await statusOf(leadId)).toEqual({
        email: { status: 'pending', attempts: 1, last_error: 'connect ECONNREFUSED 127.0.0.1:25' },
        webhook: { status: 'failed', attempts: 1, last_error: 'HTTP 410: Gone' },
      });
      // Not due before its wait is over.
      expect(await deliverDue(outbox(), { email: email.channel, webhook: webhook.channel })).toEqual({ sent: 0, retrying: 0, failed: 0 });
      const seconds = await outbox().secondsUntilNextDue();
      expect(seconds).toBeGreaterThan(5);
      expect(seconds).toBeLessThanOrEqual(10);
      down = false;
      await dueNow();
      expect(await deliverDue(outbox(), { email: email.channel, webhook: webhook.channel })).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await statusOf(leadId)).toMatchObject({ email: { status: 'sent', attempts: 2, last_error: null }, webhook: { status: 'failed' } });
    });

    it('gives up after the last attempt, saying so', async () => {
      const leadId = await storeLead();
      await database!.sql.query(`update public.lead_deliveries set attempts = $2 - 1 where lead_id = $1`, [leadId, maxAttempts]);
      const failing = recordingChannel(() => {
        throw new DeliveryFailure('HTTP 503: Service Unavailable', { final: false });
      });
      expect(await deliverDue(outbox(), { email: failing.channel, webhook: failing.channel })).toEqual({ sent: 0, retrying: 0, failed: 2 });
      expect((await statusOf(leadId)).email).toEqual({
        status: 'failed',
        attempts: maxAttempts,
        last_error: `HTTP 503: Service Unavailable (gave up after ${maxAttempts} attempts)`,
      });
    });

    it('keeps the deliveries of a channel this server does not have, to retry once it has', async () => {
      const leadId = await storeLead();
      const email = recordingChannel();
      expect(await deliverDue(outbox(), { email: email.channel })).toEqual({ sent: 1, retrying: 1, failed: 0 });
      expect((await statusOf(leadId)).webhook).toEqual({ status: 'pending', attempts: 1, last_error: 'the webhook channel is not configured on this server' });
    });

    it('lets two workers at once send each delivery once (the server and the schedule)', async () => {
      const leadIds = await Promise.all(Array.from({ length: 12 }, storeLead));
      const slow = recordingChannel(() => new Promise((resolve) => setTimeout(resolve, 20)));
      const channels = { email: slow.channel, webhook: slow.channel };
      await Promise.all([
        deliverDue(createOutboxStore(database!.sql), channels, { batch: 5 }),
        deliverDue(createOutboxStore(database!.sql), channels, { batch: 5 }),
      ]);
      const sentIds = slow.sent.filter(({ lead }) => leadIds.includes(Number(lead.id))).map(({ delivery }) => delivery.id);
      expect(sentIds).toHaveLength(24);
      expect(new Set(sentIds).size).toBe(24);
    });
  });
}
