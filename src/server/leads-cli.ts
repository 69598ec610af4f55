// The firm's own access to leads: `npm run leads -- list [--json]`, `show <id>`, `export --csv`.
// Reads the same database as the server (DATABASE_URL, or the embedded one in $DATA_DIR; stop
// the server first when using the embedded one, which allows one process at a time).
import { createLeadStore, type StoredLead } from '../../supabase/functions/_shared/lead-store.ts';
import { parseEnv } from './env.ts';
import { openDatabase } from './leads/database.ts';

const [command = 'list', ...args] = process.argv.slice(2);
const env = parseEnv(process.env);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const store = createLeadStore(database.sql);

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

try {
  if (command === 'list') {
    const leads = await store.list(Number(args.find((arg) => /^\d+$/.test(arg)) ?? 100));
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
    const lead = await store.find(args[0]);
    if (!lead) {
      console.error(`No lead ${args[0]}`);
      process.exitCode = 1;
    } else console.log(JSON.stringify(lead, null, 2));
  } else if (command === 'export' && args.includes('--csv')) {
    const leads = await store.list(1_000_000);
    console.log(columns.join(','));
    for (const lead of leads.reverse()) console.log(columns.map((column) => csvCell(lead[column])).join(','));
  } else {
    console.error('Usage: npm run leads -- list [--json] | show <id> | export --csv');
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
