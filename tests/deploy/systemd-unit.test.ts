// The one-box recipe's supervisor: deploy/site.service, checked by systemd's own `systemd-analyze
// verify` on a copy pointing at this checkout (the unit assumes /srv/site), and held to the
// command `npm start` runs. .ci/run installs systemd where it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoDir } from '../support/processes.ts';
import { startSite } from '../support/server.ts';

const analyze = '/usr/bin/systemd-analyze';
const unitFile = join(repoDir, 'deploy/site.service');

/** The unit as it would be installed from this checkout. */
async function installedCopy(transform: (unit: string) => string = (unit) => unit) {
  const dir = await mkdtemp(join(tmpdir(), 'site-unit-'));
  const path = join(dir, 'site.service');
  await writeFile(path, transform((await readFile(unitFile, 'utf8')).replaceAll('/srv/site', repoDir)));
  return path;
}

const verify = (path: string) => spawnSync(analyze, ['verify', path], { encoding: 'utf8' });

describe('the systemd unit of the one-box recipe', () => {
  it('passes systemd-analyze verify, and would fail it with a command that does not exist', async (context) => {
    if (!existsSync(analyze)) {
      // CI installs systemd (.ci/run): there its absence fails the run.
      if (process.env.CI) throw new Error(`${analyze} is missing; .ci/run should have installed systemd`);
      console.log(`Skipped: ${analyze} is not installed (apt-get install systemd)`);
      return context.skip(`${analyze} is not installed`);
    }
    const checked = verify(await installedCopy());
    expect(checked.stderr + checked.stdout).toBe('');
    expect(checked.status).toBe(0);
    const broken = verify(await installedCopy((unit) => unit.replace('node_modules/.bin/node', 'node_modules/.bin/no-such-node')));
    expect(broken.status).not.toBe(0);
    expect(broken.stderr).toContain('is not executable');
  });

  it('runs npm start’s own command, restarts it whenever it stops, and stops it with SIGTERM', async () => {
    const unit = await readFile(unitFile, 'utf8');
    const { scripts } = JSON.parse(await readFile(join(repoDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(unit).toContain(`ExecStart=/srv/site/node_modules/.bin/${scripts.start}\n`);
    expect(unit).toMatch(/^Restart=always$/m);
    expect(unit).toMatch(/^Environment=SITE_ENV=production HOST=127\.0\.0\.1 TRUST_PROXY=1$/m);
    // Production keeps its leads in PostgreSQL (src/server/leads/durability.ts): up before the site, or no site.
    expect(unit).toMatch(/^Requires=postgresql\.service$/m);
    expect(unit).toMatch(/^After=.*\bpostgresql\.service\b/m);
    expect(unit).toMatch(/^StartLimitIntervalSec=0$/m);
    // systemd's default stop signal is SIGTERM, on which npm start closes its database and exits 0
    // (stop() sends it, and fails on any other exit).
    expect(unit).not.toMatch(/^KillSignal=/m);
    const site = await startSite();
    await site.stop();
    expect(await site.exited).toBe(0);
  });
});
