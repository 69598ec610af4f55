// `npm run leads -- report --html <file>`: the report as one page for the partners' weekly meeting,
// readable offline and by a screen reader: no script, no request, the styles inline, and each chart
// an inline SVG with its title and description, next to a table of the same figures. The charts are
// Vega-Lite specifications rendered to SVG here in Node by Vega's headless view (renderer 'none':
// no browser, no canvas, no native addon).
import * as vega from 'vega';
import { compile, type Config, type TopLevelSpec } from 'vega-lite';
import { firm } from '../../../data/firm.ts';
import type { Report, ReportRow } from './lead-admin.ts';
import { countedNote, figureCells, figureColumns, pagesHeading, share } from './report-cells.ts';
import { wallClock } from './google-ads-csv.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The signed cases of leads without consent: their number per week is known, their source is not. */
const sourceNotKept = '(no consent: source not kept)';

/** Leads and signed cases per week and source: consented leads by their campaign's source, counted ones by theirs. */
function bySource(rows: readonly ReportRow[]) {
  const found = new Map<string, { week: string; source: string; leads: number; signed: number }>();
  const entry = (week: string, source: string) => {
    const key = `${week}\n${source}`;
    if (!found.has(key)) found.set(key, { week, source, leads: 0, signed: 0 });
    return found.get(key)!;
  };
  for (const row of rows) {
    if (row.kind === 'total') {
      const bySources = rows.filter((other) => other.week === row.week && other.kind === 'consented');
      const unsourced = row.outcomes!.signed - bySources.reduce((sum, other) => sum + other.outcomes!.signed, 0);
      if (unsourced > 0) entry(row.week, sourceNotKept).signed += unsourced;
      continue;
    }
    const target = entry(row.week, row.source!);
    target.leads += row.leads;
    target.signed += row.outcomes?.signed ?? 0;
  }
  return [...found.values()].sort((a, b) => a.week.localeCompare(b.week) || a.source.localeCompare(b.source));
}

/** How long each week's leads waited for a first contact, in bands that add up to the week's leads. */
const waitBands = ['within 5 min', '5 min to 1 h', '1 h to 24 h', 'after 24 h', 'not reached'] as const;
function waits(totals: readonly ReportRow[]) {
  return totals.flatMap((row) => {
    const [five, hour, day] = [row.reached_within_5_min!, row.reached_within_1_h!, row.reached_within_24_h!];
    const counts = [five, hour - five, day - hour, row.contacted! - day, row.leads - row.contacted!];
    return waitBands.map((band, order) => ({ week: row.week, band, order, leads: counts[order]! }));
  });
}

const chartConfig: Config = {
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  axis: { labelFontSize: 12, titleFontSize: 12, titleFontWeight: 600 },
  legend: { labelFontSize: 12, titleFontSize: 12, labelLimit: 0, orient: 'bottom', direction: 'horizontal' },
  header: { labelFontSize: 13, labelFontWeight: 600 },
  view: { stroke: null },
};

async function svgOf(spec: TopLevelSpec, id: string, title: string, description: string) {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  // The whole drawing is one image to assistive technology, named by its title and description.
  const opening = svg.match(/^<svg [^>]*>/)![0];
  return (
    opening.replace('<svg ', `<svg role="img" aria-labelledby="${id}-title ${id}-desc" `) +
    `<title id="${id}-title">${escape(title)}</title><desc id="${id}-desc">${escape(description)}</desc>` +
    svg.slice(opening.length)
  );
}

/**
 * A table whose first column heads its rows. `text` names the columns of words (left-aligned);
 * the others hold figures (right-aligned, in tabular digits).
 */
function table(
  caption: string,
  headings: readonly string[],
  rows: readonly { cells: readonly (string | number)[]; total?: boolean }[],
  text: readonly string[],
) {
  const align = (heading: string) => (heading === headings[0] || text.includes(heading) ? 'text' : 'figure');
  // "within 1 h" wraps between its words, never between a number and its unit.
  const head = headings.map((heading) => `<th scope="col" class="${align(heading)}">${escape(heading).replace(/(\d) (min|h)\b/g, '$1&nbsp;$2')}</th>`).join('');
  const body = rows
    .map(({ cells, total }) => {
      const [header, ...rest] = cells.map((cell) => escape(String(cell)));
      const tds = rest.map((cell, index) => `<td class="${align(headings[index + 1]!)}">${cell}</td>`).join('');
      return `<tr${total ? ' class="total"' : ''}><th scope="row" class="text">${header}</th>${tds}</tr>`;
    })
    .join('\n');
  return `<div class="scroll"><table><caption>${escape(caption)}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

const campaignColumns = ['source', 'medium', 'campaign', 'attribution'];

const style = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1f24; background: #fff; }
body { margin: 0; }
main { max-width: 80rem; margin: 0 auto; padding: 2rem 1.5rem 3rem; }
h1 { font-size: 1.75rem; margin: 0 0 .25rem; }
h2 { font-size: 1.25rem; margin: 2.5rem 0 .75rem; border-bottom: 1px solid #d0d7de; padding-bottom: .25rem; }
p { line-height: 1.5; max-width: 60rem; }
.meta { color: #57606a; margin-top: 0; }
.note { background: #f6f8fa; border-left: 4px solid #8c959f; padding: .75rem 1rem; }
figure { margin: 0 0 1rem; }
figure svg { max-width: 100%; height: auto; }
figcaption { color: #57606a; font-size: .9rem; margin-top: .25rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: .8125rem; font-variant-numeric: tabular-nums; margin: .5rem 0 1rem; }
caption { text-align: left; font-weight: 600; padding: 0 0 .5rem; }
th, td { border-bottom: 1px solid #d0d7de; padding: .3rem .45rem; white-space: nowrap; }
thead th { background: #f6f8fa; vertical-align: bottom; white-space: normal; max-width: 5.5rem; }
.text { text-align: left; }
.figure { text-align: right; }
tr.total th, tr.total td { font-weight: 600; background: #fbfbfc; }
`;

/** The report as one self-contained HTML page. */
export async function reportHtml(report: Report, writtenAt: Date) {
  const zone = report.time_zone;
  const weeks = [...new Set(report.rows.map((row) => row.week))].sort();
  const totals = report.rows.filter((row) => row.kind === 'total').sort((a, b) => a.week.localeCompare(b.week));
  const range = weeks.length
    ? `weeks starting ${weeks[0]}${weeks.length > 1 ? ` to ${weeks.at(-1)}` : ''}`
    : `no leads${report.since ? ` since ${report.since}` : ' yet'}`;
  const headings = figureColumns.map((column) => column.heading);
  const parts = [
    `<h1>Leads report</h1>`,
    `<p class="meta">${escape(firm.names.primary)} · ${escape(range)} (weeks start on Monday, ${escape(zone)}) · written ${escape(wallClock(writtenAt, zone).slice(0, 16))} ${escape(zone)} · spam left out</p>`,
  ];
  if (totals.length > 0) {
    const sources = bySource(report.rows);
    const leadsChart = await svgOf(
      {
        data: {
          values: sources.flatMap((entry) => [
            { week: entry.week, source: entry.source, measure: 'Leads', count: entry.leads },
            { week: entry.week, source: entry.source, measure: 'Signed cases', count: entry.signed },
          ]),
        },
        width: 300,
        height: 220,
        mark: { type: 'bar', tooltip: false },
        encoding: {
          column: { field: 'measure', type: 'nominal', title: null, sort: ['Leads', 'Signed cases'] },
          x: { field: 'week', type: 'ordinal', title: 'Week starting', axis: { labelAngle: 0 } },
          y: { field: 'count', type: 'quantitative', title: 'Leads', stack: true, axis: { tickMinStep: 1, format: 'd' } },
          color: { field: 'source', type: 'nominal', title: 'Source', scale: { scheme: 'tableau10' } },
        },
        config: chartConfig,
      },
      'by-source',
      'Leads and signed cases per week, by source',
      `Stacked bars for each week starting ${weeks.join(', ')}: on the left the leads, on the right the signed cases, each coloured by source. The table below gives the same figures.`,
    );
    const waitChart = await svgOf(
      {
        data: { values: waits(totals) },
        width: 420,
        height: 220,
        mark: { type: 'bar', tooltip: false },
        encoding: {
          x: { field: 'week', type: 'ordinal', title: 'Week starting', axis: { labelAngle: 0 } },
          y: { field: 'leads', type: 'quantitative', title: 'Leads', stack: true, axis: { tickMinStep: 1, format: 'd' } },
          color: {
            field: 'band',
            type: 'ordinal',
            title: 'First contact',
            sort: [...waitBands],
            scale: { domain: [...waitBands], range: ['#1a7f37', '#7fbf5f', '#e3b341', '#d1495b', '#8c959f'] },
          },
          order: { field: 'order' },
        },
        config: chartConfig,
      },
      'waits',
      'How soon leads were reached, per week',
      `Stacked bars for each week starting ${weeks.join(', ')}: the week's leads reached within 5 minutes, from 5 minutes to 1 hour, from 1 to 24 hours, after 24 hours, and not reached. The table below gives the same figures.`,
    );
    parts.push(
      `<h2>All weeks together</h2>`,
      table(
        'Every lead of these weeks',
        ['weeks', ...headings],
        [{ cells: ['ALL WEEKS', ...headings.map((heading) => figureCells(report.overall)[heading]!)] }],
        [],
      ),
      `<p class="note">${escape(countedNote(report.counted_leads))}</p>`,
      `<h2>Leads and signed cases per week, by source</h2>`,
      `<figure>${leadsChart}<figcaption>Signed cases of leads without consent are known per week only: their source is "${escape(sourceNotKept)}".</figcaption></figure>`,
      table(
        'Leads and signed cases per week, by source',
        ['week starting', 'source', 'leads', 'signed cases'],
        sources.map((entry) => ({ cells: [entry.week, entry.source, entry.leads, entry.signed] })),
        ['source'],
      ),
      `<h2>How soon leads were reached</h2>`,
      `<figure>${waitChart}</figure>`,
      table(
        'First contact per week, every lead',
        ['week starting', 'leads', ...waitBands],
        totals.map((row) => ({ cells: [row.week, row.leads, ...waits([row]).map((band) => share(band.leads, row.leads))] })),
        [],
      ),
      `<h2>By week, source, medium and campaign</h2>`,
      table(
        'Leads by week, source, medium and campaign',
        ['week starting', ...campaignColumns, ...headings],
        report.rows.map((row) => ({
          cells: [
            row.week,
            row.kind === 'total' ? 'ALL LEADS' : row.source!,
            row.medium ?? '',
            row.campaign ?? '',
            row.kind === 'total' ? '' : row.kind,
            ...headings.map((heading) => figureCells(row)[heading]!),
          ],
          total: row.kind === 'total',
        })),
        campaignColumns,
      ),
    );
  } else {
    parts.push(`<p>No leads${report.since ? ` since ${escape(report.since)}` : ' yet'}.</p>`);
  }
  if (report.pages.length > 0) {
    parts.push(
      `<h2>Calls and texts started, by page</h2>`,
      `<p>${escape(pagesHeading)}</p>`,
      table(
        'Leads, calls started and texts started, by week and page',
        ['week starting', 'page', 'leads', 'calls', 'texts'],
        report.pages.map((row) => ({ cells: [row.week, row.page, row.leads, row.calls, row.texts] })),
        ['page'],
      ),
    );
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Leads report · ${escape(range)} · ${escape(firm.names.primary)}</title>
<style>${style}</style>
</head>
<body>
<main>
${parts.join('\n')}
</main>
</body>
</html>
`;
}
