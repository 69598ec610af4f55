// What a channel of the outbox is, for the registry (./registry.ts): its name (the one its
// delivery rows carry), how it reads its settings from the lead settings, the deliveries a new
// lead gets on it, and its sender. A channel whose settings are absent is not configured: it
// queues nothing, and deliveries already queued for it wait (the outbox's rule).
import type { IntakeSettings } from '../intake-settings.ts';
import type { DeliveryTarget, RateLimit } from '../lead-store.ts';
import type { Channel } from '../outbox.ts';
import type { SendMail } from './email.ts';

/** The settings of the lead pipeline: the same object on the Node server and on Supabase. */
export interface LeadSettings {
  /** Origins allowed to post the form and the intake page (CORS), and to be sent back to. */
  siteOrigins: readonly string[];
  /** Salt for hashing client addresses and senders' numbers; neither is stored. */
  ipSalt: string;
  /** Shown when storing fails, so the visitor still has a way through. */
  fallbackPhone: string;
  /** The intake address: where each lead's email goes. */
  notifyEmail: string;
  mailFrom: string;
  rateLimit: RateLimit;
  /** The texts, webhook, CRM, follow-up and intake links, from the environment (./intake-settings.ts). */
  intake: IntakeSettings;
}

/** What a sender may use besides its settings and fetch: the mail transport the platform gives. */
export interface ChannelServices {
  sendMail: SendMail;
}

export interface ChannelDefinition<S> {
  name: string;
  /** Its settings, or undefined where it is not configured. */
  settings(settings: LeadSettings): S | undefined;
  /** The deliveries queued with each new lead on it (the channel is this one's name). */
  targets(settings: S): Omit<DeliveryTarget, 'channel'>[];
  /** Undefined when it queues but cannot send here: its deliveries wait, as for a channel not configured. */
  sender(settings: S, services: ChannelServices): Channel | undefined;
  /** Where it sends, for the start-up log. */
  describe(settings: S): string;
}

/** A channel as the registry holds it: its settings' type is its own business. */
export interface LeadChannel {
  name: string;
  configured(settings: LeadSettings): { targets: DeliveryTarget[]; sender(services: ChannelServices): Channel | undefined; describe: string } | undefined;
}

export function defineChannel<S>(definition: ChannelDefinition<S>): LeadChannel {
  return {
    name: definition.name,
    configured(settings) {
      const own = definition.settings(settings);
      if (own === undefined) return undefined;
      return {
        targets: definition.targets(own).map((target) => ({ channel: definition.name, ...target })),
        sender: (services) => definition.sender(own, services),
        describe: definition.describe(own),
      };
    },
  };
}
