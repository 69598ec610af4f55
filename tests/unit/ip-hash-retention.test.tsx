// @vitest-environment node
// The privacy page says how long the address hash is kept; this holds that claim against the
// code: the configurations the server accepts, the Supabase schedule, and the rows the sweep
// leaves on PGlite and on PostgreSQL.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBlocks } from '../../blocks';
import { site } from '../../pages.config';
import { parseEnv } from '../../src/server/env.ts';
import { createLeadService } from '../../src/server/leads/lead-service.ts';
import { defaultRateLimit, ipHashSweepSeconds, maxRateLimitWindowSeconds, type RateLimit } from '../../lead-core/lead-store.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { validLead } from '../support/lead-fixtures.ts';

const newLead = (submissionId: string) => ({ ...validLead, caseType: 'TRUCK ACCIDENTS' as const, website: '', submissionId });

/** The privacy page as a visitor reads it: its blocks rendered to HTML, then each paragraph as text. */
async function privacyPageParagraphs() {
  const page = site.pages.find((candidate) => candidate.path === '/privacy')!;
  return renderToString(<RenderBlocks blocks={page.blocks} />)
    .split(/<\/p>|<\/li>/)
    .map((html) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10, fifteen: 15, thirty: 30 };
const unitSeconds: Record<string, number> = { minute: 60, hour: 3600, day: 86_400 };

/** Every "deleted within N <unit>" of a paragraph about the address hash, in seconds: they must agree. */
async function claimedCeilingSeconds() {
  const claims = (await privacyPageParagraphs())
    .filter((paragraph) => /hash of your IP address/i.test(paragraph))
    .flatMap((paragraph) => [...paragraph.matchAll(/delete(?:d)? within (\w+) (minute|hour|day)s?/gi)])
    .map(([, count, unit]) => (numbers[count!.toLowerCase()] ?? Number(count)) * unitSeconds[unit!.toLowerCase()]!);
  expect(claims.length, 'the privacy page states when the address hash is deleted').toBeGreaterThan(0);
  expect(new Set(claims).size, 'the privacy page states one period').toBe(1);
  expect(claims[0]).toBeGreaterThan(0);
  return claims[0]!;
}

describe('the privacy page’s claim about the address hash', () => {
  it('holds for every window the server accepts, and for Supabase’s schedule', async () => {
    const ceiling = await claimedCeilingSeconds();
    console.log(`The privacy page promises the address hash is deleted within ${ceiling} s.`);

    // The Node server: the default, and the longest window it accepts, plus one sweep interval
    // (two, for a late one) stay within the claim; one second more is refused.
    expect(parseEnv({}).LEAD_RATE_LIMIT).toEqual(defaultRateLimit);
    expect(parseEnv({ LEAD_RATE_LIMIT: `5/${maxRateLimitWindowSeconds}` }).LEAD_RATE_LIMIT.windowSeconds).toBe(maxRateLimitWindowSeconds);
    expect(() => parseEnv({ LEAD_RATE_LIMIT: `5/${maxRateLimitWindowSeconds + 1}` })).toThrow(/LEAD_RATE_LIMIT's window may be at most/);
    expect(maxRateLimitWindowSeconds + 2 * ipHashSweepSeconds).toBeLessThanOrEqual(ceiling);

    // Supabase: send-contact-email uses the default limit; notify-leads purges with its window,
    // and pg_cron starts notify-leads every minute.
    const root = new URL('../../supabase/', import.meta.url);
    expect(await readFile(new URL('functions/send-contact-email/index.ts', root), 'utf8')).not.toMatch(/rateLimit\s*:/);
    expect(await readFile(new URL('functions/notify-leads/index.ts', root), 'utf8')).toMatch(/\.purgeIpHashes\(defaultRateLimit\.windowSeconds\)/);
    expect(await readFile(new URL('migrations/20261121120100_notify_schedule.sql', root), 'utf8')).toMatch(/'notify-leads',\s*'\* \* \* \* \*'/);
    expect(defaultRateLimit.windowSeconds + 2 * 60).toBeLessThanOrEqual(ceiling);
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
      const ceiling = await claimedCeilingSeconds();
      // The worst configuration the server accepts: the longest window.
      const rateLimit: RateLimit = { max: 3, windowSeconds: maxRateLimitWindowSeconds };
      const service = createLeadService({
        database: db,
        deliveries: [],
        channels: {},
        siteOrigins: [],
        ipSalt: 'test-salt-123',
        fallbackPhone: '(253) 555-0142',
        rateLimit,
        clientAddress: () => '',
        ipHashSweepMs: 100,
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

        // The service's own timer sweeps (every 100 ms here, every minute by default).
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
