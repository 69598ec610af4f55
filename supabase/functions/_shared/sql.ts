// The little SQL surface the lead code needs, so the same store runs on postgres.js (Supabase,
// a Postgres server) and on PGlite (the embedded default of the local server).
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

/** postgres.js: `prepare: false` is required behind Supabase's transaction pooler. */
export function postgresJsSql(sql: { unsafe: (text: string, params?: never[]) => Promise<unknown> }): Sql {
  return {
    query: async <T>(text: string, params: readonly unknown[] = []) => [...((await sql.unsafe(text, params as never[])) as T[])],
  };
}
