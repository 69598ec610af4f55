// A site of any size for the static-host tests, without pre-rendering it: pages named like the real
// ones (a practice area under each city, /<city>-wa/<area>), each with its share image, as the build
// lays them out (src/build/og-images.ts), and the root files and hashed assets of the real tree.
export const practiceAreas = [
  'car-accident-lawyer',
  'truck-accident-lawyer',
  'motorcycle-accident-lawyer',
  'dog-bite-lawyer',
  'wrongful-death-lawyer',
  'catastrophic-injuries-lawyer',
  'boating-accident-lawyer',
  'premises-liability-lawyer',
  'dui-lawyer',
  'personal-injury-lawyer',
] as const;

/** The files every build has at the root (icons, robots.txt, the manifest, the sitemap). */
export const rootFiles = [
  '/favicon.ico',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/icon-192.png',
  '/icon-512.png',
  '/robots.txt',
  '/site.webmanifest',
  '/sitemap.xml',
];

export function syntheticSite(pageCount: number) {
  const pages = ['/', '/about', '/contact', '/lawyers/ada-lovelace', '/es', '/es/contacto', '/es/city-1-wa/abogado-dui', '/terms'];
  for (let index = 0; pages.length < pageCount; index += 1) {
    pages.push(`/city-${Math.floor(index / practiceAreas.length) + 1}-wa/${practiceAreas[index % practiceAreas.length]}`);
  }
  const shareImages = pages.map((page) => `/og${page === '/' ? '/index' : page}.png`);
  return {
    pages,
    files: [...rootFiles, '/assets/entry-client-D1a2b3c4.js', '/assets/entry-client-E5f6a7b8.css', ...shareImages],
    redirects: [
      { from: '/car-accident-lawyer', to: '/city-1-wa/car-accident-lawyer' },
      { from: '/about-ada-lovelace', to: '/lawyers/ada-lovelace' },
    ],
  };
}
