// `npm run leads -- backup <file>` and `restore <file>`: a SQL file written by this code, the same
// on both engines and across them (a backup of the embedded database restores on PostgreSQL, the
// firm's way when it moves there). pg_dump cannot be used for both: Debian's is PostgreSQL 15 and
// refuses PGlite's 17; pglite-tools' pgDump needs the PGlite in its own process, which the
// running server holds. So the backup is read in ONE transaction, repeatable read and read only
// (one snapshot: a lead and its deliveries are in it together or not at all), through postgres.js:
// - a header line with the schema's version, the migrations applied (supabase/migrations);
// - per table, in the order its foreign keys need, one INSERT of its rows as JSON
//   (jsonb_populate_recordset keeps every column's type), keeping the ids;
// - each identity column's sequence set past the highest id, so new rows get new ids.
// A restore applies the backup's migrations to an empty database, then runs the rest in one
// transaction that first checks, under lock, that no table holds a row.
import type { Database } from './database.ts';
import { applyMigrations, migrationNames } from './database.ts';
import type { Query, Sql } from '../../../lead-core/sql.ts';

const migrationsLine = '-- migrations: ';
const notEmpty = 'Not restored: the database is not empty';
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The public schema's tables (the migrations' bookkeeping aside), each after those its foreign keys name. */
async function tablesInLoadOrder(query: Query) {
  const tables = await query<{ name: string; refs: string[]; identity: string[] }>(
    `select c.relname::text as name,
       array(select distinct r.relname::text from pg_constraint as k join pg_class as r on r.oid = k.confrelid
             where k.conrelid = c.oid and k.contype = 'f' and k.confrelid <> c.oid) as refs,
       array(select a.attname::text from pg_attribute as a where a.attrelid = c.oid and a.attidentity <> '' and not a.attisdropped) as identity
     from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'
     order by c.relname`,
  );
  const ordered: typeof tables = [];
  const place = (table: (typeof tables)[number], path: string[] = []) => {
    if (ordered.includes(table) || path.includes(table.name)) return;
    for (const ref of table.refs)
      place(
        tables.find((other) => other.name === ref)!,
        [...path, table.name],
      );
    ordered.push(table);
  };
  tables.forEach((table) => place(table));
  return ordered;
}

/** The backup of every lead table, read in one snapshot; and how many rows of each it holds. */
export async function backupSql(sql: Sql, { describe, now = new Date() }: { describe: string; now?: Date }) {
  return sql.transaction(async (query) => {
    await query('set transaction isolation level repeatable read, read only');
    const migrations = (await query<{ name: string }>('select name from public.schema_migrations order by name')).map((row) => row.name);
    const lines = [
      `-- Leads backup (npm run leads -- backup) of ${describe.replace(/\n/g, ' ')}, taken ${now.toISOString()} in one snapshot.`,
      '-- Restore it with npm run leads -- restore <file>, into an empty DATA_DIR or an empty PostgreSQL database (DATABASE_URL).',
      `${migrationsLine}${JSON.stringify(migrations)}`,
    ];
    const counts: Record<string, number> = {};
    for (const table of await tablesInLoadOrder(query)) {
      const [{ rows }] = (await query<{ rows: string }>(`select coalesce(jsonb_agg(t)::text, '[]') as rows from public.${ident(table.name)} as t`)) as [
        { rows: string },
      ];
      counts[table.name] = (JSON.parse(rows) as unknown[]).length;
      if (counts[table.name] === 0) continue;
      const overriding = table.identity.length > 0 ? ' overriding system value' : '';
      lines.push(
        `insert into public.${ident(table.name)}${overriding} select * from jsonb_populate_recordset(null::public.${ident(table.name)}, ${literal(rows)}::jsonb);`,
      );
      for (const column of table.identity) {
        lines.push(
          `select setval(pg_get_serial_sequence(${literal(`public.${ident(table.name)}`)}, ${literal(column)}), (select max(${ident(column)}) from public.${ident(table.name)}));`,
        );
      }
    }
    return { text: `${lines.join('\n')}\n`, counts };
  });
}

/**
 * Loads a backup into `database`, which must hold no row (its schema may be there, up to the
 * backup's version: the migrations the backup lacks are applied at the next start, after its rows).
 */
export async function restoreSql(database: Pick<Database, 'sql' | 'exec'>, text: string) {
  const header = text.split('\n').find((line) => line.startsWith(migrationsLine));
  const migrations = header ? (JSON.parse(header.slice(migrationsLine.length)) as unknown) : undefined;
  if (!Array.isArray(migrations) || !migrations.every((name) => typeof name === 'string')) {
    throw new Error('Not a backup of npm run leads -- backup: its migrations line is missing');
  }
  const known = await migrationNames();
  const unknown = migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`The backup was made by a newer version of the site (migration ${unknown[0]}): update this copy first`);
  const [{ exists }] = (await database.sql.query<{ exists: boolean }>(`select to_regclass('public.schema_migrations') is not null as exists`)) as [
    { exists: boolean },
  ];
  const applied = exists ? (await database.sql.query<{ name: string }>('select name from public.schema_migrations')).map((row) => row.name) : [];
  const ahead = applied.filter((name) => !migrations.includes(name));
  if (ahead.length > 0) {
    throw new Error(
      `Not restored: the database already has migration ${ahead[0]}, newer than the backup. Restore into an empty DATA_DIR or a new PostgreSQL database`,
    );
  }
  await applyMigrations(database, migrations as string[]);
  const tables = (await tablesInLoadOrder(database.sql.query)).map((table) => `public.${ident(table.name)}`);
  // One transaction: the lock keeps a server on the same database from storing a lead between the check and the load.
  const emptyCheck = tables.map(
    (table) =>
      `if exists (select 1 from ${table}) then raise exception ${literal(`${notEmpty} (${table} has rows). Restore into an empty DATA_DIR or a new PostgreSQL database`)}; end if;`,
  );
  try {
    await database.exec(
      [`lock table ${tables.join(', ')} in exclusive mode;`, `do $check$ begin ${emptyCheck.join(' ')} end $check$;`, text.replace(/^--.*\n/gm, '')].join('\n'),
    );
  } catch (error) {
    // The check's own words, without the driver's wrapping.
    const message = (error as Error).message;
    throw message.includes(notEmpty) ? new Error(message.slice(message.indexOf(notEmpty))) : error;
  }
}
