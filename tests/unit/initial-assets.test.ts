// @vitest-environment node
// The budget check's counting: what a page loads up front, read from its HTML and Vite's manifest.
import { describe, expect, it } from 'vitest';
import { assetRefs, initialFiles, type Manifest } from '../bench/initial-assets.ts';

const manifest: Manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry.js',
    imports: ['_vendor.js'],
    dynamicImports: ['node_modules/supabase/index.mjs', 'virtual:site-page?path=/'],
    css: ['assets/entry.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['src/entry-client.tsx'], css: ['assets/vendor.css'] },
  'node_modules/supabase/index.mjs': { file: 'assets/supabase.js', imports: ['_vendor.js'], css: ['assets/form.css'] },
  'virtual:site-page?path=/': { file: 'assets/home.js' },
  'blocks/map.tsx': { file: 'assets/map.js' },
  'blocks/islands/site-header.tsx': { file: 'assets/site-header.js', imports: ['_vendor.js'], dynamicImports: ['node_modules/supabase/index.mjs'] },
};

describe('the JavaScript and CSS a page loads before interaction', () => {
  it('reads scripts (also those started after the first paint), module preloads and stylesheets from the HTML, whatever the attribute order or quoting', () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="/assets/entry.css" data-precedence="default"/>
      <link href='/assets/home.js' rel='modulepreload'>
      <link rel="preload" as="style" href="/assets/late.css">
      <link rel="icon" href="/favicon.svg">
      <script type="application/ld+json">{"@type":"LegalService"}</script>
      </head><body><div class="contents" data-island="site-header" data-props="{}"></div>
      <p>Text that mentions data-island=&quot;not-an-attribute&quot;</p><div data-island="site-header"></div>
      <script async type="module" src=/assets/entry.js></script>
      <script data-module="/assets/painted.js">(function (tag) { /* loads data-module */ })(document.currentScript)</script></body></html>`;
    expect(assetRefs(html)).toEqual({
      scripts: ['/assets/home.js', '/assets/entry.js', '/assets/painted.js'],
      stylesheets: ['/assets/entry.css', '/assets/late.css'],
      islands: ['site-header'],
    });
  });

  it('follows static imports, once each, with their CSS, and never dynamic imports', () => {
    const files = initialFiles({ scripts: ['/assets/entry.js'], stylesheets: ['/assets/entry.css'], islands: [] }, manifest);
    expect(files.js.sort()).toEqual(['assets/entry.js', 'assets/vendor.js']);
    expect(files.css.sort()).toEqual(['assets/entry.css', 'assets/vendor.css']);
  });

  it('counts a preloaded page chunk, and a script the manifest does not know by itself', () => {
    const files = initialFiles({ scripts: ['/assets/home.js', '/legacy.js'], stylesheets: [], islands: [] }, manifest);
    expect(files).toEqual({ js: ['assets/home.js', 'legacy.js'], css: [] });
  });

  it('counts the chunks of the islands a page hydrates, with their static imports but not their dynamic ones', () => {
    const files = initialFiles({ scripts: ['/assets/entry.js'], stylesheets: [], islands: ['site-header'] }, manifest);
    expect(files.js.sort()).toEqual(['assets/entry.js', 'assets/site-header.js', 'assets/vendor.js']);
    expect(() => initialFiles({ scripts: [], stylesheets: [], islands: ['no-such-island'] }, manifest)).toThrow(/no-such-island/);
  });

  it('refuses a script from another origin, whose size the build cannot tell', () => {
    expect(() => initialFiles({ scripts: ['https://cdn.example/x.js'], stylesheets: [], islands: [] }, manifest)).toThrow(/not part of the build/);
  });

  it('refuses a manifest whose import points at no chunk', () => {
    const broken: Manifest = { entry: { file: 'assets/entry.js', imports: ['_missing.js'] } };
    expect(() => initialFiles({ scripts: ['/assets/entry.js'], stylesheets: [], islands: [] }, broken)).toThrow(/_missing\.js/);
  });
});
