// @vitest-environment node
// The Node server's group commit over the lead store, on both databases: leads that arrive
// together are stored in one transaction, with the same outcomes as one after another in arrival
// order, and a batch that fails stores nothing and fails every caller in it. The store alone (what
// the Supabase function uses) stores each lead in a transaction of its own. Assertions are on the
// stored rows.
import { expect, it } from 'vitest';
import { createLeadStore, type InsertOutcome, type NewLead, type RateLimit } from '../../lead-core/lead-store.ts';
import type { Sql } from '../../lead-core/sql.ts';
import { groupCommit } from '../../lead-core/group-commit.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { storeSettings, validLead } from '../support/lead-fixtures.ts';

/** The store as the Node server uses it. */
const serverStore = (sql: Sql) => groupCommit(createLeadStore(sql, storeSettings));

const limit: RateLimit = { max: 5, windowSeconds: 600 };
const lead = (name: string, submissionId: string = crypto.randomUUID()): NewLead => ({ ...validLead, caseType: 'TRUCK ACCIDENTS', name, submissionId });

/** The same database, counting the transactions begun on it. */
function countingTransactions(sql: Sql) {
  const counted = { transactions: 0, sql: { ...sql } };
  counted.sql.transaction = (work) => {
    counted.transactions += 1;
    return sql.transaction(work);
  };
  return counted;
}

for (const engine of engines) {
  describeOn(engine, `the group commit on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    let client = 0;
    /** A client of its own for each test, so their rate limits do not meet. */
    const newClient = () => ({ ipHash: `batch-client-${(client += 1)}-${Math.random()}`, spam: false });
    const rowsNamed = async (prefix: string) =>
      database!.sql.query<{ name: string; submission_id: string }>(`select name, submission_id::text from public.leads where name like $1 order by id`, [
        `${prefix}%`,
      ]);

    test.beforeAll(({ fileDatabase }) => {
      database = fileDatabase;
    });

    it('stores leads that arrive together in one transaction', async () => {
      const counted = countingTransactions(database!.sql);
      const store = serverStore(counted.sql);
      const meta = newClient();
      const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => store.insert(lead(`Together ${i}`), meta, limit)));
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(5);
      expect(counted.transactions).toBe(1);
      expect((await rowsNamed('Together ')).map((row) => row.name)).toEqual(['Together 0', 'Together 1', 'Together 2', 'Together 3', 'Together 4']);
    });

    it('without the group commit, stores each lead in a transaction of its own, as the Supabase function does', async () => {
      const counted = countingTransactions(database!.sql);
      const store = createLeadStore(counted.sql, storeSettings);
      const meta = newClient();
      const outcomes = await Promise.all(Array.from({ length: 7 }, (_, i) => store.insert(lead(`Alone ${i}`), meta, limit)));
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(5);
      expect(counted.transactions).toBe(7);
      expect(await rowsNamed('Alone ')).toHaveLength(5);
    });

    it('answers the second of two leads with one submission id in a batch as a duplicate, and stores one', async () => {
      const store = serverStore(database!.sql);
      const meta = newClient();
      const id = crypto.randomUUID();
      const outcomes = await Promise.all([store.insert(lead('Twice A', id), meta, limit), store.insert(lead('Twice B', id), meta, limit)]);
      expect(outcomes).toEqual(['created', 'duplicate']);
      expect(await rowsNamed('Twice ')).toEqual([{ name: 'Twice A', submission_id: id }]);
    });

    it('counts the leads stored earlier, and earlier in the same batch, toward the rate limit', async () => {
      const store = serverStore(database!.sql);
      const meta = newClient();
      expect(await store.insert(lead('Limit before 0'), meta, limit)).toBe('created');
      expect(await store.insert(lead('Limit before 1'), meta, limit)).toBe('created');
      const other = newClient();
      const outcomes = await Promise.all([
        ...Array.from({ length: 5 }, (_, i) => store.insert(lead(`Limit batch ${i}`), meta, limit)),
        store.insert(lead('Limit other client'), other, limit),
      ]);
      expect(outcomes).toEqual<InsertOutcome[]>(['created', 'created', 'created', 'limited', 'limited', 'created']);
      expect((await rowsNamed('Limit ')).map((row) => row.name)).toEqual([
        'Limit before 0',
        'Limit before 1',
        'Limit batch 0',
        'Limit batch 1',
        'Limit batch 2',
        'Limit other client',
      ]);
    });

    it('does not count a retry of a stored lead toward the limit', async () => {
      const store = serverStore(database!.sql);
      const meta = newClient();
      const first = lead('Retry 0');
      for (const each of [first, lead('Retry 1'), lead('Retry 2'), lead('Retry 3')]) expect(await store.insert(each, meta, limit)).toBe('created');
      // Four stored: the retry of the first is a duplicate, so the one after it is still the fifth.
      const outcomes = await Promise.all([
        store.insert(first, meta, limit),
        store.insert(lead('Retry 4'), meta, limit),
        store.insert(lead('Retry 5'), meta, limit),
      ]);
      expect(outcomes).toEqual<InsertOutcome[]>(['duplicate', 'created', 'limited']);
      expect((await rowsNamed('Retry ')).map((row) => row.name)).toEqual(['Retry 0', 'Retry 1', 'Retry 2', 'Retry 3', 'Retry 4']);
    });

    it('answers a retry of a stored lead as stored even when its client is at the limit', async () => {
      const store = serverStore(database!.sql);
      const meta = newClient();
      const leads = Array.from({ length: 5 }, (_, i) => lead(`At limit ${i}`));
      for (const each of leads) expect(await store.insert(each, meta, limit)).toBe('created');
      // The answer to the last one was lost; the visitor's retry must not be told to wait.
      expect(await store.insert(leads[4]!, meta, limit)).toBe('duplicate');
      expect(await store.insert(lead('At limit 5'), meta, limit)).toBe('limited');
      expect(await rowsNamed('At limit ')).toHaveLength(5);
    });

    it('fails every caller of a batch that cannot be stored, stores none of it, and a retry stores each lead once', async () => {
      const store = serverStore(database!.sql);
      const meta = newClient();
      const good = [lead('Failing batch 0'), lead('Failing batch 1')];
      // Longer than the table allows (the handler's validation would have refused it): the insert fails.
      const bad = lead(`Failing batch ${'x'.repeat(300)}`);
      const outcomes = await Promise.allSettled([store.insert(good[0]!, meta, limit), store.insert(bad, meta, limit), store.insert(good[1]!, meta, limit)]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(await rowsNamed('Failing batch')).toEqual([]);

      // The visitors retry with the same ids: each lead is stored once.
      expect(await Promise.all(good.map((each) => store.insert(each, meta, limit)))).toEqual(['created', 'created']);
      expect(await Promise.all(good.map((each) => store.insert(each, meta, limit)))).toEqual(['duplicate', 'duplicate']);
      expect((await rowsNamed('Failing batch')).map((row) => row.submission_id)).toEqual(good.map((each) => each.submissionId));
    });

    it('acknowledges nothing when the commit fails after the insert', async () => {
      const lostCommit: Sql = {
        ...database!.sql,
        transaction: (work) =>
          database!.sql.transaction(async (query) => {
            await work(query);
            throw new Error('connection lost before COMMIT');
          }),
      };
      const meta = newClient();
      const leads = [lead('Lost commit 0'), lead('Lost commit 1'), lead('Lost commit 2')];
      const failing = serverStore(lostCommit);
      const outcomes = await Promise.allSettled(leads.map((each) => failing.insert(each, meta, limit)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(await rowsNamed('Lost commit')).toEqual([]);

      const store = serverStore(database!.sql);
      expect(await Promise.all(leads.map((each) => store.insert(each, meta, limit)))).toEqual(['created', 'created', 'created']);
      expect((await rowsNamed('Lost commit')).map((row) => row.submission_id)).toEqual(leads.map((each) => each.submissionId));
    });

    it('holds the rate limit between two writers storing batches for one client at once', async () => {
      // Two stores are two writers, as two server processes would be.
      const stores = [serverStore(database!.sql), serverStore(database!.sql)];
      const meta = newClient();
      const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => stores[i % 2]!.insert(lead(`Two writers ${i}`), meta, limit)));
      expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(55);
      expect(await rowsNamed('Two writers ')).toHaveLength(5);
    });
  });
}
