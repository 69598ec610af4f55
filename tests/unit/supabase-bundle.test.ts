// @vitest-environment node
// What `supabase functions deploy` bundles for each function, held against what Deno loads.
// The functions import the lead core from outside supabase/ (lead-core/, data/case-types.ts,
// data/ip-hash-retention.ts, data/criminal-source-labels.ts, data/lead-messages.ts,
// data/paths.ts, which the no-JS form's thank-you page is read from, data/locales.ts, the site's
// languages a lead may be written in, data/firm.ts, whose time zone the weekly campaign counts use, and
// data/text-lead.ts and data/text-reply.ts, what a text lead's record and its reply say).
// The Supabase CLI (2.21.2 and later, supabase/cli#3417) finds the files to bundle by scanning
// the entry for relative imports with a regular expression and following them from the project
// root, with Docker and with --use-api alike (its pkg/function/deno.go, WalkImportPaths). So a
// file outside supabase/ is bundled, but an import written without its extension is skipped
// without an error (the deploy succeeds, the function fails to start), and a file outside the
// project root cannot be read (supabase/cli#3467). The walk below is that scan.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoDir = join(import.meta.dirname, '../..');
const deno = join(repoDir, 'node_modules/.bin/deno');
/** Each function, and a file of the lead core it runs. */
const functions = {
  'send-contact-email': 'lead-core/handler.ts',
  'notify-leads': 'lead-core/outbox.ts',
  'intake-lead': 'lead-core/intake-endpoint.ts',
  'inbound-text': 'lead-core/inbound-text.ts',
};

// The CLI's pattern, as written in Go (RE2: `.` stops at a line end, as in JavaScript without /s).
const importPattern = /(?:import|export)\s+(?:type\s+)?(?:{[^{}]+}|.*?)\s*(?:from)?\s*['"](.*?)['"]|import\(\s*['"](.*?)['"]\)/gi;

/** The files the CLI uploads for an entry: relative imports with an extension, followed from the project root. */
function cliBundle(entry: string, importMap: Record<string, string>): Set<string> {
  const found = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const current = queue.pop()!;
    if (found.has(current) || !existsSync(join(repoDir, current))) continue;
    found.add(current);
    for (const match of readFileSync(join(repoDir, current), 'utf8').matchAll(importPattern)) {
      let specifier = (match[1] || match[2] || '').trim();
      let mapped = false;
      for (const [key, target] of Object.entries(importMap)) {
        if (specifier.startsWith(key)) {
          specifier = target + specifier.slice(key.length);
          mapped = true;
        }
      }
      if (!extname(specifier) || !/^\.{1,2}\//.test(specifier)) continue;
      queue.push(normalize(mapped ? specifier : join(dirname(current), specifier)));
    }
  }
  return found;
}

/** The local files Deno loads when it runs the entry with the function's deno.json. */
function denoModules(entry: string, config: string): string[] {
  const info = JSON.parse(execFileSync(deno, ['info', '--json', '--config', config, entry], { cwd: repoDir, encoding: 'utf8' })) as {
    modules: { specifier: string }[];
  };
  return info.modules.filter((module) => module.specifier.startsWith('file:')).map((module) => relative(repoDir, new URL(module.specifier).pathname));
}

describe('the Supabase functions as the CLI bundles them', () => {
  for (const [name, coreFile] of Object.entries(functions)) {
    it(`bundles every file ${name} loads, all of them inside the project and none of the Node server's`, () => {
      const entry = `supabase/functions/${name}/index.ts`;
      const config = `supabase/functions/${name}/deno.json`;
      const { imports } = JSON.parse(readFileSync(join(repoDir, config), 'utf8')) as { imports: Record<string, string> };
      const loaded = denoModules(entry, config);
      expect(loaded).toContain(coreFile);
      expect([...cliBundle(entry, imports)].sort()).toEqual(expect.arrayContaining(loaded));
      // The core is platform-neutral: the functions reach nothing of the site, the server or the browser.
      for (const file of loaded)
        expect(file).toMatch(
          /^(supabase\/functions\/|lead-core\/|data\/(case-types|ip-hash-retention|criminal-source-labels|lead-messages|confirmation-text|locales|paths|firm|text-lead|text-reply)\.ts$)/,
        );
    });

    it(`type-checks ${name} under Deno`, () => {
      execFileSync(deno, ['check', '--quiet', '--config', `supabase/functions/${name}/deno.json`, `supabase/functions/${name}/index.ts`], {
        cwd: repoDir,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    });
  }
});
