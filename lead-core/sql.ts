// The little SQL surface the lead code needs, so the same store runs on postgres.js (Supabase,
// a Postgres server) and on PGlite (the embedded default of the local server).
export type Query = <T = Record<string, unknown>>(text: string, params?: readonly unknown[]) => Promise<T[]>;

export interface Sql {
  query: Query;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

type PostgresJs = { unsafe: (text: string, params?: never[]) => Promise<unknown> };

const postgresJsQuery =
  (sql: PostgresJs): Query =>
  async <T>(text: string, params: readonly unknown[] = []) => [...((await sql.unsafe(text, params as never[])) as T[])];

/** postgres.js: `prepare: false` is required behind Supabase's transaction pooler. */
export function postgresJsSql(sql: PostgresJs & { begin: (work: (transaction: PostgresJs) => Promise<unknown>) => Promise<unknown> }): Sql {
  return {
    query: postgresJsQuery(sql),
    transaction: async <T>(work: (query: Query) => Promise<T>) => (await sql.begin((transaction) => work(postgresJsQuery(transaction)))) as T,
  };
}
