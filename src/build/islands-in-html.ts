// The islands a pre-rendered page hydrates (blocks/ui/island.tsx), read from its HTML, and the
// chunk of each in Vite's manifest: blocks/islands/<name>.tsx.

/** Island names in order of first appearance. React escapes `"` in text, so only attributes match. */
export function islandNames(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map((match) => match[1]!))];
}

export const islandManifestKey = (name: string) => `blocks/islands/${name}.tsx`;
