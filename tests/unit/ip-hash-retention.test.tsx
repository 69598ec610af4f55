// @vitest-environment node
// The privacy pages say how long the address hash is kept; this holds that claim against the
// data and the code: both pages give the one period of data/ip-hash-retention.ts, the server
// accepts no configuration that would outlive it, the Supabase schedule fits inside it, and the
// server's sweep leaves no older hash in the rows, on PGlite and on PostgreSQL. On Supabase, the
// rows send-contact-email and notify-leads leave are held to it in tests/deploy/supabase.test.ts.
import { readdir, readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ipHashKeptAtMostSeconds } from '../../data/ip-hash-retention';
import { staticPaths } from '../../data/paths';
import { parseEnv } from '../../src/server/env.ts';
import { createLeadPipeline } from '../../lead-core/lead-pipeline.ts';
import { defaultRateLimit, ipHashSweepSeconds, maxRateLimitWindowSeconds, type RateLimit } from '../../lead-core/lead-store.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { pipelineSettings, validLead } from '../support/lead-fixtures.ts';
import { pageText } from '../support/page-text.ts';

const newLead = (submissionId: string) => ({ ...validLead, caseType: 'TRUCK ACCIDENTS' as const, website: '', submissionId });

const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const unitSeconds: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86_400 };

/** Every period a page gives for the address hash (“within one hour”, “at most 30 minutes”), in seconds. */
function hashPeriods(path: string): number[] {
  return pageText(path)
    .units.filter((unit) => /\bhash\b/i.test(unit))
    .flatMap((unit) => [...unit.matchAll(/(?:within|at most) (\w+) (second|minute|hour|day)s?/gi)])
    .map(([, count, unit]) => (numbers[count!.toLowerCase()] ?? Number(count)) * unitSeconds[unit!.toLowerCase()]!);
}

/** The one period both privacy pages give for the address hash, in seconds. */
function claimedCeilingSeconds() {
  const periods = [...hashPeriods(staticPaths.privacy), ...hashPeriods(staticPaths.consumerHealthData)];
  expect(hashPeriods(staticPaths.privacy).length, 'the Privacy Policy says how long the hash is kept').toBeGreaterThan(0);
  expect(new Set(periods), 'the pages give one period: the one of data/ip-hash-retention.ts').toEqual(new Set([ipHashKeptAtMostSeconds]));
  return ipHashKeptAtMostSeconds;
}

/**
 * How often pg_cron starts notify-leads on Supabase, in seconds: the schedule of the newest
 * migration that sets it (Supabase's configuration; no engine here runs pg_cron).
 */
async function notifyScheduleSeconds(): Promise<number> {
  const directory = new URL('../../supabase/migrations/', import.meta.url);
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  const schedules: string[] = [];
  for (const file of files) {
    for (const [, cron] of (await readFile(new URL(file, directory), 'utf8')).matchAll(/cron\.schedule\(\s*'notify-leads',\s*'([^']+)'/g))
      schedules.push(cron!);
  }
  const last = schedules.at(-1);
  expect(last, 'a migration schedules notify-leads').toBeDefined();
  if (last === '* * * * *') return 60;
  const everyFew = /^\*\/(\d+) \* \* \* \*$/.exec(last!);
  if (everyFew) return Number(everyFew[1]) * 60;
  throw new Error(`notify-leads runs on a schedule this test cannot read as an interval: ${last}`);
}

describe('the privacy pages’ claim about the address hash', () => {
  it('holds for every window the server accepts, and for Supabase’s schedule', async () => {
    const ceiling = claimedCeilingSeconds();
    console.log(`The privacy pages promise the address hash is deleted within ${ceiling} s.`);

    // The Node server: the default, and the longest window it accepts, plus one sweep interval
    // (two, for a late one) stay within the claim; one second more is refused.
    expect(parseEnv({}).LEAD_RATE_LIMIT).toEqual(defaultRateLimit);
    expect(parseEnv({ LEAD_RATE_LIMIT: `5/${maxRateLimitWindowSeconds}` }).LEAD_RATE_LIMIT.windowSeconds).toBe(maxRateLimitWindowSeconds);
    expect(() => parseEnv({ LEAD_RATE_LIMIT: `5/${maxRateLimitWindowSeconds + 1}` })).toThrow(/LEAD_RATE_LIMIT's window may be at most/);
    expect(maxRateLimitWindowSeconds + 2 * ipHashSweepSeconds).toBeLessThanOrEqual(ceiling);

    // Supabase: the functions keep to the default window (tests/deploy/supabase.test.ts), and
    // pg_cron starts notify-leads, which sweeps, as often as the Node server sweeps.
    const scheduleSeconds = await notifyScheduleSeconds();
    expect(scheduleSeconds, 'the migrations start notify-leads as often as the Node server sweeps').toBe(ipHashSweepSeconds);
    expect(defaultRateLimit.windowSeconds + 2 * scheduleSeconds).toBeLessThanOrEqual(ceiling);
  });
});

for (const engine of engines) {
  describeOn(engine, `the server's address-hash sweep on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    test.beforeAll(({ fileDatabase }) => {
      database = fileDatabase;
    });

    it('leaves no hash older than the claim, keeps the ones the rate limit counts', async () => {
      const db = database!;
      const ceiling = claimedCeilingSeconds();
      // The worst configuration the server accepts: the longest window.
      const rateLimit: RateLimit = { max: 3, windowSeconds: maxRateLimitWindowSeconds };
      const service = createLeadPipeline({
        sql: db.sql,
        sendMail: () => Promise.reject(new Error('no lead of this test is emailed')),
        settings: pipelineSettings({ rateLimit }),
        twilioWebhookUrl: () => undefined,
        ownTimers: true,
        timings: { ipHashSweepMs: 100 },
        log: () => {},
      });
      const { store } = service;
      try {
        // Leads of one client, by age in seconds: beyond the claim, between the window and the
        // claim, and inside the window (three: the client is at its limit).
        const window = rateLimit.windowSeconds;
        const ages = [30 * 86_400, ceiling + 1, window + ipHashSweepSeconds, window + 1, window - 60, 30, 0];
        const client = `client-${crypto.randomUUID()}`;
        const stored: { id: string; age: number }[] = [];
        for (const age of ages) {
          const id = crypto.randomUUID();
          expect(await store.insert(newLead(id), { ipHash: client, spam: false })).toBe('created');
          await db.sql.query(`update public.leads set created_at = now() - make_interval(secs => $2) where submission_id = $1::uuid`, [id, age]);
          stored.push({ id, age });
        }
        const hashes = async () =>
          new Map(
            (
              await db.sql.query<{ id: string; ip_hash: string }>(
                `select submission_id::text as id, ip_hash from public.leads where submission_id::text in (select jsonb_array_elements_text($1::text::jsonb))`,
                [JSON.stringify(stored.map((lead) => lead.id))],
              )
            ).map((row) => [row.id, row.ip_hash]),
          );

        // The pipeline's own timer sweeps (every 100 ms here, every minute by default).
        const deadline = Date.now() + 10_000;
        while ([...(await hashes())].some(([id, hash]) => hash !== '' && stored.find((lead) => lead.id === id)!.age > window)) {
          expect(Date.now(), 'the sweep cleared the hashes past the window').toBeLessThan(deadline);
          await sleep(100);
        }

        const after = await hashes();
        for (const { id, age } of stored) expect(after.get(id), `the lead ${age} s old`).toBe(age > window ? '' : client);
        const [{ kept } = { kept: -1 }] = await db.sql.query<{ kept: number }>(
          `select count(*)::int as kept from public.leads where ip_hash <> '' and created_at < now() - make_interval(secs => $1)`,
          [ceiling],
        );
        expect(kept, 'rows older than the privacy page’s claim that keep a hash').toBe(0);

        // The rate limit still counts the leads inside its window: the client is at its limit,
        // another client is not.
        expect(await store.insert(newLead(crypto.randomUUID()), { ipHash: client, spam: false }, rateLimit)).toBe('limited');
        expect(await store.insert(newLead(crypto.randomUUID()), { ipHash: `other-${client}`, spam: false }, rateLimit)).toBe('created');
      } finally {
        await service.close();
      }
    });
  });
}
