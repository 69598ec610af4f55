// @vitest-environment node
// The intake channels' settings: a wrong one stops the server at start with one line that names it,
// before any lead is queued for a channel that cannot send; and what `npm start` writes under
// DATA_DIR is its own user's alone.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { deliveryTargets } from '../../lead-core/channels/registry.ts';
import { parseIntakeSettings, type IntakeSettings } from '../../lead-core/intake-settings.ts';
import { defaultRateLimit } from '../../lead-core/lead-store.ts';
import { serverVariables } from '../../src/server/env.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { node, repoDir } from '../support/processes.ts';
import { send, startSite } from '../support/server.ts';

const twilio = { TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+12535550142' };
const secret = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
/** The deliveries a new lead gets with these intake settings, the intake address being intake@firm.example. */
const targetsOf = (intake: IntakeSettings) =>
  deliveryTargets({
    siteOrigins: [],
    ipSalt: 'salt',
    fallbackPhone: '',
    notifyEmail: 'intake@firm.example',
    mailFrom: '',
    rateLimit: defaultRateLimit,
    intake,
  });

describe('the intake settings', () => {
  it('configure each channel they name, and queue one delivery per target', () => {
    const { settings, problems } = parseIntakeSettings({
      INTAKE_SMS_TO: '+12535550100, +12535550101',
      ...twilio,
      LEAD_WEBHOOK_URL: 'https://hooks.firm.example/leads',
      LEAD_WEBHOOK_SECRET: secret,
      CLIO_GROW_INBOX_TOKEN: 'inbox-token',
    });
    expect(problems).toEqual([]);
    expect(settings.sms).toMatchObject({ to: ['+12535550100', '+12535550101'], apiBase: 'https://api.twilio.com' });
    expect(settings.channelVariables).toMatchObject({ CLIO_GROW_INBOX_TOKEN: 'inbox-token', CLIO_GROW_URL: 'https://grow.clio.com/inbox_leads' });
    expect(targetsOf(settings)).toEqual([
      { channel: 'email', target: 'intake@firm.example' },
      { channel: 'sms', target: '+12535550100' },
      { channel: 'sms', target: '+12535550101' },
      { channel: 'webhook', target: 'https://hooks.firm.example/leads' },
      { channel: 'clio-grow', target: 'https://grow.clio.com/inbox_leads' },
      // The escalation, five minutes on unless someone acts: a reminder to each on-call number.
      { channel: 'reminder', target: '+12535550100', delaySeconds: 300 },
      { channel: 'reminder', target: '+12535550101', delaySeconds: 300 },
      // The prospect's own number, for a lead that asks for the confirmation.
      { channel: 'confirmation', target: '' },
    ]);
    expect(targetsOf(parseIntakeSettings({}).settings)).toEqual([
      { channel: 'email', target: 'intake@firm.example' },
      { channel: 'confirmation', target: '' },
    ]);
    // Backup numbers get the escalation, at the minutes set.
    const backedUp = parseIntakeSettings({ INTAKE_SMS_TO: '+12535550100', INTAKE_BACKUP_SMS_TO: '+12535550105', INTAKE_ESCALATE_AFTER: '1', ...twilio });
    expect(backedUp.problems).toEqual([]);
    expect(targetsOf(backedUp.settings).filter((target) => target.delaySeconds)).toEqual([
      { channel: 'reminder', target: '+12535550100', delaySeconds: 60 },
      { channel: 'escalation', target: '+12535550105', delaySeconds: 60 },
    ]);
    expect(backedUp.settings.followUp).toEqual({ escalateAfterSeconds: 60, backupTo: ['+12535550105'], remindEverySeconds: 240 * 60, remindTimes: 6 });
  });

  it('name what is wrong, one line each', () => {
    const cases: [Record<string, string>, string][] = [
      [
        { INTAKE_SMS_TO: '+12535550100' },
        'INTAKE_SMS_TO is set, but texts need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
      ],
      [{ INTAKE_SMS_TO: '253-555-0100', ...twilio }, 'INTAKE_SMS_TO must be phone numbers in E.164 form, comma-separated (+12535550100,+12535550101)'],
      [
        { LEAD_WEBHOOK_URL: 'https://hooks.firm.example/leads', LEAD_WEBHOOK_SECRET: 'not-a-secret' },
        'LEAD_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ followed by base64',
      ],
      [
        { LEAD_WEBHOOK_URL: 'http://hooks.firm.example/leads', LEAD_WEBHOOK_SECRET: secret },
        'LEAD_WEBHOOK_URL must be an https:// URL (http:// only to a loopback address)',
      ],
      [{ LEAD_WEBHOOK_URL: 'https://hooks.firm.example/leads' }, 'LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together: set both or neither'],
      [
        { INTAKE_BACKUP_SMS_TO: '+12535550105', ...twilio },
        'INTAKE_BACKUP_SMS_TO is set, but the backup is for the on-call numbers of INTAKE_SMS_TO: set those too',
      ],
      [{ INTAKE_ESCALATE_AFTER: '0' }, 'INTAKE_ESCALATE_AFTER must be a positive number of minutes'],
      [{ INTAKE_ESCALATE_AFTER: 'soon' }, 'INTAKE_ESCALATE_AFTER must be a positive number of minutes'],
      [{ INTAKE_REMIND_EVERY: '-5' }, 'INTAKE_REMIND_EVERY must be a positive number of minutes'],
      [{ INTAKE_LINK_SECRET: 'short' }, 'INTAKE_LINK_SECRET must be at least 32 bytes (openssl rand -hex 32)'],
    ];
    for (const [env, line] of cases) expect(parseIntakeSettings(env).problems, JSON.stringify(env)).toEqual([line]);
    // Backup numbers without Twilio: a line of their own beside the on-call numbers'.
    expect(parseIntakeSettings({ INTAKE_SMS_TO: '+12535550100', INTAKE_BACKUP_SMS_TO: '+12535550105' }).problems).toEqual([
      'INTAKE_SMS_TO is set, but texts need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
      'INTAKE_BACKUP_SMS_TO is set, but texts need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
    ]);
    // Loopback is allowed over http: a receiver on the same box.
    expect(parseIntakeSettings({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9000/leads', LEAD_WEBHOOK_SECRET: secret }).problems).toEqual([]);
  });

  it('stop npm start before it serves, with the lines on stderr', async () => {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !serverVariables.includes(name)));
    const started = await promisify(execFile)(node, ['src/server/start.ts'], {
      cwd: repoDir,
      env: {
        ...inherited,
        PORT: '9',
        DATA_DIR: await mkdtemp(join(tmpdir(), 'bad-settings-')),
        INTAKE_SMS_TO: '+12535550100',
        LEAD_WEBHOOK_URL: 'http://hooks.firm.example/x',
        LEAD_WEBHOOK_SECRET: secret,
      },
      encoding: 'utf8',
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(started.code).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([
      "The server's environment is not valid:",
      '  LEAD_WEBHOOK_URL must be an https:// URL (http:// only to a loopback address)',
      '  INTAKE_SMS_TO is set, but texts need TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
    ]);
  });
});

describe('what npm start writes under DATA_DIR', () => {
  it('is for its own user only: the folders 0700, the database files and the .eml copies 0600', { timeout: 120_000 }, async () => {
    // An empty DATA_DIR, as on a first start (not the run's migrated copy): npm start makes everything in it.
    const site = await startSite({ DATA_DIR: await mkdtemp(join(tmpdir(), 'first-start-')) });
    try {
      const answer = await send(site.port, { body: JSON.stringify({ ...validLead, submissionId: crypto.randomUUID() }) });
      expect(answer.status).toBe(200);
      for (const deadline = Date.now() + 20_000; !(await readdir(join(site.dataDir, 'mail')).catch(() => [])).length;) {
        if (Date.now() > deadline) throw new Error('no .eml written');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await site.stop();
    }
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    expect(await mode(site.dataDir)).toBe(0o700);
    for (const folder of ['mail', 'leads-db']) expect(await mode(join(site.dataDir, folder)), folder).toBe(0o700);
    const [eml] = await readdir(join(site.dataDir, 'mail'));
    expect(await mode(join(site.dataDir, 'mail', eml!))).toBe(0o600);
    const databaseFiles = (await readdir(join(site.dataDir, 'leads-db'), { recursive: true })).map((name) => join(site.dataDir, 'leads-db', name));
    const wider = [];
    for (const file of databaseFiles) if ((await mode(file)) & 0o077) wider.push(file);
    expect(wider).toEqual([]);
  });
});
