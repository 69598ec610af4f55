// @vitest-environment node
// Abuse limits through the site's real Node server over HTTP: the rate limit under a parallel
// burst, the body cap without a Content-Length, slow-loris clients, requests that used to crash
// the process, and the no-JS form's redirect. Other clients are other loopback addresses.
import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/leads/database.ts';
import { describeOn, engines, postgresServer } from '../support/database-fixture.ts';
import { pgliteDatabase, type TestDatabase } from '../support/databases.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { firmPhone, leadPath, send, startTestServer } from '../support/server.ts';

const leadBody = (name: string) => JSON.stringify({ ...validLead, name, submissionId: crypto.randomUUID() });
const countNamed = async (database: Database, prefix: string) =>
  (await database.sql.query<{ n: number }>(`select count(*)::int as n from public.leads where name like $1`, [`${prefix}%`]))[0]!.n;

/**
 * Writes `head`, then `trickle` one byte every `everyMs` until the server closes the connection;
 * `done` resolves with what the server answered and when it closed.
 */
function slowClient(port: number, head: string, trickle: string, everyMs: number) {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  let sent = 0;
  const timer = setInterval(() => socket.write(trickle[sent++ % trickle.length]!), everyMs);
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  socket.write(head);
  return {
    isOpen: () => !socket.closed,
    done: new Promise<{ answer: string; closedAfterMs: number }>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      }),
    ),
  };
}

/** Sends raw bytes and resolves with the whole answer once the server closes the connection. */
function rawRequest(port: number, ...parts: (string | Buffer)[]) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
    for (const part of parts) socket.write(part);
  });
}

for (const engine of engines) {
  describeOn(engine, `the rate limit over HTTP on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    let server: Awaited<ReturnType<typeof startTestServer>> | undefined;

    test.beforeAll(async ({ fileDatabase }) => {
      database = fileDatabase;
      server = await startTestServer({ database, env: { LEAD_RATE_LIMIT: '5/600' } });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('lets exactly 5 of 50 parallel requests from one client through, and blocks no other client', async () => {
      const { port } = server!;
      const burst = Array.from({ length: 50 }, (_, i) => send(port, { from: '127.0.0.10', body: leadBody(`Burst ${i}`) }));
      const others = Array.from({ length: 10 }, (_, i) => send(port, { from: `127.0.0.${11 + i}`, body: leadBody(`Other ${i}`) }));
      const [burstAnswers, otherAnswers] = await Promise.all([Promise.all(burst), Promise.all(others)]);

      const statuses = burstAnswers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(200), ...Array(45).fill(429)]);
      for (const answer of burstAnswers.filter((each) => each.status === 429)) {
        expect(answer.headers['retry-after']).toBe('600');
        expect(JSON.parse(answer.text)).toEqual({ success: false, error: 'Too many messages from your connection. Please wait a few minutes, or call us.' });
      }
      expect(otherAnswers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(await countNamed(database!, 'Burst')).toBe(5);
      expect(await countNamed(database!, 'Other')).toBe(10);
    });
  });
}

describe('the site server against abuse (PGlite)', () => {
  let port: number;
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const stored = () => database.sql.query<{ n: number }>('select count(*)::int as n from public.leads').then(([row]) => row!.n);

  beforeAll(async () => {
    database = await pgliteDatabase();
    // Short limits, so slow clients are cut off in a test's time rather than 10 and 30 seconds.
    server = await startTestServer({ database, timeouts: { headersMs: 1500, requestMs: 3000 } });
    port = server.port;
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('keeps an idle keep-alive connection open past 5 s (and past the header limit): a proxy that reuses it is not cut off mid-request', async () => {
    // Caddy keeps its connections to npm start open 2 minutes; Node's default closed them after 5 s
    // idle, so a lead posted through Caddy at that moment could meet a closed connection (a 502).
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const answers = async (count: number) => {
      for (const deadline = Date.now() + 5000; (received.match(/^HTTP\/1\.1 /gm) ?? []).length < count; await sleep(20)) {
        expect(Date.now(), received).toBeLessThan(deadline);
      }
    };
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await answers(1);
    await sleep(6000);
    expect(socket.readyState, 'the server kept the idle connection').toBe('open');
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await answers(2);
    expect(received.match(/^HTTP\/1\.1 \d+/gm)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    socket.destroy();
  });

  it('refuses a chunked body over 32 KiB with 413, without a Content-Length, and stores nothing', async () => {
    const before = await stored();
    const body = JSON.stringify({ ...validLead, message: 'x'.repeat(40 * 1024) });
    const chunks = body.match(/[\s\S]{1,4096}/g)!.map((chunk) => `${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`);
    const answer = await rawRequest(
      port,
      `POST ${leadPath} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      ...chunks,
      '0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toMatch(/content-length: \d{5}/i);
    expect(answer).toContain('"error":"Your message is too long to send. Please shorten it or call us."');
    expect(await stored()).toBe(before);
  });

  it('cuts off clients that trickle their headers or their body, and keeps serving the others', async () => {
    const before = await stored();
    const slowHeaders = Array.from({ length: 10 }, () => slowClient(port, `POST ${leadPath} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `, 'abcdefgh', 50));
    const slowBodies = Array.from({ length: 10 }, () =>
      slowClient(
        port,
        `POST ${leadPath} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"`,
        'abcdefgh',
        50,
      ),
    );
    // Meanwhile another visitor sends the form, and is answered while all 20 still hang on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const visitor = await send(port, { from: '127.0.0.30', body: leadBody('Patient visitor') });
    expect(visitor.status).toBe(200);
    expect([...slowHeaders, ...slowBodies].filter((client) => client.isOpen())).toHaveLength(20);

    const [headers, bodies] = await Promise.all([slowHeaders, slowBodies].map((clients) => Promise.all(clients.map((client) => client.done))));
    // 1.5 s for the headers, 3 s for the whole request, checked every 0.75 s.
    for (const client of headers!) expect(client.closedAfterMs).toBeGreaterThanOrEqual(1500);
    for (const client of bodies!) expect(client.closedAfterMs).toBeGreaterThanOrEqual(3000);
    for (const client of [...headers!, ...bodies!]) {
      expect(client.closedAfterMs).toBeLessThan(6000);
      expect(client.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    }
    expect(await stored()).toBe(before + 1);
  });

  it('answers requests that used to crash the whole server with 400, and keeps running', async () => {
    const crashers = [
      `GET http://[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      `POST ${leadPath} HTTP/1.1\r\nHost: a b[\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      `TRACE ${leadPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    ];
    for (const crasher of crashers) expect(await rawRequest(port, crasher)).toMatch(/^HTTP\/1\.1 400 /);
    expect((await send(port, { method: 'GET', path: '/healthz' })).status).toBe(200);
    // The function does not read the Host header: a valid lead is stored whatever it says.
    expect((await send(port, { headers: { host: 'evil.example' }, body: leadBody('Odd host') })).status).toBe(200);
  });

  it('sends the no-JS form back with a path on the host it was posted to, whatever Origin, Referer and Host say', async () => {
    const form = new URLSearchParams({ ...validLead, agreement: 'yes' }).toString();
    const [localhost, loopback] = server.origins;
    const cases: Record<string, string>[] = [
      { origin: loopback! },
      { referer: `${loopback}/contact` },
      {},
      { origin: 'https://evil.example', referer: 'https://evil.example/contact' },
      { origin: 'null', referer: '//evil.example/contact' },
      { referer: `${localhost}@evil.example/contact` },
      { referer: `http://localhost:${port}.evil.example/contact` },
      { referer: `https://evil.example\\@localhost:${port}/` },
      { host: 'evil.example', origin: 'http://evil.example' },
    ];
    for (const headers of cases) {
      const answer = await send(port, { headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: form });
      expect(answer.status, JSON.stringify(headers)).toBe(303);
      expect(answer.headers.location, JSON.stringify(headers)).toBe('/thank-you');
    }
    // A form with an error gets the phone number and a link back to our own form only.
    const invalid = await send(port, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${localhost}@evil.example/contact` },
      body: 'name=',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain(`<a href="/contact">Go back to the form</a>`);
    expect(invalid.text).toContain(firmPhone);
    // From one of our pages, back to it; never to a path that reads as another host.
    for (const [referer, back] of [
      [`${loopback}/es/contacto?x=1`, '/es/contacto?x=1'],
      [`${loopback}//evil.example/contact`, '/evil.example/contact'],
    ] as const) {
      const again = await send(port, { headers: { 'content-type': 'application/x-www-form-urlencoded', referer }, body: 'name=' });
      expect(again.text).toContain(`<a href="${back}">Go back to the form</a>`);
    }
  });
});

// On PostgreSQL: production refuses the embedded database (src/server/leads/durability.ts).
describeOn(postgresServer, 'the server in production (SITE_ENV=production)', (test) => {
  test('allows no localhost origin and still sends the no-JS form back with a relative path', async ({ database }) => {
    const server = await startTestServer({ database, env: { SITE_ENV: 'production' } });
    try {
      expect(server.origins.filter((origin) => /localhost|127\.0\.0\.1/.test(origin))).toEqual([]);
      const local = `http://localhost:${server.port}`;
      const preflight = await send(server.port, { method: 'OPTIONS', headers: { origin: local } });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const form = new URLSearchParams({ ...validLead, agreement: 'yes' }).toString();
      const postedFrom: Record<string, string>[] = [{}, { origin: 'null' }, { origin: local, referer: `${local}/contact` }];
      for (const headers of postedFrom) {
        const answer = await send(server.port, { headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: form });
        expect(answer.headers.location, JSON.stringify(headers)).toBe('/thank-you');
      }
      // A lead from a localhost page keeps only its path: that address is not the site's in production.
      const submissionId = crypto.randomUUID();
      expect(
        (
          await send(server.port, {
            body: JSON.stringify({ ...validLead, name: 'Local Page', source_url: `${local}/kent-wa/truck-accident-lawyer`, submissionId }),
          })
        ).status,
      ).toBe(200);
      const [row] = await database.sql.query<{ source_url: string }>('select source_url from public.leads where submission_id = $1', [submissionId]);
      expect(row!.source_url).toBe('/kent-wa/truck-accident-lawyer');
    } finally {
      await server.close();
    }
  });
});
