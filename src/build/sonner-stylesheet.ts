// Sonner (2.0.8, its latest) inserts its stylesheet as a <style> element the moment its module loads,
// with no option to turn that off, and a strict CSP refuses an inline style it has no hash for. The
// build drops that insert, failing if it cannot find it, and the toaster loads sonner's own
// stylesheet, sonner/dist/styles.css, as a file beside it (blocks/lead-form/toasts.ts): no inline
// style, no hash of it in the CSP. The dev server sends no CSP and keeps the insert.
import type { Plugin } from 'vite';

const insert = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/g;

export function sonnerStylesheetPlugin(): Plugin {
  return {
    name: 'sonner-stylesheet',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/sonner\/dist\/index\.m?js$/.test(id)) return;
      const found = code.match(insert)?.length ?? 0;
      if (found !== 1) this.error(`sonner's stylesheet insert was found ${found} times in ${id}, not once: update src/build/sonner-stylesheet.ts`);
      return { code: code.replace(insert, ''), map: null };
    },
  };
}
