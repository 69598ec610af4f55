// @vitest-environment node
// The privacy pages say what the contact form keeps and for how long; this holds them against the
// code. A lead goes through the Node server's lead pipeline (the real handler, store and outbox worker,
// mail to .eml files) into the embedded database; every column of its row must be one the
// Privacy Policy names, in the words below. What each recipient gets is read from what reached it.
// What the pages say a deletion removes is what `npm run leads -- delete` removes. The period of
// the address hash is held in ip-hash-retention.test.tsx, how a visitor found the site (issue 20)
// in privacy-attribution.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firm } from '../../data/firm';
import { staticPaths } from '../../data/paths';
import { leadFactsEs, leadPartsEs } from '../../data/es/lead-facts';
import { leadFacts, leadParts, recipientParts, type LeadPart, type Recipient } from '../../data/legal/lead-facts';
import { translatedStaticPaths } from '../../data/paths';
import { confirmationText } from '../../lead-core/channels/confirmation-text.ts';
import { leadEndpoint } from '../../lead-core/lead-endpoint.ts';
import { createLeadPipeline } from '../../lead-core/lead-pipeline.ts';
import { openDatabase } from '../../src/server/leads/database.ts';
import { createMailer, mailDirectory } from '../../src/server/leads/mailer.ts';
import { describeOn, pglite } from '../support/database-fixture.ts';
import { pgliteDatabase, type TestDatabase } from '../support/databases.ts';
import { startClioGrowStandIn, startTwilioStandIn, startWebhookReceiver } from '../support/intake-services.ts';
import { origin, pipelineSettings, validLead } from '../support/lead-fixtures.ts';
import { pageText } from '../support/page-text.ts';
import { send, startTestServer } from '../support/server.ts';
import { parseMail, startSmtp } from '../support/smtp-sink.ts';
import { until } from '../support/until.ts';

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

/** The intake email, as npm start queues and sends it (lead-core/lead-pipeline.ts), its .eml copies in the database's DATA_DIR. */
const emailingPipeline = (database: TestDatabase & { dataDir: string }) =>
  createLeadPipeline({
    sql: database.sql,
    sendMail: createMailer({ dataDir: database.dataDir }).send,
    settings: pipelineSettings(),
    twilioWebhookUrl: () => undefined,
    pagesServedHere: true,
    ownTimers: true,
    log: () => {},
  });

describe('the privacy pages and the code', () => {
  it('names every column of a stored lead on the Privacy Policy, and stores what was sent', { timeout: 60_000 }, async () => {
    const database = await pgliteDatabase();
    const service = emailingPipeline(database);
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

  it('deletes what the pages say a deletion removes: the stored lead and the saved copy of its email', { timeout: 60_000 }, async () => {
    for (const path of [staticPaths.privacy, staticPaths.consumerHealthData]) {
      expect(pageText(path).all, path).toContain(
        'we remove it from our database, together with the steps our intake team recorded for it and the record of its deliveries, and delete the saved copy of its email on our server',
      );
    }
    const database = await pgliteDatabase();
    const service = emailingPipeline(database);
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
 * What each channel sends, read from what reached its receiver when the Node server delivered one
 * lead whose every part has a value of its own (the server as `npm start` builds it, every channel
 * set, against the stand-ins of SMTP, Twilio, a webhook receiver and Clio Grow): the parts of
 * `leadParts` found in it. The privacy pages list each recipient with the parts of
 * `recipientParts`, so a channel that starts sending a part, or stops, fails here until the facts
 * (and so both pages) say it.
 */
describeOn(pglite, 'what each channel sends, against what the privacy pages say it gets (issue 31)', (test) => {
  const submissionId = '4d1f0c3e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
  const onCall = '+12535550100';
  const webhookSecret = `whsec_${Buffer.from('a-test-webhook-secret-32-bytes!!').toString('base64')}`;
  const closers: (() => Promise<unknown>)[] = [];
  /** What reached each receiver, as text. */
  let reached: Record<'email' | 'intakeText' | 'webhook' | 'crm', string>;
  /** When the stored lead arrived, to the second, as the channels write it. */
  let receivedAt = '';

  test.beforeAll(async ({ fileDatabase: database }) => {
    // A reference of its own: the lead is number 4242, a number nothing else in what is sent contains.
    await database.sql.query(`select setval(pg_get_serial_sequence('public.leads', 'id'), 4241)`);
    const [smtp, twilio, webhook, clio] = await Promise.all([
      startSmtp(),
      startTwilioStandIn(),
      startWebhookReceiver({ secret: webhookSecret }),
      startClioGrowStandIn(),
    ]);
    const server = await startTestServer({
      database,
      env: {
        SITE_ORIGINS: origin,
        SMTP_URL: smtp.url,
        INTAKE_SMS_TO: onCall,
        INTAKE_LINK_SECRET: 'a-test-secret-of-at-least-32-bytes-long',
        INTAKE_LINK_ORIGIN: origin,
        ...twilio.env,
        LEAD_WEBHOOK_URL: webhook.url,
        LEAD_WEBHOOK_SECRET: webhookSecret,
        CLIO_GROW_INBOX_TOKEN: clio.inboxToken,
        CLIO_GROW_URL: clio.url,
      },
    });
    closers.push(() => server.close(), smtp.close, twilio.close, webhook.close, clio.close);
    const answer = await send(server.port, {
      from: '127.0.31.11',
      body: JSON.stringify({
        name: 'Quentin Zephyrine',
        phone: '(253) 555-0177',
        email: 'quentin.z@example.com',
        caseType: 'DOG BITES',
        message: 'Bitten on the forearm by the neighbor’s dog.',
        source_page: 'dog-bite-lawyer',
        source_url: `${origin}/kent-wa/dog-bite-lawyer`,
        page_title: 'Dog Bite Lawyer in Kent',
        user_agent: 'Mozilla/5.0 (Sentinel Browser)',
        language: 'es',
        attribution: { landing_page: `${origin}/?gclid=SENTINELGCLID`, gclid: 'SENTINELGCLID', utm_campaign: 'sentinel-campaign' },
        attribution_consent: 'yes',
        submissionId,
      }),
    });
    expect(answer.status).toBe(200);
    reached = await until('the lead at every receiver', () => {
      const mail = smtp.received.find((message) => message.messageId === `<lead-${submissionId}@leads.invalid>`);
      const text = twilio.received.find((message) => message.to === onCall && message.body.includes('Zephyrine'));
      const hook = webhook.received.find((received) => received.id === `msg_${submissionId}`);
      const crm = clio.received.find((received) => received.from_first === 'Quentin');
      if (!mail || !text || !hook || !crm) return undefined;
      const email = parseMail(mail.raw);
      return {
        email: [email.subject, email.text, email.headers.get('reply-to') ?? ''].join('\n'),
        intakeText: text.body,
        webhook: JSON.stringify(hook.payload),
        crm: JSON.stringify(crm),
      };
    });
    const [stored] = await database.sql.query<{ created_at: Date }>(`select created_at from public.leads where submission_id = $1`, [submissionId]);
    receivedAt = new Date(stored!.created_at).toISOString().slice(0, 19);
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  /** How each part shows in what a channel sends. */
  const found: Partial<Record<LeadPart, (text: string) => boolean>> = {
    name: (text) => text.includes('Zephyrine'),
    firstName: (text) => text.includes('Quentin'),
    phone: (text) => text.includes('555-0177'),
    email: (text) => text.includes('quentin.z@example.com'),
    caseType: (text) => text.includes('DOG BITES'),
    message: (text) => text.includes('forearm'),
    page: (text) => text.includes('dog-bite-lawyer'),
    language: (text) => /Spanish|español|"language":"es"/i.test(text),
    received: (text) => text.includes(receivedAt),
    reference: (text) => text.includes('4242') || text.includes(submissionId),
    browser: (text) => text.includes('Sentinel Browser'),
    visitNote: (text) => text.includes('SENTINELGCLID') || text.includes('sentinel-campaign'),
    intakeLink: (text) => text.includes(`${origin}/intake#`),
  };
  const partsIn = (text: string) => (Object.keys(found) as LeadPart[]).filter((part) => found[part]!(text));
  /** The parts a full name carries with it: the first name is in the name. */
  const withImplied = (parts: readonly LeadPart[]) => [...new Set(parts.flatMap((part) => (part === 'name' ? ['name', 'firstName'] : [part])))].sort();

  it.each(['email', 'intakeText', 'webhook', 'crm'] as const)(
    '%s sends the parts the facts list for it, and none of those they say it never gets',
    (recipient) => {
      const sent = partsIn(reached[recipient]);
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
});

describe('what the privacy pages say each recipient gets (issue 31)', () => {
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
    const service = emailingPipeline(database);
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
