// jsdom (a dev dependency, behind Vitest's jsdom environment) ships no types, and no @types/jsdom
// matches its version: the little a test in the node environment uses to parse a page.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window;
  }
}
