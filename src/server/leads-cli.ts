// The firm's own access to leads: `npm run leads -- list [--json]`, `show <id>`, `export --csv`.
// Reads the same database as the server: with DATABASE_URL, that Postgres server directly. With
// the embedded database, through the running server when there is one (its socket in
// $DATA_DIR/leads-cli, see leads/lead-reader.ts), so the site keeps serving; otherwise the CLI
// opens the database itself, holding the server's lock meanwhile.
import { createLeadStore, type StoredLead } from '../../lead-core/lead-store.ts';
import { parseEnv } from './env.ts';
import { openDatabase } from './leads/database.ts';
import { connectLeadReader, readerPageSize } from './leads/lead-reader.ts';

interface LeadReader {
  list(limit: number, beforeId?: number): Promise<StoredLead[]>;
  find(id: string): Promise<StoredLead | undefined>;
  close(): Promise<void>;
}

async function openReader(env: ReturnType<typeof parseEnv>): Promise<LeadReader> {
  const direct = async (): Promise<LeadReader> => {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
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
  'referrer', 'user_agent', 'status', 'notification_status', 'notification_attempts', 'notified_at', 'submission_id',
];

const [command = 'list', ...args] = process.argv.slice(2);
const env = parseEnv(process.env);
let reader: LeadReader;
try {
  reader = await openReader(env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

try {
  if (command === 'list') {
    const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 100);
    const leads = count === 0 ? [] : count <= readerPageSize ? await reader.list(count) : (await allLeads(reader)).slice(0, count);
    if (args.includes('--json')) console.log(JSON.stringify(leads, null, 2));
    else
      console.table(
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
  } else if (command === 'show' && args[0]) {
    const lead = await reader.find(args[0]);
    if (!lead) {
      console.error(`No lead ${args[0]}`);
      process.exitCode = 1;
    } else console.log(JSON.stringify(lead, null, 2));
  } else if (command === 'export' && args.includes('--csv')) {
    const leads = await allLeads(reader);
    console.log(columns.join(','));
    for (const lead of leads.reverse()) console.log(columns.map((column) => csvCell(lead[column])).join(','));
  } else {
    console.error('Usage: npm run leads -- list [--json] [count] | show <id> | export --csv');
    process.exitCode = 2;
  }
} finally {
  await reader.close();
}
