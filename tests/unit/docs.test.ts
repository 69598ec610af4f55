// @vitest-environment node
// The docs stay true to the tree (issue 22): every file or folder README.md and docs/*.md name, in
// backticks, code blocks or links, exists in the repository (or is something .gitignore keeps out of
// it, a build output such as dist/); every `npm run <script>` they name is in package.json; and the
// README stays a front door, under 200 lines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../..');
const docFiles = [
  'README.md',
  ...readdirSync(join(repo, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

/** Extensions that make a bare name (`nu-validator.test.ts`) a file of this repository. */
const sourceFile = /\.(?:ts|tsx|mts|mjs|js|sql|md|json|toml|ya?ml|css|lock)$/;
const placeholder = '\u0000';

interface Tree {
  exists: (path: string) => boolean;
  topLevel: ReadonlySet<string>;
  basenames: readonly string[];
  ignored: readonly string[];
}

/** The repository as the check sees it: its files on disk, without installed packages and build outputs. */
function repoTree(root: string): Tree {
  const ignored = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.includes('*'));
  const isIgnored = (path: string) => ignored.some((entry) => path === entry.replace(/\/$/, '') || path.startsWith(entry.endsWith('/') ? entry : `${entry}/`));
  const basenames: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name === '.git' || entry.name === 'node_modules' || isIgnored(path)) continue;
      if (entry.isDirectory()) walk(path);
      else basenames.push(entry.name);
    }
  };
  walk('');
  return { exists: (path) => existsSync(join(root, path)), topLevel: new Set(readdirSync(root)), basenames, ignored };
}

/** The words of a doc that may name a path: inside backticks and code blocks, `<placeholders>` made one character. */
function codeWords(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]!);
  const outside = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const inline = [...outside.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...fenced, ...inline].flatMap((text) =>
    text
      .replace(/<[^<>\s][^<>]*>/g, placeholder)
      .split(/\s+/)
      .map((word) => word.replace(/^[('"[]+/, '').replace(/[)'",;:\].]+$/, ''))
      .filter(Boolean),
  );
}

/** Why `word`, named in a doc, is not in the tree; undefined when it is there or is not a repository path. */
function missingPath(word: string, tree: Tree): string | undefined {
  if (/^[$/~]|^\.\.\/|:/.test(word)) return undefined; // a variable, a URL path, outside the repository, a URL
  const path = normalize(word).replace(/\/$/, '');
  const isRepoPath = word.includes('/') ? tree.topLevel.has(path.split('/')[0]!) || sourceFile.test(path) : sourceFile.test(path) && !path.startsWith('.');
  if (!isRepoPath) return undefined;
  if (tree.ignored.some((entry) => path === entry.replace(/\/$/, '') || path.startsWith(entry.endsWith('/') ? entry : `${entry}/`))) return undefined;
  if (!word.includes('/')) {
    // A bare file name: some file of the tree has it (a `*` stands for any part of the name).
    const pattern = new RegExp(
      `^${path
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    return tree.basenames.some((name) => pattern.test(name)) ? undefined : word;
  }
  // A path with a placeholder or a wildcard: the folder before it exists.
  const fixed = path
    .split('/')
    .filter((_, index, segments) => !segments.slice(0, index + 1).some((segment) => segment.includes(placeholder) || segment.includes('*')));
  const checked = fixed.join('/');
  if (!checked) return undefined;
  return tree.exists(checked) ? undefined : word.replaceAll(placeholder, '<…>');
}

/** The link targets of a doc that are files of the repository, resolved from the doc's folder. */
function linkedPaths(markdown: string, docPath: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/i.test(target))
    .map((target) => relative('.', normalize(join(dirname(docPath), target))));
}

/** What a doc names that the tree or package.json lacks. */
export function docProblems(markdown: string, docPath: string, tree: Tree, scripts: Readonly<Record<string, string>>): string[] {
  const paths = [
    ...codeWords(markdown).map((word) => missingPath(word, tree)),
    ...linkedPaths(markdown, docPath).map((path) => (tree.exists(path) ? undefined : `${path} (link)`)),
  ].filter((problem): problem is string => problem !== undefined);
  const named = [...markdown.matchAll(/\bnpm run(?: --silent)? ([a-z][\w-]*(?::[\w-]+)*)|\bnpm (start|test)\b/g)].map((match) => match[1] ?? match[2]!);
  const unknownScripts = named.filter((name) => !(name in scripts)).map((name) => `npm run ${name} (no such script in package.json)`);
  return [...new Set([...paths, ...unknownScripts])];
}

const tree = repoTree(repo);
const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

describe('the docs', () => {
  it.each(docFiles)('%s names only paths that exist and npm scripts that package.json has', (doc) => {
    expect(docProblems(read(doc), doc, tree, scripts)).toEqual([]);
  });

  it('README.md is a front door: under 200 lines, and it links every doc in docs/', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThan(200);
    expect(docFiles.filter((doc) => doc !== 'README.md' && !readme.includes(`](${doc})`))).toEqual([]);
  });

  it('finds a missing file, a renamed test, a missing folder, a broken link and an unknown script (the check can fail)', () => {
    const stale = [
      'Run `npm run tidy` and `npm run typecheck`, then `npm test`; npm run test:e2e: the browser tests.',
      'See `src/server/no-such-file.ts`, `html-validity.test.ts` and `data/no-such-folder/<area>.ts`.',
      'Fine: `data/practice/<area>.ts`, `nu-validator.test.ts`, `dist/client`, `$DATA_DIR/mail`, `/kent-wa/dui-lawyer`, `5/600`.',
      '```sh',
      'caddy run --config dist/Caddyfile   # built by src/build/caddyfile.ts, not by src/build/nope.ts',
      '```',
      '[the deploy guide](deploy-guide.md), [leads](leads.md)',
    ].join('\n');
    expect(docProblems(stale, 'docs/example.md', tree, scripts)).toEqual([
      'src/build/nope.ts',
      'src/server/no-such-file.ts',
      'html-validity.test.ts',
      'data/no-such-folder/<…>.ts',
      'docs/deploy-guide.md (link)',
      'npm run tidy (no such script in package.json)',
    ]);
  });
});
