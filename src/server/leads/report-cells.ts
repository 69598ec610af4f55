// The report's figures as the firm reads them, the same in `npm run leads -- report` and in its
// HTML page: each column's heading and its cell for a group of leads ('—' where the figure is not
// known, as on a campaign's row of leads that were only counted).
import { reachedWithin, reportOutcomes, type LeadFigures } from './lead-admin.ts';

const outcomeLabels = { signed: 'signed', 'not-a-case': 'not a case', unreached: 'unreached', open: 'open' } as const;

/** n of the leads, as a share first: 67% (4). */
export const share = (count: number, of: number) => `${of === 0 ? 0 : Math.round((100 * count) / of)}% (${count})`;

/** A count or minutes as a number, a share as text, '—' for a figure not known. */
export const figureColumns: { heading: string; cell: (figures: LeadFigures) => number | string }[] = [
  { heading: 'leads', cell: (figures) => figures.leads },
  { heading: 'reached', cell: (figures) => (figures.contacted === null ? '—' : share(figures.contacted, figures.leads)) },
  ...reachedWithin.map(({ key, label }) => ({
    heading: `within ${label}`,
    cell: (figures: LeadFigures) => (figures[key] === null ? '—' : share(figures[key], figures.leads)),
  })),
  { heading: 'median min to contact', cell: (figures) => figures.median_minutes_to_contact ?? '—' },
  { heading: 'p90 min to contact', cell: (figures) => figures.p90_minutes_to_contact ?? '—' },
  ...reportOutcomes.map((outcome) => ({
    heading: outcomeLabels[outcome],
    cell: (figures: LeadFigures) => (figures.outcomes ? figures.outcomes[outcome] : '—'),
  })),
];

export const figureCells = (figures: LeadFigures) => Object.fromEntries(figureColumns.map(({ heading, cell }) => [heading, cell(figures)]));

/** What every rendering of the report says about the leads that were only counted. */
export const countedNote = (countedLeads: number) =>
  'Campaigns marked "counted" are of visitors who did not consent to attribution: only their number per week is kept, linked to no lead, ' +
  'so whether they were reached and what became of them is unknown there (—). ' +
  (countedLeads === 1
    ? "1 lead was only counted and has no outcome by campaign; its week's ALL LEADS row includes it."
    : `${countedLeads} leads were only counted and have no outcome by campaign; their week's ALL LEADS row includes them.`);

/** What the table of pages says: the leads sent from each page beside the calls and texts started there. */
export const pagesHeading =
  'By page: the leads sent from each page, and the calls and texts started there (taps on its phone and "Text us" links, counted per week, linked to no lead; not counted on a static host or without JavaScript). Leads that came by text are on the page text-message.';
