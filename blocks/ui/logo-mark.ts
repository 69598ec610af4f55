// The firm's mark, once: the header draws it (./logo.tsx), and the build draws the favicons, the
// app icons and every share image from it (src/build/icons.ts, src/build/og-images.ts). A plain
// .ts file, so the build scripts, which Node runs without JSX, can import it.

/** A red tile with a white peak and its pale summit, on a 36-unit square. */
export const logoMark = {
  size: 36,
  tile: { radius: 6, fill: '#991b1b' },
  shapes: [
    { d: 'M6 26l8-13 5 8 3-4 8 9z', fill: '#fff' },
    { d: 'M14 13l2.5 4h-5z', fill: '#fecaca' },
  ],
} as const;

/**
 * The mark as a standalone SVG document. `square` fills the corners: icons that the platform
 * rounds or masks itself (Apple's touch icon) would show transparent corners as black.
 */
export function logoMarkSvg({ square = false }: { square?: boolean } = {}): string {
  const { size, tile, shapes } = logoMark;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">`,
    `<rect width="${size}" height="${size}"${square ? '' : ` rx="${tile.radius}"`} fill="${tile.fill}"/>`,
    ...shapes.map((shape) => `<path d="${shape.d}" fill="${shape.fill}"/>`),
    '</svg>',
  ].join('');
}
