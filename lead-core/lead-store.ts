// Leads in Postgres (schema: supabase/migrations). A lead and its notification state are one row:
// once the insert commits, the lead is durable and its email is queued. A lead is stored in a
// transaction of its own, or several in one with the same outcomes as one after another: the lead
// pipeline groups the leads that arrive together that way (lead-core/group-commit.ts), which is
// what lets the Node server's embedded, single-threaded database keep up with a burst.
import { ipHashKeptAtMostSeconds } from '../data/ip-hash-retention.ts';
import type { Locale } from '../data/locales.ts';
import type { Attribution, Campaign } from './attribution.ts';
import type { LeadSubmission } from './lead-schema.ts';
import type { Query, Sql } from './sql.ts';

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
  /** The language the visitor wrote in (data/locales.ts). */
  language: Locale;
  /** The page the form was sent from; without the visitor's consent, without its query string. */
  source_url: string;
  page_title: string;
  user_agent: string;
  status: 'new' | 'spam';
  /** Where the visit came from, only when the visitor allowed it; else null. */
  attribution: Attribution | null;
  attribution_consented_at: Date | null;
  attribution_consent_version: string | null;
  /** When intake first reached the visitor (`npm run leads -- contacted`). */
  contacted_at: Date | null;
}

/**
 * One delivery queued with every new lead that is not spam: the channel and where it goes, due at
 * once or `delaySeconds` later. An empty target is the lead's own number, for a lead that asked
 * for it (`confirmationTo`), at most once per number and channel in `perNumberWindowSeconds`.
 */
export interface DeliveryTarget {
  channel: string;
  target: string;
  delaySeconds?: number;
}

/** The prospect's confirmation: at most one per number in a day, whatever the number of leads. */
export const perNumberWindowSeconds = 24 * 3600;

/** A lead to store; without a language, English. */
export type NewLead = Omit<
  LeadSubmission,
  'language' | 'attribution' | 'attribution_consent' | 'confirmation_text' | 'referrer' | 'visit_channel' | 'website' | 'submissionId'
> & {
  language?: LeadSubmission['language'];
  submissionId: string;
  /** Kept only with the visitor's consent, with the version of the words they ticked. */
  attribution?: { kept: Attribution; consentVersion: string } | null;
  /** Without consent: the campaign, added to its week's count and not stored with the lead. */
  countedCampaign?: Campaign | null;
  /** The visitor's number in E.164, when they asked for a confirmation text; else null. */
  confirmationTo?: string | null;
};
/** `fingerprint`: the fields and the client, hashed; the same within `duplicateWindowSeconds` is the same lead. */
export type LeadMeta = { ipHash: string; spam: boolean; fingerprint?: string };
export type RateLimit = { max: number; windowSeconds: number };

/** The form's rate limit unless one is configured: 5 leads per client (its address hash) in 10 minutes. */
export const defaultRateLimit: RateLimit = { max: 5, windowSeconds: 600 };

/**
 * The privacy pages' promise (`ipHashKeptAtMostSeconds`, data/ip-hash-retention.ts): a lead's
 * address hash is deleted at most that long after the lead arrived. The rate limit needs a hash
 * only within its window; a sweep clears the older ones every `ipHashSweepSeconds` (a timer in the
 * Node server; on Supabase, the notify-leads run that pg_cron starts every minute). So a hash lives
 * at most window + one sweep interval (two if a sweep is late), and the Node server refuses a
 * window longer than `maxRateLimitWindowSeconds`.
 */
export const ipHashSweepSeconds = 60;
export const maxRateLimitWindowSeconds = ipHashKeptAtMostSeconds - 2 * ipHashSweepSeconds;
export type InsertOutcome = 'created' | 'duplicate' | 'limited';

/** One lead to store: with a `limit`, its client (the address hash) may store at most `max` in the window. */
export interface LeadInsert {
  lead: NewLead;
  meta: LeadMeta;
  limit?: RateLimit;
}

/** The plain form sent again within this many seconds, with the same fields from the same client, is the same lead. */
export const duplicateWindowSeconds = 600;

/** The columns a new lead fills, with their types, in the order of the insert. */
const insertedColumns = {
  submission_id: 'uuid',
  name: 'text',
  phone: 'text',
  email: 'text',
  case_type: 'text',
  message: 'text',
  source_page: 'text',
  source_url: 'text',
  page_title: 'text',
  user_agent: 'text',
  ip_hash: 'text',
  status: 'text',
  language: 'text',
  attribution: 'jsonb',
  attribution_consent_version: 'text',
  fingerprint: 'text',
} as const;

/** A lead's row, and the campaign its week's count takes when it keeps no attribution. */
const rowOf = ({ lead, meta }: LeadInsert) =>
  ({
    submission_id: lead.submissionId,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    case_type: lead.caseType,
    message: lead.message,
    source_page: lead.source_page,
    source_url: lead.source_url,
    page_title: lead.page_title,
    user_agent: lead.user_agent,
    ip_hash: meta.ipHash,
    status: meta.spam ? 'spam' : 'new',
    language: lead.language ?? 'en',
    attribution: lead.attribution?.kept ?? null,
    attribution_consent_version: lead.attribution?.consentVersion ?? null,
    fingerprint: meta.fingerprint ?? '',
    counted_source: lead.countedCampaign?.source ?? null,
    counted_medium: lead.countedCampaign?.medium ?? null,
    counted_campaign: lead.countedCampaign?.campaign ?? null,
    confirmation_to: lead.confirmationTo ?? null,
  }) satisfies Record<keyof typeof insertedColumns | `counted_${keyof Campaign}` | 'confirmation_to', unknown>;

/** The deliveries as the insert reads them (jsonb_to_recordset: the columns' names). */
const deliveriesJson = (deliveries: readonly DeliveryTarget[]) =>
  JSON.stringify(deliveries.map(({ channel, target, delaySeconds = 0 }) => ({ channel, target, delay_seconds: delaySeconds })));

/** The batch's rows: of two leads that ask to confirm to one number, the first's confirmation (one statement sees neither). */
function rowsOf(batch: readonly LeadInsert[]) {
  const numbers = new Set<string>();
  return batch.map((entry) => {
    const row = rowOf(entry);
    if (row.confirmation_to === null) return row;
    if (numbers.has(row.confirmation_to)) return { ...row, confirmation_to: null };
    numbers.add(row.confirmation_to);
    return row;
  });
}

const columns = Object.keys(insertedColumns).join(', ');
/**
 * One statement stores the leads, queues the deliveries of each new one that is not spam, and
 * counts the campaigns of those that keep no attribution, so the lead is never committed without
 * them. A batch travels as one JSON parameter (`$1::text::jsonb`: a text parameter, which
 * postgres.js and PGlite both send as is), so the statement has the same text whatever its size.
 */
const insertLeadsSql = `with input as (
    select * from jsonb_to_recordset($1::text::jsonb) as lead(
      ${Object.entries(insertedColumns)
        .map(([column, type]) => `${column} ${type}`)
        .join(', ')},
      counted_source text, counted_medium text, counted_campaign text, confirmation_to text)),
  created as (
    insert into public.leads (${columns}, attribution_consented_at)
    select ${columns}, case when attribution_consent_version is null then null else now() end from input
    on conflict (submission_id) do nothing
    returning id, submission_id, status),
  queued as (
    insert into public.lead_deliveries (lead_id, channel, target, next_attempt_at)
    select created.id, target.channel, case when target.target = '' then input.confirmation_to else target.target end,
      now() + make_interval(secs => coalesce(target.delay_seconds, 0))
    from created join input using (submission_id)
      cross join jsonb_to_recordset($2::text::jsonb) as target(channel text, target text, delay_seconds float8)
    where created.status = 'new'
      and (target.target <> '' or (input.confirmation_to is not null and not exists (
        select 1 from public.lead_deliveries as sent
        where sent.channel = target.channel and sent.target = input.confirmation_to and sent.created_at > now() - make_interval(secs => $4))))
    returning 1),
  counted as (
    insert into public.lead_campaign_counts as counts (week, source, medium, campaign, leads)
    select date_trunc('week', now() at time zone $3)::date, input.counted_source, input.counted_medium, input.counted_campaign, count(*)
    from created join input using (submission_id)
    where created.status = 'new' and input.counted_source is not null
    group by 1, 2, 3, 4
    on conflict (week, source, medium, campaign) do update set leads = counts.leads + excluded.leads
    returning 1)
  select submission_id::text as id from created`;

/** What the store is told once: the deliveries each new lead gets, and the firm's time zone (its weeks). */
export interface LeadStoreSettings {
  deliveries: readonly DeliveryTarget[];
  timeZone: string;
}

/**
 * Stores a batch in the transaction of `query` and returns each lead's outcome, the same as if the
 * leads had been stored one after another in the batch's order: a lead's client is limited by the
 * leads stored before it, including the ones earlier in the batch; the second of two leads with
 * one submission id is a 'duplicate'.
 */
export async function storeBatch(query: Query, batch: readonly LeadInsert[], settings: LeadStoreSettings): Promise<InsertOutcome[]> {
  const limited = batch.filter((entry) => entry.limit);
  /** Leads stored in each limited client's windows: ip hash → window seconds → count. */
  const recent = new Map<string, Map<number, number>>();
  for (const { meta, limit } of limited) recent.set(meta.ipHash, (recent.get(meta.ipHash) ?? new Map<number, number>()).set(limit!.windowSeconds, 0));
  let alreadyStored = new Set<string>();
  if (limited.length > 0) {
    // Every client's lock first, in one order (no deadlock between two batches), and in a
    // statement of its own: on a server, the count must be read with a snapshot taken after the
    // lock is granted, or it misses what the lock's previous holder committed.
    await query(
      `select pg_advisory_xact_lock(key) from
         (select distinct hashtextextended(client.ip_hash, 0) as key from jsonb_array_elements_text($1::text::jsonb) as client(ip_hash) order by key) as keys`,
      [JSON.stringify([...recent.keys()])],
    );
    const clientWindows = [...recent].flatMap(([ip_hash, windows]) => [...windows.keys()].map((window_seconds) => ({ ip_hash, window_seconds })));
    const counts = await query<{ ip_hash: string; window_seconds: number; count: number }>(
      `select client.ip_hash, client.window_seconds,
         (select count(*)::int from public.leads as lead
          where lead.ip_hash = client.ip_hash and lead.created_at > now() - make_interval(secs => client.window_seconds)) as count
       from jsonb_to_recordset($1::text::jsonb) as client(ip_hash text, window_seconds float8)`,
      [JSON.stringify(clientWindows)],
    );
    for (const { ip_hash, window_seconds, count } of counts) recent.get(ip_hash)!.set(window_seconds, count);
    // A retry of a stored lead is a 'duplicate', so it must not count toward its client's limit.
    // That matters only when a client may reach its limit within this batch: otherwise the
    // insert tells the duplicates apart, and the query is saved.
    const leadsPerClient = new Map<string, number>();
    for (const entry of batch) leadsPerClient.set(entry.meta.ipHash, (leadsPerClient.get(entry.meta.ipHash) ?? 0) + 1);
    const mayReachLimit = limited.some(
      ({ meta, limit }) => recent.get(meta.ipHash)!.get(limit!.windowSeconds)! + leadsPerClient.get(meta.ipHash)! > limit!.max,
    );
    if (mayReachLimit) {
      const stored = await query<{ id: string }>(
        `select submission_id::text as id from public.leads
         where submission_id in (select submitted.id::uuid from jsonb_array_elements_text($1::text::jsonb) as submitted(id))`,
        [JSON.stringify(batch.map((entry) => entry.lead.submissionId))],
      );
      alreadyStored = new Set(stored.map((row) => row.id));
    }
  }

  // The plain form sent twice: a lead with the same fingerprint stored within the window.
  const fingerprints = batch.map((entry) => entry.meta.fingerprint).filter((fingerprint): fingerprint is string => !!fingerprint);
  const recentFingerprints = new Set(
    fingerprints.length === 0
      ? []
      : (
          await query<{ fingerprint: string }>(
            `select distinct fingerprint from public.leads
             where fingerprint in (select value from jsonb_array_elements_text($1::text::jsonb))
               and created_at > now() - make_interval(secs => $2)`,
            [JSON.stringify(fingerprints), duplicateWindowSeconds],
          )
        ).map((row) => row.fingerprint),
  );

  const admitted: LeadInsert[] = [];
  const seen = new Set<string>();
  const decided = batch.map((entry): InsertOutcome | undefined => {
    const id = entry.lead.submissionId;
    const windows = recent.get(entry.meta.ipHash);
    // A retry of a stored lead is answered as stored even at the limit: the visitor's lead is in.
    const fingerprint = entry.meta.fingerprint;
    if (seen.has(id) || alreadyStored.has(id) || (fingerprint && recentFingerprints.has(fingerprint))) return 'duplicate';
    if (entry.limit && windows!.get(entry.limit.windowSeconds)! >= entry.limit.max) return 'limited';
    seen.add(id);
    if (fingerprint) recentFingerprints.add(fingerprint);
    admitted.push(entry);
    for (const [windowSeconds, count] of windows ?? []) windows!.set(windowSeconds, count + 1);
    return undefined; // the insert tells
  });
  if (admitted.length === 0) return decided as InsertOutcome[];
  // `on conflict do nothing` still catches a lead another process stored meanwhile.
  const created = new Set(
    (
      await query<{ id: string }>(insertLeadsSql, [
        JSON.stringify(rowsOf(admitted)),
        deliveriesJson(settings.deliveries),
        settings.timeZone,
        perNumberWindowSeconds,
      ])
    ).map((row) => row.id),
  );
  return decided.map((outcome, index) => outcome ?? (created.has(batch[index]!.lead.submissionId) ? 'created' : 'duplicate'));
}

export function createLeadStore(sql: Sql, settings: LeadStoreSettings) {
  return {
    /**
     * Stores the lead once per submission id: 'duplicate' for a retry of a stored attempt. With a
     * `limit`, 'limited' when the client (its hashed address) already sent `max` in the window:
     * the count and the insert run in one transaction under a lock per client, so a burst of
     * parallel requests cannot all pass the count, and other clients are not held up. Resolves
     * once the lead's transaction has committed.
     */
    insert(lead: NewLead, meta: LeadMeta, limit?: RateLimit): Promise<InsertOutcome> {
      return sql.transaction(async (query) => (await storeBatch(query, [{ lead, meta, limit }], settings))[0]!);
    },

    /**
     * Stores the leads in one transaction, with each one's outcome as if they had been inserted one
     * after another in this order. If the transaction fails, none is stored.
     */
    insertBatch(batch: readonly LeadInsert[]): Promise<InsertOutcome[]> {
      return sql.transaction((query) => storeBatch(query, batch, settings));
    },

    /** The newest `limit` leads, or with `beforeId` the newest before that id (to read in pages). */
    list(limit = 100, beforeId?: number): Promise<StoredLead[]> {
      return beforeId === undefined
        ? sql.query<StoredLead>(`select * from public.leads order by id desc limit $1`, [limit])
        : sql.query<StoredLead>(`select * from public.leads where id < $2 order by id desc limit $1`, [limit, beforeId]);
    },

    /**
     * Clears the address hash and the fingerprint of every lead older than the rate limit's window
     * and the duplicate window, which no longer read them. Returns how many were cleared.
     */
    async purgeIpHashes(windowSeconds: number): Promise<number> {
      const [row] = await sql.query<{ cleared: number }>(
        `with cleared as (
           update public.leads set ip_hash = '', fingerprint = ''
           where ip_hash <> '' and created_at < now() - make_interval(secs => $1)
           returning 1)
         select count(*)::int as cleared from cleared`,
        [Math.max(windowSeconds, duplicateWindowSeconds)],
      );
      return row?.cleared ?? 0;
    },

    async find(idOrSubmission: string): Promise<StoredLead | undefined> {
      const byId = /^\d+$/.test(idOrSubmission);
      const [row] = await sql.query<StoredLead>(
        byId ? `select * from public.leads where id = $1` : `select * from public.leads where submission_id::text = $1`,
        [byId ? Number(idOrSubmission) : idOrSubmission],
      );
      return row;
    },

    /** Deletes one lead, every column of it: a visitor's deletion request. Returns what it deleted. */
    async remove(idOrSubmission: string): Promise<StoredLead | undefined> {
      const byId = /^\d+$/.test(idOrSubmission);
      const [row] = await sql.query<StoredLead>(
        byId ? `delete from public.leads where id = $1 returning *` : `delete from public.leads where submission_id::text = $1 returning *`,
        [byId ? Number(idOrSubmission) : idOrSubmission],
      );
      return row;
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;
