// The firm's own access to leads: `npm run leads -- list | show | export --csv` to read them,
// `deliveries` and `retry` for where they were sent, `contacted` and `report` (also as an HTML
// page) for how fast intake answers and what each campaign signs, `export --google-ads` to tell
// Google Ads which clicks became clients, `export --email` / `delete <id> --yes` for a visitor's
// request to see or delete their data (the privacy pages promise both), and `backup` / `restore`.
// The operations themselves are leads/lead-admin.ts and leads/backup.ts; they run through
// postgres.js on DATABASE_URL or on the embedded database's socket, while the site serves or not
// (leads/cli-database.ts). Standard output carries only the command's data (CSV, JSON, a table),
// so `npm run --silent leads -- export --csv > leads.csv` or `--out <file>` gives the file alone.
// Whatever goes wrong is one line on stderr and a non-zero exit: 2 for a command it does not know,
// 1 for anything else. What it prints holds no control character a visitor typed (an escape
// sequence would run in the terminal reading it), whenever the lead was stored: tables and CSV
// cells as one line (the message keeps its line breaks in CSV), JSON with every such character escaped.
import { Console } from 'node:console';
import { chmodSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { firm } from '../../data/firm.ts';
import { leadMessageId } from '../../lead-core/lead-email.ts';
import type { StoredLead } from '../../lead-core/lead-store.ts';
import type { Delivery } from '../../lead-core/outbox.ts';
import { oneLine } from '../../lead-core/visitor-text.ts';
import { parseEnv } from './env.ts';
import { moveOldDataDir } from './old-data-dir.ts';
import { backupSql, restoreSql } from './leads/backup.ts';
import { openCliDatabase } from './leads/cli-database.ts';
import { csvCell } from './leads/csv.ts';
import { googleAdsCsv } from './leads/google-ads-csv.ts';
import { AdminRefusal, adminPageSize, directAdmin, type DeliveryCounts, type Report } from './leads/lead-admin.ts';
import { emlFileSuffix, mailDirectory } from './leads/mailer.ts';
import { countedNote, figureCells, pagesHeading } from './leads/report-cells.ts';
import { reportHtml } from './leads/report-html.ts';

type Env = ReturnType<typeof parseEnv>;

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
  'report [--json | --html <file>] [--since YYYY-MM-DD] | delete <lead> --yes | backup <file> | restore <file>   (<lead>: its id or its submission id)',
].join(' | ');

class UsageError extends Error {}

const options = {
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  out: { type: 'string' },
  email: { type: 'string' },
  'google-ads': { type: 'string' },
  reached: { type: 'boolean' },
  value: { type: 'string' },
  currency: { type: 'string' },
  failed: { type: 'boolean' },
  at: { type: 'string' },
  html: { type: 'string' },
  since: { type: 'string' },
  yes: { type: 'boolean' },
} as const;
type Option = keyof typeof options;

/** Each command's options, and how many plain arguments it takes (at least, at most). */
const commands: Record<string, { options: Option[]; arguments: [number, number] }> = {
  list: { options: ['json'], arguments: [0, 1] },
  show: { options: [], arguments: [1, 1] },
  export: { options: ['csv', 'out', 'email', 'google-ads', 'reached', 'value', 'currency'], arguments: [0, 0] },
  deliveries: { options: ['json'], arguments: [0, 1] },
  retry: { options: ['failed'], arguments: [0, 1] },
  contacted: { options: ['at'], arguments: [1, 1] },
  report: { options: ['json', 'html', 'since'], arguments: [0, 0] },
  delete: { options: ['yes'], arguments: [1, 1] },
  backup: { options: [], arguments: [1, 1] },
  restore: { options: [], arguments: [1, 1] },
};

/** The command line, checked: a command, its plain arguments, and only the options it takes. */
function parseCommand(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch {
    throw new UsageError(usage);
  }
  const [command = 'list', ...rest] = parsed.positionals;
  const spec = Object.hasOwn(commands, command) ? commands[command] : undefined;
  const given = Object.keys(parsed.values) as Option[];
  if (!spec || rest.length < spec.arguments[0] || rest.length > spec.arguments[1] || given.some((name) => !spec.options.includes(name))) {
    throw new UsageError(usage);
  }
  const flags = parsed.values;
  const exportKinds = [flags.csv, flags.email, flags['google-ads']].filter((kind) => kind !== undefined).length;
  if (
    (command === 'export' && (exportKinds !== 1 || (flags.out !== undefined && !flags.csv))) ||
    (command === 'export' && !flags['google-ads'] && (flags.reached || flags.value !== undefined || flags.currency !== undefined)) ||
    (command === 'retry' && !rest[0] === !flags.failed) ||
    (command === 'retry' && rest[0] !== undefined && !/^\d{1,15}$/.test(rest[0])) ||
    (['list', 'deliveries'].includes(command) && rest[0] !== undefined && !/^\d{1,9}$/.test(rest[0])) ||
    (flags.html !== undefined && flags.json)
  ) {
    throw new UsageError(usage);
  }
  return { command, first: rest[0], flags };
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

/** Runs the command on the leads' database. */
async function run(argv: string[], processEnv: NodeJS.ProcessEnv): Promise<string> {
  const { command, first, flags } = parseCommand(argv);
  const { value, currency, at, since, html } = flags;
  const googleAds = flags['google-ads'];
  if (value !== undefined && !/^\d{1,12}(\.\d{1,2})?$/.test(value)) throw new AdminRefusal('--value needs an amount, such as 5000 or 1250.50');
  if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) throw new AdminRefusal('--currency needs a currency code (ISO 4217), such as USD');
  if ((value === undefined) !== (currency === undefined))
    throw new AdminRefusal('--value and --currency go together: an amount and its currency, such as --value 5000 --currency USD');
  const env = parseEnv(processEnv);
  if (processEnv.DATA_DIR === undefined) await moveOldDataDir(env.DATA_DIR, (line) => console.error(line));
  if (command === 'restore') return restore(env, first!);
  const database = await openCliDatabase(env);
  try {
    const admin = directAdmin(database.sql);
    const leadPage = (limit: number, beforeId?: number) => admin('leads.list', { limit, beforeId });
    const count = Number(first ?? 100);
    switch (command) {
      case 'backup': {
        const { text, counts } = await backupSql(database.sql, { describe: database.describe });
        writePrivateFile(first!, text);
        return `Wrote the backup to ${first} (0600), one snapshot: ${Object.entries(counts)
          .map(([name, rows]) => `${name} ${rows}`)
          .join(', ')}. Copy it off this machine; npm run leads -- restore ${first} loads it into an empty DATA_DIR or PostgreSQL database.\n`;
      }
      case 'show': {
        const lead = await admin('leads.find', { id: first! });
        if (!lead) throw new AdminRefusal(`No lead ${first}: give a lead's id or its submission id (npm run leads -- list shows them)`);
        return json(lead);
      }
      case 'export': {
        if (googleAds) {
          const conversions = await admin('conversions.google-ads', { reached: flags.reached === true });
          writePrivateFile(googleAds, googleAdsCsv(conversions, { value, currency }));
          const signed = conversions.filter((conversion) => conversion.kind === 'signed').length;
          return (
            `Wrote ${googleAds}: ${plural(signed, 'signed client', 'signed clients')}${flags.reached === true ? ` and ${plural(conversions.length - signed, 'reached lead', 'reached leads')}` : ''}, ` +
            `each a consented lead with a Google click id, times in ${firm.timeZone}. Upload it in Google Ads: Goals > Conversions > Uploads.\n`
          );
        }
        if (flags.email) {
          const leads = await admin('leads.export', { email: flags.email });
          const withCopies = await Promise.all(leads.map(async (lead) => ({ ...lead, mail_copies: await mailCopies(env, lead) })));
          const answer = {
            email: flags.email,
            exported_at: new Date(),
            held: 'Every lead sent with this email address: its fields, the hashes of its address and fields until they are cleared, its attribution (kept only with consent), its deliveries to the firm, and the .eml copies of its notification in DATA_DIR/mail. Campaigns of leads sent without consent are only counted by week, linked to no one.',
            leads: withCopies,
          };
          return json(answer);
        }
        const leads = (await allPages(leadPage)).reverse();
        const csv =
          [columns.join(','), ...leads.map((lead) => columns.map((column) => csvCell(lead[column], { multiline: column === 'message' })).join(','))].join(
            '\n',
          ) + '\n';
        if (flags.out === undefined) return csv;
        writePrivateFile(flags.out, csv);
        return `Wrote ${plural(leads.length, 'lead', 'leads')} to ${flags.out} (0600).\n`;
      }
      case 'deliveries': {
        const deliveries = await newest(count, (limit, beforeId) => admin('deliveries.list', { limit, beforeId }));
        if (flags.json) return json(deliveries);
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
        return flags.json ? json(report) : reportText(report);
      }
      case 'delete': {
        if (!flags.yes) {
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
    if (flags.json) return json(leads);
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
    await database.close();
  }
}

/** Loads a backup into the database DATA_DIR or DATABASE_URL names, which must be empty. */
async function restore(env: ReturnType<typeof parseEnv>, file: string) {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  const database = await openCliDatabase(env, { migrate: false });
  try {
    await restoreSql(database, text);
    return `Restored ${file} into ${database.describe}; the next start applies the migrations newer than the backup.\n`;
  } finally {
    await database.close();
  }
}

/** The CLI: runs `argv` and writes what it gives; resolves to the exit code. */
export async function main(
  argv: string[],
  {
    env = process.env,
    stdout = (text: string) => void process.stdout.write(text),
    stderr = (text: string) => void process.stderr.write(text),
  }: { env?: NodeJS.ProcessEnv; stdout?: (text: string) => void; stderr?: (text: string) => void } = {},
) {
  try {
    stdout(await run(argv, env));
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // One line: the environment's check lists its problems on lines of their own.
    stderr(`${message.replace(/:\s*\n\s*/g, ': ').replace(/\s*\n\s*/g, '; ')}\n`);
    return error instanceof UsageError ? 2 : 1;
  }
}

if (import.meta.main) {
  // `… | head`: the reader has what it wanted.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') return;
    console.error(error.message);
    process.exitCode = 1;
  });
  // What it writes (a backup, a CSV, a report) holds personal data: for the firm's user only.
  process.umask(0o077);
  process.exitCode = await main(process.argv.slice(2));
}
