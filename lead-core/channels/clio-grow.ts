// Each lead into the firm's Clio Grow lead inbox, through the Lead Inbox API
// (https://docs.developers.clio.com/guides/clio-grow/lead-inbox-api/, read 2026-11-27; Clio calls
// it legacy but documents it): POST JSON with Content-Type and Accept both application/json;
// from_first, from_last, from_message, referring_url and from_source are required, from_email and
// from_phone optional. The page names no status for success or failure: integrations written
// against it check for 201 Created, so any 2xx is taken as Clio's yes, and the outbox's rule
// decides the rest (401 or 422, a bad token or field, is final; 429 and 5xx are retried).
import { isCriminalSourceLabel } from '../../data/criminal-source-labels.ts';
import { leadLanguageNotice } from '../../data/locales.ts';
import { textLead } from '../../data/text-lead.ts';
import { campaignOf } from '../attribution.ts';
import * as v from 'valibot';
import { isSafeServiceUrl, serviceUrl } from '../service-url.ts';
import type { StoredLead } from '../lead-store.ts';
import { DeliveryFailure, type Channel } from '../outbox.ts';
import { defineChannel } from './channel.ts';
import { requestService, serviceFailure } from './service-request.ts';

/** First word and the rest; Clio requires both, so a single name is both. */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.length > 0 ? rest.join(' ') : first };
}

/** A text to the firm's number, or which page of the website, and the campaign when the visitor let the firm keep it. */
function sourceOf(lead: StoredLead): string {
  if (lead.source_page === textLead.sourceLabel) return textLead.clioSource;
  if (!lead.attribution) return `Website – ${lead.source_page}`;
  const { source, medium, campaign } = campaignOf(lead.attribution);
  return `Website – ${lead.source_page} – ${source} / ${medium} / ${campaign}`;
}

/** Clio takes other form fields inside the message; intake sees the case type and how to call back first. */
function messageOf(lead: StoredLead): string {
  const language = leadLanguageNotice(lead.language);
  return [
    `Case type: ${lead.case_type}`,
    ...(language ? [`Language: ${language.callBackIn} (call back in ${language.callBackIn})`] : []),
    ...(isCriminalSourceLabel(lead.source_page) ? ['Criminal-defense inquiry: call back first'] : []),
    `${lead.source_page === textLead.sourceLabel ? 'Text lead' : 'Website lead'}: ${lead.id}`,
    '',
    lead.message || '(no message)',
  ].join('\n');
}

export function clioGrowBody(lead: StoredLead, inboxToken: string) {
  const { first, last } = splitName(lead.name);
  return {
    inbox_lead_token: inboxToken,
    inbox_lead: {
      from_first: first,
      from_last: last,
      // A text lead has no email; the field is optional.
      ...(lead.email ? { from_email: lead.email } : {}),
      from_phone: lead.phone,
      from_message: messageOf(lead),
      // Where the visit began when it was kept, else the form's page; the field is required, and may be text.
      referring_url:
        lead.attribution?.landing_page ||
        lead.source_url ||
        (lead.source_page === textLead.sourceLabel ? textLead.clioSource : `Website form (${lead.source_page})`),
      from_source: sourceOf(lead),
    },
  };
}

/** Posts to the configured inbox, not the one recorded with the delivery: the inbox URL (its region) and its token are one setting. */
export interface ClioGrowSettings {
  inboxToken: string;
  /** The region's inbox (grow.clio.com, or the eu., ca., au. host). */
  url: string;
}

export function clioGrowChannel(settings: ClioGrowSettings, fetcher: typeof fetch = fetch): Channel {
  return {
    async send(lead) {
      if (!isSafeServiceUrl(settings.url)) {
        throw new DeliveryFailure(`the Clio Grow URL ${settings.url} is not https:// (http:// only to a loopback address); nothing was sent`, { final: true });
      }
      const response = await requestService(
        'Clio Grow',
        settings.url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(clioGrowBody(lead, settings.inboxToken)),
        },
        fetcher,
      );
      const answer = await response.text();
      if (!response.ok) throw serviceFailure(response, answer);
    },
  };
}

export const channel = defineChannel({
  name: 'clio-grow',
  variables: {
    CLIO_GROW_INBOX_TOKEN: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
    CLIO_GROW_URL: v.optional(serviceUrl('CLIO_GROW_URL'), 'https://grow.clio.com/inbox_leads'),
  },
  settings: (_, env): ClioGrowSettings | undefined =>
    env.CLIO_GROW_INBOX_TOKEN ? { inboxToken: env.CLIO_GROW_INBOX_TOKEN, url: env.CLIO_GROW_URL } : undefined,
  targets: ({ url }) => [{ target: url }],
  sender: (settings) => clioGrowChannel(settings),
  describe: ({ url }) => `Clio Grow at ${new URL(url).host}`,
});
