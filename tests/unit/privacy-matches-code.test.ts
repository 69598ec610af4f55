// @vitest-environment node
// The privacy pages say what the contact form keeps and for how long; this holds them against the
// code. A lead goes through the Node server's lead pipeline (the real handler, store and outbox worker,
// mail to .eml files) into the embedded database; every column of its row must be one the
// Privacy Policy names, in the words below. The period the pages give for the address hash must
// be the one constant the sweep is sized from, and the Supabase schedule in the migrations must
// fit inside it. What the pages say a deletion removes is what `npm run leads -- delete` removes.
// How a visitor found the site (issue 20) is held against the code in privacy-attribution.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firm } from '../../data/firm';
import { ipHashKeptAtMostSeconds } from '../../data/ip-hash-retention';
import { staticPaths } from '../../data/paths';
import { leadFactsEs, leadPartsEs } from '../../data/es/lead-facts';
import { leadFacts, leadParts, recipientParts, type LeadPart, type Recipient } from '../../data/legal/lead-facts';
import { translatedStaticPaths } from '../../data/paths';
import { clioGrowBody } from '../../lead-core/channels/clio-grow.ts';
import { confirmationText } from '../../lead-core/channels/confirmation-text.ts';
import { intakeText } from '../../lead-core/channels/twilio-sms.ts';
import { intakeLink } from '../../lead-core/intake-link.ts';
import { webhookPayload } from '../../lead-core/channels/webhook.ts';
import { composeLeadEmail } from '../../lead-core/lead-email.ts';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';
import { createLeadPipeline } from '../../lead-core/lead-pipeline.ts';
import { defaultRateLimit, ipHashSweepSeconds, maxRateLimitWindowSeconds, type StoredLead } from '../../lead-core/lead-store.ts';
import { openDatabase } from '../../src/server/leads/database.ts';
import { createMailer, mailDirectory } from '../../src/server/leads/mailer.ts';
import { pgliteDatabase } from '../support/databases.ts';
import { origin, pipelineSettings, storedLead, validLead } from '../support/lead-fixtures.ts';
import { pageText } from '../support/page-text.ts';

/**
 * Each column of a stored lead, and the words the Privacy Policy uses for it. A column added to
 * the table fails the test until it is named here and on the page.
 */
const columnWords = {
  id: 'not visitor data: the row’s serial number',
  submission_id: ['A reference number', 'a random number your browser makes for each submission'],
  created_at: ['When it arrived', 'the date and time we received it'],
  name: ['your name'],
  phone: ['your phone number'],
  email: ['your email address'],
  case_type: ['the type of case you choose'],
  message: ['your message'],
  source_page: ['Which form you used'],
  language: ['The language you wrote in'],
  source_url: ['the address and title of the page you sent the form from'],
  page_title: ['the address and title of the page you sent the form from'],
  attribution: ['How you found us', 'which the form sends, and we keep, only if you tick the optional box'],
  attribution_consented_at: ['we also record when you ticked it'],
  attribution_consent_version: ['which wording you agreed to'],
  user_agent: ['user-agent string'],
  ip_hash: ['hash of your IP address'],
  status: ['whether our spam filter flagged it'],
  contacted_at: ['when our intake team first reached you'],
  fingerprint: ['A check for a form sent twice', 'Our systems delete it together with the IP address hash'],
} as const;

/** The columns that hold exactly what the visitor's browser sent. */
const sentAs = {
  name: validLead.name,
  phone: validLead.phone,
  email: validLead.email,
  case_type: validLead.caseType,
  message: validLead.message,
  source_page: validLead.source_page,
  source_url: validLead.source_url,
  page_title: validLead.page_title,
  user_agent: validLead.user_agent,
};

const numbers: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const unitSeconds: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86_400 };

/** Every period a page gives for the address hash (“within one hour”, “at most 30 minutes”), in seconds. */
function hashPeriods(path: string): number[] {
  return pageText(path)
    .units.filter((unit) => /\bhash\b/i.test(unit))
    .flatMap((unit) => [...unit.matchAll(/(?:within|at most) (\w+) (second|minute|hour|day)s?/gi)])
    .map(([, count, unit]) => (numbers[count!.toLowerCase()] ?? Number(count)) * unitSeconds[unit!.toLowerCase()]!);
}

/** The interval, in seconds, of the last schedule the migrations give the notify-leads job. */
async function notifyScheduleSeconds(): Promise<number> {
  const directory = new URL('../../supabase/migrations/', import.meta.url);
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  const schedules: string[] = [];
  for (const file of files) {
    for (const [, cron] of (await readFile(new URL(file, directory), 'utf8')).matchAll(/cron\.schedule\(\s*'notify-leads',\s*'([^']+)'/g))
      schedules.push(cron!);
  }
  const last = schedules.at(-1);
  expect(last, 'a migration schedules notify-leads').toBeDefined();
  if (last === '* * * * *') return 60;
  const everyFew = /^\*\/(\d+) \* \* \* \*$/.exec(last!);
  if (everyFew) return Number(everyFew[1]) * 60;
  throw new Error(`notify-leads runs on a schedule this test cannot read as an interval: ${last}`);
}

describe('the privacy pages and the code', () => {
  it('names every column of a stored lead on the Privacy Policy, and stores what was sent', { timeout: 60_000 }, async () => {
    const database = await pgliteDatabase();
    const mailer = createMailer({ dataDir: database.dataDir });
    // The intake email, as npm start queues and sends it (lead-core/lead-pipeline.ts).
    const service = createLeadPipeline({
      sql: database.sql,
      sendMail: mailer.send,
      settings: pipelineSettings(),
      twilioWebhookUrl: () => undefined,
      pagesServedHere: true,
      ownTimers: true,
      log: () => {},
    });
    const handle = service.handlers[leadEndpoint]!;
    const submissionId = crypto.randomUUID();
    try {
      const answer = await handle(
        new Request(`http://localhost/functions/v1/send-contact-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ ...validLead, submissionId, website: '' }),
        }),
        { clientAddress: '203.0.113.7' },
      );
      expect(answer.status).toBe(200);
      await service.wake();
    } finally {
      await service.close();
    }
    const [row] = await database.sql.query<Record<string, unknown>>('select * from public.leads where submission_id = $1', [submissionId]);
    // How the email to the intake team went (the page's “whether … was delivered”): the outbox's row.
    const deliveries = await database.sql.query('select channel, status, attempts from public.lead_deliveries where lead_id = $1', [row!.id]);
    await database.dispose();

    expect(Object.keys(row!).sort(), 'the columns of a stored lead, each named in columnWords').toEqual(Object.keys(columnWords).sort());
    const privacy = pageText(staticPaths.privacy).all.toLowerCase();
    for (const [column, words] of Object.entries(columnWords)) {
      if (typeof words === 'string') continue;
      for (const phrase of words) expect(privacy.includes(phrase.toLowerCase()), `${column}: the Privacy Policy says “${phrase}”`).toBe(true);
    }
    expect(row).toMatchObject({ ...sentAs, status: 'new' });
    expect(deliveries).toEqual([{ channel: 'email', status: 'sent', attempts: 1 }]);
    // The address itself is never stored: only its salted hash.
    expect(String(row!.ip_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row!).map(String).join('\n')).not.toContain('203.0.113');

    // The notification (here an .eml file) carries the visitor's answers and never the hash.
    const [eml, ...others] = await readdir(mailDirectory(database.dataDir));
    expect(others).toEqual([]);
    // Quoted-printable once the intake link's long line is in it: read as the mail client shows it.
    const message = (await readFile(join(mailDirectory(database.dataDir), eml!), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(message).toContain(`To: ${firm.email}`);
    for (const value of [validLead.name, validLead.phone, validLead.email, validLead.message]) expect(message).toContain(value);
    expect(message).not.toContain(String(row!.ip_hash));
  });

  it('gives one period for the address hash on both pages: the constant the sweeps are sized from', async () => {
    const periods = [...hashPeriods(staticPaths.privacy), ...hashPeriods(staticPaths.consumerHealthData)];
    expect(hashPeriods(staticPaths.privacy).length, 'the Privacy Policy says how long the hash is kept').toBeGreaterThan(0);
    expect(new Set(periods)).toEqual(new Set([ipHashKeptAtMostSeconds]));
    console.log(`The privacy pages state ${periods.length} times that the address hash is gone within ${ipHashKeptAtMostSeconds} s.`);

    // The Node server: the longest window it accepts, plus two sweeps (one late), fits the period.
    expect(maxRateLimitWindowSeconds + 2 * ipHashSweepSeconds).toBeLessThanOrEqual(ipHashKeptAtMostSeconds);
    // Supabase: notify-leads sweeps with the functions' window, the default, each time pg_cron starts it.
    const notifyLeads = await readFile(new URL('../../supabase/functions/notify-leads/index.ts', import.meta.url), 'utf8');
    expect(notifyLeads).toMatch(/await pipeline\.sweep\(\);/);
    const supabaseEnv = await readFile(new URL('../../supabase/functions/_shared/supabase-env.ts', import.meta.url), 'utf8');
    expect(supabaseEnv).toMatch(/rateLimit: defaultRateLimit,/);
    const scheduleSeconds = await notifyScheduleSeconds();
    expect(scheduleSeconds, 'the migrations start notify-leads as often as the Node server sweeps').toBe(ipHashSweepSeconds);
    expect(defaultRateLimit.windowSeconds + 2 * scheduleSeconds).toBeLessThanOrEqual(ipHashKeptAtMostSeconds);
  });

  it('deletes what the pages say a deletion removes: the stored lead and the saved copy of its email', { timeout: 60_000 }, async () => {
    for (const path of [staticPaths.privacy, staticPaths.consumerHealthData]) {
      expect(pageText(path).all, path).toContain(
        'we remove it from our database, together with the steps our intake team recorded for it and the record of its deliveries, and delete the saved copy of its email on our server',
      );
    }
    const database = await pgliteDatabase();
    const mailer = createMailer({ dataDir: database.dataDir });
    // The intake email, as npm start queues and sends it (lead-core/lead-pipeline.ts).
    const service = createLeadPipeline({
      sql: database.sql,
      sendMail: mailer.send,
      settings: pipelineSettings(),
      twilioWebhookUrl: () => undefined,
      pagesServedHere: true,
      ownTimers: true,
      log: () => {},
    });
    const handle = service.handlers[leadEndpoint]!;
    const [kept, deleted] = [crypto.randomUUID(), crypto.randomUUID()];
    try {
      for (const submissionId of [kept, deleted]) {
        await handle(
          new Request(`http://localhost/functions/v1/send-contact-email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin },
            // Each lead its own message: the same fields from the same client would be one lead (the plain form sent twice).
            body: JSON.stringify({ ...validLead, message: `${validLead.message} (${submissionId})`, submissionId }),
          }),
          { clientAddress: '203.0.113.8' },
        );
      }
      await service.wake();
    } finally {
      await service.close();
    }
    const env = { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: '' };
    const cli = (...args: string[]) => spawnSync(process.execPath, ['src/server/leads-cli.ts', ...args], { env, encoding: 'utf8' });

    // While a server holds the embedded database (here, this process), the CLI refuses to write.
    const refused = cli('delete', deleted, '--yes');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/already using the lead database.*Stop it first/);
    await database.dispose();

    expect((await readdir(mailDirectory(database.dataDir))).filter((name) => name.includes(deleted))).toHaveLength(1);
    const said = execFileSync(process.execPath, ['src/server/leads-cli.ts', 'delete', deleted, '--yes'], { env, encoding: 'utf8' });
    expect(said).toMatch(
      /^Deleted lead \d+ \(.*, received .*\), submission [0-9a-f-]{36}: the lead with its fields, .* and 1 \.eml copy of its notification\. A notification already sent stays with its receiver \(the intake mailbox, the CRM\)/,
    );
    const mail = await readdir(mailDirectory(database.dataDir));
    expect(mail.filter((name) => name.includes(deleted))).toEqual([]);
    expect(mail.filter((name) => name.includes(kept))).toHaveLength(1);
    const remaining = JSON.parse(cli('list', '--json').stdout) as { submission_id: string }[];
    expect(remaining.map((lead) => lead.submission_id)).toEqual([kept]);
    expect(cli('delete', deleted, '--yes')).toMatchObject({ status: 1, stderr: expect.stringMatching(/^No lead /) });
  });
});

/**
 * What each channel of lead-core/channels/ sends, read from what it builds for a lead whose every
 * part has a value of its own: the parts of `leadParts` found in it. The privacy pages list each
 * recipient with the parts of `recipientParts`, so a channel that starts sending a part, or stops,
 * fails here until the facts (and so both pages) say it.
 */
describe('what each channel sends, against what the privacy pages say it gets (issue 31)', () => {
  const lead: StoredLead = {
    ...storedLead,
    id: 4242,
    submission_id: '4d1f0c3e-5b6a-4c7d-8e9f-0a1b2c3d4e5f',
    created_at: new Date('2026-11-30T17:05:00Z'),
    name: 'Quentin Zephyrine',
    phone: '(253) 555-0177',
    email: 'quentin.z@example.com',
    case_type: 'DOG BITES',
    message: 'Bitten on the forearm by the neighbor’s dog.',
    source_page: 'dog-bite-lawyer',
    source_url: `${origin}/kent-wa/dog-bite-lawyer`,
    page_title: 'Dog Bite Lawyer in Kent',
    user_agent: 'Mozilla/5.0 (Sentinel Browser)',
    language: 'es',
    attribution: { landing_page: `${origin}/?gclid=SENTINELGCLID`, gclid: 'SENTINELGCLID', utm_campaign: 'sentinel-campaign' },
    attribution_consented_at: new Date('2026-11-30T17:05:00Z'),
    attribution_consent_version: 'en-000000000000',
  };
  /** How each part shows in what a channel builds. */
  const found: Partial<Record<LeadPart, (text: string) => boolean>> = {
    name: (text) => text.includes('Zephyrine'),
    firstName: (text) => text.includes('Quentin'),
    phone: (text) => text.includes('555-0177'),
    email: (text) => text.includes('quentin.z@example.com'),
    caseType: (text) => text.includes('DOG BITES'),
    message: (text) => text.includes('forearm'),
    page: (text) => text.includes('dog-bite-lawyer'),
    language: (text) => /Spanish|español|"language":"es"/i.test(text),
    received: (text) => text.includes('2026-11-30T17:05:00'),
    reference: (text) => text.includes('4242') || text.includes(lead.submission_id),
    browser: (text) => text.includes('Sentinel Browser'),
    visitNote: (text) => text.includes('SENTINELGCLID') || text.includes('sentinel-campaign'),
    intakeLink: (text) => text.includes(`${origin}/intake#`),
  };
  const partsIn = (text: string) => (Object.keys(found) as LeadPart[]).filter((part) => found[part]!(text));
  // The signed link to the intake page, made for the email's address and each text's number.
  const link = intakeLink({ secret: 'a-test-secret-of-at-least-32-bytes-long', origin, validSeconds: 86400 }, lead.id, firm.email);
  /** The parts a full name carries with it: the first name is in the name. */
  const withImplied = (parts: readonly LeadPart[]) => [...new Set(parts.flatMap((part) => (part === 'name' ? ['name', 'firstName'] : [part])))].sort();

  const channels: Record<'email' | 'intakeText' | 'webhook' | 'crm', () => string> = {
    email: () => {
      const email = composeLeadEmail(lead, { from: 'Website <website@site.example>', to: firm.email, siteOrigins: [origin], intakeLink: link });
      return [email.subject, email.text, email.replyTo ?? ''].join('\n');
    },
    intakeText: () => intakeText(lead, link),
    webhook: () => JSON.stringify(webhookPayload(lead)),
    crm: () => JSON.stringify(clioGrowBody(lead, 'token')),
  };

  it.each(Object.keys(channels) as (keyof typeof channels)[])(
    '%s sends the parts the facts list for it, and none of those they say it never gets',
    (recipient) => {
      const sent = partsIn(channels[recipient]());
      const { carries, never } = recipientParts[recipient];
      expect(sent.sort()).toEqual(withImplied(carries));
      for (const part of never) expect(sent, `${recipient} never sends ${part}`).not.toContain(part);
    },
  );

  it('the confirmation text carries nothing of the lead, in either language (the intake page: tests/unit/lead-follow-up.test.ts)', () => {
    for (const language of ['en', 'es'] as const) {
      const text = confirmationText({ language });
      expect(text).toContain(firm.names.primary);
      expect(text).toContain(firm.phones.main.display);
      expect(text).toContain('STOP');
      expect(partsIn(text), language).toEqual([]);
    }
  });

  it('the confirmation text to the visitor, the intake page and the Google Ads export are held to the brief’s lists', () => {
    expect(recipientParts.confirmationText.carries).toEqual(['firmName', 'arrived', 'whenToExpect', 'numberToCall', 'optOut']);
    expect(recipientParts.intakePage).toEqual({ carries: ['firstName', 'phone', 'caseType', 'page', 'language', 'age'], never: ['message', 'email'] });
    expect(recipientParts.googleAds.carries).toEqual(['adClickId', 'signedAt']);
  });

  it.each([
    { path: staticPaths.privacy, facts: leadFacts, words: leadParts },
    { path: staticPaths.consumerHealthData, facts: leadFacts, words: leadParts },
    { path: translatedStaticPaths.es.privacy, facts: leadFactsEs, words: leadPartsEs },
    { path: translatedStaticPaths.es.consumerHealthData, facts: leadFactsEs, words: leadPartsEs },
  ])('$path lists every recipient with each part it gets, every purpose, and what a deletion does not reach', ({ path, facts, words }) => {
    const { units } = pageText(path);
    expect(facts.recipients).toHaveLength(Object.keys(recipientParts).length);
    for (const [index, recipient] of (Object.keys(recipientParts) as Recipient[]).entries()) {
      const { title, text } = facts.recipients[index]!;
      const item = units.find((unit) => unit.startsWith(`${title}:`));
      expect(item, `${path}: ${recipient}`).toBe(`${title}: ${text}`);
      for (const part of recipientParts[recipient].carries) expect(item, `${path}: ${recipient} gets ${part}`).toContain(words[part]);
    }
    for (const purpose of facts.purposes) expect(units, path).toContain(purpose);
    const text = pageText(path).all;
    for (const fact of [facts.whatWeDelete, facts.copiesAlreadySent, facts.conflictRecord, facts.whoCanSee, facts.noReidentification, facts.legalProcess])
      expect(text, path).toContain(fact);
    // What the pages said, and the code and the other page contradicted (finding 6).
    expect(text).not.toMatch(
      /Only the people at our firm who need|We use it for nothing else|We do not share consumer health data with anyone outside our firm|Solo las personas de nuestra firma/,
    );
  });

  it('deletes with the lead its deliveries, and says what it cannot reach', { timeout: 60_000 }, async () => {
    const database = await pgliteDatabase();
    const mailer = createMailer({ dataDir: database.dataDir });
    // The intake email, as npm start queues and sends it (lead-core/lead-pipeline.ts).
    const service = createLeadPipeline({
      sql: database.sql,
      sendMail: mailer.send,
      settings: pipelineSettings(),
      twilioWebhookUrl: () => undefined,
      pagesServedHere: true,
      ownTimers: true,
      log: () => {},
    });
    const handle = service.handlers[leadEndpoint]!;
    const submissionId = crypto.randomUUID();
    try {
      await handle(
        new Request(`http://localhost/functions/v1/send-contact-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ ...validLead, submissionId }),
        }),
        { clientAddress: '203.0.113.10' },
      );
      await service.wake();
    } finally {
      await service.close();
    }
    await database.dispose();
    const env = { ...process.env, DATA_DIR: database.dataDir, DATABASE_URL: '' };
    const said = execFileSync(process.execPath, ['src/server/leads-cli.ts', 'delete', submissionId, '--yes'], { env, encoding: 'utf8' });
    // What the CLI says stays with its receivers is what the pages say the firm removes by hand.
    expect(said).toMatch(/A notification already sent stays with its receiver/);
    const again = await openDatabase({ dataDir: database.dataDir });
    try {
      expect(await again.sql.query('select id from public.lead_deliveries')).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
