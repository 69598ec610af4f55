// What intake did with a lead (public.lead_events, supabase/migrations/20261202120000_lead_follow_up.sql):
// an action tapped on the lead's intake page, or `npm run leads -- contacted`. Recording an action
// also decides the follow-ups in the same transaction: "Reached them", "Not a case" and "Signed"
// cancel every escalation and reminder still due; "No answer" cancels the escalation and starts the
// chase, one reminder to each on-call number every `remindEverySeconds`, `remindTimes` times.
import { followUpChannels } from './channels/registry.ts';
import type { Query, Sql } from './sql.ts';

export const leadActions = ['reached', 'no-answer', 'not-a-case', 'signed'] as const;
export type LeadAction = (typeof leadActions)[number];
export const isLeadAction = (value: unknown): value is LeadAction => typeof value === 'string' && (leadActions as readonly string[]).includes(value);

/** Where a lead stands (the lead_outcomes view): see the migration for what each means. */
export type LeadOutcome = 'open' | 'signed' | 'not-a-case' | 'unreached';

export interface LeadEvent {
  id: number;
  lead_id: number;
  kind: LeadAction;
  recipient: string;
  created_at: Date;
}

/** The chase after "No answer": whom it reminds, how often and how many times. */
export interface ChaseSettings {
  recipients: readonly string[];
  remindEverySeconds: number;
  remindTimes: number;
}

/** The same action by the same recipient within this many seconds is one tap (a double tap, a retried request). */
export const sameActionWindowSeconds = 120;

const revive = (event: LeadEvent): LeadEvent => ({ ...event, id: Number(event.id), lead_id: Number(event.lead_id), created_at: new Date(event.created_at) });

/** The follow-ups an action makes needless: all of them once the lead is settled, the escalation once someone tried. */
const cancelledBy: Record<LeadAction, readonly string[]> = {
  reached: [followUpChannels.reminder, followUpChannels.escalation],
  'not-a-case': [followUpChannels.reminder, followUpChannels.escalation],
  signed: [followUpChannels.reminder, followUpChannels.escalation],
  'no-answer': [followUpChannels.escalation],
};

async function record(query: Query, leadId: number, kind: LeadAction, recipient: string, at: Date | undefined, chase: ChaseSettings) {
  // The lead's row lock orders two taps on the same lead: the second sees the first's event.
  const [lead] = await query<{ id: number }>(`select id from public.leads where id = $1 for update`, [leadId]);
  if (!lead) return undefined;
  const [same] = await query<LeadEvent>(
    `select * from public.lead_events
     where lead_id = $1 and kind = $2 and recipient = $3 and created_at > coalesce($4::timestamptz, now()) - make_interval(secs => $5)
     order by id desc limit 1`,
    [leadId, kind, recipient, at?.toISOString() ?? null, sameActionWindowSeconds],
  );
  if (same) return { event: revive(same), recorded: false };
  const [event] = await query<LeadEvent>(
    `insert into public.lead_events (lead_id, kind, recipient, created_at) values ($1, $2, $3, coalesce($4::timestamptz, now())) returning *`,
    [leadId, kind, recipient, at?.toISOString() ?? null],
  );
  if (kind === 'reached') {
    await query(`update public.leads set contacted_at = least(coalesce(contacted_at, $2::timestamptz), $2::timestamptz) where id = $1`, [
      leadId,
      event!.created_at,
    ]);
  }
  // Round 0 is the escalation's reminder; pending ones are cancelled, sent ones stay as they were.
  await query(
    `update public.lead_deliveries set status = 'cancelled'
     where lead_id = $1 and status = 'pending' and (channel = any($2::text[]) or ($3::boolean and channel = $4 and round = 0))`,
    [leadId, cancelledBy[kind], kind === 'no-answer', followUpChannels.reminder],
  );
  if (kind === 'no-answer' && chase.recipients.length > 0 && chase.remindTimes > 0) {
    // The chase starts at the first "No answer"; later ones do not start it again.
    await query(
      `insert into public.lead_deliveries (lead_id, channel, target, round, next_attempt_at)
       select $1, $2, recipient, round, now() + make_interval(secs => $4 * round)
       from unnest($3::text[]) as recipient cross join generate_series(1, $5) as round
       where not exists (select 1 from public.lead_deliveries where lead_id = $1 and channel = $2 and round > 0)
       on conflict do nothing`,
      [leadId, followUpChannels.reminder, chase.recipients, chase.remindEverySeconds, chase.remindTimes],
    );
  }
  return { event: revive(event!), recorded: true };
}

export function createLeadEvents(sql: Sql, chase: ChaseSettings) {
  return {
    /**
     * Records `kind` for lead `leadId` as done by `recipient` (at `at`, by default now), with the
     * follow-ups it cancels or starts. Undefined when there is no such lead; `recorded` is false
     * for the same action by the same recipient within `sameActionWindowSeconds`.
     */
    record(leadId: number, kind: LeadAction, recipient: string, at?: Date) {
      return sql.transaction((query) => record(query, leadId, kind, recipient, at, chase));
    },

    /** The lead's actions, oldest first. */
    async of(leadId: number): Promise<LeadEvent[]> {
      return (await sql.query<LeadEvent>(`select * from public.lead_events where lead_id = $1 order by created_at, id`, [leadId])).map(revive);
    },

    async outcome(leadId: number): Promise<LeadOutcome | undefined> {
      const [row] = await sql.query<{ outcome: LeadOutcome }>(`select outcome from public.lead_outcomes where lead_id = $1`, [leadId]);
      return row?.outcome;
    },
  };
}

export type LeadEvents = ReturnType<typeof createLeadEvents>;
