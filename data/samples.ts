// What counts as a sample value (README, sample values), listed once: `npm run check:launch`
// prints what is left and a production build refuses to run while anything is
// (src/build/check-launch.ts). The markers stay in the data, beside what they mark (a basis that
// says "sample figure", a verified flag that is false, a 555-01xx number, an .example host), so the
// firm replaces one value or flips one flag and the rule here stops matching. An invented
// testimonial, result or figure is a false statement (RPC 7.1) whatever the page says about it, so
// every sample stops the launch, not only the ones without a footnote.
import { attorneys } from './attorneys';
import { firm } from './firm';
import { offices } from './offices';
import { boatingAccident } from './practice/boating-accident';
import { carAccident } from './practice/car-accident';
import { catastrophicInjuries } from './practice/catastrophic-injuries';
import { dogBite } from './practice/dog-bite';
import { motorcycleAccident } from './practice/motorcycle-accident';
import { premisesLiability } from './practice/premises-liability';
import { truckAccident } from './practice/truck-accident';
import { wrongfulDeath } from './practice/wrongful-death';
import { resultsAreVerified } from './settlements';
import { testimonialsAreVerified } from './testimonials';
import { uiCopy } from './ui-copy';

/** The data the rules read: each file's exports by name, as `import * as` would give them. */
export type SampleData = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * The real data modules. A new data file that holds a sample value (a video id, a name)? Add it
 * here and give it a rule below.
 */
export const siteData: SampleData = {
  'data/firm.ts': { firm },
  'data/attorneys.ts': { attorneys },
  'data/offices.ts': { offices },
  'data/testimonials.ts': { testimonialsAreVerified },
  'data/settlements.ts': { resultsAreVerified },
  'data/ui-copy.ts': { uiCopy },
  'data/practice/boating-accident.ts': { boatingAccident },
  'data/practice/car-accident.ts': { carAccident },
  'data/practice/catastrophic-injuries.ts': { catastrophicInjuries },
  'data/practice/dog-bite.ts': { dogBite },
  'data/practice/motorcycle-accident.ts': { motorcycleAccident },
  'data/practice/premises-liability.ts': { premisesLiability },
  'data/practice/truck-accident.ts': { truckAccident },
  'data/practice/wrongful-death.ts': { wrongfulDeath },
};

/** A sample value still in the data. */
export interface Sample {
  /** The data file, from the repository's root. */
  readonly file: string;
  /** Where in the file: the export, then keys and [indexes]. */
  readonly field: string;
  /** The value as it stands (JSON for anything but a string). */
  readonly value: string;
  /** Why it is a sample, and what replaces it. */
  readonly why: string;
}

/** One kind of sample: where to look and how to tell. */
export interface SampleRule {
  /** The data file; `*` stands for any name in one folder. */
  readonly file: string;
  /** The field: dotted keys from the export's name; `*` is any one key or index, `**` any number of them. */
  readonly field: string;
  readonly why: string;
  readonly isSample: (value: unknown) => boolean;
}

/** Invented names that stand for the firm's, its attorneys' and its offices' (README, sample values). */
export const sampleFirmName = 'Cascade Crest';
export const sampleAttorneyNames = ['Daniel Whitfield', 'Marisol Vega', 'Thomas Okafor', 'Ingrid Halvorsen'] as const;
export const sampleStreets = [
  '1220 W Meeker St, Suite 300',
  '1015 Capitol Way S, Suite 210',
  '1000 Second Ave, Suite 1750',
  '1525 Fourth Ave, Suite 800',
  '1700 Bay St, Suite 104',
  '1145 Broadway, Suite 620',
] as const;
/** The map pins of the sample addresses. */
export const sampleCoordinates = [
  { latitude: 47.382, longitude: -122.2405 },
  { latitude: 47.0379, longitude: -122.9007 },
  { latitude: 47.605, longitude: -122.3344 },
  { latitude: 47.5404, longitude: -122.6363 },
  { latitude: 47.2529, longitude: -122.4443 },
] as const;

const sampleSurnames = sampleAttorneyNames.map((name) => name.split(' ').at(-1)!.toLowerCase());

const text = (test: (value: string) => boolean) => (value: unknown) => typeof value === 'string' && test(value);
const unverified = (value: unknown) => value === false;

/** 555-0100 to 555-0199, the range set aside for fiction, as shown or dialled. */
export const isSamplePhone = text((value) => /\b555[-. ]?01\d\d\b/.test(value) || /\+1\d{3}55501\d\d\b/.test(value));
/** A host or address under the reserved `.example` name, or example.com/.net/.org (RFC 2606). */
export const isExampleHost = text((value) => /(?:[a-z0-9-]+\.)+example(?![\w-])|\bexample\.(?:com|net|org)\b/i.test(value));
const marksSample = text((value) => /\bsample\b/i.test(value));
const marksSampleEs = text((value) => /\bmuestra\b/i.test(value));
const namesSampleFirm = text((value) => value.includes(sampleFirmName));
const namesSampleSurname = text((value) => sampleSurnames.some((surname) => value.toLowerCase().includes(surname)));

/** The rules, in the order the report lists what they find. */
export const sampleRules: readonly SampleRule[] = [
  { file: 'data/firm.ts', field: '**', why: `names the invented firm (${sampleFirmName}): the firm’s own name goes here`, isSample: namesSampleFirm },
  { file: 'data/firm.ts', field: '**', why: 'an .example host or address: the firm’s own web address, email or profile goes here', isSample: isExampleHost },
  { file: 'data/firm.ts', field: '**', why: 'a 555-01xx number, the range kept for fiction: the firm’s own number goes here', isSample: isSamplePhone },
  {
    file: 'data/firm.ts',
    field: 'firm.claims.*.basis',
    why: 'a claim’s basis marked as a sample: the firm’s own counts, dates and years go here (RPC 7.1), and the Spanish in data/ui-copy.ts with them',
    isSample: marksSample,
  },
  {
    file: 'data/firm.ts',
    field: 'firm.rating.label',
    why: 'the rating’s source is marked as a sample: say where the firm’s own rating is',
    isSample: marksSample,
  },
  {
    file: 'data/firm.ts',
    field: 'firm.feesAreVerified',
    why: 'the fee policy (firm.fees and its Spanish) is a sample: set true once it is the firm’s own written policy (RPC 1.5)',
    isSample: unverified,
  },
  {
    file: 'data/firm.ts',
    field: 'firm.videos.**.youtubeId',
    why: 'a sample video id: the id of the firm’s own video goes here',
    isSample: text((value) => value.startsWith('SAMPLE')),
  },
  {
    file: 'data/practice/*.ts',
    field: '*.video.youtubeId',
    why: 'a sample video id: the id of the firm’s own video goes here',
    isSample: text((value) => value.startsWith('SAMPLE')),
  },
  {
    file: 'data/firm.ts',
    field: 'firm.supabase.publishableKey',
    why: 'the sample Supabase key: the project’s publishable key (sb_publishable_…) goes here',
    isSample: text((value) => /sample/i.test(value)),
  },
  {
    file: 'data/attorneys.ts',
    field: 'attorneys.*.name',
    why: 'an invented attorney: the attorney’s real name goes here (and the initials of the portrait with it)',
    isSample: text((value) => (sampleAttorneyNames as readonly string[]).includes(value)),
  },
  { file: 'data/attorneys.ts', field: 'attorneys.*.slug', why: 'the address of an invented attorney’s page', isSample: namesSampleSurname },
  { file: 'data/attorneys.ts', field: 'attorneys.*.sourceLabel', why: 'the form’s label for an invented attorney’s page', isSample: namesSampleSurname },
  {
    file: 'data/attorneys.ts',
    field: 'attorneys.*.legacyPaths.*',
    why: 'an old address of an invented attorney’s page: the firm’s real old addresses go here',
    isSample: namesSampleSurname,
  },
  {
    file: 'data/attorneys.ts',
    field: 'attorneys.*.externalSite',
    why: 'an .example site: the attorney’s own site goes here, or none',
    isSample: isExampleHost,
  },
  {
    file: 'data/offices.ts',
    field: 'offices.*.address.street',
    why: 'a sample street address: the office’s real address goes here',
    isSample: text((value) => (sampleStreets as readonly string[]).includes(value)),
  },
  {
    file: 'data/offices.ts',
    field: 'offices.*.structuredDataAddress.street',
    why: 'a sample street address: the office’s real address goes here',
    isSample: text((value) => (sampleStreets as readonly string[]).includes(value)),
  },
  {
    file: 'data/offices.ts',
    field: 'offices.*.geo',
    why: 'the map pin of a sample address: the real office’s coordinates go here',
    isSample: (value) =>
      sampleCoordinates.some((pin) => {
        const geo = value as { latitude?: unknown; longitude?: unknown } | null;
        return geo?.latitude === pin.latitude && geo.longitude === pin.longitude;
      }),
  },
  {
    file: 'data/testimonials.ts',
    field: 'testimonialsAreVerified',
    why: 'the testimonials are invented (RPC 7.1): replace each with a real client’s words, used with written consent, then set true',
    isSample: unverified,
  },
  {
    file: 'data/settlements.ts',
    field: 'resultsAreVerified',
    why: 'the settlement results are samples (RPC 7.1): replace each with a real result of the firm’s, then set true',
    isSample: unverified,
  },
  {
    file: 'data/ui-copy.ts',
    field: 'uiCopy.es.claims.*.basis',
    why: 'a claim’s basis in Spanish marked as a sample (“de muestra”): the firm’s own figures go here',
    isSample: marksSampleEs,
  },
  { file: 'data/ui-copy.ts', field: 'uiCopy.es.ratingLabel', why: 'the rating’s source in Spanish is marked as a sample (“muestra”)', isSample: marksSampleEs },
];

type Path = readonly (string | number)[];

/** Every value under `value`, the value itself first, with its path. */
function* walk(value: unknown, path: Path): Generator<[Path, unknown]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* walk(item, [...path, index]);
  else if (value && typeof value === 'object' && !(value instanceof RegExp)) {
    for (const [key, child] of Object.entries(value)) yield* walk(child, [...path, key]);
  }
}

function matches(pattern: readonly string[], path: Path): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '**') return matches(rest, path) || (path.length > 0 && matches(pattern, path.slice(1)));
  return path.length > 0 && (head === '*' || head === String(path[0])) && matches(rest, path.slice(1));
}

const fileMatches = (pattern: string, file: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(file);

const fieldName = (path: Path) => path.map((part, at) => (typeof part === 'number' ? `[${part}]` : at === 0 ? part : `.${part}`)).join('');

/**
 * Every sample value still in `data` (the site's data unless given another), each once, in the
 * order of the rules. Empty when the site may go live.
 */
export function findSamples(data: SampleData = siteData, rules: readonly SampleRule[] = sampleRules): Sample[] {
  const found = new Map<string, Sample>();
  for (const rule of rules) {
    const pattern = rule.field.split('.');
    for (const [file, exports] of Object.entries(data)) {
      if (!fileMatches(rule.file, file)) continue;
      for (const [path, value] of walk(exports, [])) {
        const key = `${file} ${fieldName(path)}`;
        if (path.length === 0 || found.has(key) || !matches(pattern, path) || !rule.isSample(value)) continue;
        found.set(key, { file, field: fieldName(path), value: typeof value === 'string' ? value : JSON.stringify(value), why: rule.why });
      }
    }
  }
  return [...found.values()];
}
