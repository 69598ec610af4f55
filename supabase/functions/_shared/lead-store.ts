// Leads in Postgres (schema: supabase/migrations). A lead and its notification state are one row,
// written by one INSERT: once it returns, the lead is durable and its email is queued.
import type { LeadSubmission } from './lead-schema.ts';
import type { Sql } from './sql.ts';

export interface StoredLead {
  id: number;
  submission_id: string;
  created_at: Date;
  name: string;
  phone: string;
  email: string;
  case_type: string;
  message: string;
  source_page: string;
  source_url: string;
  page_title: string;
  referrer: string;
  user_agent: string;
  status: 'new' | 'spam';
  notification_status: 'pending' | 'sent' | 'skipped';
  notification_attempts: number;
  notification_last_error: string | null;
  notified_at: Date | null;
}

export type NewLead = LeadSubmission & { submissionId: string };

export function createLeadStore(sql: Sql) {
  return {
    /**
     * Stores the lead once per submission id: 'duplicate' for a retry of a stored attempt. With a
     * `limit`, 'limited' when the client (its hashed address) already sent `max` in the window:
     * the count and the insert run in one transaction under a lock per client, so a burst of
     * parallel requests cannot all pass the count, and other clients are not held up.
     */
    insert(
      lead: NewLead,
      meta: { ipHash: string; spam: boolean },
      limit?: { max: number; windowSeconds: number },
    ): Promise<'created' | 'duplicate' | 'limited'> {
      return sql.transaction(async (query) => {
        if (limit) {
          await query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [meta.ipHash]);
          const [recent] = await query<{ count: number }>(
            `select count(*)::int as count from public.leads where ip_hash = $1 and created_at > now() - make_interval(secs => $2)`,
            [meta.ipHash, limit.windowSeconds],
          );
          if ((recent?.count ?? 0) >= limit.max) return 'limited';
        }
        const rows = await query(
          `insert into public.leads
             (submission_id, name, phone, email, case_type, message, source_page, source_url, page_title,
              referrer, user_agent, ip_hash, status, notification_status)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
           on conflict (submission_id) do nothing
           returning id`,
          [
            lead.submissionId, lead.name, lead.phone, lead.email, lead.caseType, lead.message, lead.source_page,
            lead.source_url, lead.page_title, lead.referrer, lead.user_agent, meta.ipHash,
            meta.spam ? 'spam' : 'new', meta.spam ? 'skipped' : 'pending',
          ],
        );
        return rows.length === 1 ? 'created' : 'duplicate';
      });
    },

    /**
     * Takes up to `limit` leads whose email is due, leasing them for `leaseSeconds` so a second
     * notifier (another process, the scheduled job) skips them meanwhile.
     */
    claimDue(limit: number, leaseSeconds: number): Promise<StoredLead[]> {
      return sql.query<StoredLead>(
        `update public.leads set
           notification_attempts = notification_attempts + 1,
           notification_next_attempt_at = now() + make_interval(secs => $2)
         where id in (
           select id from public.leads
           where notification_status = 'pending' and notification_next_attempt_at <= now()
           order by id limit $1
           for update skip locked)
         returning *`,
        [limit, leaseSeconds],
      );
    },

    async markSent(id: number): Promise<void> {
      await sql.query(
        `update public.leads set notification_status = 'sent', notified_at = now(), notification_last_error = null where id = $1`,
        [id],
      );
    },

    async markFailed(id: number, error: string, retryInSeconds: number): Promise<void> {
      await sql.query(
        `update public.leads set notification_last_error = $2, notification_next_attempt_at = now() + make_interval(secs => $3)
         where id = $1 and notification_status = 'pending'`,
        [id, error.slice(0, 1000), retryInSeconds],
      );
    },

    list(limit = 100): Promise<StoredLead[]> {
      return sql.query<StoredLead>(`select * from public.leads order by id desc limit $1`, [limit]);
    },

    async find(idOrSubmission: string): Promise<StoredLead | undefined> {
      const byId = /^\d+$/.test(idOrSubmission);
      const [row] = await sql.query<StoredLead>(
        byId ? `select * from public.leads where id = $1` : `select * from public.leads where submission_id::text = $1`,
        [byId ? Number(idOrSubmission) : idOrSubmission],
      );
      return row;
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
