// What a page loads before the visitor interacts: the scripts, module preloads and stylesheets its
// HTML names, the chunks of the islands it hydrates (blocks/ui/island.tsx), plus everything those
// chunks import statically (per Vite's manifest). Other dynamic imports load on use, so they are
// deliberately not followed.
import { islandManifestKey, islandNames } from '../../src/build/islands-in-html.ts';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface AssetRefs {
  scripts: string[];
  stylesheets: string[];
  /** Names of the islands the page hydrates on load: blocks/islands/<name>.tsx. */
  islands: string[];
}

const tagPattern = /<(script|link)\b([^>]*)>/gi;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, double, single, bare] of source.matchAll(attributePattern)) {
    found.set(name!.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return found;
}

/** The external scripts and stylesheets an HTML page asks for up front (inline scripts are part of the HTML). */
export function assetRefs(html: string): AssetRefs {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const [, tag, rawAttributes] of html.matchAll(tagPattern)) {
    const attrs = attributes(rawAttributes!);
    if (tag!.toLowerCase() === 'script') {
      const src = attrs.get('src');
      if (src) scripts.push(src);
      // Modules the page starts itself once painted (src/layout/document.tsx).
      scripts.push(...(attrs.get('data-module')?.split(/\s+/).filter(Boolean) ?? []));
      continue;
    }
    const href = attrs.get('href');
    if (!href) continue;
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const as = attrs.get('as')?.toLowerCase();
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) scripts.push(href);
    else if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) stylesheets.push(href);
  }
  return { scripts, stylesheets, islands: islandNames(html) };
}

/**
 * Files (relative to the client build, no leading slash) a page loads up front: its scripts and
 * their static imports, and its stylesheets plus the CSS of every chunk it loads.
 */
export function initialFiles(refs: AssetRefs, manifest: Manifest): { js: string[]; css: string[] } {
  const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const js = new Set<string>();
  const css = new Set(refs.stylesheets.map(toFile));

  function visit(file: string) {
    if (js.has(file)) return;
    js.add(file);
    const chunk = chunkByFile.get(file);
    chunk?.css?.forEach((sheet) => css.add(sheet));
    for (const key of chunk?.imports ?? []) {
      const imported = manifest[key];
      if (!imported) throw new Error(`The manifest names ${key} as an import of ${file} but has no such chunk`);
      visit(imported.file);
    }
  }
  refs.scripts.map(toFile).forEach(visit);
  for (const island of refs.islands) {
    const chunk = manifest[islandManifestKey(island)];
    if (!chunk) throw new Error(`The page hydrates the island ${island}, but the build has no chunk for ${islandManifestKey(island)}`);
    visit(chunk.file);
  }
  return { js: [...js], css: [...css] };
}

/** `/assets/x.js` or `assets/x.js` → `assets/x.js`; another origin cannot be measured from the build. */
function toFile(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) throw new Error(`${url} is not part of the build, so its size cannot be checked`);
  return url.replace(/^\//, '').replace(/[?#].*$/, '');
}
