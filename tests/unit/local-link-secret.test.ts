// npm start's intake-link secret when INTAKE_LINK_SECRET is unset: one per data folder, kept
// across starts, never readable half-written.
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localLinkSecret } from '../../src/server/leads/local-leads.ts';

describe('the local intake-link secret', () => {
  it('is made once: eight first starts at once all get the same secret, kept 0600, with no other file left', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'link-secret-'));
    const secrets = await Promise.all(Array.from({ length: 8 }, () => localLinkSecret(dir)));
    expect(new Set(secrets).size).toBe(1);
    expect(Buffer.from(secrets[0]!, 'base64url')).toHaveLength(32);
    expect(await readdir(dir)).toEqual(['intake-link-secret']);
    expect((await stat(join(dir, 'intake-link-secret'))).mode & 0o777).toBe(0o600);
    expect(await readFile(join(dir, 'intake-link-secret'), 'utf8')).toBe(secrets[0]);
  });

  it('keeps the secret an earlier start made, so links already sent still open', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'link-secret-'));
    await writeFile(join(dir, 'intake-link-secret'), 'made-by-an-earlier-start-0123456789abcdef\n', { mode: 0o600 });
    expect(await localLinkSecret(dir)).toBe('made-by-an-earlier-start-0123456789abcdef');
    expect(await readdir(dir)).toEqual(['intake-link-secret']);
  });
});
