// What a channel of the outbox is, for the registry (./registry.ts): its name (the one its
// delivery rows carry), the environment variables it alone reads, how it reads its settings, the
// deliveries a new lead gets on it, and its sender. A channel whose settings are absent is not
// configured: it queues nothing, and deliveries already queued for it wait (the outbox's rule).
import type * as v from 'valibot';
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

/** Settings that only work together: the problem, named by its variables, unless `holds` on what was given. */
export type SettingsPairing = [problem: string, holds: (env: Readonly<Record<string, string | undefined>>) => boolean];

export interface ChannelDefinition<S, V extends v.ObjectEntries> {
  name: string;
  /**
   * The variables only this channel reads, with their checks: ../intake-settings.ts checks them
   * with the others, so the Node server and the functions read them and stop at start on a wrong one.
   */
  variables?: V;
  pairings?: SettingsPairing[];
  /** Its settings, from the lead settings and its own variables, or undefined where it is not configured. */
  settings(settings: LeadSettings, variables: v.InferOutput<v.ObjectSchema<V, undefined>>): S | undefined;
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
  variables?: v.ObjectEntries;
  pairings?: SettingsPairing[];
  configured(settings: LeadSettings): { targets: DeliveryTarget[]; sender(services: ChannelServices): Channel | undefined; describe: string } | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a channel without variables of its own
export function defineChannel<S, V extends v.ObjectEntries = {}>(definition: ChannelDefinition<S, V>): LeadChannel {
  return {
    name: definition.name,
    variables: definition.variables,
    pairings: definition.pairings,
    configured(settings) {
      // As ../intake-settings.ts parsed them with this channel's own entries.
      const own = definition.settings(settings, settings.intake.channelVariables as v.InferOutput<v.ObjectSchema<V, undefined>>);
      if (own === undefined) return undefined;
      return {
        targets: definition.targets(own).map((target) => ({ channel: definition.name, ...target })),
        sender: (services) => definition.sender(own, services),
        describe: definition.describe(own),
      };
    },
  };
}
