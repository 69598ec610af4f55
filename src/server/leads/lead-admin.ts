// The firm's operations on its leads (`npm run leads`): each one's name, a check of its arguments,
// and its SQL over lead-core's `Sql`, which the CLI runs through postgres.js on a DATABASE_URL or on
// the embedded database's socket (./cli-database.ts). Each operation is one statement, or reads that
// tolerate a write between them, so on PGlite none holds the server's queries for long.
import { campaignCountShownFrom } from '../../../data/campaign-counts.ts';
import { textLead } from '../../../data/text-lead.ts';
import { firm } from '../../../data/firm.ts';
import { campaignOf, notKeptCampaign, type Attribution } from '../../../lead-core/attribution.ts';
import { createLeadEvents, type LeadEvent, type LeadOutcome } from '../../../lead-core/lead-events.ts';
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
/** A text of a text lead's conversation (lead-core/inbound-text.ts), oldest first. */
export type ConversationText = { message_sid: string; to_number: string; body: string; num_media: number; created_at: Date };
/** `texts`: a text lead's conversation; a form lead has none. */
export type ShownLead = LeadWithDeliveries & { events: LeadEvent[]; outcome: LeadOutcome; texts: ConversationText[] };

/** The waits the report counts the leads reached within (first contact minus arrival), in minutes. */
export const reachedWithin = [
  { key: 'reached_within_5_min', label: '5 min', minutes: 5 },
  { key: 'reached_within_1_h', label: '1 h', minutes: 60 },
  { key: 'reached_within_24_h', label: '24 h', minutes: 24 * 60 },
] as const;
type ReachedWithinKey = (typeof reachedWithin)[number]['key'];

/** The outcomes in the order the report gives them. */
export const reportOutcomes = ['signed', 'not-a-case', 'unreached', 'open'] as const satisfies readonly LeadOutcome[];

/**
 * What a group of leads became. Every figure but `leads` is null on a 'counted' row: those
 * leads are not linked to their campaign, so neither their contact nor their outcome is known there.
 */
export type LeadFigures = {
  leads: number;
  /** Leads with a first contact. */
  contacted: number | null;
  median_minutes_to_contact: number | null;
  p90_minutes_to_contact: number | null;
  /** Each outcome's number of leads (the lead_outcomes view). */
  outcomes: Record<LeadOutcome, number> | null;
} & Record<ReachedWithinKey, number | null>;

/** One line of the report: a campaign's leads in a week, or the week's total over every lead. */
export type ReportRow = {
  /** The Monday the week starts on, in the firm's time zone (YYYY-MM-DD). */
  week: string;
  /** 'consented': leads that kept their attribution; 'counted': the weekly count of those that did not; 'total': every lead of the week. */
  kind: 'consented' | 'counted' | 'total';
  /** null on a 'total' row. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
} & LeadFigures;

/**
 * A page's week: the leads sent from it beside the calls and texts started from it (taps on its
 * tel: and sms: links, counted without any link to a lead). Leads that came by text have the page
 * `text-message`.
 */
export type PageContacts = { week: string; page: string; leads: number; calls: number; texts: number };

export interface Report {
  time_zone: string;
  weeks_start_on: 'Monday';
  since: string | null;
  rows: ReportRow[];
  /** By week and page: leads, calls started, texts started. */
  pages: PageContacts[];
  /** Every lead of the report's weeks together. */
  overall: LeadFigures;
  /** Leads only counted, without consent: in their week's total, with no contact or outcome in their campaign's row. */
  counted_leads: number;
}

/** A conversion for Google Ads' offline import: a consented lead's click id, what it became, and when. */
export interface Conversion {
  lead_id: number;
  gclid: string;
  kind: 'signed' | 'reached';
  converted_at: Date;
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

/** The `share` percentile, interpolated between the two nearest values (PostgreSQL's percentile_cont): 0.5 is the median. */
const percentile = (values: number[], share: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * share;
  const below = sorted[Math.floor(at)]!;
  const value = below + (sorted[Math.ceil(at)]! - below) * (at - Math.floor(at));
  return Math.round(value * 10) / 10;
};

/** The figures of a group of leads, each with its minutes to first contact (null: not reached) and outcome. */
function figuresOf(leads: readonly { minutes: number | null; outcome: LeadOutcome }[]): LeadFigures {
  const minutes = leads.flatMap((lead) => (lead.minutes === null ? [] : [lead.minutes]));
  const outcomes = Object.fromEntries(reportOutcomes.map((outcome) => [outcome, leads.filter((lead) => lead.outcome === outcome).length]));
  return {
    leads: leads.length,
    contacted: minutes.length,
    ...(Object.fromEntries(reachedWithin.map(({ key, minutes: limit }) => [key, minutes.filter((wait) => wait <= limit).length])) as Record<
      ReachedWithinKey,
      number
    >),
    median_minutes_to_contact: percentile(minutes, 0.5),
    p90_minutes_to_contact: percentile(minutes, 0.9),
    outcomes: outcomes as Record<LeadOutcome, number>,
  };
}

const countedOnly = (leads: number): LeadFigures => ({
  leads,
  contacted: null,
  ...(Object.fromEntries(reachedWithin.map(({ key }) => [key, null])) as Record<ReachedWithinKey, null>),
  median_minutes_to_contact: null,
  p90_minutes_to_contact: null,
  outcomes: null,
});

/** A CLI "reached" only cancels follow-ups: it starts no chase. */
const noChase = { recipients: [], remindEverySeconds: 14_400, remindTimes: 0 };

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

  /** One lead with its deliveries, its events (what intake did, oldest first), where it stands and, for a text lead, its texts; or null. */
  'leads.find': operation(
    (args) => ({ id: leadKey(args.id) }),
    async (sql, { id }): Promise<ShownLead | null> => {
      const match = leadMatch(id, 1);
      const [lead] = await sql.query<StoredLead & { outcome: LeadOutcome }>(
        `select lead.*, outcome.outcome from public.leads as lead join public.lead_outcomes as outcome on outcome.lead_id = lead.id where lead.${match.where}`,
        [match.value],
      );
      if (!lead) return null;
      const [withTheirDeliveries] = await withDeliveries(sql, [leadRow(lead)]);
      const texts = await sql.query<ConversationText>(
        `select message_sid, to_number, body, num_media, created_at from public.inbound_texts where lead_id = $1 order by created_at, id`,
        [lead.id],
      );
      return { ...withTheirDeliveries!, events: await createLeadEvents(sql, noChase).of(lead.id), outcome: lead.outcome, texts };
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
   * Records that intake reached the visitor, as the intake page's "Reached them" does (an event by
   * 'cli', cancelling the follow-ups still due). A lead already contacted keeps its first time and
   * gets no event; `recorded` says which. A time before the lead arrived is refused.
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
      const find = async () => (await sql.query<StoredLead>(`select * from public.leads where ${match.where}`, [match.value])).map(leadRow)[0];
      const lead = await find();
      if (!lead) throw noLead(id);
      if (lead.contacted_at) return { lead, recorded: false };
      if (contacted_at && contacted_at < lead.created_at)
        throw new AdminRefusal(`Lead ${lead.id} arrived at ${lead.created_at.toISOString()}, after ${contacted_at.toISOString()}: check --at`);
      if (!(await createLeadEvents(sql, noChase).record(lead.id, 'reached', 'cli', contacted_at))) throw noLead(id);
      return { lead: (await find())!, recorded: true };
    },
  ),

  /** Deletes a lead, its attribution and (on delete cascade) its deliveries and events; says how many of each went with it. */
  'leads.delete': operation(
    (args) => ({ id: leadKey(args.id) }),
    async (sql, { id }) => {
      const match = leadMatch(id, 1);
      // The statement's snapshot still holds the deliveries and events the cascade removes: their count.
      const [row] = await sql.query<StoredLead & { deliveries_removed: number; events_removed: number }>(
        `with gone as (delete from public.leads where ${match.where} returning *)
         select gone.*, (select count(*)::int from public.lead_deliveries where lead_id in (select id from gone)) as deliveries_removed,
           (select count(*)::int from public.lead_events where lead_id in (select id from gone)) as events_removed from gone`,
        [match.value],
      );
      if (!row) throw noLead(id);
      const { deliveries_removed, events_removed, ...lead } = row;
      return { lead: leadRow(lead as StoredLead), deliveriesRemoved: deliveries_removed, eventsRemoved: events_removed };
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
   * Leads by week, source, medium and campaign: how many, how soon they were reached, and what
   * became of them (lead_outcomes). A lead that kept its attribution gives its campaign every
   * figure; the weekly counts of the others give only a number (they are linked to no lead), while
   * the week's total holds every lead. Spam is left out.
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
      // First contact: contacted_at (the first "Reached them", or a contact recorded before events existed).
      const leads = await sql.query<{ week: string; attribution: Attribution | null; minutes: number | null; outcome: LeadOutcome }>(
        `select * from (
           select to_char(date_trunc('week', lead.created_at at time zone $1), 'YYYY-MM-DD') as week, lead.attribution,
             (extract(epoch from least(lead.contacted_at, outcome.first_reached_at) - lead.created_at) / 60)::float8 as minutes, outcome.outcome
           from public.leads as lead join public.lead_outcomes as outcome on outcome.lead_id = lead.id
           where lead.status <> 'spam') as lead
         where $2::text is null or week >= $2::text`,
        [timeZone, since],
      );
      const counted = await sql.query<{ week: string; source: string; medium: string; campaign: string; leads: number }>(
        `select to_char(week, 'YYYY-MM-DD') as week, source, medium, campaign, leads from public.lead_campaign_counts
         where leads > 0 and ($1::text is null or week >= $1::text::date)`,
        [since],
      );
      type Key = Pick<ReportRow, 'week' | 'kind' | 'source' | 'medium' | 'campaign'>;
      const groups = new Map<string, { key: Key; leads: typeof leads; counted: number }>();
      const group = (key: Key) => {
        const id = JSON.stringify(key);
        if (!groups.has(id)) groups.set(id, { key, leads: [], counted: 0 });
        return groups.get(id)!;
      };
      for (const lead of leads) {
        group({ week: lead.week, kind: 'total', source: null, medium: null, campaign: null }).leads.push(lead);
        if (lead.attribution) group({ week: lead.week, kind: 'consented', ...campaignOf(lead.attribution) }).leads.push(lead);
      }
      // A week's small counts only pooled: a count of one could be matched to the week's one lead (data/campaign-counts.ts).
      for (const count of counted) {
        const shown = Number(count.leads) >= campaignCountShownFrom;
        const [source, medium] = shown ? [count.source, count.medium] : [`(fewer than ${campaignCountShownFrom} each)`, '(pooled)'];
        group({ week: count.week, kind: 'counted', source, medium, campaign: shown ? count.campaign : notKeptCampaign }).counted += Number(count.leads);
      }
      const kindOrder = { consented: 0, counted: 1, total: 2 };
      const rows = [...groups.values()]
        .map(({ key, leads, counted }): ReportRow => ({ ...key, ...(key.kind === 'counted' ? countedOnly(counted) : figuresOf(leads)) }))
        .sort(
          (a, b) =>
            b.week.localeCompare(a.week) ||
            kindOrder[a.kind] - kindOrder[b.kind] ||
            b.leads - a.leads ||
            `${a.source}/${a.medium}/${a.campaign}`.localeCompare(`${b.source}/${b.medium}/${b.campaign}`),
        );
      const countedLeads = rows.filter((row) => row.kind === 'counted').reduce((sum, row) => sum + row.leads, 0);
      // A form lead's page is its address's path (without the query string a consented one keeps).
      const pages = await sql.query<PageContacts>(
        `with taps as (
           select to_char(week, 'YYYY-MM-DD') as week, page,
             (coalesce(sum(taps) filter (where kind = 'call'), 0))::int as calls, (coalesce(sum(taps) filter (where kind = 'text'), 0))::int as texts
           from public.contact_taps group by week, page),
         sent as (
           select to_char(date_trunc('week', created_at at time zone $1), 'YYYY-MM-DD') as week,
             case when source_page = $3 then source_page
               else coalesce(nullif(split_part(regexp_replace(source_url, '^[a-z]+://[^/]+', ''), '?', 1), ''), source_page) end as page,
             count(*)::int as leads
           from public.leads where status <> 'spam' group by 1, 2)
         select week, page, coalesce(sent.leads, 0)::int as leads, coalesce(taps.calls, 0)::int as calls, coalesce(taps.texts, 0)::int as texts
         from taps full join sent using (week, page)
         where $2::text is null or week >= $2::text
         order by week desc, coalesce(taps.calls, 0) + coalesce(taps.texts, 0) + coalesce(sent.leads, 0) desc, page`,
        [timeZone, since, textLead.sourceLabel],
      );
      return { time_zone: timeZone, weeks_start_on: 'Monday', since, rows, pages, overall: figuresOf(leads), counted_leads: countedLeads };
    },
  ),

  /**
   * The Google Ads conversions: each consented lead with a gclid, its first "Signed" while signed
   * is where it stands, and (with `reached`) its first contact; oldest first. Spam and leads
   * without consent (no attribution) are never in it.
   */
  'conversions.google-ads': operation(
    (args) => ({ reached: args.reached === true }),
    async (sql, { reached }): Promise<Conversion[]> =>
      (
        await sql.query<Conversion>(
          `select * from (
             select lead.id as lead_id, lead.attribution->>'gclid' as gclid, 'signed' as kind,
               (select min(event.created_at) from public.lead_events as event where event.lead_id = lead.id and event.kind = 'signed') as converted_at
             from public.leads as lead join public.lead_outcomes as outcome on outcome.lead_id = lead.id
             where outcome.outcome = 'signed'
             union all
             select lead.id, lead.attribution->>'gclid', 'reached', least(lead.contacted_at, outcome.first_reached_at)
             from public.leads as lead join public.lead_outcomes as outcome on outcome.lead_id = lead.id
             where $1::boolean and coalesce(lead.contacted_at, outcome.first_reached_at) is not null) as conversion
           where exists (select 1 from public.leads as lead
             where lead.id = conversion.lead_id and lead.status <> 'spam' and lead.attribution is not null and coalesce(lead.attribution->>'gclid', '') <> '')
           order by converted_at, lead_id, kind`,
          [reached],
        )
      ).map((row) => ({ ...row, lead_id: Number(row.lead_id), converted_at: new Date(row.converted_at) })),
  ),
};

export type AdminOperations = typeof adminOperations;
export type AdminOp = keyof AdminOperations;
/** What an operation takes, as its check returns it. */
export type AdminArgs<K extends AdminOp> = ReturnType<AdminOperations[K]['parse']>;
export type AdminResult<K extends AdminOp> = Awaited<ReturnType<AdminOperations[K]['run']>>;
/** Runs one operation. */
export type LeadAdmin = <K extends AdminOp>(op: K, args: AdminArgs<K>) => Promise<AdminResult<K>>;

/** The operations on a connection: each checks its arguments (an AdminRefusal when one is wrong), then runs. */
export const directAdmin =
  (sql: Sql): LeadAdmin =>
  async (op, args) => {
    const { parse, run } = adminOperations[op] as { parse: (args: Args) => unknown; run: (sql: Sql, args: unknown) => Promise<unknown> };
    return run(sql, parse(args as Args)) as never;
  };
