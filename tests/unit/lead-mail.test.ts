// @vitest-environment node
// Notifications through a real SMTP server (the smtp-server package) in the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { createLeadHandler } from '../../lead-core/handler.ts';
import { createLeadStore } from '../../lead-core/lead-store.ts';
import { deliverDue, retryDelaySeconds, type SendMail } from '../../lead-core/notifier.ts';
import { openDatabase } from '../../src/server/leads/database.ts';
import { pgliteDatabase } from '../support/databases.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { startSmtp } from '../support/smtp-sink.ts';

/** Just enough of RFC 5322 for the assertions: unfolded headers and the decoded text body. */
function parseMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const qp = (text: string) =>
    new TextDecoder().decode(
      Uint8Array.from(text.replace(/=\r?\n/g, '').match(/=[0-9A-F]{2}|[\s\S]/g) ?? [], (token) => (token.length === 3 ? parseInt(token.slice(1), 16) : token.charCodeAt(0))),
    );
  const subject = (headers.get('subject') ?? '').replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, word: string) => qp(word.replace(/_/g, ' ')));
  const body = rest.join('\n\n');
  return { headers, subject, text: /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '') ? qp(body) : body };
}

const settings = { from: 'Website <website@site.example>', to: 'intake@site.example', siteOrigins: ['https://www.site.example'] };

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

  const store = () => createLeadStore(database.sql);
  const submit = (lead: Record<string, string>) =>
    createLeadHandler({
      store: store(),
      siteOrigins: settings.siteOrigins,
      ipSalt: 'test-salt-123',
      clientAddress: () => `10.1.0.${(address += 1)}`,
      fallbackPhone: '(253) 555-0142',
      log: () => {},
    })(
      new Request('http://localhost/f', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...lead, submissionId: crypto.randomUUID() }),
      }),
    );

  it('delivers a readable message with every field, the source page and a link to it', async () => {
    await submit(validLead);
    expect(await deliverDue(store(), send, settings)).toEqual({ sent: 1, failed: 0 });
    const message = parseMail(smtp.received.at(-1)!.raw);
    expect(smtp.received.at(-1)!.recipients).toEqual(['intake@site.example']);
    expect(message.subject).toBe('New lead: TRUCK ACCIDENTS – Ana Ruiz (truck-accident-lawyer)');
    expect(message.headers.get('reply-to')).toBe('ana@example.com');
    for (const text of [
      'Ana Ruiz', '(253) 555-0111', 'ana@example.com', 'TRUCK ACCIDENTS', validLead.message, 'Source page: truck-accident-lawyer',
      `Page link:   ${validLead.source_url}`, validLead.page_title, validLead.referrer, validLead.user_agent,
    ]) expect(message.text).toContain(text);
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
    await deliverDue(store(), send, settings);
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
    const duringOutage = await deliverDue(store(), send, settings);
    expect(duringOutage.sent).toBe(0);
    expect(duringOutage.failed).toBeGreaterThan(0);
    const queued = await database.sql.query<{ n: number }>(`select count(*)::int as n from public.leads where notification_status = 'pending'`);
    expect(queued[0]!.n).toBe(5);

    smtp.state.refusing = false;
    // Make the retries due now instead of waiting out the back-off.
    await database.sql.query(`update public.leads set notification_next_attempt_at = now() where notification_status = 'pending'`);
    const afterOutage = await deliverDue(store(), send, settings);
    expect(afterOutage).toEqual({ sent: 5, failed: 0 });
    expect(await deliverDue(store(), send, settings)).toEqual({ sent: 0, failed: 0 });
    const names = smtp.received.slice(before).map((mail) => mail.raw.match(/Name: +(Outage \d)/)?.[1]);
    expect(names.sort()).toEqual(['Outage 0', 'Outage 1', 'Outage 2', 'Outage 3', 'Outage 4']);
  });

  it('backs off 30 s doubling up to an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
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
