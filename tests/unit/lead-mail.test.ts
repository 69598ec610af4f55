// @vitest-environment node
// Notifications through a real SMTP server (the smtp-server package) in the test.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { createLeadHandler } from '../../lead-core/handler.ts';
import { emailChannel, type SendMail } from '../../lead-core/channels/email.ts';
import { createLeadStore } from '../../lead-core/lead-store.ts';
import { createOutboxStore, deliverDue } from '../../lead-core/outbox.ts';
import { composeLeadEmail } from '../../lead-core/lead-email.ts';
import { criminalSourceLabels } from '../../data/criminal-source-labels.ts';
import { openDatabase } from '../../src/server/leads/database.ts';
import { pgliteDatabase } from '../support/databases.ts';
import { storedLead, storeSettings, validLead, visitAttribution } from '../support/lead-fixtures.ts';
import { parseMail, startSmtp } from '../support/smtp-sink.ts';
import { fromClient } from '../support/from-client.ts';

const settings = { from: 'Website <website@site.example>', to: 'intake@site.example', siteOrigins: ['https://www.site.example'] };
const repoDir = join(import.meta.dirname, '../..');

describe('lead notifications over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: Awaited<ReturnType<typeof pgliteDatabase>>;
  let send: SendMail;
  let address = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await pgliteDatabase();
    const transport = nodemailer.createTransport(smtp.url);
    send = async (email) => {
      await transport.sendMail(email);
    };
  });
  afterAll(async () => {
    await database.dispose();
    await smtp.close();
  });

  const store = () => createLeadStore(database.sql, storeSettings);
  /** The outbox's worker with the email channel alone, as the server runs it. */
  const deliver = () => deliverDue(createOutboxStore(database.sql), { email: emailChannel(send, settings) });
  const submit = (lead: Record<string, unknown>) =>
    fromClient(
      () => `10.1.0.${(address += 1)}`,
      createLeadHandler({
        store: store(),
        siteOrigins: settings.siteOrigins,
        ipSalt: 'test-salt-123',
        fallbackPhone: '(253) 555-0142',
        log: () => {},
      }),
    )(
      new Request('http://localhost/f', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...lead, submissionId: crypto.randomUUID() }),
      }),
    );

  it('delivers a readable message with every field, the source page and a link to it', async () => {
    await submit(validLead);
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const message = parseMail(smtp.received.at(-1)!.raw);
    expect(smtp.received.at(-1)!.recipients).toEqual(['intake@site.example']);
    expect(message.subject).toBe('New lead: TRUCK ACCIDENTS – Ana Ruiz (truck-accident-lawyer)');
    expect(message.headers.get('reply-to')).toBe('ana@example.com');
    for (const text of [
      'Ana Ruiz',
      '(253) 555-0111',
      'ana@example.com',
      'TRUCK ACCIDENTS',
      validLead.message,
      'Source page: truck-accident-lawyer',
      `Page link:   ${validLead.source_url}`,
      validLead.page_title,
      validLead.user_agent,
    ])
      expect(message.text).toContain(text);
    // Without the optional box ticked, nothing of how the visitor found the site.
    expect(message.text).toContain('Found us via: (not kept: the visitor did not tick the optional box)');
    expect(message.text).not.toContain('utm');
  });

  it('says how the visitor found the site when they allowed it: the campaign, the landing page and the click id', async () => {
    await submit({ ...validLead, attribution: visitAttribution, attribution_consent: 'yes' });
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const { text } = parseMail(smtp.received.at(-1)!.raw);
    expect(text).toContain('Found us via: google / cpc / kent-trucks');
    expect(text).toContain(`Landing page: ${visitAttribution.landing_page}`);
    expect(text).toContain('Referrer:    https://www.google.com/');
    expect(text).toContain('gclid:       TEST123');
  });

  it('lets no CR/LF in any field add a header or a recipient', async () => {
    const before = smtp.received.length;
    await submit({
      ...validLead,
      name: 'Eve\r\nBcc: thief@evil.example',
      email: 'eve@example.com\r\nBcc: thief@evil.example',
      phone: '555\nX-Injected: yes',
      message: 'hello\r\n.\r\nMAIL FROM:<x@evil.example>',
      page_title: 'Title\r\nCc: thief@evil.example',
    });
    // The email address with CR/LF is refused by validation; send a valid one with CR/LF elsewhere.
    await submit({ ...validLead, name: 'Eve\r\nBcc: thief@evil.example', phone: '555\nX-Injected: yes', page_title: 'T\r\nCc: thief@evil.example' });
    await deliver();
    const delivered = smtp.received.slice(before);
    expect(delivered).toHaveLength(1);
    for (const mail of delivered) {
      expect(mail.recipients).toEqual(['intake@site.example']);
      const parsed = parseMail(mail.raw);
      expect(parsed.headers.has('bcc')).toBe(false);
      expect(parsed.headers.has('cc')).toBe(false);
      expect(parsed.headers.has('x-injected')).toBe(false);
      expect(parsed.subject).toBe('New lead: TRUCK ACCIDENTS – Eve Bcc: thief@evil.example (truck-accident-lawyer)');
    }
  });

  it('keeps leads queued while the server answers 451, then delivers exactly one message per lead', async () => {
    const before = smtp.received.length;
    smtp.state.refusing = true;
    for (let i = 0; i < 5; i += 1) await submit({ ...validLead, name: `Outage ${i}` });
    const duringOutage = await deliver();
    expect(duringOutage.sent).toBe(0);
    expect(duringOutage.retrying).toBe(5);
    const queued = await database.sql.query<{ n: number }>(`select count(*)::int as n from public.lead_deliveries where status = 'pending'`);
    expect(queued[0]!.n).toBe(5);

    smtp.state.refusing = false;
    // Make the retries due now instead of waiting out the back-off.
    await database.sql.query(`update public.lead_deliveries set next_attempt_at = now() where status = 'pending'`);
    const afterOutage = await deliver();
    expect(afterOutage).toEqual({ sent: 5, retrying: 0, failed: 0 });
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const names = smtp.received.slice(before).map((mail) => mail.raw.match(/Name: +(Outage \d)/)?.[1]);
    expect(names.sort()).toEqual(['Outage 0', 'Outage 1', 'Outage 2', 'Outage 3', 'Outage 4']);
  });

  it('says in the subject that a lead from a criminal-defense page is a criminal-defense inquiry from that page, to call back first', async () => {
    const before = smtp.received.length;
    await submit({
      ...validLead,
      name: 'Sam Ortiz',
      caseType: 'Other',
      source_page: 'dui-defense-lawyer',
      source_url: `${settings.siteOrigins[0]}/kent-wa/dui-lawyer`,
      page_title: 'Kent DUI Lawyer | Former Prosecutors | Free Consultation',
    });
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = smtp.received.slice(before);
    const message = parseMail(mail!.raw);
    expect(message.subject).toBe('Criminal-defense inquiry from dui-defense-lawyer: call back first – Sam Ortiz (Other)');
    expect(message.text).toContain('A new criminal-defense inquiry arrived from the website. Please call back first.');
    expect(message.text).toContain('Source page: dui-defense-lawyer');
    // Every criminal-defense page's label reads the same way, in each language; an injury page's does not.
    for (const label of Object.values(criminalSourceLabels).flat()) {
      expect(composeLeadEmail({ ...storedLead, source_page: label }, settings).subject).toMatch(new RegExp(`^Criminal-defense inquiry from ${label}: `));
    }
    expect(composeLeadEmail(storedLead, settings).subject).toBe('New lead: TRUCK ACCIDENTS – Ana Ruiz (truck-accident-lawyer)');
  });

  it('says in the subject and the body that a lead was written in Spanish (issue 15), and nothing for an English one', () => {
    const spanish = composeLeadEmail({ ...storedLead, language: 'es', source_page: 'abogado-accidentes-de-auto' }, settings);
    expect(spanish.subject).toBe('[Español] New lead: TRUCK ACCIDENTS – Ana Ruiz (abogado-accidentes-de-auto)');
    expect(spanish.text).toContain('Language:    Spanish (call back in Spanish)');
    expect(composeLeadEmail(storedLead, settings).text).not.toContain('Language:');
  });

  it('flags a Spanish criminal-defense lead as both: in Spanish, and to call back first', () => {
    const dui = composeLeadEmail({ ...storedLead, language: 'es', source_page: 'abogado-dui', case_type: 'Other' }, settings);
    expect(dui.subject).toBe('[Español] Criminal-defense inquiry from abogado-dui: call back first – Ana Ruiz (Other)');
    expect(dui.text).toContain('A new criminal-defense inquiry arrived from the website. Please call back first.');
    expect(dui.text).toContain('Language:    Spanish (call back in Spanish)');
    expect(dui.text).toContain('Source page: abogado-dui');
  });

  it('composes the same criminal-defense subject under Deno, as the notify-leads function loads the lead core', () => {
    // The function's own import map and module graph (supabase/functions/notify-leads/deno.json):
    // the lead core reads the labels from data/criminal-source-labels.ts there too.
    const script = `import { composeLeadEmail } from './lead-core/lead-email.ts';
      console.log(composeLeadEmail(${JSON.stringify({ ...storedLead, source_page: 'dui-defense-lawyer', name: 'Sam Ortiz', case_type: 'Other' })}, ${JSON.stringify(settings)}).subject);`;
    const subject = execFileSync(
      join(repoDir, 'node_modules/.bin/deno'),
      ['eval', '--config', 'supabase/functions/notify-leads/deno.json', '--ext=ts', script],
      {
        cwd: repoDir,
        encoding: 'utf8',
      },
    ).trim();
    expect(subject).toBe('Criminal-defense inquiry from dui-defense-lawyer: call back first – Sam Ortiz (Other)');
  });
});

describe('the embedded database lock', () => {
  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const first = await pgliteDatabase();
    await expect(openDatabase({ dataDir: first.dataDir })).rejects.toThrow(/Another server \(pid \d+\) is already using the lead database/);
    await first.dispose();
    const again = await openDatabase({ dataDir: first.dataDir });
    await again.close();
  });
});
