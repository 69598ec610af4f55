// The live site acknowledges a lead only once it is on disk. PGlite starts Postgres with fsync off
// and its Node file system never syncs, so after an OS crash or a power cut an acknowledged lead
// can be gone: production runs on PostgreSQL, and only with the settings that make a commit
// durable (docs/deploy.md, "Power cuts"). Checked once at start, before anything is served.
import postgres from 'postgres';
import type { ServerEnv } from '../env.ts';

/** Off, each of these lets a commit be acknowledged before it is safely on disk. */
const durabilitySettings = ['fsync', 'synchronous_commit', 'full_page_writes'] as const;

/** Throws one line naming the risk when SITE_ENV=production would keep leads where a power cut can lose them. */
export async function requireDurableLeads(env: Pick<ServerEnv, 'SITE_ENV' | 'DATABASE_URL'>): Promise<void> {
  if (env.SITE_ENV !== 'production') return;
  if (!env.DATABASE_URL) {
    throw new Error(
      'SITE_ENV=production refuses the embedded database (PGlite): it runs with fsync off and its Node file system never syncs, ' +
        'so an OS crash or a power cut can lose acknowledged leads or leave the database unreadable; set DATABASE_URL to PostgreSQL (see docs/deploy.md).',
    );
  }
  const host = new URL(env.DATABASE_URL).host;
  const client = postgres(env.DATABASE_URL, { max: 1, prepare: false, connect_timeout: 5, onnotice: () => {} });
  let settings: Record<string, string>;
  try {
    const columns = durabilitySettings.map((name) => `current_setting('${name}') as ${name}`).join(', ');
    [settings] = (await client.unsafe(`select ${columns}`)) as unknown as [Record<string, string>];
  } catch (error) {
    throw new Error(`SITE_ENV=production could not check PostgreSQL at ${host} keeps commits on disk: ${(error as Error).message}`);
  } finally {
    await client.end({ timeout: 5 });
  }
  const off = durabilitySettings.filter((name) => settings[name] === 'off');
  if (off.length > 0) {
    throw new Error(
      `SITE_ENV=production refuses PostgreSQL at ${host} with ${off.map((name) => `${name}=off`).join(', ')}: ` +
        'an OS crash or a power cut can lose acknowledged leads or leave the database unreadable; turn them on (see docs/deploy.md).',
    );
  }
}
