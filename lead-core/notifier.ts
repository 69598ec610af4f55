// Sends the firm one email per stored lead. Failures leave the lead queued with a growing delay
// (30 s doubling to an hour), so an outage of the mail server loses nothing.
import { composeLeadEmail, type LeadEmail } from './lead-email.ts';
import type { LeadStore } from './lead-store.ts';

export type SendMail = (email: LeadEmail) => Promise<void>;

export interface NotifierSettings {
  from: string;
  to: string;
  siteOrigins: readonly string[];
}

export const retryDelaySeconds = (attempt: number) => Math.min(30 * 2 ** Math.max(0, attempt - 1), 3600);

/** Delivers every lead that is due; returns how many were sent and how many failed. */
export async function deliverDue(
  store: LeadStore,
  send: SendMail,
  settings: NotifierSettings,
  { batch = 20, retryDelay = retryDelaySeconds }: { batch?: number; retryDelay?: (attempt: number) => number } = {},
) {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const due = await store.claimDue(batch, 300);
    if (due.length === 0) break;
    for (const lead of due) {
      try {
        await send(composeLeadEmail(lead, settings));
        await store.markSent(lead.id);
        sent += 1;
      } catch (error) {
        failed += 1;
        await store.markFailed(lead.id, error instanceof Error ? error.message : String(error), retryDelay(lead.notification_attempts));
      }
    }
    if (failed > 0) break;
  }
  return { sent, failed };
}
