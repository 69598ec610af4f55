// Pre-compression of a built tree, once at build time so the server never compresses per request.
// Used by the pre-render and by the benchmark's static limit, so both go over the wire alike.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export async function compressTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) await compressTree(file);
    else if (/\.(html|js|css|xml|txt|svg|json)$/.test(entry.name)) {
      const body = await readFile(file);
      // Below 1 KiB the headers of a compressed answer cost more than they save.
      if (body.length < 1024) continue;
      await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
