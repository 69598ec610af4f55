// The favicons, the app icons and site.webmanifest, drawn at build time from the firm's mark
// (blocks/ui/logo-mark.ts) into dist/client: nothing hand-made is committed, and a new mark is a
// new set of icons. The names and sizes are src/site-images.ts's.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { logoMarkSvg } from '../../blocks/ui/logo-mark.ts';
import { firm } from '../../data/firm.ts';
import { icons, themeColor } from '../site-images.ts';

const png = async (size: number, square = false) =>
  (await renderAsync(logoMarkSvg({ square }), { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } })).asPng();

/** An .ico file of PNG images (ICONDIR, one ICONDIRENTRY each, then the images), which every browser reads. */
function icoFile(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png: data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // width and height; 0 means 256
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const webManifest = {
  name: firm.names.primary,
  short_name: firm.shortName,
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  lang: 'en-US',
  // The pages' own background (src/layout/document.tsx), shown while an installed site starts.
  background_color: '#ffffff',
  theme_color: themeColor,
  icons: icons.app.map(({ href, size }) => ({ src: href, sizes: `${size}x${size}`, type: 'image/png' })),
};

/** Writes every icon and the manifest into `clientDir`; answers how many files. */
export async function writeIcons(clientDir: string): Promise<number> {
  const file = (href: string) => join(clientDir, href);
  const files: [string, string | Buffer][] = [
    [icons.svg, logoMarkSvg()],
    [icons.ico.href, icoFile(await Promise.all(icons.ico.sizes.map(async (size) => ({ size, png: await png(size) }))))],
    [icons.appleTouch.href, await png(icons.appleTouch.size, true)],
    ...(await Promise.all(icons.app.map(async ({ href, size }) => [href, await png(size)] as [string, Buffer]))),
    [icons.manifest, `${JSON.stringify(webManifest, null, 2)}\n`],
  ];
  await Promise.all(files.map(([href, content]) => writeFile(file(href), content)));
  return files.length;
}
