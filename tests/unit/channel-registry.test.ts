// @vitest-environment node
// Every channel of the registry (lead-core/channels/registry.ts) held to the same rules, so that a
// new one (a second CRM) is its file, its line in the registry, its sample settings here and a test
// against the service's contract (as tests/unit/intake-channels.test.ts has for Twilio, the webhook
// and Clio Grow): its name is the one its deliveries carry, both platforms read its variables, it
// queues nothing until they are set, and then it queues and can send.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { channelNames, channelSenders, deliveryTargets, followUpChannels, leadChannels } from '../../lead-core/channels/registry.ts';
import { intakeVariables, parseIntakeSettings } from '../../lead-core/intake-settings.ts';
import { serverVariables } from '../../src/server/env.ts';
import { pipelineSettings } from '../support/lead-fixtures.ts';

/** A valid value of every intake variable: each channel configured. A new channel's variables go here too. */
const everyChannel = {
  INTAKE_SMS_TO: '+12535550100,+12535550101',
  INTAKE_BACKUP_SMS_TO: '+12535550105',
  TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+12535550142',
  LEAD_WEBHOOK_URL: 'https://hooks.firm.example/leads',
  LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`,
  CLIO_GROW_INBOX_TOKEN: 'inbox-token',
};

const settingsOf = (env: Record<string, string>) => {
  const { settings, problems } = parseIntakeSettings(env);
  expect(problems).toEqual([]);
  return pipelineSettings({ intake: settings });
};
const sendMail = () => Promise.reject(new Error('nothing is sent by this test'));

describe('the channel registry', () => {
  it('names each channel once, as its delivery rows carry it, and the follow-ups among them', () => {
    expect(new Set(channelNames).size).toBe(channelNames.length);
    for (const name of channelNames) expect(name).toMatch(/^[a-z][a-z-]*$/);
    expect(channelNames).toEqual(expect.arrayContaining(Object.values(followUpChannels)));
  });

  it('has every variable of a channel read by the Node server and the Supabase functions, and documented', async () => {
    const leadsDoc = await readFile(new URL('../../docs/leads.md', import.meta.url), 'utf8');
    const own = leadChannels.flatMap((channel) => Object.keys(channel.variables ?? {}));
    expect(own.length).toBeGreaterThan(0);
    for (const name of own) {
      // supabase/functions/_shared/supabase-env.ts reads intakeVariables from the function's secrets.
      expect(intakeVariables, name).toContain(name);
      expect(serverVariables, name).toContain(name);
      expect(leadsDoc, `docs/leads.md names ${name}`).toContain(`\`${name}\``);
    }
  });

  it('queues each channel under its own name once its settings are given, and has a sender for it', () => {
    const settings = settingsOf(everyChannel);
    for (const channel of leadChannels) {
      const configured = channel.configured(settings);
      expect(configured, channel.name).toBeDefined();
      expect(configured!.targets.length, `${channel.name} queues a delivery`).toBeGreaterThan(0);
      expect(new Set(configured!.targets.map((target) => target.channel))).toEqual(new Set([channel.name]));
      expect(configured!.describe, channel.name).not.toBe('');
    }
    expect(new Set(deliveryTargets(settings).map((target) => target.channel))).toEqual(new Set(channelNames));
    expect(Object.keys(channelSenders(settings, { sendMail })).sort()).toEqual([...channelNames].sort());
  });

  it('queues nothing on a channel whose variables are not set, but the intake email and the confirmation a visitor asks for', () => {
    const settings = settingsOf({});
    expect(deliveryTargets(settings)).toEqual([
      { channel: 'email', target: settings.notifyEmail },
      // Without Twilio it waits in deliveries, with no sender here.
      { channel: 'confirmation', target: '' },
    ]);
    expect(Object.keys(channelSenders(settings, { sendMail }))).toEqual(['email']);
    for (const channel of leadChannels.filter((candidate) => candidate.variables)) {
      const without = Object.fromEntries(Object.entries(everyChannel).filter(([name]) => !(name in channel.variables!)));
      expect(channel.configured(settingsOf(without)), `${channel.name} without its variables`).toBeUndefined();
    }
  });
});
