// What a visitor types, made fit to be shown to intake as part of the firm's own text (the email,
// the texts, the webhook, Clio Grow, the CLI): a field of one line stays one line, so a name cannot
// write a line that reads as another field, and no control character reaches a terminal or
// reorders what follows it. lead-schema.ts applies these at input; the outputs apply them again
// to what was stored before.

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reverse or hide the text after them. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
const controls = /[\p{Cc}\u2028\u2029]/gu;

/** A field of one line: bidi controls removed, each run of control characters and line breaks one space. */
export const oneLine = (text: string) => text.replace(bidiControls, '').replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');

/** A message: its line breaks kept (as \n), a tab a space, bidi and other control characters removed. */
export const multiLine = (text: string) =>
  text
    .replace(bidiControls, '')
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(controls, (character) => (character === '\n' ? character : ''));

/** `url` (of one line) when it is an absolute http(s) address, else empty: no `javascript:` or `data:` link reaches intake. */
export function webAddress(url: string | undefined): string {
  if (!url) return '';
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : '';
  } catch {
    return '';
  }
}
