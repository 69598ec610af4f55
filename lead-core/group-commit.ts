// Group commit for the lead store: the leads that arrive while a transaction is
// running are stored together in the next one (the store's `insertBatch`, with the same outcomes
// as one after another), and each is answered only after that transaction commits. The embedded
// database runs inside the server's one thread, one transaction at a time; a transaction per lead
// kept a burst waiting in line. A Supabase isolate taking several requests at once does the same.
import type { InsertOutcome, LeadInsert, LeadMeta, LeadStore, NewLead, RateLimit } from './lead-store.ts';

/** Most leads one transaction stores; a longer queue waits for the next one. */
const maxBatch = 100;

interface QueuedLead extends LeadInsert {
  resolve: (outcome: InsertOutcome) => void;
  reject: (error: unknown) => void;
}

/** The store, with `insert` queued into batches; everything else is the store's own. */
export function groupCommit(store: LeadStore): LeadStore {
  const queue: QueuedLead[] = [];
  let writing = false;

  /** One writer: while a batch is being stored, new leads queue up and go together in the next. */
  async function writeQueued() {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const outcomes = await store.insertBatch(batch);
        batch.forEach((entry, index) => entry.resolve(outcomes[index]!));
      } catch (error) {
        // Nothing of the batch was committed: every caller answers 503 and its visitor retries.
        for (const entry of batch) entry.reject(error);
      }
    }
    writing = false;
  }

  return {
    ...store,
    insert(lead: NewLead, meta: LeadMeta, limit?: RateLimit): Promise<InsertOutcome> {
      return new Promise((resolve, reject) => {
        queue.push({ lead, meta, limit, resolve, reject });
        if (writing) return;
        writing = true;
        // PGlite answers within the same turn of the event loop: a writer started right here would
        // store this lead alone, before the requests that came in with it reach the queue.
        setImmediate(writeQueued);
      });
    },
  };
}
