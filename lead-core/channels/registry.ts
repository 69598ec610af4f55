// The channels of the outbox, in the order a new lead's deliveries are queued: the intake email,
// the on-call texts, the webhook, the CRM, the follow-ups due later, the prospect's confirmation.
// A new channel (a second CRM) is one file of this folder, defined as ./channel.ts says, and its
// line here; tests/unit/channel-registry.test.ts holds every channel listed to the same rules.
import type { DeliveryTarget } from '../lead-store.ts';
import type { Channel } from '../outbox.ts';
import type { ChannelServices, LeadChannel, LeadSettings } from './channel.ts';
import { channel as clioGrow } from './clio-grow.ts';
import { channel as confirmation } from './confirmation-text.ts';
import { channel as email } from './email.ts';
import { channel as escalation } from './escalation.ts';
import { channel as reminder } from './reminder.ts';
import { channel as sms } from './twilio-sms.ts';
import { channel as webhook } from './webhook.ts';

export const leadChannels: readonly LeadChannel[] = [email, sms, webhook, clioGrow, reminder, escalation, confirmation];

/** The names delivery rows carry (`npm run leads -- deliveries` shows them). */
export const channelNames = leadChannels.map((channel) => channel.name);

/** The follow-ups an action on the lead cancels or starts (lead-core/lead-events.ts). */
export const followUpChannels = { reminder: reminder.name, escalation: escalation.name } as const;

const configured = (settings: LeadSettings) =>
  leadChannels.flatMap((channel) => {
    const setup = channel.configured(settings);
    return setup ? [{ name: channel.name, ...setup }] : [];
  });

/** The deliveries each new lead gets, on every channel configured in `settings`. */
export const deliveryTargets = (settings: LeadSettings): DeliveryTarget[] => configured(settings).flatMap((channel) => channel.targets);

/** The senders by name, of every channel that can send here. */
export function channelSenders(settings: LeadSettings, services: ChannelServices): Record<string, Channel> {
  return Object.fromEntries(
    configured(settings).flatMap((channel) => {
      const sender = channel.sender(services);
      return sender ? [[channel.name, sender]] : [];
    }),
  );
}

/** What each channel configured does, for the start-up log. */
export const describeChannels = (settings: LeadSettings): string[] => configured(settings).map((channel) => channel.describe);
