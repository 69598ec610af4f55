// The firm's own access to leads: `npm run leads -- list | show | export --csv` to read them,
// `deliveries` and `retry` for where they were sent, `contacted` and `report` (also as an HTML
// page) for how fast intake answers and what each campaign signs, `export --google-ads` to tell
// Google Ads which clicks became clients, and `export --email` / `delete <id> --yes` for a visitor's request to
// see or delete their data (the privacy pages promise both). The operations themselves are
// leads/lead-admin.ts. With DATABASE_URL they run on that Postgres server directly. With the
// embedded database, through the running server when there is one (its socket in
// $DATA_DIR/leads-cli, see leads/lead-reader.ts), so the site keeps serving; otherwise the CLI
// opens the database itself, holding the server's lock meanwhile. Whatever goes wrong is one line
// on stderr and a non-zero exit: 2 for a command it does not know, 1 for anything else. What it
// prints holds no control character a visitor typed (an escape sequence would run in the terminal
// reading it), whenever the lead was stored: tables and CSV cells as one line (the message keeps
// its line breaks in CSV), JSON with every such character escaped.
import { Console } from 'node:console';
import { chmodSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { firm } from '../../data/firm.ts';
import { leadMessageId } from '../../lead-core/lead-email.ts';
import type { StoredLead } from '../../lead-core/lead-store.ts';
import type { Delivery } from '../../lead-core/outbox.ts';
import { oneLine } from '../../lead-core/visitor-text.ts';
import { parseEnv } from './env.ts';
import { writeOutput } from './leads/cli-output.ts';
import { csvCell } from './leads/csv.ts';
import { openDatabase } from './leads/database.ts';
import { googleAdsCsv } from './leads/google-ads-csv.ts';
import { AdminRefusal, adminPageSize, directAdmin, type DeliveryCounts, type LeadAdmin, type Report } from './leads/lead-admin.ts';
import { connectLeadAdmin } from './leads/lead-reader.ts';
import { emlFileSuffix, mailDirectory } from './leads/mailer.ts';
import { countedNote, figureCells, pagesHeading } from './leads/report-cells.ts';
import { reportHtml } from './leads/report-html.ts';

type Env = ReturnType<typeof parseEnv>;

const openLeadDatabase = (env: Env) =>
  openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: Error) => {
    throw new Error(env.DATABASE_URL ? `Cannot read the leads at ${new URL(env.DATABASE_URL).host} (DATABASE_URL): ${error.message}` : error.message);
  });

/** The firm's operations (./leads/lead-admin.ts): through the running server on the embedded database, else on a connection of our own. */
async function openAdmin(env: Env): Promise<{ admin: LeadAdmin; close(): Promise<void> }> {
  const direct = async () => {
    const database = await openLeadDatabase(env);
    return { admin: directAdmin(database.sql), close: () => database.close() };
  };
  if (env.DATABASE_URL) return direct();
  const server = await connectLeadAdmin(env.DATA_DIR);
  if (server) return { admin: server.admin, close: async () => {} };
  try {
    return await direct();
  } catch (error) {
    // A server that took the lock between the two attempts answers on its socket by now.
    const started = await connectLeadAdmin(env.DATA_DIR).catch(() => undefined);
    if (started) return { admin: started.admin, close: async () => {} };
    throw error;
  }
}

/** Every row, newest first, a page at a time: no single query holds the database for long. */
async function allPages<T extends { id: number }>(page: (limit: number, beforeId?: number) => Promise<T[]>) {
  const rows: T[] = [];
  for (;;) {
    const next = await page(adminPageSize, rows.at(-1)?.id);
    rows.push(...next);
    if (next.length < adminPageSize) return rows;
  }
}

/** The newest `count` rows: one page, or pages until there are enough. */
const newest = async <T extends { id: number }>(count: number, page: (limit: number, beforeId?: number) => Promise<T[]>) =>
  count === 0 ? [] : count <= adminPageSize ? page(count) : (await allPages(page)).slice(0, count);

/** JSON escapes C0 controls itself; DEL, C1 (U+009B starts a terminal command), line separators and bidi controls too. */
const json = (value: unknown) =>
  `${JSON.stringify(value, null, 2).replace(/[\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`;

const columns: (keyof StoredLead)[] = [
  'id',
  'created_at',
  'name',
  'phone',
  'email',
  'case_type',
  'message',
  'source_page',
  'source_url',
  'page_title',
  'user_agent',
  'language',
  'status',
  'contacted_at',
  'attribution_consented_at',
  'attribution_consent_version',
  'attribution',
  'submission_id',
];

const usage = [
  'Usage: npm run leads -- list [--json] [count] | show <lead> | export --csv [--out <file>] | export --email <address>',
  'export --google-ads <file> [--reached] [--value <amount> --currency <code>]',
  'deliveries [--json] [count] | retry <delivery id> | retry --failed | contacted <lead> [--at <ISO time>]',
  'report [--json | --html <file>] [--since YYYY-MM-DD] | delete <lead> --yes   (<lead>: its id or its submission id)',
].join(' | ');

class UsageError extends Error {}

/** The value after `--name`, or undefined; a flag given without its value is a usage error. */
function option(args: string[], name: string) {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(usage);
  return value;
}

function table(rows: Record<string, unknown>[]): string {
  const printable = rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? oneLine(value) : value])));
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  new Console({ stdout: sink, colorMode: false }).table(printable);
  return text;
}

const minute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
/** A wait, as a person says it: 12 min, 3 h 5 min, 4 days. */
function elapsed(from: Date, to: Date) {
  const minutes = Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.round(minutes / 1440)} days`;
}
const deliverySummary = (counts: DeliveryCounts) =>
  (['sent', 'pending', 'failed'] as const)
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${status}`)
    .join(', ') || '—';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const describeLead = (lead: StoredLead) => `lead ${lead.id} (${oneLine(lead.name)} <${oneLine(lead.email)}>, received ${lead.created_at.toISOString()})`;
const describeDelivery = (delivery: Delivery) =>
  `delivery ${delivery.id}: ${delivery.channel} to ${delivery.target || 'the intake address'} for lead ${delivery.lead_id}`;

/** The .eml copies of a lead's notification the local mailer wrote (src/server/leads/mailer.ts). */
async function mailCopies(env: Env, lead: StoredLead) {
  const suffix = emlFileSuffix(leadMessageId(lead.submission_id));
  return (await readdir(mailDirectory(env.DATA_DIR)).catch(() => [])).filter((name) => name.endsWith(suffix));
}

function reportText(report: Report) {
  const { rows, since } = report;
  const header = [
    `Leads by week (starting Monday, ${firm.timeZone}), source, medium and campaign${since ? `, weeks from ${since}` : ''}; spam left out.`,
    'Reached within 5 min, 1 h and 24 h: the share of the leads whose first contact came that soon after they arrived. Outcomes: signed, not a case, unreached (the chase after "No answer" ended), open.',
    countedNote(report.counted_leads),
  ];
  const pages = report.pages.length === 0 ? '' : `${pagesHeading}\n${table(report.pages)}`;
  if (rows.length === 0) return `${header.join('\n')}\nNo leads${since ? ` since ${since}` : ' yet'}.\n${pages}`;
  return `${header.join('\n')}\nAll weeks together:\n${table([{ weeks: 'ALL WEEKS', ...figureCells(report.overall) }])}By week:\n${table(
    rows.map((row) => ({
      week: row.week,
      source: row.kind === 'total' ? 'ALL LEADS' : row.source,
      medium: row.medium ?? '',
      campaign: row.campaign ?? '',
      attribution: row.kind === 'total' ? '' : row.kind,
      ...figureCells(row),
    })),
  )}${pages}`;
}

/** Writes a file that holds business data: only the firm's own user may read it, even one that was already there. */
function writePrivateFile(file: string, text: string) {
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Runs the command and returns what it prints. */
async function run(command: string, args: string[]): Promise<string> {
  const withValue = ['--at', '--since', '--email', '--out', '--html', '--google-ads', '--value', '--currency'];
  const first = args.find((arg, index) => !arg.startsWith('--') && !withValue.includes(args[index - 1] ?? ''));
  const known = ['list', 'show', 'export', 'delete', 'deliveries', 'retry', 'contacted', 'report'];
  const exportEmail = command === 'export' ? option(args, '--email') : undefined;
  const googleAds = command === 'export' ? option(args, '--google-ads') : undefined;
  const html = command === 'report' ? option(args, '--html') : undefined;
  if (
    !known.includes(command) ||
    (['show', 'delete', 'contacted'].includes(command) && !first) ||
    (command === 'export' && [args.includes('--csv'), exportEmail, googleAds].filter(Boolean).length !== 1) ||
    (command === 'retry' && !first === !args.includes('--failed')) ||
    (html !== undefined && args.includes('--json'))
  ) {
    throw new UsageError(usage);
  }
  if (command === 'retry' && first && !/^\d{1,15}$/.test(first)) throw new UsageError(usage);
  const at = command === 'contacted' ? option(args, '--at') : undefined;
  const since = command === 'report' ? option(args, '--since') : undefined;
  const value = googleAds ? option(args, '--value') : undefined;
  const currency = googleAds ? option(args, '--currency') : undefined;
  if (value !== undefined && !/^\d{1,12}(\.\d{1,2})?$/.test(value)) throw new AdminRefusal('--value needs an amount, such as 5000 or 1250.50');
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) throw new AdminRefusal('--currency needs a currency code (ISO 4217), such as USD');
  if ((value === undefined) !== (currency === undefined))
    throw new AdminRefusal('--value and --currency go together: an amount and its currency, such as --value 5000 --currency USD');
  const env = parseEnv(process.env);
  const { admin, close } = await openAdmin(env);
  try {
    const leadPage = (limit: number, beforeId?: number) => admin('leads.list', { limit, beforeId });
    const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 100);
    switch (command) {
      case 'show': {
        const lead = await admin('leads.find', { id: first! });
        if (!lead) throw new AdminRefusal(`No lead ${first}: give a lead's id or its submission id (npm run leads -- list shows them)`);
        return json(lead);
      }
      case 'export': {
        if (googleAds) {
          const conversions = await admin('conversions.google-ads', { reached: args.includes('--reached') });
          writePrivateFile(googleAds, googleAdsCsv(conversions, { value, currency }));
          const signed = conversions.filter((conversion) => conversion.kind === 'signed').length;
          return (
            `Wrote ${googleAds}: ${plural(signed, 'signed client', 'signed clients')}${args.includes('--reached') ? ` and ${plural(conversions.length - signed, 'reached lead', 'reached leads')}` : ''}, ` +
            `each a consented lead with a Google click id, times in ${firm.timeZone}. Upload it in Google Ads: Goals > Conversions > Uploads.\n`
          );
        }
        if (exportEmail) {
          const leads = await admin('leads.export', { email: exportEmail });
          const withCopies = await Promise.all(leads.map(async (lead) => ({ ...lead, mail_copies: await mailCopies(env, lead) })));
          const answer = {
            email: exportEmail,
            exported_at: new Date(),
            held: 'Every lead sent with this email address: its fields, the hashes of its address and fields until they are cleared, its attribution (kept only with consent), its deliveries to the firm, and the .eml copies of its notification in DATA_DIR/mail. Campaigns of leads sent without consent are only counted by week, linked to no one.',
            leads: withCopies,
          };
          return json(answer);
        }
        const leads = (await allPages(leadPage)).reverse();
        return (
          [columns.join(','), ...leads.map((lead) => columns.map((column) => csvCell(lead[column], { multiline: column === 'message' })).join(','))].join(
            '\n',
          ) + '\n'
        );
      }
      case 'deliveries': {
        const deliveries = await newest(count, (limit, beforeId) => admin('deliveries.list', { limit, beforeId }));
        if (args.includes('--json')) return json(deliveries);
        if (deliveries.length === 0) return 'No deliveries yet.\n';
        return table(
          deliveries.map((delivery) => ({
            id: delivery.id,
            lead: delivery.lead_id,
            channel: delivery.channel,
            target: delivery.target || '(intake address)',
            status: delivery.status,
            attempts: delivery.attempts,
            'next attempt': delivery.status === 'pending' ? minute(delivery.next_attempt_at) : '—',
            'last error': delivery.last_error ? delivery.last_error.slice(0, 60) : '',
          })),
        );
      }
      case 'retry': {
        const requeued = await admin('deliveries.retry', first ? { id: Number(first) } : { failed: true });
        if (requeued.length === 0) return 'No failed deliveries: nothing to requeue.\n';
        return `Requeued ${plural(requeued.length, 'delivery', 'deliveries')}, due now with attempts from 0:\n${requeued.map((delivery) => `  ${describeDelivery(delivery)}${delivery.last_error ? ` (last error: ${delivery.last_error.slice(0, 200)})` : ''}`).join('\n')}\n`;
      }
      case 'contacted': {
        const contactedAt = at === undefined ? undefined : new Date(at);
        const { lead, recorded } = await admin('leads.contacted', { id: first!, contacted_at: contactedAt });
        const when = `${lead.contacted_at!.toISOString()}, ${elapsed(lead.created_at, lead.contacted_at!)} after it arrived`;
        return recorded
          ? `Recorded the first contact with ${describeLead(lead)}: ${when}.\n`
          : `Kept the first contact already recorded for ${describeLead(lead)}: ${when}; nothing changed.\n`;
      }
      case 'report': {
        const report = await admin('report', { since: since ?? null });
        if (html) {
          writePrivateFile(html, await reportHtml(report, new Date()));
          return `Wrote the report to ${html}: one page with no script, readable offline (it holds business data: 0600).\n`;
        }
        return args.includes('--json') ? json(report) : reportText(report);
      }
      case 'delete': {
        if (!args.includes('--yes')) {
          const lead = await admin('leads.find', { id: first! });
          if (!lead) throw new AdminRefusal(`No lead ${first}: give a lead's id or its submission id (npm run leads -- list shows them)`);
          throw new AdminRefusal(
            `Not deleted: ${describeLead(lead)}, with ${plural(lead.deliveries.length, 'delivery', 'deliveries')}. ` +
              `To delete it and everything stored with it: npm run leads -- delete ${lead.id} --yes`,
          );
        }
        const { lead, deliveriesRemoved, eventsRemoved } = await admin('leads.delete', { id: first! });
        const copies = await mailCopies(env, lead);
        await Promise.all(copies.map((name) => rm(join(mailDirectory(env.DATA_DIR), name), { force: true })));
        return (
          `Deleted ${describeLead(lead)}, submission ${lead.submission_id}: the lead with its fields${lead.attribution ? ' and its attribution' : ''}, ` +
          `${plural(deliveriesRemoved, 'delivery', 'deliveries')}, ${plural(eventsRemoved, 'event', 'events')} and ${plural(copies.length, '.eml copy', '.eml copies')} of its notification. ` +
          'A notification already sent stays with its receiver (the intake mailbox, the CRM): delete it there.\n'
        );
      }
    }
    const leads = await newest(count, leadPage);
    if (args.includes('--json')) return json(leads);
    if (leads.length === 0) return 'No leads yet.\n';
    return table(
      leads.map((lead) => ({
        id: lead.id,
        received: minute(lead.created_at),
        name: lead.name,
        phone: lead.phone,
        case: lead.case_type,
        source: lead.source_page,
        deliveries: deliverySummary(lead.delivery_counts),
        contacted: lead.contacted_at ? `after ${elapsed(lead.created_at, lead.contacted_at)}` : '—',
      })),
    );
  } finally {
    await close();
  }
}

// `… | head`: the reader has what it wanted.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') return;
  console.error(error.message);
  process.exitCode = 1;
});

const [command = 'list', ...args] = process.argv.slice(2);
const outAt = args.indexOf('--out');
const outFile = outAt < 0 ? undefined : args[outAt + 1];
try {
  if (outAt >= 0 && (!outFile || command !== 'export')) throw new UsageError(usage);
  const output = await run(command, args);
  if (outFile) writeFileSync(outFile, output);
  else writeOutput(output);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  // One line: the environment's check lists its problems on lines of their own.
  console.error(message.replace(/:\s*\n\s*/g, ': ').replace(/\s*\n\s*/g, '; '));
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
