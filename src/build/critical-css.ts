// The critical CSS (issue 23): the rules of the site's stylesheet that its pages' first screen can
// use, inlined in every page's <head> by the pre-render (src/build/prerender.ts), so the first
// paint waits for no stylesheet; the whole stylesheet follows it (src/layout/document.tsx). One
// text for every page: one CSP hash.
//
// The first screen of a page: its header, the first blocks of its <main> (the hero and what shows
// below it on a tall screen) and the call bar fixed to the bottom of a phone's screen. A rule is
// kept when every class its selector names is used there (rules without a class, the base styles,
// always), with the @property and @keyframes the kept rules name. The stylesheet is Tailwind's
// minified output: no comments but its banner, no nesting.

/** A rule: `prelude{block}` (a group rule's block parsed into rules), or a statement (`@layer a,b;`). */
interface Rule {
  prelude: string;
  block?: string | Rule[];
}

/** At-rules whose block holds rules rather than declarations. */
const groupRule = /^@(media|supports|layer|container|scope|starting-style)\b/;

/** The index after the string starting at `start` (a quote), escapes included. */
function stringEnd(css: string, start: number): number {
  const quote = css[start];
  let index = start + 1;
  while (index < css.length && css[index] !== quote) index += css[index] === '\\' ? 2 : 1;
  return index + 1;
}

function parse(css: string): Rule[] {
  const rules: Rule[] = [];
  let index = 0;
  while (index < css.length) {
    if (css.startsWith('/*', index)) {
      const close = css.indexOf('*/', index + 2);
      index = close < 0 ? css.length : close + 2;
      continue;
    }
    let cursor = index;
    while (cursor < css.length && css[cursor] !== '{' && css[cursor] !== ';') {
      // An escaped character (Tailwind's `.content-\[\'\'\]`) is part of a name, never a quote or brace.
      cursor = css[cursor] === '\\' ? cursor + 2 : css[cursor] === '"' || css[cursor] === "'" ? stringEnd(css, cursor) : cursor + 1;
    }
    const prelude = css.slice(index, cursor).trim();
    if (css[cursor] !== '{') {
      if (prelude) rules.push({ prelude });
      index = cursor + 1;
      continue;
    }
    let depth = 1;
    let end = cursor + 1;
    while (depth > 0 && end < css.length) {
      const char = css[end];
      if (char === '\\') {
        end += 2;
        continue;
      }
      if (char === '"' || char === "'") {
        end = stringEnd(css, end);
        continue;
      }
      if (char === '{') depth++;
      if (char === '}') depth--;
      end++;
    }
    const block = css.slice(cursor + 1, end - 1);
    rules.push({ prelude, block: groupRule.test(prelude) ? parse(block) : block });
    index = end;
  }
  return rules;
}

function serialize(rules: Rule[]): string {
  return rules
    .map(({ prelude, block }) => (block === undefined ? `${prelude};` : `${prelude}{${typeof block === 'string' ? block : serialize(block)}}`))
    .join('');
}

/** The class names a selector requires (`.md\:flex` → `md:flex`). */
const selectorClasses = (selector: string) => [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, '$1'));

/**
 * Splits `text` at each `separator` outside strings, brackets and parentheses (an escaped
 * character is part of a name): a selector list at its commas, a block at its semicolons.
 */
function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (char === '"' || char === "'") index = stringEnd(text, index) - 1;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/** The rules a page whose first screen uses `classes` needs (@property and @keyframes left for later). */
function usedRules(rules: Rule[], classes: ReadonlySet<string>): Rule[] {
  return rules.flatMap((rule): Rule[] => {
    if (rule.block === undefined) return [rule];
    if (Array.isArray(rule.block)) {
      const kept = usedRules(rule.block, classes);
      return kept.length ? [{ ...rule, block: kept }] : [];
    }
    if (rule.prelude.startsWith('@')) return [rule];
    return splitTopLevel(rule.prelude, ',').some((selector) => selectorClasses(selector).every((name) => classes.has(name))) ? [rule] : [];
  });
}

/**
 * Drops what nothing in `rules` reads: custom properties no `var()` names (the theme's colours,
 * the fallbacks of @layer properties), their @property rules, and @keyframes no rule names.
 */
function withoutUnread(rules: Rule[], text: string): Rule[] {
  const read = new Set([...text.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!));
  return rules.flatMap((rule): Rule[] => {
    const property = /^@property\s+(--[\w-]+)/.exec(rule.prelude)?.[1];
    if (property) return read.has(property) ? [rule] : [];
    const keyframes = /^@keyframes\s+([\w-]+)/.exec(rule.prelude)?.[1];
    if (keyframes) return new RegExp(`animation(-name)?:[^;}]*\\b${keyframes}\\b`).test(text) ? [rule] : [];
    if (Array.isArray(rule.block)) {
      const kept = withoutUnread(rule.block, text);
      return kept.length ? [{ ...rule, block: kept }] : [];
    }
    if (rule.block === undefined) return [rule];
    const kept = splitTopLevel(rule.block, ';').filter((declaration) => {
      const name = /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
      return declaration.trim() !== '' && (!name || read.has(name));
    });
    return kept.length ? [{ ...rule, block: kept.join(';') }] : [];
  });
}

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The index where the `count`-th element child of the element whose start tag begins at `start` ends. */
function childrenEnd(html: string, start: number, count: number): number {
  const tag = /<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  tag.lastIndex = start;
  let depth = 0;
  let children = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [, closing, name, selfClosing] = match;
    if (closing) {
      depth--;
      if (depth === 1 && ++children === count) return tag.lastIndex;
      if (depth === 0) return match.index;
    } else if (!selfClosing && !voidElements.has(name!.toLowerCase())) {
      depth++;
    } else if (depth === 1 && ++children === count) {
      return tag.lastIndex;
    }
  }
  throw new Error('The page has no end of its <main>: update childrenEnd() in src/build/critical-css.ts');
}

/** How many blocks of <main> the first screen takes in: the hero, the band below it, and what follows on a tall screen. */
export const firstScreenBlocks = 2;

/** The markup of a page's first screen: all but the <main> blocks after the first few and the footer. */
export function firstScreen(html: string): string {
  const main = html.indexOf('<main');
  const footer = html.indexOf('</footer>');
  if (main < 0 || footer < 0) throw new Error('The page has no <main> or no footer: update firstScreen() in src/build/critical-css.ts');
  return html.slice(0, childrenEnd(html, main, firstScreenBlocks)) + html.slice(footer);
}

/** The class names of the elements in `html`. */
export function classNames(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value]) => value!.split(/\s+/).filter(Boolean)));
}

/** The rules of `css` that the first screens of `pages` (their HTML) use. */
export function criticalCss(css: string, pages: string[]): string {
  return usedCss(css, new Set(pages.flatMap((html) => [...classNames(firstScreen(html))])));
}

/** The rules of `css` that elements with `classes` can use. */
export function usedCss(css: string, classes: ReadonlySet<string>): string {
  // Dropping a custom property can leave another unread (the theme's fonts read each other): until nothing changes.
  let text = serialize(usedRules(parse(css), classes));
  for (let previous = '', rounds = 0; text !== previous; rounds++) {
    if (rounds === 20) throw new Error('The critical CSS did not settle in 20 rounds: a construct src/build/critical-css.ts does not parse?');
    [previous, text] = [text, serialize(withoutUnread(parse(text), text))];
  }
  return text;
}

/**
 * The page with `critical` inlined at the end of its head. Its stylesheets follow the first paint
 * (the loader of src/layout/document.tsx), or stand in the head's <noscript> for a visitor without
 * scripts.
 */
export function withCriticalCss(html: string, critical: string): string {
  if (!/<noscript><link rel="stylesheet"[^>]*>/.test(html.slice(0, html.indexOf('</head>')))) {
    throw new Error('The page has no stylesheet for visitors without scripts in its head: update withCriticalCss() in src/build/critical-css.ts');
  }
  return html.replace('</head>', `<style>${critical}</style></head>`);
}
