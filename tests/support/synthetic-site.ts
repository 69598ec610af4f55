// A site of any size for the static-host tests, without pre-rendering it: pages named like the real
// ones (a practice area under each city, /<city>-wa/<area>), each with its share image, as the build
// lays them out (src/build/og-images.ts), and the root files and hashed assets of the real tree.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { localeIds, type Locale } from '../../data/locales.ts';
import { siteData } from '../../pages.config.ts';
import { pageFile, servingTable, type ServingTable } from '../../src/serving/serving-table.ts';
import { icons } from '../../src/site-images.ts';

/** The slugs of the site's practice and criminal-defense pages, as they follow a city. */
const areaSlugs = [...Object.values(siteData.practiceAreas), ...Object.values(siteData.criminalAreas)].map((area) => area.slug);

/** The files every build has at the root: the icons and manifest (src/site-images.ts), robots.txt and the sitemap (src/build/prerender.ts). */
const rootFiles = [icons.ico.href, icons.svg, icons.appleTouch.href, ...icons.app.map((icon) => icon.href), icons.manifest, '/robots.txt', '/sitemap.xml'];

export function syntheticSite(pageCount: number) {
  const pages = ['/', '/about', '/contact', '/intake', '/lawyers/ada-lovelace', '/es', '/es/contacto', '/es/city-1-wa/abogado-dui', '/terms'];
  for (let index = 0; pages.length < pageCount; index += 1) {
    pages.push(`/city-${Math.floor(index / areaSlugs.length) + 1}-wa/${areaSlugs[index % areaSlugs.length]}`);
  }
  const shareImages = pages.map((page) => `/og${page === '/' ? '/index' : page}.png`);
  return {
    pages,
    privatePages: ['/intake'],
    files: [...rootFiles, '/assets/entry-client-D1a2b3c4.js', '/assets/entry-client-E5f6a7b8.css', ...shareImages],
    redirects: [
      { from: '/car-accident-lawyer', to: '/city-1-wa/car-accident-lawyer' },
      { from: '/about-ada-lovelace', to: '/lawyers/ada-lovelace' },
    ],
  };
}

/**
 * A build of `pageCount` tiny pages in `dir`/client (each at its own file, as the pre-render leaves
 * them), an asset, the root files, a share image per page and the English 404 page, and its
 * serving table, made by the build's own servingTable().
 */
export async function syntheticBuild(pageCount: number, dir: string): Promise<ServingTable> {
  const site = syntheticSite(pageCount);
  const clientDir = join(dir, 'client');
  const write = async (file: string, text: string) => {
    await mkdir(dirname(join(clientDir, file)), { recursive: true });
    await writeFile(join(clientDir, file), text);
  };
  await Promise.all([
    ...site.pages.map((page) => write(pageFile(page), `<!doctype html><title>${page}</title><h1>${page}</h1>\n`)),
    ...site.files.map((file) => write(file.slice(1), `${file}\n`)),
    write('404.html', '<!doctype html><title>Page not found</title><h1>404</h1>\n'),
  ]);
  const notFoundFiles = Object.fromEntries(localeIds.map((locale) => [locale, '404.html'])) as Record<Locale, string>;
  return servingTable({ clientDir, ...site, notFoundFiles, inline: { scripts: [], styles: [], styleAttributes: [] } });
}
