// The firm's operations on its leads (`npm run leads`), as a whitelist: each one's name, a check of
// its arguments, and its SQL over lead-core's `Sql`. The CLI runs them on its own connection (a
// DATABASE_URL, or the embedded database when no server holds it), and the running server runs
// the same ones for it on the embedded database (./lead-reader.ts), so both ways check the same
// arguments and answer the same shapes. Each operation is one statement, or reads that tolerate a
// write between them, so on PGlite none holds the database between the server's transactions.
import { campaignCountShownFrom } from '../../../data/campaign-counts.ts';
import { firm } from '../../../data/firm.ts';
import { campaignOf, notKeptCampaign, type Attribution } from '../../../lead-core/attribution.ts';
import type { StoredLead } from '../../../lead-core/lead-store.ts';
import type { Delivery } from '../../../lead-core/outbox.ts';
import type { Sql } from '../../../lead-core/sql.ts';

/** The most rows one request returns; longer lists are read in pages of this size. */
export const adminPageSize = 500;

/** A request the firm can correct (an unknown lead, a delivery already sent): its message is shown as is. */
export class AdminRefusal extends Error {}

export type DeliveryCounts = Record<Delivery['status'], number>;
export type ListedLead = StoredLead & { delivery_counts: DeliveryCounts };
export type LeadWithDeliveries = StoredLead & { deliveries: Delivery[] };

/** One line of the report: a campaign's leads in a week, or the week's total over every lead. */
export interface ReportRow {
  /** The Monday the week starts on, in the firm's time zone (YYYY-MM-DD). */
  week: string;
  /** 'consented': leads that kept their attribution; 'counted': the weekly count of those that did not; 'total': every lead of the week. */
  kind: 'consented' | 'counted' | 'total';
  /** null on a 'total' row. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  leads: number;
  /** null on a 'counted' row: those leads are not linked to their campaign. */
  contacted: number | null;
  median_minutes_to_contact: number | null;
}

export interface Report {
  time_zone: string;
  weeks_start_on: 'Monday';
  since: string | null;
  rows: ReportRow[];
}

type Args = Record<string, unknown>;

const isWholeNumber = (value: unknown, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= max;

function pageArgs(args: Args): { limit: number; beforeId?: number } {
  const { limit, beforeId } = args;
  if (!isWholeNumber(limit, adminPageSize)) throw new AdminRefusal(`limit: a whole number from 1 to ${adminPageSize}`);
  if (beforeId !== undefined && !isWholeNumber(beforeId)) throw new AdminRefusal('beforeId: a lead id');
  return { limit, beforeId: beforeId as number | undefined };
}

/** A lead's id or its submission id. */
function leadKey(value: unknown): string {
  if (typeof value === 'string' && (/^\d{1,15}$/.test(value) || /^[0-9a-f-]{36}$/i.test(value))) return value;
  throw new AdminRefusal(`No lead ${String(value).slice(0, 100)}: give a lead's id or its submission id (npm run leads -- list shows them)`);
}
const noLead = (key: string) => new AdminRefusal(`No lead ${key}: give a lead's id or its submission id (npm run leads -- list shows them)`);

/** The condition that picks the lead `key` names, as parameter `$n`. */
const leadMatch = (key: string, n: number) =>
  /^\d+$/.test(key) ? { where: `id = $${n}`, value: Number(key) } : { where: `submission_id::text = $${n}`, value: key.toLowerCase() };

/** postgres.js gives bigint columns as text: numbers, as on PGlite. */
const leadRow = <T extends StoredLead>(row: T): T => ({ ...row, id: Number(row.id) });
const deliveryRow = (row: Delivery): Delivery => ({ ...row, id: Number(row.id), lead_id: Number(row.lead_id) });

async function deliveriesOf(sql: Sql, leadIds: readonly number[]): Promise<Delivery[]> {
  if (leadIds.length === 0) return [];
  const rows = await sql.query<Delivery>(
    `select * from public.lead_deliveries where lead_id in (select value::bigint from jsonb_array_elements_text($1::text::jsonb)) order by id`,
    [JSON.stringify(leadIds.map(String))],
  );
  return rows.map(deliveryRow);
}

async function withDeliveries(sql: Sql, leads: StoredLead[]): Promise<LeadWithDeliveries[]> {
  const deliveries = await deliveriesOf(
    sql,
    leads.map((lead) => lead.id),
  );
  return leads.map((lead) => ({ ...lead, deliveries: deliveries.filter((delivery) => delivery.lead_id === lead.id) }));
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
};

const operation = <A, R>(parse: (args: Args) => A, run: (sql: Sql, args: A) => Promise<R>) => ({ parse, run });

export const adminOperations = {
  /** A page of leads, newest first, each with how many of its deliveries are pending, sent and failed. */
  'leads.list': operation(pageArgs, async (sql, { limit, beforeId }) =>
    (
      await sql.query<ListedLead>(
        `select lead.*, (select jsonb_build_object(
             'pending', count(*) filter (where status = 'pending'),
             'sent', count(*) filter (where status = 'sent'),
             'failed', count(*) filter (where status = 'failed'))
           from public.lead_deliveries where lead_id = lead.id) as delivery_counts
         from public.leads as lead where $2::bigint is null or lead.id < $2::bigint order by lead.id desc limit $1`,
        [limit, beforeId ?? null],
      )
    ).map(leadRow),
  ),

  /** One lead with its deliveries, or null. */
  'leads.find': operation(
    (args) => ({ id: leadKey(args.id) }),
    async (sql, { id }) => {
      const match = leadMatch(id, 1);
      const [lead] = await sql.query<StoredLead>(`select * from public.leads where ${match.where}`, [match.value]);
      return lead ? (await withDeliveries(sql, [leadRow(lead)]))[0]! : null;
    },
  ),

  /** Every lead sent with this email address (in any case), with its deliveries: an access request. */
  'leads.export': operation(
    (args) => {
      if (typeof args.email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(args.email.trim()) || args.email.length > 320) {
        throw new AdminRefusal('export --email needs an email address, such as ana@example.com');
      }
      return { email: args.email.trim() };
    },
    async (sql, { email }) => {
      const leads = await sql.query<StoredLead>(`select * from public.leads where lower(email) = lower($1) order by id`, [email]);
      return withDeliveries(sql, leads.map(leadRow));
    },
  ),

  /**
   * Records when intake first reached the visitor; a lead already contacted keeps its first time.
   * `recorded` says which. A time before the lead arrived is refused.
   */
  'leads.contacted': operation(
    (args) => {
      const at = args.contacted_at;
      if (at !== undefined && !(at instanceof Date && !Number.isNaN(at.getTime())))
        throw new AdminRefusal('--at needs a time, such as 2026-11-27T09:30:00-08:00');
      if (at && at.getTime() > Date.now() + 60_000) throw new AdminRefusal(`--at ${at.toISOString()} is in the future`);
      return { id: leadKey(args.id), contacted_at: at };
    },
    async (sql, { id, contacted_at }) => {
      const match = leadMatch(id, 1);
      const [recorded] = await sql.query<StoredLead>(
        `update public.leads set contacted_at = coalesce($2::timestamptz, now())
         where ${match.where} and contacted_at is null and coalesce($2::timestamptz, now()) >= created_at returning *`,
        [match.value, contacted_at?.toISOString() ?? null],
      );
      if (recorded) return { lead: leadRow(recorded), recorded: true };
      const [lead] = await sql.query<StoredLead>(`select * from public.leads where ${match.where}`, [match.value]);
      if (!lead) throw noLead(id);
      if (!lead.contacted_at)
        throw new AdminRefusal(`Lead ${lead.id} arrived at ${lead.created_at.toISOString()}, after ${contacted_at?.toISOString()}: check --at`);
      return { lead: leadRow(lead), recorded: false };
    },
  ),

  /** Deletes a lead, its attribution and (on delete cascade) its deliveries; says how many deliveries went with it. */
  'leads.delete': operation(
    (args) => ({ id: leadKey(args.id) }),
    async (sql, { id }) => {
      const match = leadMatch(id, 1);
      // The statement's snapshot still holds the deliveries the cascade removes: their count.
      const [row] = await sql.query<StoredLead & { deliveries_removed: number }>(
        `with gone as (delete from public.leads where ${match.where} returning *)
         select gone.*, (select count(*)::int from public.lead_deliveries where lead_id in (select id from gone)) as deliveries_removed from gone`,
        [match.value],
      );
      if (!row) throw noLead(id);
      const { deliveries_removed, ...lead } = row;
      return { lead: leadRow(lead as StoredLead), deliveriesRemoved: deliveries_removed };
    },
  ),

  /** A page of deliveries, newest first. */
  'deliveries.list': operation(pageArgs, async (sql, { limit, beforeId }) =>
    (
      await sql.query<Delivery>(`select * from public.lead_deliveries where $2::bigint is null or id < $2::bigint order by id desc limit $1`, [
        limit,
        beforeId ?? null,
      ])
    ).map(deliveryRow),
  ),

  /** A failed delivery (or every one, with `failed`) back to pending, due now, its attempts from 0. */
  'deliveries.retry': operation(
    (args) => {
      if (args.failed === true && args.id === undefined) return { failed: true as const };
      if (isWholeNumber(args.id) && args.failed === undefined) return { id: args.id };
      throw new AdminRefusal('retry needs a delivery id (npm run leads -- deliveries shows them), or --failed');
    },
    async (sql, args) => {
      const requeued = (
        await sql.query<Delivery>(
          `update public.lead_deliveries set status = 'pending', attempts = 0, next_attempt_at = now()
           where status = 'failed' and ($1::bigint is null or id = $1::bigint) returning *`,
          ['id' in args ? args.id : null],
        )
      ).map(deliveryRow);
      if (requeued.length > 0 || !('id' in args)) return requeued.sort((a, b) => a.id - b.id);
      const [delivery] = (await sql.query<Delivery>(`select * from public.lead_deliveries where id = $1`, [args.id])).map(deliveryRow);
      if (!delivery) throw new AdminRefusal(`No delivery ${args.id}: npm run leads -- deliveries lists them`);
      throw new AdminRefusal(
        delivery.status === 'sent'
          ? `Delivery ${delivery.id} (${delivery.channel} for lead ${delivery.lead_id}) was sent at ${delivery.sent_at?.toISOString()}: nothing to retry`
          : `Delivery ${delivery.id} (${delivery.channel} for lead ${delivery.lead_id}) is already pending, next attempt at ${delivery.next_attempt_at.toISOString()}`,
      );
    },
  ),

  /**
   * Leads by week, source, medium and campaign, with the contacted share and the median minutes
   * to first contact. A lead that kept its attribution gives its campaign all three; the weekly
   * counts of the others give only a number (they are linked to no lead). Spam is left out.
   */
  report: operation(
    (args) => {
      const since = args.since;
      if (since === undefined || since === null) return { since: null };
      const isDay =
        typeof since === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(since) && new Date(Date.parse(`${since}T00:00:00Z`) || 0).toISOString().startsWith(since);
      if (!isDay) throw new AdminRefusal('--since needs a date, such as 2026-11-02');
      return { since: since as string };
    },
    async (sql, { since }): Promise<Report> => {
      const timeZone = firm.timeZone;
      const leads = await sql.query<{ week: string; attribution: Attribution | null; minutes: number | null }>(
        `select * from (
           select to_char(date_trunc('week', created_at at time zone $1), 'YYYY-MM-DD') as week, attribution,
             (extract(epoch from contacted_at - created_at) / 60)::float8 as minutes
           from public.leads where status <> 'spam') as lead
         where $2::text is null or week >= $2::text`,
        [timeZone, since],
      );
      const counted = await sql.query<{ week: string; source: string; medium: string; campaign: string; leads: number }>(
        `select to_char(week, 'YYYY-MM-DD') as week, source, medium, campaign, leads from public.lead_campaign_counts
         where leads > 0 and ($1::text is null or week >= $1::text::date)`,
        [since],
      );
      type Group = { row: ReportRow; minutes: number[] };
      const groups = new Map<string, Group>();
      const group = (week: string, kind: ReportRow['kind'], source: string | null, medium: string | null, campaign: string | null) => {
        const key = JSON.stringify([week, kind, source, medium, campaign]);
        let found = groups.get(key);
        if (!found) {
          const row: ReportRow = { week, kind, source, medium, campaign, leads: 0, contacted: kind === 'counted' ? null : 0, median_minutes_to_contact: null };
          groups.set(key, (found = { row, minutes: [] }));
        }
        return found;
      };
      const add = (target: Group, minutes: number | null) => {
        target.row.leads += 1;
        if (minutes === null) return;
        target.row.contacted! += 1;
        target.minutes.push(minutes);
      };
      for (const lead of leads) {
        add(group(lead.week, 'total', null, null, null), lead.minutes);
        if (lead.attribution) {
          const { source, medium, campaign } = campaignOf(lead.attribution);
          add(group(lead.week, 'consented', source, medium, campaign), lead.minutes);
        }
      }
      // A week's small counts only pooled: a count of one could be matched to the week's one lead (data/campaign-counts.ts).
      for (const count of counted) {
        const shown = count.leads >= campaignCountShownFrom;
        const [source, medium] = shown ? [count.source, count.medium] : [`(fewer than ${campaignCountShownFrom} each)`, '(pooled)'];
        group(count.week, 'counted', source, medium, shown ? count.campaign : notKeptCampaign).row.leads += count.leads;
      }
      const kindOrder = { consented: 0, counted: 1, total: 2 };
      const rows = [...groups.values()]
        .map(({ row, minutes }) => ({ ...row, median_minutes_to_contact: median(minutes) }))
        .sort(
          (a, b) =>
            b.week.localeCompare(a.week) ||
            kindOrder[a.kind] - kindOrder[b.kind] ||
            b.leads - a.leads ||
            `${a.source}/${a.medium}/${a.campaign}`.localeCompare(`${b.source}/${b.medium}/${b.campaign}`),
        );
      return { time_zone: timeZone, weeks_start_on: 'Monday', since, rows };
    },
  ),
};

export type AdminOperations = typeof adminOperations;
export type AdminOp = keyof AdminOperations;
/** What an operation takes, as its check returns it (and as the CLI sends it). */
export type AdminArgs<K extends AdminOp> = ReturnType<AdminOperations[K]['parse']>;
export type AdminResult<K extends AdminOp> = Awaited<ReturnType<AdminOperations[K]['run']>>;
/** Runs one operation, on this process's connection or through the running server. */
export type LeadAdmin = <K extends AdminOp>(op: K, args: AdminArgs<K>) => Promise<AdminResult<K>>;

export const isAdminOp = (op: unknown): op is AdminOp => typeof op === 'string' && Object.hasOwn(adminOperations, op);

/** Checks the arguments and runs the operation; an unknown operation or a bad argument is an AdminRefusal. */
export async function runAdmin(sql: Sql, op: unknown, args: unknown): Promise<unknown> {
  if (!isAdminOp(op)) throw new AdminRefusal(`not an operation this server runs: ${String(op).slice(0, 40)} (a server started before an update: restart it)`);
  if (typeof args !== 'object' || args === null || Array.isArray(args)) throw new AdminRefusal('the arguments must be an object');
  const { parse, run } = adminOperations[op] as { parse: (args: Args) => unknown; run: (sql: Sql, args: unknown) => Promise<unknown> };
  return run(sql, parse(args as Args));
}

/** The operations on this process's own connection. */
export const directAdmin =
  (sql: Sql): LeadAdmin =>
  (op, args) =>
    runAdmin(sql, op, args) as never;

/** JSON carries dates as text: the `…_at` fields back to Date, as the database gives them. */
export const reviveDates = (key: string, value: unknown) =>
  key.endsWith('_at') && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : value;
