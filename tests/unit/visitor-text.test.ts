// @vitest-environment node
// What a visitor types stays in its own field (issue 34). A probe lead with line breaks, terminal
// escapes and bidi controls in every field, another site's page, a javascript: referrer and a
// landing page elsewhere goes through the real handler onto PGlite; then the stored lead goes out
// through each of the four channels as they would send it (the intake email, the text, the
// webhook, Clio Grow), and a row stored raw before these rules goes through the CLI. Also the
// rate limit's bucket (an IPv6 client by its /64) and the page-address rule on their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clioGrowBody } from '../../lead-core/channels/clio-grow.ts';
import { intakeText } from '../../lead-core/channels/twilio-sms.ts';
import { webhookPayload } from '../../lead-core/channels/webhook.ts';
import { clientBucket } from '../../lead-core/client-bucket.ts';
import { createLeadHandler } from '../../lead-core/handler.ts';
import { composeLeadEmail } from '../../lead-core/lead-email.ts';
import { createLeadStore, type StoredLead } from '../../lead-core/lead-store.ts';
import { pageAddress } from '../../lead-core/page-address.ts';
import { multiLine, oneLine } from '../../lead-core/visitor-text.ts';
import { pgliteDatabase, type TestDatabase } from '../support/databases.ts';
import { origin, storedLead, storeSettings, validLead } from '../support/lead-fixtures.ts';
import { fromClient } from '../support/from-client.ts';
import { cliEnv, cliOk } from '../support/leads-cli.ts';

/** A line break, the fake fields of the probe, a colour and a window-title escape, a bell, bidi overrides and isolates, NEL, LS, C1 CSI. */
const forged = '\r\nBcc: victim@evil.example\r\nPhone: +1 900 555 0199\x1b[31m\x1b]0;owned\x07\u202Egnp.exe\u2066\u2069\u0085\u2028\x9b';
/** What a one-line field makes of it. */
const forgedOneLine = ' Bcc: victim@evil.example Phone: +1 900 555 0199 [31m ]0;owned gnp.exe';

/** Every control character, line separator and bidi control: none may stay in a field of one line. */
const anyControl = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The same, but a line break: the message keeps its lines. */
const controlButNewline = /[^\P{Cc}\n]|[\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

const probe = {
  ...validLead,
  name: `Ann${forged}`,
  phone: `(253) 555-0111\r\nBcc: x\x1b[31m\u202E`,
  page_title: `Title${forged}`,
  user_agent: `Agent${forged}`,
  message: `First line\r\nSecond line\x1b[2J\u202E\tend\rthird`,
  source_url: 'https://evil.example/login?next=1',
  attribution_consent: 'yes',
  attribution: {
    landing_page: 'https://other.example/landing?utm_source=x',
    referrer: 'javascript:alert(1)',
    utm_source: `news${forged}`,
    utm_medium: 'email\n',
    utm_campaign: `fall${forged}`,
    gclid: `G1${forged}`,
  },
};

/** Every string in `value`, with where it is. */
function strings(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
  return [];
}

let database: TestDatabase;
let lead: StoredLead;

beforeAll(async () => {
  database = await pgliteDatabase();
  const store = createLeadStore(database.sql, storeSettings);
  const handler = fromClient(
    () => '127.0.0.1',
    createLeadHandler({
      store,
      siteOrigins: [origin],
      ipSalt: 'test-salt-123',
      fallbackPhone: '(253) 555-0142',
      log: () => {},
    }),
  );
  const submissionId = crypto.randomUUID();
  const answer = await handler(
    new Request('http://localhost/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...probe, submissionId }),
    }),
  );
  expect(answer.status).toBe(200);
  lead = (await store.find(submissionId))!;
});
afterAll(() => database?.dispose());

describe('a lead as it is stored', () => {
  it('keeps each field of one line on one line, and the message its lines only', () => {
    expect(lead).toMatchObject({
      name: `Ann${forgedOneLine}`,
      phone: '(253) 555-0111 Bcc: x [31m',
      page_title: `Title${forgedOneLine}`,
      user_agent: `Agent${forgedOneLine}`,
      message: 'First line\nSecond line[2J end\nthird',
    });
    expect(lead.attribution).toEqual({
      landing_page: '/landing',
      utm_source: `news${forgedOneLine}`,
      utm_medium: 'email',
      utm_campaign: `fall${forgedOneLine}`,
      gclid: `G1${forgedOneLine}`,
    });
  });

  it("keeps another site's page as its path alone, and no address that is not http(s)", () => {
    expect(lead.source_url).toBe('/login');
    expect(lead.attribution?.referrer).toBeUndefined();
  });
});

describe('the four channels, from the stored lead', () => {
  it('the intake email: one Name line, one Phone line, no Bcc line, only the site’s links', () => {
    const email = composeLeadEmail(lead, { from: 'Website <website@site.example>', to: 'intake@site.example', siteOrigins: [origin] });
    const lines = email.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual(['Phone:       (253) 555-0111 Bcc: x [31m']);
    expect(lines.filter((line) => /^(Name|Bcc):/.test(line))).toEqual([`Name:        Ann${forgedOneLine}`]);
    for (const line of lines) expect(line).not.toMatch(anyControl);
    expect(email.subject).not.toMatch(anyControl);
    expect(lines).toContain('Page link:   /login');
    expect(lines).toContain('Landing page: /landing');
    expect(lines).toContain('Referrer:    (none)');
    expect(email.text).not.toMatch(/evil\.example\/login|other\.example|javascript:/);
  });

  it('the text to intake: one line with no control character', () => {
    const text = intakeText(lead);
    expect(text).not.toMatch(anyControl);
    expect(text).toContain(`New lead: Ann Bcc: victim@evil.example Phone: +1 900 555 0199`);
  });

  it('the webhook: every value of one line but the message, which keeps its lines only', () => {
    const { data } = webhookPayload(lead);
    for (const [at, value] of strings(data)) expect(value, at).not.toMatch(at === '.message' ? controlButNewline : anyControl);
    expect(data).toMatchObject({ name: `Ann${forgedOneLine}`, source_url: '/login', message: 'First line\nSecond line[2J end\nthird' });
  });

  it('Clio Grow: the name, the source and the referring URL of one line; the message its lines only', () => {
    const { inbox_lead } = clioGrowBody(lead, 'token');
    for (const [at, value] of strings(inbox_lead)) expect(value, at).not.toMatch(at === '.from_message' ? controlButNewline : anyControl);
    expect(inbox_lead).toMatchObject({ from_first: 'Ann', from_last: forgedOneLine.trim(), referring_url: '/landing' });
    expect(inbox_lead.from_source).toContain(`news bcc: victim@evil.example phone: +1 900 555 0199`);
  });

  it('the email of a lead stored raw before these rules still shows no forged line and no foreign link', () => {
    const raw: StoredLead = {
      ...storedLead,
      name: `Ann${forged}`,
      message: `a\r\nb\x1b[2J`,
      source_url: 'https://evil.example/login',
      attribution: { landing_page: 'https://other.example/x', referrer: 'javascript:alert(1)', utm_source: `news${forged}` },
    };
    const email = composeLeadEmail(raw, { from: 'Website <website@site.example>', to: 'intake@site.example', siteOrigins: [origin] });
    const lines = email.text.split('\n');
    for (const line of lines) expect(line).not.toMatch(anyControl);
    expect(lines.filter((line) => /^(Phone|Bcc):/.test(line))).toEqual([`Phone:       ${storedLead.phone}`]);
    expect(lines).toContain('Page link:   /login');
    expect(lines).toContain('Referrer:    (none)');
    expect(lines).toContain('Landing page: /x');
    expect(email.text).not.toContain('javascript:');
  });
});

describe('npm run leads on a lead stored raw', () => {
  it('prints no control character in the table, show, JSON and the CSV (whose message keeps its line breaks)', { timeout: 120_000 }, async () => {
    const raw = await pgliteDatabase();
    const submissionId = crypto.randomUUID();
    // Straight into the store, as a lead stored before the schema's rules was.
    await createLeadStore(raw.sql, { ...storeSettings, deliveries: [] }).insert(
      { ...validLead, caseType: 'TRUCK ACCIDENTS', name: `Ann${forged}`, message: `a\r\nb\x1b[2J\u202E`, page_title: `T${forged}`, submissionId },
      { ipHash: 'x', spam: false },
    );
    await raw.dispose();
    const cli = (...args: string[]) => cliOk(cliEnv(raw.dataDir), ...args);
    const table = await cli('list');
    expect(table).toContain(`Ann${forgedOneLine}`);
    expect(table.replace(/\n/g, '')).not.toMatch(anyControl);
    for (const output of [await cli('show', submissionId), await cli('list', '--json')]) {
      expect(output.replace(/\n/g, '')).not.toMatch(anyControl);
      expect(JSON.parse(output)).toMatchObject(output.startsWith('[') ? [{ name: `Ann${forged}` }] : { name: `Ann${forged}` });
    }
    const csv = await cli('export', '--csv');
    expect(csv.replace(/\n/g, '')).not.toMatch(anyControl);
    expect(csv).toContain(`,"Ann${forgedOneLine}`);
    expect(csv).toContain('"a\nb[2J"');
  });
});

describe('the rules on their own', () => {
  it('oneLine and multiLine', () => {
    expect(oneLine('a\r\n\tb\u202Ec\u2069')).toBe('a bc');
    expect(multiLine('a\r\nb\rc\u2028d\te\x1b\u202A')).toBe('a\nb\nc\nd e');
  });

  it("keeps a page address whole only on the site's origins, else its path alone", () => {
    const ours = ['https://www.site.example', 'https://site.example'];
    expect(pageAddress('https://www.site.example/kent-wa/x?utm_source=a#form', ours, { withQuery: true })).toBe(
      'https://www.site.example/kent-wa/x?utm_source=a#form',
    );
    expect(pageAddress('https://www.site.example/kent-wa/x?utm_source=a#form', ours)).toBe('https://www.site.example/kent-wa/x');
    expect(pageAddress('https://evil.example/login?next=1', ours, { withQuery: true })).toBe('/login');
    expect(pageAddress('https://evil.example@www.site.example/x', ours)).toBe('https://www.site.example/x');
    expect(pageAddress('https://www.site.example.evil.example/x', ours)).toBe('/x');
    expect(pageAddress('http://www.site.example/x', ours)).toBe('/x');
    expect(pageAddress('https://evil.example//evil.example/x', ours)).toBe('/evil.example/x');
    expect(pageAddress('//evil.example/x', ours)).toBe('/x');
    expect(pageAddress('/kent-wa/x', ours)).toBe('/kent-wa/x');
    expect(pageAddress('javascript:alert(1)', ours)).toBe('');
    expect(pageAddress('data:text/html,hi', ours)).toBe('');
    expect(pageAddress('', ours)).toBe('');
  });

  it('counts an IPv6 client by its /64 and an IPv4 one by its address', () => {
    expect(clientBucket('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('2001:DB8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64');
    expect(clientBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientBucket('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientBucket('10.0.0.1')).toBe('10.0.0.1');
    expect(clientBucket('')).toBe('');
  });

  it('rate-limits a whole /64 as one client, and the next /64 apart', async () => {
    const limited = await pgliteDatabase();
    try {
      let address = '';
      const handler = fromClient(
        () => address,
        createLeadHandler({
          store: createLeadStore(limited.sql, storeSettings),
          siteOrigins: [origin],
          ipSalt: 'test-salt-123',
          fallbackPhone: '(253) 555-0142',
          rateLimit: { max: 1, windowSeconds: 600 },
          log: () => {},
        }),
      );
      const send = async (from: string, name: string) => {
        address = from;
        const body = JSON.stringify({ ...validLead, name, submissionId: crypto.randomUUID() });
        return (await handler(new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body }))).status;
      };
      expect(await send('2001:db8:1:2::1', 'First')).toBe(200);
      expect(await send('2001:db8:1:2:ffff:ffff:ffff:fffe', 'Same block')).toBe(429);
      expect(await send('2001:db8:1:3::1', 'Next block')).toBe(200);
      expect(await send('192.0.2.1', 'IPv4')).toBe(200);
      expect(await send('192.0.2.2', 'IPv4 neighbour')).toBe(200);
    } finally {
      await limited.dispose();
    }
  });
});
