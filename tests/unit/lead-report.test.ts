// @vitest-environment node
// What each source signs (issue 29): `npm run leads -- report` with how soon leads were reached and
// what became of them, its HTML page, and the Google Ads CSV, for a small sample whose waits and
// outcomes are known: six leads over two weeks from two sources, consented and only counted, plus
// spam. On PGlite and on PostgreSQL, through the admin operations, then once through the CLI.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { campaignCountShownFrom } from '../../data/campaign-counts.ts';
import { firm } from '../../data/firm.ts';
import type { Attribution } from '../../lead-core/attribution.ts';
import { createLeadEvents, type LeadAction } from '../../lead-core/lead-events.ts';
import { createLeadStore, type NewLead } from '../../lead-core/lead-store.ts';
import type { Sql } from '../../lead-core/sql.ts';
import { googleAdsCsv } from '../../src/server/leads/google-ads-csv.ts';
import { directAdmin, type LeadFigures } from '../../src/server/leads/lead-admin.ts';
import { reportHtml } from '../../src/server/leads/report-html.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { cliEnv, cliOk } from '../support/leads-cli.ts';

const google = (gclid: string): Attribution => ({
  landing_page: `/kent-wa/truck-accident-lawyer?gclid=${encodeURIComponent(gclid)}`,
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'Truck-Fall',
  gclid,
});
const facebook: Attribution = { landing_page: '/kent-wa/car-accident-lawyer', utm_source: 'facebook', utm_medium: 'paid-social', utm_campaign: 'winter' };
const winter = { source: 'facebook', medium: 'paid-social', campaign: 'winter' };
/** A week's count under data/campaign-counts.ts's threshold, as the report pools it: linked to no source. */
const pooled = { source: `(fewer than ${campaignCountShownFrom} each)`, medium: '(pooled)', campaign: '(not kept)' };
const formula = '=HYPERLINK("http://evil.example")';

/**
 * The sample: when each lead arrived (UTC; the firm's weeks start on Monday in Los Angeles, 8 hours
 * behind in November) and what intake did with it, in minutes after it arrived.
 */
const sample: {
  key: string;
  arrived: string;
  attribution?: Attribution;
  counted?: string;
  spam?: boolean;
  events: [LeadAction, number][];
}[] = [
  {
    key: 'ana',
    arrived: '2026-11-17T17:00:00Z',
    attribution: google('EAIaIQobChMI-ana'),
    events: [
      ['reached', 3],
      ['signed', 2 * 1440 + 90],
    ],
  },
  {
    key: 'bo',
    arrived: '2026-11-18T20:00:00Z',
    attribution: google('gclid-bo'),
    events: [
      ['reached', 45],
      ['not-a-case', 60],
    ],
  },
  // 22:00 on Wednesday the 18th in Los Angeles: the first week.
  { key: 'cy', arrived: '2026-11-19T06:00:00Z', counted: '2026-11-16', events: [['reached', 600]] },
  {
    key: 'di',
    arrived: '2026-11-24T19:15:00Z',
    attribution: google(formula),
    events: [
      ['reached', 2],
      ['signed', 1440],
    ],
  },
  { key: 'ed', arrived: '2026-11-26T02:00:00Z', attribution: facebook, events: [['no-answer', 5]] },
  {
    key: 'fay',
    arrived: '2026-11-27T17:30:00Z',
    counted: '2026-11-23',
    events: [
      ['reached', 1500],
      ['signed', 3 * 1440],
    ],
  },
  {
    key: 'spam',
    arrived: '2026-11-24T10:00:00Z',
    attribution: google('gclid-spam'),
    spam: true,
    events: [
      ['reached', 1],
      ['signed', 2],
    ],
  },
];

const oncall = '+12535550100';
const chase = { recipients: [oncall], remindEverySeconds: 4 * 3600, remindTimes: 2 };

async function seedSample(sql: Sql) {
  const store = createLeadStore(sql, { deliveries: [], timeZone: firm.timeZone });
  const events = createLeadEvents(sql, chase);
  const admin = directAdmin(sql);
  const ids: Record<string, number> = {};
  for (const lead of sample) {
    const submissionId = crypto.randomUUID();
    const fields = {
      ...validLead,
      name: `Lead ${lead.key}`,
      submissionId,
      ...(lead.attribution ? { attribution: { kept: lead.attribution, consentVersion: 'en-test' } } : { countedCampaign: winter }),
    } as NewLead;
    expect(await store.insert(fields, { ipHash: `hash-${lead.key}`, spam: lead.spam ?? false })).toBe('created');
    const [row] = await sql.query<{ id: number }>(`update public.leads set created_at = $2 where submission_id = $1 returning id`, [
      submissionId,
      lead.arrived,
    ]);
    const id = (ids[lead.key] = Number(row!.id));
    for (const [kind, minutes] of lead.events) {
      const at = new Date(Date.parse(lead.arrived) + minutes * 60_000);
      // Ana's first contact is recorded as the firm's CLI does; every other action as the intake page does.
      if (lead.key === 'ana' && kind === 'reached')
        expect(await admin('leads.contacted', { id: String(id), contacted_at: at })).toMatchObject({ recorded: true });
      else expect(await events.record(id, kind, oncall, at)).toMatchObject({ recorded: true });
    }
  }
  // Ed's chase after "No answer" sent its last reminder with nobody reaching him: unreached.
  expect(
    await sql.query(`update public.lead_deliveries set status = 'sent', sent_at = now() where lead_id = $1 and channel = 'reminder' returning id`, [ids.ed]),
  ).toHaveLength(2);
  // The weekly counts of the leads without consent, as the store made them in the weeks they arrived.
  await sql.query(`delete from public.lead_campaign_counts`);
  for (const lead of sample.filter((lead) => lead.counted)) {
    await sql.query(`insert into public.lead_campaign_counts (week, source, medium, campaign, leads) values ($1, $2, $3, $4, 1)`, [
      lead.counted,
      winter.source,
      winter.medium,
      winter.campaign,
    ]);
  }
  return ids;
}

const outcomes = (signed: number, notACase: number, unreached: number, open: number) => ({ signed, 'not-a-case': notACase, unreached, open });
const figures = (
  leads: number,
  contacted: number,
  [within5, within60, within1440]: [number, number, number],
  median: number | null,
  p90: number | null,
  outcome: LeadFigures['outcomes'],
): LeadFigures => ({
  leads,
  contacted,
  reached_within_5_min: within5,
  reached_within_1_h: within60,
  reached_within_24_h: within1440,
  median_minutes_to_contact: median,
  p90_minutes_to_contact: p90,
  outcomes: outcome,
});
const countedOnly = (leads: number) => ({
  leads,
  contacted: null,
  reached_within_5_min: null,
  reached_within_1_h: null,
  reached_within_24_h: null,
  median_minutes_to_contact: null,
  p90_minutes_to_contact: null,
  outcomes: null,
});
const truckFall = { source: 'google', medium: 'cpc', campaign: 'truck-fall' };
const total = { kind: 'total', source: null, medium: null, campaign: null };

// Waits to first contact: week 1 3, 45 and 600 min; week 2 2 min, never, 1500 min.
// Medians and 90th percentiles interpolate between the two nearest waits, as percentile_cont does.
const expectedRows = [
  { week: '2026-11-23', kind: 'consented', ...winter, ...figures(1, 0, [0, 0, 0], null, null, outcomes(0, 0, 1, 0)) },
  { week: '2026-11-23', kind: 'consented', ...truckFall, ...figures(1, 1, [1, 1, 1], 2, 2, outcomes(1, 0, 0, 0)) },
  { week: '2026-11-23', kind: 'counted', ...pooled, ...countedOnly(1) },
  { week: '2026-11-23', ...total, ...figures(3, 2, [1, 1, 1], 751, 1350.2, outcomes(2, 0, 1, 0)) },
  { week: '2026-11-16', kind: 'consented', ...truckFall, ...figures(2, 2, [1, 2, 2], 24, 40.8, outcomes(1, 1, 0, 0)) },
  { week: '2026-11-16', kind: 'counted', ...pooled, ...countedOnly(1) },
  { week: '2026-11-16', ...total, ...figures(3, 3, [1, 2, 3], 45, 489, outcomes(1, 1, 0, 1)) },
];
const expectedOverall = figures(6, 5, [2, 3, 4], 45, 1140, outcomes(3, 1, 1, 1));

const expectedCsv = [
  'Parameters:TimeZone=America/Los_Angeles',
  'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
  'EAIaIQobChMI-ana,Reached lead,2026-11-17 09:03:00,,',
  'gclid-bo,Reached lead,2026-11-18 12:45:00,,',
  'EAIaIQobChMI-ana,Signed client,2026-11-19 10:30:00,5000,USD',
  `"'=HYPERLINK(""http://evil.example"")",Reached lead,2026-11-24 11:17:00,,`,
  `"'=HYPERLINK(""http://evil.example"")",Signed client,2026-11-25 11:15:00,5000,USD`,
  '',
];

const documentOf = (html: string) => new JSDOM(html).window.document;

/** A table's body as text, a row an array: its row header first. */
const cellsOf = (table: Element) => [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));

for (const engine of engines) {
  describeOn(engine, `the report and the Google Ads CSV on ${engine.name}`, (test) => {
    test('hold the right figures for a small sample', { timeout: 180_000 }, async ({ database }) => {
      const outDir = await mkdtemp(join(tmpdir(), 'lead-report-'));
      try {
        const { sql } = database;
        await seedSample(sql);
        const admin = directAdmin(sql);

        // The report: every figure per week and campaign, the whole sample's, and the counted leads.
        const report = await admin('report', { since: null });
        expect(report.rows).toEqual(expectedRows);
        expect(report.overall).toEqual(expectedOverall);
        expect(report.counted_leads).toBe(2);
        expect((await admin('report', { since: '2026-11-23' })).overall).toEqual(figures(3, 2, [1, 1, 1], 751, 1350.2, outcomes(2, 0, 1, 0)));

        // The Google Ads conversions: the consented leads with a click id marked signed, at the Signed
        // event's time (Fay signed without consent, the spam lead is left out); with `reached`, their first contacts.
        expect(googleAdsCsv(await admin('conversions.google-ads', { reached: false }), {}).split('\n')).toEqual([
          ...expectedCsv.slice(0, 2),
          'EAIaIQobChMI-ana,Signed client,2026-11-19 10:30:00,,',
          `"'=HYPERLINK(""http://evil.example"")",Signed client,2026-11-25 11:15:00,,`,
          '',
        ]);
        expect(googleAdsCsv(await admin('conversions.google-ads', { reached: true }), { value: '5000', currency: 'USD' }).split('\n')).toEqual(expectedCsv);

        // The page: its headings, its tables' figures, charts as inline SVG with a title and a description, no script.
        const html = await reportHtml(report, new Date('2026-12-01T17:00:00Z'));
        const page = documentOf(html);
        expect(page.documentElement.lang).toBe('en');
        expect(html).not.toMatch(/<script|<link|<img|\bsrc=|url\(/i);
        expect([...page.querySelectorAll('h1, h2')].map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual([
          'H1 Leads report',
          'H2 All weeks together',
          'H2 Leads and signed cases per week, by source',
          'H2 How soon leads were reached',
          'H2 By week, source, medium and campaign',
          'H2 Calls and texts started, by page',
        ]);
        const svgs = [...page.querySelectorAll('figure svg')];
        expect(svgs.map((svg) => [svg.getAttribute('role'), svg.querySelector(':scope > title')?.textContent])).toEqual([
          ['img', 'Leads and signed cases per week, by source'],
          ['img', 'How soon leads were reached, per week'],
        ]);
        for (const svg of svgs) {
          expect(svg.querySelector(':scope > desc')?.textContent).toMatch(
            /^Stacked bars for each week starting 2026-11-16, 2026-11-23: .*The table below gives the same figures\.$/,
          );
          // Drawn by Vega: its axis titles, marks and legend.
          expect(svg.querySelectorAll('path, rect').length).toBeGreaterThan(10);
          expect(svg.textContent).toContain('Week starting');
        }
        const tables = [...page.querySelectorAll('table')];
        expect(tables.every((table) => [...table.querySelectorAll('th')].every((cell) => ['col', 'row'].includes(cell.getAttribute('scope') ?? '')))).toBe(
          true,
        );
        expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
          'Every lead of these weeks',
          'Leads and signed cases per week, by source',
          'First contact per week, every lead',
          'Leads by week, source, medium and campaign',
          'Leads, calls started and texts started, by week and page',
        ]);
        // No taps in the sample: each page's leads, with no calls or texts.
        expect(cellsOf(tables[4]!)).toEqual(report.pages.map((row) => [row.week, row.page, String(row.leads), '0', '0']));
        expect(report.pages.reduce((sum, row) => sum + row.leads, 0)).toBe(6);
        expect(cellsOf(tables[0]!)).toEqual([['ALL WEEKS', '6', '83% (5)', '33% (2)', '50% (3)', '67% (4)', '45', '1140', '3', '1', '1', '1']]);
        expect(page.querySelector('.note')?.textContent).toMatch(
          /^Campaigns marked "counted" are of visitors who did not consent to attribution: .* 2 leads were only counted and have no outcome by campaign; their week's ALL LEADS row includes them\.$/,
        );
        expect(cellsOf(tables[1]!)).toEqual([
          // A week's count of one is pooled (data/campaign-counts.ts): its source is not shown.
          ['2026-11-16', pooled.source, '1', '0'],
          ['2026-11-16', 'google', '2', '1'],
          ['2026-11-23', pooled.source, '1', '0'],
          ['2026-11-23', '(no consent: source not kept)', '0', '1'],
          ['2026-11-23', 'facebook', '1', '0'],
          ['2026-11-23', 'google', '1', '1'],
        ]);
        expect(cellsOf(tables[2]!)).toEqual([
          ['2026-11-16', '3', '33% (1)', '33% (1)', '33% (1)', '0% (0)', '0% (0)'],
          ['2026-11-23', '3', '33% (1)', '0% (0)', '0% (0)', '33% (1)', '33% (1)'],
        ]);
        expect(cellsOf(tables[3]!)).toEqual([
          ['2026-11-23', 'facebook', 'paid-social', 'winter', 'consented', '1', '0% (0)', '0% (0)', '0% (0)', '0% (0)', '—', '—', '0', '0', '1', '0'],
          ['2026-11-23', 'google', 'cpc', 'truck-fall', 'consented', '1', '100% (1)', '100% (1)', '100% (1)', '100% (1)', '2', '2', '1', '0', '0', '0'],
          ['2026-11-23', pooled.source, pooled.medium, pooled.campaign, 'counted', '1', '—', '—', '—', '—', '—', '—', '—', '—', '—', '—'],
          ['2026-11-23', 'ALL LEADS', '', '', '', '3', '67% (2)', '33% (1)', '33% (1)', '33% (1)', '751', '1350.2', '2', '0', '1', '0'],
          ['2026-11-16', 'google', 'cpc', 'truck-fall', 'consented', '2', '100% (2)', '50% (1)', '100% (2)', '100% (2)', '24', '40.8', '1', '1', '0', '0'],
          ['2026-11-16', pooled.source, pooled.medium, pooled.campaign, 'counted', '1', '—', '—', '—', '—', '—', '—', '—', '—', '—', '—'],
          ['2026-11-16', 'ALL LEADS', '', '', '', '3', '100% (3)', '33% (1)', '67% (2)', '100% (3)', '45', '489', '1', '1', '0', '1'],
        ]);

        // The same through `npm run leads`: the text report, the page and the CSV, each file 0600.
        if (!database.url) await database.close();
        const env = cliEnv(database.dataDir ?? outDir, database.url ? { DATABASE_URL: database.url } : {});
        const cli = (...args: string[]) => cliOk(env, ...args);
        const htmlFile = join(outDir, 'report.html');
        const csvFile = join(outDir, 'google-ads.csv');
        const text = await cli('report');
        expect(await cli('report', '--html', htmlFile)).toBe(
          `Wrote the report to ${htmlFile}: one page with no script, readable offline (it holds business data: 0600).\n`,
        );
        expect(await cli('export', '--google-ads', csvFile, '--reached', '--value', '5000', '--currency', 'USD')).toBe(
          `Wrote ${csvFile}: 2 signed clients and 3 reached leads, each a consented lead with a Google click id, times in America/Los_Angeles. Upload it in Google Ads: Goals > Conversions > Uploads.\n`,
        );
        console.log(
          `npm run leads -- report, for the sample:\n${text}\nnpm run leads -- export --google-ads (--reached --value 5000 --currency USD):\n${await readFile(csvFile, 'utf8')}`,
        );
        expect((await readFile(csvFile, 'utf8')).split('\n')).toEqual(expectedCsv);
        for (const file of [htmlFile, csvFile]) expect((await stat(file)).mode & 0o777).toBe(0o600);
        const written = documentOf(await readFile(htmlFile, 'utf8'));
        expect([...written.querySelectorAll('table')].map(cellsOf)).toEqual(tables.map(cellsOf));

        const lines = text.split('\n');
        expect(lines[0]).toBe('Leads by week (starting Monday, America/Los_Angeles), source, medium and campaign; spam left out.');
        expect(lines[2]).toMatch(
          /^Campaigns marked "counted" .* 2 leads were only counted and have no outcome by campaign; their week's ALL LEADS row includes them\.$/,
        );
        const row = (...cells: string[]) => new RegExp(`│ +${cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(' +│ +')} +│`);
        expect(text).toMatch(row(`'ALL WEEKS'`, '6', `'83% (5)'`, `'33% (2)'`, `'50% (3)'`, `'67% (4)'`, '45', '1140', '3', '1', '1', '1'));
        const tableRows = lines
          .slice(
            0,
            lines.findIndex((line) => line.startsWith('By page:')),
          )
          .filter((line) => /^│ +\d+ +│ +'2026-/.test(line));
        expect(tableRows).toHaveLength(7);
        expect(tableRows[3]).toMatch(
          row(`'2026-11-23'`, `'ALL LEADS'`, `''`, `''`, `''`, '3', `'67% (2)'`, `'33% (1)'`, `'33% (1)'`, `'33% (1)'`, '751', '1350.2', '2', '0', '1', '0'),
        );
        expect(tableRows[5]).toMatch(
          row(`'2026-11-16'`, `'${pooled.source}'`, `'${pooled.medium}'`, `'${pooled.campaign}'`, `'counted'`, '1', ...Array<string>(10).fill(`'—'`)),
        );
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    });
  });
}
