// @vitest-environment jsdom
// The CSP hashes: the extraction on small documents, then every built page as the server sends it,
// checked with a real HTML parser (the browser's view) and an independent SHA-256.
import { createHash } from 'node:crypto';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFreshBuild } from '../../src/server/fresh-build.ts';
import { hashSource, inlineHashes, strictPolicy } from '../../src/server/security-headers.ts';
import { createSiteServer } from '../../src/server/site-server.ts';
import { site } from '../../pages.config.ts';

describe('inlineHashes', () => {
  it("hashes as CSP does (the spec's own example)", () => {
    expect(inlineHashes("<script>alert('Hello, world.');</script>").scripts).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it('takes inline scripts, not JSON-LD (never run) or external scripts; styles and decoded style attributes', () => {
    const html = [
      '<head><script type="application/ld+json">{"a":"b"}</script><script type="module" src="/assets/x.js" async=""></script>',
      '<style>p{color:red}</style></head>',
      '<body><div style="font-family:&quot;A&quot;">x</div><script>var s = "style=\\"color:red\\"";</script></body>',
    ].join('');
    expect(inlineHashes(html)).toEqual({
      scripts: [hashSource('var s = "style=\\"color:red\\"";')],
      styles: [hashSource('p{color:red}')],
      styleAttributes: [hashSource('font-family:"A"')],
    });
  });

  it('hashes what the parser sees: CR LF becomes LF', () => {
    expect(inlineHashes('<script>a();\r\nb();</script>').scripts).toEqual([hashSource('a();\nb();')]);
  });
});

// The pages below are the build's: make it first if dist/ is missing or older than its sources.
beforeAll(() => ensureFreshBuild(), 300_000);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

/** Inline code of a document that its policy does not allow, found by a real HTML parser. */
function unlisted(html: string, policy: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const scripts = sourcesOf(policy, 'script-src');
  const styles = sourcesOf(policy, 'style-src');
  const attributesAllowed = styles.includes("'unsafe-hashes'");
  return [
    ...[...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map(
      (element) => ['script', element.textContent ?? '', scripts] as const,
    ),
    ...[...document.querySelectorAll('style')].map((element) => ['style', element.textContent ?? '', styles] as const),
    ...[...document.querySelectorAll('[style]')].map(
      (element) => ['style attribute', element.getAttribute('style') ?? '', attributesAllowed ? styles : []] as const,
    ),
  ]
    .filter(([, text, allowed]) => !allowed.includes(sha256(text)))
    .map(([kind, text]) => `${kind}: ${text.slice(0, 80)}`);
}

describe('every built page, as the server sends it', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = await createSiteServer({ distDir: 'dist', log: () => {} });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string) => {
    const response = await fetch(base + path);
    return { status: response.status, policy: response.headers.get('content-security-policy') ?? '', html: await response.text() };
  };

  it.each([...site.pages.map((page) => page.path), '/no-such-page'])('%s: every inline script and style is in its policy', async (path) => {
    const { policy, html } = await get(path);
    expect(html).toContain('<script');
    expect(sourcesOf(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(sourcesOf(policy, 'style-src')).not.toContain("'unsafe-inline'");
    expect(unlisted(html, policy)).toEqual([]);
  });

  it('a tampered or injected inline script is not in the policy', async () => {
    const { policy, html } = await get('/kent-wa/car-accident-lawyer');
    // The one inline script is the loader of src/layout/document.tsx.
    const tampered = html.replace("script.type = 'module';", "script.type = 'module'; alert(1);");
    expect(tampered).not.toBe(html);
    expect(unlisted(tampered, policy)).toEqual([expect.stringMatching(/^script: \(function \(tag\)/)]);
    const injected = html.replace('</body>', '<script>alert(1)</script></body>');
    expect(unlisted(injected, policy)).toEqual(['script: alert(1)']);
  });
});

describe("the server's other answers", () => {
  let server: Server;
  let port: number;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await createSiteServer({
      distDir: 'dist',
      log: (line) => logged.push(line),
      api: {
        '/functions/v1/fails': async () => {
          throw new Error('storage exploded');
        },
        // A handler cannot loosen the policy by sending its own.
        '/functions/v1/loose': async () => new Response('<p>hi</p>', { headers: { 'content-type': 'text/html', 'content-security-policy': 'default-src *' } }),
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw request, so the request target can be anything. */
  const raw = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });

  it('the 500 of a failing function: strict policy, logged without the query string', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/fails?email=visitor@example.com`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-security-policy')).toBe(strictPolicy);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+; includeSubDomains/);
    expect(logged.join('\n')).toContain('500 POST /functions/v1/fails: Error: storage exploded');
    expect(logged.join('\n')).not.toContain('visitor@example.com');
  });

  it("the function's own headers cannot replace ours", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/loose`);
    expect(response.headers.get('content-security-policy')).toBe(strictPolicy);
  });

  it('a 404 is logged by path only', async () => {
    await fetch(`http://127.0.0.1:${port}/missing%0Aforged?phone=2535550199`);
    expect(logged).toContain('404 GET /missing%0Aforged');
    expect(logged.join('\n')).not.toContain('2535550199');
  });

  it('a request target that is not a URL gets a 400 with the headers, and the server lives on', async () => {
    const answer = await raw('GET http://[ HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(`Content-Security-Policy: ${strictPolicy}`);
    expect(await raw('GET /healthz HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /);
  });
});
