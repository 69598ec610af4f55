// @vitest-environment node
// A copy updated from when DATA_DIR defaulted to ./data (the site's content folder): `npm start`
// moves the leads, the mail and the intake links' secret to ./.data with one line, and serves
// every lead stored before.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firm } from '../../data/firm.ts';
import { createLeadStore } from '../../lead-core/lead-store.ts';
import { serverVariables } from '../../src/server/env.ts';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { main } from '../../src/server/leads-cli.ts';
import { pgliteDatabase } from '../support/databases.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { freePort, launch, node, repoDir } from '../support/processes.ts';

describe('the runtime data of before, in data/', () => {
  it('is moved to .data/ at start, with one line, and its leads are served', { timeout: 120_000 }, async () => {
    ensureFreshBuild();
    const old = await pgliteDatabase();
    const submissionId = crypto.randomUUID();
    await createLeadStore(old.sql, { deliveries: [], timeZone: firm.timeZone }).insert({ ...validLead, name: 'Stored Before', submissionId } as never, {
      ipHash: 'x',
      spam: false,
    });
    await old.dispose();
    const site = await mkdtemp(join(tmpdir(), 'old-data-dir-'));
    await cp(join(old.dataDir, 'leads-db'), join(site, 'data/leads-db'), { recursive: true });
    await mkdir(join(site, 'data/mail'));
    await writeFile(join(site, 'data/mail/2026-11-24-lead.eml'), 'Subject: a lead\n');
    await writeFile(join(site, 'data/intake-link-secret'), 'the-old-secret');
    await writeFile(join(site, 'data/firm.ts'), '// the firm copy stays');
    const port = await freePort();
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !serverVariables.includes(name)));
    const server = await launch(node, [join(repoDir, 'src/server/start.ts')], {
      cwd: site,
      env: { ...inherited, PORT: String(port) },
      ready: () => fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok),
    });
    try {
      expect(
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('Moved')),
      ).toEqual(["Moved leads-db, mail, intake-link-secret from data/ (the site's content) to ./.data/, where runtime data now lives by default."]);
      expect((await readdir(join(site, 'data'))).sort()).toEqual(['firm.ts']);
      expect(await readFile(join(site, '.data/intake-link-secret'), 'utf8')).toBe('the-old-secret');
      expect(await readdir(join(site, '.data/mail'))).toEqual(['2026-11-24-lead.eml']);
      let stdout = '';
      const env = { ...inherited, DATA_DIR: join(site, '.data') };
      expect(await main(['show', submissionId], { env, stdout: (text) => (stdout += text), stderr: () => {} })).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({ name: 'Stored Before', submission_id: submissionId });
    } finally {
      await server.stop();
      await rm(site, { recursive: true, force: true });
      await rm(old.dataDir, { recursive: true, force: true });
    }
  });
});
