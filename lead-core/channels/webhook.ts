// Every lead to the firm's own endpoint (an automation, a case system) as a Standard Webhook
// (standardwebhooks.com): JSON signed with the shared secret, so the receiver can tell it came from
// this site and was not changed. A retry is the same message: the same webhook-id and the same
// bytes, only a new timestamp and so a new signature; the receiver drops an id it already has.
import { Webhook } from 'standardwebhooks';
import * as v from 'valibot';
import { isSafeServiceUrl, serviceUrl } from '../service-url.ts';
import type { StoredLead } from '../lead-store.ts';
import { DeliveryFailure, type Channel } from '../outbox.ts';
import { defineChannel } from './channel.ts';
import { requestService, serviceFailure } from './service-request.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** One id per lead, on every attempt: the receiver's key for dropping a duplicate. */
export const webhookMessageId = (submissionId: string) => `msg_${submissionId}`;

/** Built from the stored lead alone, so every attempt sends the same bytes. */
export function webhookPayload(lead: StoredLead) {
  return {
    type: 'lead.created',
    timestamp: iso(lead.created_at),
    data: {
      id: Number(lead.id),
      submission_id: lead.submission_id,
      received_at: iso(lead.created_at),
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      case_type: lead.case_type,
      message: lead.message,
      language: lead.language,
      source_page: lead.source_page,
      source_url: lead.source_url,
      // Kept only with the visitor's consent; with it, when and to which wording they gave it.
      attribution: lead.attribution
        ? {
            ...lead.attribution,
            consented_at: lead.attribution_consented_at === null ? null : iso(lead.attribution_consented_at),
            consent_version: lead.attribution_consent_version,
          }
        : null,
    },
  };
}

/**
 * Posts to the configured URL, not the one recorded with the delivery: the URL and its secret are
 * one setting, so a lead queued before they changed goes where the current secret is expected.
 */
export interface WebhookSettings {
  url: string;
  secret: string;
}

export function webhookChannel(settings: WebhookSettings, fetcher: typeof fetch = fetch): Channel {
  const signer = new Webhook(settings.secret);
  return {
    async send(lead) {
      // The settings' schema checks this too; checked again here, whoever built the settings.
      if (!isSafeServiceUrl(settings.url)) {
        throw new DeliveryFailure(`the webhook URL ${settings.url} is not https:// (http:// only to a loopback address); nothing was sent`, { final: true });
      }
      const id = webhookMessageId(lead.submission_id);
      const body = JSON.stringify(webhookPayload(lead));
      const attemptedAt = new Date();
      const response = await requestService(
        'the webhook receiver',
        settings.url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(attemptedAt.getTime() / 1000)),
            'webhook-signature': signer.sign(id, attemptedAt, body),
          },
          body,
        },
        fetcher,
      );
      const answer = await response.text();
      // Any 2xx is the receiver's yes; 410 Gone (the spec's "stop sending") is a final 4xx like the others.
      if (!response.ok) throw serviceFailure(response, answer);
    },
  };
}

/** Standard Webhooks' secret form: `whsec_` and the base64 of the key (24 to 64 bytes). */
const webhookSecret = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;

export const channel = defineChannel({
  name: 'webhook',
  variables: {
    LEAD_WEBHOOK_URL: v.optional(serviceUrl('LEAD_WEBHOOK_URL')),
    LEAD_WEBHOOK_SECRET: v.optional(
      v.pipe(v.string(), v.regex(webhookSecret, 'LEAD_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by base64')),
    ),
  },
  pairings: [['LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together: set both or neither', (env) => !env.LEAD_WEBHOOK_URL === !env.LEAD_WEBHOOK_SECRET]],
  settings: (_, env): WebhookSettings | undefined =>
    env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET } : undefined,
  targets: ({ url }) => [{ target: url }],
  sender: (settings) => webhookChannel(settings),
  describe: ({ url }) => `a signed webhook to ${new URL(url).host}`,
});
