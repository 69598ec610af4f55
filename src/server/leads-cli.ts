// The firm's own access to leads: `npm run leads -- list [--json]`, `show <id>`, `export --csv`,
// and `delete <id>` for a visitor's deletion request (the privacy pages promise it).
// Reads the same database as the server: with DATABASE_URL, that Postgres server directly. With
// the embedded database, through the running server when there is one (its socket in
// $DATA_DIR/leads-cli, see leads/lead-reader.ts), so the site keeps serving; otherwise the CLI
// opens the database itself, holding the server's lock meanwhile. Whatever goes wrong is one line
// on stderr and a non-zero exit: 2 for a command it does not know, 1 for anything else.
import { Console } from 'node:console';
import { writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { leadMessageId } from '../../lead-core/lead-email.ts';
import { createLeadStore, type StoredLead } from '../../lead-core/lead-store.ts';
import { parseEnv } from './env.ts';
import { openDatabase } from './leads/database.ts';
import { writeOutput } from './leads/cli-output.ts';
import { connectLeadReader, readerPageSize } from './leads/lead-reader.ts';
import { emlFileSuffix, mailDirectory } from './leads/mailer.ts';

interface LeadReader {
  list(limit: number, beforeId?: number): Promise<StoredLead[]>;
  find(id: string): Promise<StoredLead | undefined>;
  close(): Promise<void>;
}

const openLeadDatabase = (env: ReturnType<typeof parseEnv>) =>
  openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: Error) => {
    throw new Error(env.DATABASE_URL ? `Cannot read the leads at ${new URL(env.DATABASE_URL).host} (DATABASE_URL): ${error.message}` : error.message);
  });

async function openReader(env: ReturnType<typeof parseEnv>): Promise<LeadReader> {
  const direct = async (): Promise<LeadReader> => {
    const database = await openLeadDatabase(env);
    const store = createLeadStore(database.sql);
    return { list: store.list, find: store.find, close: () => database.close() };
  };
  if (env.DATABASE_URL) return direct();
  const server = await connectLeadReader(env.DATA_DIR);
  if (server) return { ...server, close: async () => {} };
  try {
    return await direct();
  } catch (error) {
    // A server that took the lock between the two attempts answers on its socket by now.
    const started = await connectLeadReader(env.DATA_DIR).catch(() => undefined);
    if (started) return { ...started, close: async () => {} };
    throw error;
  }
}

/** Every lead, newest first, a page at a time: no single query holds the database for long. */
async function allLeads(reader: LeadReader) {
  const leads: StoredLead[] = [];
  for (;;) {
    const page = await reader.list(readerPageSize, leads.at(-1) && Number(leads.at(-1)!.id));
    leads.push(...page);
    if (page.length < readerPageSize) return leads;
  }
}

const csvCell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  // A leading = + - @ would run as a formula in a spreadsheet: prefix it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};
const columns: (keyof StoredLead)[] = [
  'id', 'created_at', 'name', 'phone', 'email', 'case_type', 'message', 'source_page', 'source_url', 'page_title',
  'referrer', 'user_agent', 'language', 'status', 'notification_status', 'notification_attempts', 'notified_at', 'submission_id',
];

const usage = 'Usage: npm run leads -- list [--json] [count] | show <id or submission id> | export --csv [--out <file>] | delete <id or submission id>';

class UsageError extends Error {}

/**
 * Deletes a lead and the .eml copies of its notification. It writes, so it opens the database
 * itself: on the embedded one, only while no server runs (the server answers reads only, and its
 * lock refuses a second opener with "Stop it first").
 */
async function deleteLead(env: ReturnType<typeof parseEnv>, id: string): Promise<string> {
  const database = await openLeadDatabase(env);
  try {
    const lead = await createLeadStore(database.sql).remove(id);
    if (!lead) throw new Error(`No lead ${id}: give a lead's id or its submission id (npm run leads -- list shows them)`);
    const suffix = emlFileSuffix(leadMessageId(lead.submission_id));
    const copies = (await readdir(mailDirectory(env.DATA_DIR)).catch(() => [])).filter((name) => name.endsWith(suffix));
    await Promise.all(copies.map((name) => rm(join(mailDirectory(env.DATA_DIR), name))));
    return (
      `Deleted lead ${lead.id} (submission ${lead.submission_id}, received ${lead.created_at.toISOString()}) and ${copies.length} .eml ` +
      `cop${copies.length === 1 ? 'y' : 'ies'} of its notification. A notification already emailed stays in the intake mailbox: delete it there.\n`
    );
  } finally {
    await database.close();
  }
}

/** Runs the command and returns what it prints. */
async function run(command: string, args: string[]): Promise<string> {
  if (!['list', 'show', 'export', 'delete'].includes(command) || (['show', 'delete'].includes(command) && !args[0]) || (command === 'export' && !args.includes('--csv'))) {
    throw new UsageError(usage);
  }
  if (command === 'delete') return deleteLead(parseEnv(process.env), args[0]!);
  const reader = await openReader(parseEnv(process.env));
  try {
    if (command === 'show') {
      const lead = await reader.find(args[0]!);
      if (!lead) throw new Error(`No lead ${args[0]}: give a lead's id or its submission id (npm run leads -- list shows them)`);
      return `${JSON.stringify(lead, null, 2)}\n`;
    }
    if (command === 'export') {
      const leads = (await allLeads(reader)).reverse();
      return [columns.join(','), ...leads.map((lead) => columns.map((column) => csvCell(lead[column])).join(','))].join('\n') + '\n';
    }
    const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 100);
    const leads = count === 0 ? [] : count <= readerPageSize ? await reader.list(count) : (await allLeads(reader)).slice(0, count);
    if (args.includes('--json')) return `${JSON.stringify(leads, null, 2)}\n`;
    if (leads.length === 0) return 'No leads yet.\n';
    let table = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        table += chunk;
        done();
      },
    });
    new Console({ stdout: sink, colorMode: false }).table(
      leads.map((lead) => ({
        id: lead.id,
        received: lead.created_at.toISOString().slice(0, 16).replace('T', ' '),
        name: lead.name,
        phone: lead.phone,
        case: lead.case_type,
        source: lead.source_page,
        email: lead.notification_status,
      })),
    );
    return table;
  } finally {
    await reader.close();
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
