// What `npm run check:launch` prints and what the build does about sample values (data/samples.ts):
// it says how many remain, and a production build (SITE_ENV=production) refuses to run while any
// does. Kept apart from the script (./check-launch.ts) so tests call it with any list of samples.
import * as v from 'valibot';
import type { Sample } from '../../data/samples.ts';

/** `production` for a build that goes live (and its server, src/server/env.ts); `preview` (or unset) for any other. */
export const siteEnvSchema = v.object({
  SITE_ENV: v.optional(v.picklist(['production', 'preview'], 'SITE_ENV must be production or preview, or unset'), 'preview'),
});

export type SiteEnv = v.InferOutput<typeof siteEnvSchema>['SITE_ENV'];

/** SITE_ENV, parsed once; a misspelt value (`prod`) stops the build rather than building unguarded. */
export function parseSiteEnv(env: NodeJS.ProcessEnv): SiteEnv {
  const result = v.safeParse(siteEnvSchema, { SITE_ENV: env.SITE_ENV || undefined });
  if (!result.success) throw new Error(`${result.issues.map((issue) => issue.message).join('; ')} (got ${env.SITE_ENV})`);
  return result.output.SITE_ENV;
}

/** How many of the remaining samples a refused production build names. */
export const namedInRefusal = 5;

const shown = (value: string) => (value.length > 72 ? `${value.slice(0, 71)}…` : value);
export const sampleLine = ({ file, field, value, why }: Sample) => `${file}  ${field}: ${shown(value)} — ${why}`;
const count = (samples: readonly Sample[]) => `${samples.length} sample value${samples.length === 1 ? '' : 's'}`;

/** `npm run check:launch`: every sample by file and field, one a line, then the count; fails while any is left. */
export function launchReport(samples: readonly Sample[]): { exitCode: 0 | 1; lines: string[] } {
  if (samples.length === 0) return { exitCode: 0, lines: ['Launch check: no sample values remain; the site may go live.'] };
  return {
    exitCode: 1,
    lines: [
      ...samples.map(sampleLine),
      `Launch check: ${count(samples)} remain${samples.length === 1 ? 's' : ''}. Replace each with the firm’s own (README, sample values); a production build (SITE_ENV=production) refuses them.`,
    ],
  };
}

/** The first samples of different kinds (one firm name, one host, one phone…), then the next ones. */
function firstFew(samples: readonly Sample[]): Sample[] {
  const kinds = new Set<string>();
  const oneOfEachKind = samples.filter(({ why }) => !kinds.has(why) && kinds.add(why));
  return [...new Set([...oneOfEachKind, ...samples])].slice(0, namedInRefusal);
}

/** The build's first step: one line while samples remain; a production build refuses, naming the first few. */
export function buildGuard(samples: readonly Sample[], siteEnv: SiteEnv): { exitCode: 0 | 1; lines: string[] } {
  if (samples.length === 0)
    return { exitCode: 0, lines: [`Launch check: no sample values remain${siteEnv === 'production' ? '; building for production' : ''}.`] };
  if (siteEnv !== 'production') {
    return {
      exitCode: 0,
      lines: [`Launch check: ${count(samples)} remain (npm run check:launch lists them); a production build (SITE_ENV=production) refuses them.`],
    };
  }
  return {
    exitCode: 1,
    lines: [
      `Launch check: SITE_ENV=production refuses to build while ${count(samples)} remain. Among them:`,
      ...firstFew(samples).map((sample) => `  ${sampleLine(sample)}`),
      'npm run check:launch lists them all; replace each with the firm’s own (README, sample values).',
    ],
  };
}
