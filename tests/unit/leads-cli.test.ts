// @vitest-environment node
// The firm's own access to leads: `npm run leads -- list --json | show <id> | export --csv`.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLeadStore } from '../../supabase/functions/_shared/lead-store.ts';
import { pgliteDatabase } from './lead-databases.ts';
import { validLead } from './lead-fixtures.ts';

const cli = (dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, ['src/server/leads-cli.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });

describe('npm run leads', () => {
  it('lists, shows and exports stored leads, with spreadsheet formulas neutralised', { timeout: 60_000 }, async () => {
    const database = await pgliteDatabase();
    const store = createLeadStore(database.sql);
    const submissionId = crypto.randomUUID();
    await store.insert({ ...validLead, caseType: 'TRUCK ACCIDENTS', name: '=HYPERLINK("http://evil.example")', website: '', submissionId }, { ipHash: 'x', spam: false });
    await database.dispose();

    const listed = JSON.parse(cli(database.dataDir, 'list', '--json')) as { id: number; name: string; source_page: string }[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: '=HYPERLINK("http://evil.example")', source_page: 'truck-accident-lawyer' });
    expect(JSON.parse(cli(database.dataDir, 'show', submissionId))).toMatchObject({ id: listed[0]!.id, email: 'ana@example.com' });
    const csv = cli(database.dataDir, 'export', '--csv').trim().split('\n');
    expect(csv[0]).toMatch(/^id,created_at,name,phone,email,case_type,message,source_page/);
    expect(csv[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});
