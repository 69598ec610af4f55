// Cloudflare Pages for the tests, two ways: its own runtime (`wrangler pages dev`, workerd, offline),
// and a reading of a `_headers` file by its rules, for checks at sizes not worth a runtime start.
// tests/deploy/static-host-scale.test.ts holds the second to the first at every address it asks.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isPage, type ServingTable } from '../../src/serving/serving-table.ts';
import { launch, repoDir } from './processes.ts';

/** `wrangler pages dev` on `dir`; the date is the newest its bundled workerd supports. */
export const pagesDevArgs = (dir: string, port: number) => [
  'pages',
  'dev',
  dir,
  '--ip',
  '127.0.0.1',
  '--port',
  String(port),
  '--compatibility-date',
  '2026-05-01',
];

/** Node 24 first on the PATH (wrangler needs 22 or later); no metrics, no fetch of Cloudflare's Request.cf data (offline here). */
export const pagesDevEnv = {
  PATH: `${join(repoDir, 'node_modules/.bin')}:${process.env.PATH}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** `wrangler pages dev` serving `dir` on `port`, run from `scratch` (where it keeps its .wrangler state). */
export async function startPagesDev(dir: string, port: number, scratch: string) {
  await mkdir(scratch, { recursive: true });
  return launch(join(repoDir, 'node_modules/.bin/wrangler'), pagesDevArgs(dir, port), {
    cwd: scratch,
    env: { ...process.env, ...pagesDevEnv },
    ready: () => fetch(`http://127.0.0.1:${port}/robots.txt`).then((response) => response.ok),
  });
}

interface Rule {
  pattern: RegExp;
  detach: string[];
  headers: [string, string][];
}

function parseHeaders(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      const source = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&'));
      rules.push({ pattern: new RegExp(`^${source.join('.*')}$`), detach: [], headers: [] });
      continue;
    }
    const rule = rules.at(-1)!;
    const detached = /^\s+!\s*(.+)$/.exec(line);
    if (detached) rule.detach.push(detached[1]!.trim().toLowerCase());
    else {
      const [, name, value] = /^\s+([^:]+):\s*(.*)$/.exec(line)!;
      rule.headers.push([name!.toLowerCase(), value!]);
    }
  }
  return rules;
}

/**
 * The headers `_headers` gives `path` on Pages, by lower-case name, each with how many rules its
 * value was joined from: every matching rule applies, in file order; a header set twice gets both
 * values joined with commas unless the later rule first detaches it with `! Name`
 * (https://developers.cloudflare.com/pages/configuration/headers/; what wrangler's asset server does).
 */
export function pagesHeaders(headersText: string, path: string): Map<string, { value: string; rules: number }> {
  const sent = new Map<string, { value: string; rules: number }>();
  for (const rule of parseHeaders(headersText)) {
    if (!rule.pattern.test(path)) continue;
    for (const name of rule.detach) sent.delete(name);
    for (const [name, value] of rule.headers) {
      const earlier = sent.get(name);
      sent.set(name, earlier ? { value: `${earlier.value}, ${value}`, rules: earlier.rules + 1 } : { value, rules: 1 });
    }
  }
  return sent;
}

/**
 * What the serving table gives `path` as Pages can say it (docs/deploy.md lists the differences
 * from `npm start`): every answer the pages' headers over https, as one `/*` rule must give the 404
 * page its policy; a table file, or a page at its flat file (/about.html) or with a slash (its
 * 308), its own cache rule; anything else (a 301, an unknown address) the pages'.
 */
export function expectedOnPages(table: ServingTable, path: string): Record<string, string> {
  const page = table.files[path.replace(/(\.html|\/)$/, '')];
  const file = table.files[path] ?? (isPage(page) ? page : undefined);
  const headers = { ...table.headers[Object.values(table.notFound)[0]!.httpsHeaders!], ...table.cache[file?.cache ?? 'page'] };
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
