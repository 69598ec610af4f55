// `npm run check:launch`: lists every sample value left in data/ (data/samples.ts) and fails while
// any is. With --build, the first step of `npm run build`: one line with the count, and under
// SITE_ENV=production a refusal that names the first few (./launch-guard.ts). The data is loaded
// through Vite because data/ imports without file extensions.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { buildGuard, launchReport, parseSiteEnv } from './launch-guard.ts';

const asBuildStep = process.argv.includes('--build');
let siteEnv;
try {
  siteEnv = parseSiteEnv(process.env);
} catch (error) {
  console.error(`Launch check: ${(error as Error).message}`);
  process.exit(1);
}

const { module } = await runnerImport<typeof import('../../data/samples.ts')>(fileURLToPath(new URL('../../data/samples.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'silent',
});
const { exitCode, lines } = asBuildStep ? buildGuard(module.findSamples(), siteEnv) : launchReport(module.findSamples());
// The list is the answer (stdout); a refused build's reason is an error.
(asBuildStep && exitCode !== 0 ? console.error : console.log)(lines.join('\n'));
process.exitCode = exitCode;
