// @vitest-environment node
// Nothing sample goes live (issue 21): `npm run check:launch` lists every sample value left in data/
// (data/samples.ts) and fails while any is; the build's first step says how many remain, and under
// SITE_ENV=production refuses to build (src/build/launch-guard.ts). The guard is tried as a function
// on the repository's data and on a launched copy of it, and as the real scripts: `npm run
// check:launch`, and `npm run build` under SITE_ENV=production, which stops before any `vite build`.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { firm } from '../../data/firm';
import { findSamples, sampleRules, siteData, type SampleData } from '../../data/samples';
import { uiCopy } from '../../data/ui-copy';
import { repoDir } from '../../src/server/fresh-build.ts';
import { buildGuard, launchReport, namedInRefusal, parseSiteEnv } from '../../src/build/launch-guard.ts';

/** Runs a script with Node 24 (this process's), as npm would, and keeps its exit code. */
async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], { cwd: repoDir, env, encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
const withoutSiteEnv = () => {
  const env = { ...process.env };
  delete env.SITE_ENV;
  return env;
};

/** `data` with the value at `field` (dotted keys and array indexes) of `file` replaced; the field must exist. */
function replaced(data: SampleData, file: string, field: string, value: unknown): SampleData {
  const set = (node: unknown, [key, ...rest]: string[]): unknown => {
    if (key === undefined) return value;
    if (!node || typeof node !== 'object' || !(key in node)) throw new Error(`${file} has no ${field}`);
    if (Array.isArray(node)) return node.map((item, index) => (String(index) === key ? set(item, rest) : item));
    return { ...node, [key]: set((node as Record<string, unknown>)[key], rest) };
  };
  return { ...data, [file]: set(data[file], field.split('.')) as Record<string, unknown> };
}

const withoutSampleMark = (basis: string) =>
  basis
    .replace(/\(sample (?:figures?|count): /, '(')
    .replace(/\(sample figures, /, '(')
    .replace(/ \(sample years?\)/, '')
    .replace(/\(cifras? de muestra: /, '(')
    .replace(/\(cifras de muestra, /, '(')
    .replace(/ \(años? de muestra\)/, '');

/** The site's data as a firm would launch it: every sample replaced by a plausible value of its own. */
const launched: [file: string, field: string, value: unknown][] = [
  ['data/firm.ts', 'firm.names.primary', 'Harbor & Pine Injury & Defense Lawyers'],
  ['data/firm.ts', 'firm.names.alternate', 'Harbor & Pine Law Group'],
  ['data/firm.ts', 'firm.shortName', 'Harbor & Pine'],
  ['data/firm.ts', 'firm.hosts.primary', 'https://www.harborpinelaw.com'],
  ['data/firm.ts', 'firm.hosts.alternate', 'https://harborpineinjury.com'],
  ['data/firm.ts', 'firm.email', 'intake@harborpinelaw.com'],
  ['data/firm.ts', 'firm.social.0.href', 'https://www.facebook.com/harborpinelaw'],
  ['data/firm.ts', 'firm.social.1.href', 'https://www.instagram.com/harborpinelaw'],
  ['data/firm.ts', 'firm.social.2.href', 'https://www.linkedin.com/company/harborpinelaw'],
  ['data/firm.ts', 'firm.social.3.href', 'https://www.youtube.com/@harborpinelaw'],
  ['data/firm.ts', 'firm.phones.main', { display: '(253) 867-2310', tel: '+12538672310', texts: true, language: 'en' }],
  ['data/firm.ts', 'firm.phones.office', { display: '(253) 867-2344', tel: '+12538672344', texts: false, language: 'en' }],
  ['data/firm.ts', 'firm.phones.spanish', { display: '(253) 867-2391', tel: '+12538672391', texts: true, language: 'es' }],
  ...Object.entries(firm.claims).map(([id, claim]): [string, string, unknown] => ['data/firm.ts', `firm.claims.${id}.basis`, withoutSampleMark(claim.basis)]),
  ['data/firm.ts', 'firm.rating.label', 'Rated 5 out of 5 stars on Google'],
  ['data/firm.ts', 'firm.feesAreVerified', true],
  ['data/firm.ts', 'firm.videos.practice.youtubeId', 'k7Qm2Xw9TfA'],
  ['data/firm.ts', 'firm.videos.home.0', { youtubeId: 'Zr4pN8vLq2E', title: 'Meet the Harbor & Pine trial team' }],
  ['data/firm.ts', 'firm.videos.home.1.youtubeId', 'a9HcV3tYw0s'],
  ['data/firm.ts', 'firm.supabase.publishableKey', 'sb_publishable_Xy7Kq2Lm9Pz4Rt8Vw3Nb5Q_hT6s1'],
  ['data/practice/wrongful-death.ts', 'wrongfulDeath.video.youtubeId', 'Qe5Jd1Fz8Mu'],
  ['data/attorneys.ts', 'attorneys.whitfield.name', 'Ruth Abernathy'],
  ['data/attorneys.ts', 'attorneys.whitfield.slug', 'ruth-abernathy'],
  ['data/attorneys.ts', 'attorneys.whitfield.legacyPaths', ['/about-abernathy', '/ruth-abernathy']],
  ['data/attorneys.ts', 'attorneys.whitfield.externalSite', 'https://ruthabernathylaw.com'],
  ['data/attorneys.ts', 'attorneys.vega.name', 'Carmen Delgado'],
  ['data/attorneys.ts', 'attorneys.vega.slug', 'carmen-delgado'],
  ['data/attorneys.ts', 'attorneys.vega.sourceLabel', 'carmen-delgado-bio'],
  ['data/attorneys.ts', 'attorneys.vega.legacyPaths', ['/carmen-delgado-bio']],
  ['data/attorneys.ts', 'attorneys.okafor.name', 'Samuel Reyes'],
  ['data/attorneys.ts', 'attorneys.okafor.slug', 'samuel-reyes'],
  ['data/attorneys.ts', 'attorneys.okafor.sourceLabel', 'samuel-reyes-bio'],
  ['data/attorneys.ts', 'attorneys.okafor.legacyPaths', ['/samuel-reyes-bio']],
  ['data/attorneys.ts', 'attorneys.halvorsen.name', 'Kristin Lund'],
  ['data/attorneys.ts', 'attorneys.halvorsen.slug', 'kristin-lund'],
  ['data/attorneys.ts', 'attorneys.halvorsen.sourceLabel', 'kristin-lund-bio'],
  ['data/attorneys.ts', 'attorneys.halvorsen.legacyPaths', ['/kristin-lund-bio']],
  ['data/offices.ts', 'offices.kent.address.street', '604 W Meeker St, Suite 201'],
  ['data/offices.ts', 'offices.kent.geo', { latitude: 47.3826, longitude: -122.2411 }],
  ['data/offices.ts', 'offices.olympia.address.street', '2101 4th Ave E, Suite 102'],
  ['data/offices.ts', 'offices.olympia.geo', { latitude: 47.0446, longitude: -122.8799 }],
  ['data/offices.ts', 'offices.seattle.address.street', '1201 Third Ave, Suite 2900'],
  ['data/offices.ts', 'offices.seattle.structuredDataAddress.street', '1201 Third Ave, Suite 2900'],
  ['data/offices.ts', 'offices.seattle.geo', { latitude: 47.6074, longitude: -122.3367 }],
  ['data/offices.ts', 'offices.port-orchard.address.street', '619 Division St, Suite 3'],
  ['data/offices.ts', 'offices.port-orchard.geo', { latitude: 47.5381, longitude: -122.6349 }],
  ['data/offices.ts', 'offices.tacoma.address.street', '950 Pacific Ave, Suite 1100'],
  ['data/offices.ts', 'offices.tacoma.geo', { latitude: 47.2548, longitude: -122.4405 }],
  ['data/testimonials.ts', 'testimonialsAreVerified', true],
  ['data/settlements.ts', 'resultsAreVerified', true],
  ...Object.entries(uiCopy.es.claims).map(([id, claim]): [string, string, unknown] => [
    'data/ui-copy.ts',
    `uiCopy.es.claims.${id}.basis`,
    withoutSampleMark(claim.basis),
  ]),
  ['data/ui-copy.ts', 'uiCopy.es.ratingLabel', 'Calificación de 5 de 5 estrellas en Google'],
];
const launchedData = launched.reduce((data, [file, field, value]) => replaced(data, file, field, value), siteData);

// Both runs of the real script start at once, while the other tests run.
const checkLaunchRun = runScript('src/build/check-launch.ts', [], withoutSiteEnv());
// `npm run build` itself: refused at its first step, it builds nothing (no extra `vite build`).
const productionBuildRun = runScript('src/build/build.ts', [], { ...process.env, SITE_ENV: 'production' });

describe('the launch check on the repository as it is', () => {
  const samples = findSamples();
  const at = (file: string, field: string) => samples.find((sample) => sample.file === file && sample.field === field);

  it('finds the sample phone numbers, hosts, names, flags, ids and key, each by file and field', () => {
    expect(at('data/firm.ts', 'firm.phones.main.display')).toMatchObject({ value: '(253) 555-0142' });
    expect(at('data/firm.ts', 'firm.phones.main.tel')).toMatchObject({ value: '+12535550142' });
    expect(at('data/firm.ts', 'firm.hosts.primary')).toMatchObject({ value: 'https://www.cascadecrestlaw.example' });
    expect(at('data/firm.ts', 'firm.email')).toMatchObject({ value: 'intake@cascadecrestlaw.example' });
    expect(at('data/firm.ts', 'firm.names.primary')).toBeDefined();
    expect(at('data/firm.ts', 'firm.claims.successRate.basis')?.why).toMatch(/sample/);
    expect(at('data/firm.ts', 'firm.feesAreVerified')).toMatchObject({ value: 'false' });
    expect(at('data/firm.ts', 'firm.videos.home[1].youtubeId')).toMatchObject({ value: 'SAMPLEvid03' });
    expect(at('data/practice/wrongful-death.ts', 'wrongfulDeath.video.youtubeId')).toMatchObject({ value: 'SAMPLEvid04' });
    expect(at('data/firm.ts', 'firm.supabase.publishableKey')).toMatchObject({ value: 'sb_publishable_SAMPLE-not-a-real-key' });
    expect(at('data/attorneys.ts', 'attorneys.whitfield.name')).toMatchObject({ value: 'Daniel Whitfield' });
    expect(at('data/offices.ts', 'offices.kent.address.street')).toMatchObject({ value: '1220 W Meeker St, Suite 300' });
    expect(at('data/testimonials.ts', 'testimonialsAreVerified')).toMatchObject({ value: 'false' });
    expect(at('data/settlements.ts', 'resultsAreVerified')).toMatchObject({ value: 'false' });
    expect(at('data/ui-copy.ts', 'uiCopy.es.ratingLabel')).toBeDefined();
  });

  it('lists each value once, and every rule finds something (no rule is dead)', () => {
    expect(new Set(samples.map(({ file, field }) => `${file} ${field}`)).size).toBe(samples.length);
    for (const rule of sampleRules) expect(findSamples(siteData, [rule]), `${rule.file} ${rule.field}: ${rule.why}`).not.toEqual([]);
  });

  it('npm run check:launch prints every sample by file and field, then the count, and exits 1', async () => {
    const { code, stdout } = await checkLaunchRun;
    expect(code).toBe(1);
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(samples.length + 1);
    expect(lines).toContain(
      'data/firm.ts  firm.phones.main.display: (253) 555-0142 — a 555-01xx number, the range kept for fiction: the firm’s own number goes here',
    );
    expect(lines.some((line) => line.startsWith('data/firm.ts  firm.hosts.primary: https://www.cascadecrestlaw.example — '))).toBe(true);
    expect(lines.some((line) => line.startsWith('data/testimonials.ts  testimonialsAreVerified: false — '))).toBe(true);
    expect(lines.some((line) => line.startsWith('data/settlements.ts  resultsAreVerified: false — '))).toBe(true);
    expect(lines.at(-1)).toMatch(new RegExp(`^Launch check: ${samples.length} sample values remain\\.`));
  });
});

describe('the launch check on a site whose samples are all replaced', () => {
  it('finds nothing, and check:launch’s report passes', () => {
    expect(findSamples(launchedData)).toEqual([]);
    expect(launchReport(findSamples(launchedData))).toEqual({ exitCode: 0, lines: ['Launch check: no sample values remain; the site may go live.'] });
  });

  it('finds a sample again when one value is put back (the fixture replaces each, not all at once)', () => {
    expect(findSamples(replaced(launchedData, 'data/firm.ts', 'firm.phones.office.display', '(253) 555-0168'))).toMatchObject([
      { file: 'data/firm.ts', field: 'firm.phones.office.display', value: '(253) 555-0168' },
    ]);
    expect(findSamples(replaced(launchedData, 'data/settlements.ts', 'resultsAreVerified', false))).toHaveLength(1);
  });
});

describe('the build’s guard', () => {
  const samples = findSamples();

  it('outside production, builds and says in one line how many samples remain', () => {
    expect(buildGuard(samples, 'preview')).toEqual({
      exitCode: 0,
      lines: [`Launch check: ${samples.length} sample values remain (npm run check:launch lists them); a production build (SITE_ENV=production) refuses them.`],
    });
  });

  it('in production, refuses while samples remain and names the first few, one of each kind', () => {
    const { exitCode, lines } = buildGuard(samples, 'production');
    expect(exitCode).toBe(1);
    expect(lines[0]).toBe(`Launch check: SITE_ENV=production refuses to build while ${samples.length} sample values remain. Among them:`);
    expect(lines.slice(1, -1)).toHaveLength(namedInRefusal);
    expect(lines.slice(1, 4)).toEqual([
      expect.stringContaining('data/firm.ts  firm.names.primary: Cascade Crest Injury & Defense Lawyers — '),
      expect.stringContaining('data/firm.ts  firm.hosts.primary: https://www.cascadecrestlaw.example — '),
      expect.stringContaining('data/firm.ts  firm.phones.main.display: (253) 555-0142 — '),
    ]);
    expect(lines.at(-1)).toMatch(/^npm run check:launch lists them all/);
  });

  it('in production, proceeds when none remain', () => {
    expect(buildGuard(findSamples(launchedData), 'production')).toEqual({
      exitCode: 0,
      lines: ['Launch check: no sample values remain; building for production.'],
    });
  });

  it('reads SITE_ENV once, and refuses a misspelt value rather than building unguarded', () => {
    expect(parseSiteEnv({})).toBe('preview');
    expect(parseSiteEnv({ SITE_ENV: '' })).toBe('preview');
    expect(parseSiteEnv({ SITE_ENV: 'production' })).toBe('production');
    expect(() => parseSiteEnv({ SITE_ENV: 'prod' })).toThrow('SITE_ENV must be production or preview, or unset (got prod)');
  });

  it('runs first in npm run build: under SITE_ENV=production the build stops there, naming the samples, and nothing else runs', async () => {
    const { scripts } = JSON.parse(await readFile(`${repoDir}/package.json`, 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.build).toBe('node src/build/build.ts');
    expect(scripts['check:launch']).toBe('node src/build/check-launch.ts');
    const { code, stdout, stderr } = await productionBuildRun;
    expect(code).not.toBe(0);
    // The guard's refusal and nothing more: no later step (the route tree, the bundles, the pre-render) said a word.
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual(buildGuard(samples, 'production').lines);
    expect(stderr).toContain('data/firm.ts  firm.names.primary: Cascade Crest Injury & Defense Lawyers');
  });
});
