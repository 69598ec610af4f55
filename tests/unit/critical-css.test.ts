// @vitest-environment node
// The critical CSS (src/build/critical-css.ts): which rules of the stylesheet a first screen keeps,
// and where a page's first screen ends.
import { describe, expect, it } from 'vitest';
import { classNames, criticalCss, firstScreen, firstScreenBlocks, usedCss, withCriticalCss } from '../../src/build/critical-css.ts';

const stylesheet = [
  '/*! tailwindcss */',
  '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-shadow:0 0 #0000;--tw-rotate:initial}}}',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root{--color-red-700:#b91c1c;--color-unused:#000;--font-sans:var(--font-body);--font-body:system-ui}}',
  '@layer base{*{box-sizing:border-box}a{color:inherit}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.bg-red-700{background-color:var(--color-red-700)}',
  '.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}.w-1\\/2{width:50%}',
  '@media (width>=48rem){.md\\:hidden{display:none}.md\\:grid{display:grid}}',
  '.group:hover .group-hover\\:flex,.peer:checked~.peer-checked\\:grid{display:flex}',
  '.animate-spin{animation:var(--animate-spin)}}',
  '.font{font-family:var(--font-sans)}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '.quote{content:"}{"}',
].join('');

describe('the rules a first screen uses', () => {
  it('keeps the base rules and the rules whose every class is used, inside their media queries and layers', () => {
    const css = usedCss(stylesheet, new Set(['flex', 'bg-red-700', 'md:hidden', 'w-1/2', 'group', 'group-hover:flex', 'font']));
    expect(css).toContain('@layer theme,base,components,utilities;');
    expect(css).toContain('@layer base{*{box-sizing:border-box}a{color:inherit}}');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.w-1\\/2{width:50%}');
    expect(css).toContain('@media (width>=48rem){.md\\:hidden{display:none}}');
    expect(css).toContain('.group:hover .group-hover\\:flex,.peer:checked~.peer-checked\\:grid{display:flex}');
    expect(css).not.toMatch(/\.grid\{|md\\:grid|animate-spin|\.quote/);
  });

  it('drops the custom properties, @property and @keyframes nothing kept reads, and keeps those it does', () => {
    const css = usedCss(stylesheet, new Set(['bg-red-700', 'shadow', 'font']));
    expect(css).toContain(':root{--color-red-700:#b91c1c;--font-sans:var(--font-body);--font-body:system-ui}');
    expect(css).not.toContain('--color-unused');
    expect(css).toContain('*,:before{--tw-shadow:0 0 #0000}');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).not.toMatch(/--tw-rotate|@keyframes/);
    expect(usedCss(stylesheet, new Set(['quote']))).toContain('.quote{content:"}{"}');
  });

  it("reads Tailwind's escaped characters as part of a name: a quote, a bracket, a comma, a brace", () => {
    const escaped = [
      '@layer utilities{.before\\:content-\\[\\\'\\\'\\]:before{content:""}',
      '.grid-cols-\\[1fr\\,auto\\]{grid-template-columns:1fr auto}.after\\:content-\\[\\\'\\{\\\'\\]:after{content:"{"}.flex{display:flex}}',
      '/* a comment left open',
    ].join('');
    expect(usedCss(escaped, new Set(["before:content-['']", 'grid-cols-[1fr,auto]']))).toBe(
      '@layer utilities{.before\\:content-\\[\\\'\\\'\\]:before{content:""}.grid-cols-\\[1fr\\,auto\\]{grid-template-columns:1fr auto}}',
    );
    expect(usedCss(escaped, new Set(['flex']))).toBe('@layer utilities{.flex{display:flex}}');
  });
});

const page = (blocks: string[]) =>
  `<html><head><title>t</title><noscript><link rel="stylesheet" href="/a.css"/></noscript></head><body><header class="flex"><img class="w-1/2" src="/l.svg"/></header>` +
  `<main id="main">${blocks.join('')}</main><footer class="grid"><p class="shadow">f</p></footer><div class="md:hidden">call</div><script data-module="/e.js"></script></body></html>`;

describe("a page's first screen", () => {
  const blocks = [
    '<section class="bg-red-700"><h1>h</h1><br/></section>',
    '<div class="font"><hr></div>',
    '<section class="animate-spin"><p>p</p></section>',
    '<section class="quote"></section>',
  ];

  it(`is its header, its first ${firstScreenBlocks} blocks of <main> and what follows the footer (the call bar)`, () => {
    expect(firstScreenBlocks).toBe(2);
    const classes = classNames(firstScreen(page(blocks)));
    expect([...classes].sort()).toEqual(['bg-red-700', 'flex', 'font', 'md:hidden', 'w-1/2']);
    expect(classNames(firstScreen(page(blocks.slice(0, 1)))).has('bg-red-700')).toBe(true);
  });

  it('is styled by one critical stylesheet for all pages, inlined at the end of the head', () => {
    const critical = criticalCss(stylesheet, [page(blocks), page([blocks[2]!])]);
    expect(critical).toContain('.animate-spin{');
    expect(critical).not.toMatch(/\.grid\{|\.shadow\{|\.quote/);
    expect(withCriticalCss(page(blocks), critical)).toContain(`<style>${critical}</style></head>`);
    expect(() => withCriticalCss('<html><head></head><body><main></main></body></html>', critical)).toThrow(/no stylesheet/);
  });
});
