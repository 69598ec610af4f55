// @vitest-environment node
// The send-contact-email handler against real databases: the embedded PGlite and a PostgreSQL
// server. Nothing we own is mocked; bad input must be refused with a 4xx and store nothing.
import { describe, expect, it } from 'vitest';
import { consentWordingVersion, createLeadHandler } from '../../lead-core/handler.ts';
import { createLeadStore } from '../../lead-core/lead-store.ts';
import { withLanguage } from '../../lead-core/lead-endpoint.ts';
import { maxBodyBytes } from '../../lead-core/lead-schema.ts';
import { leadFunctionMessages } from '../../data/lead-messages.ts';
import { translatedStaticPaths } from '../../data/paths.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { origin, storeSettings, validLead, visitAttribution } from '../support/lead-fixtures.ts';
import { fromClient } from '../support/from-client.ts';

const formType = 'application/x-www-form-urlencoded';
/** The lead as the Spanish pages' forms send it. */
const spanishLead = { ...validLead, language: 'es' };
/** The plain form's post: every field a string, the agreement ticked. */
const asForm = (fields: Record<string, string>) => new URLSearchParams({ ...fields, agreement: 'yes' }).toString();
/** The words of the plain form's error page outside its list of messages. */
const englishPageWords = /Please|Go back|call us|required|Invalid|Unknown|characters|Something/;

function post(body: BodyInit, contentType = 'application/json', headers: Record<string, string> = {}) {
  return new Request('http://localhost/functions/v1/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': contentType, origin, ...headers },
    body,
  });
}

for (const engine of engines) {
  describeOn(engine, `the lead handler on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    let address = '10.0.0.1';
    const stored: number[] = [];

    test.beforeAll(({ fileDatabase }) => {
      database = fileDatabase;
    });

    const handler = () =>
      fromClient(
        () => address,
        createLeadHandler({
          store: createLeadStore(database!.sql, storeSettings),
          siteOrigins: [origin],
          ipSalt: 'test-salt-123',
          fallbackPhone: '(253) 555-0142',
          onStored: () => stored.push(Date.now()),
          log: () => {},
        }),
      );
    const count = async () => (await database!.sql.query<{ n: number }>('select count(*)::int as n from public.leads'))[0]!.n;

    it('stores a valid lead with every field, then answers success with its id', async () => {
      const submissionId = crypto.randomUUID();
      const response = await handler()(post(JSON.stringify({ ...validLead, submissionId })));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, submissionId });
      const [row] = await database!.sql.query<Record<string, unknown>>('select * from public.leads where submission_id = $1', [submissionId]);
      expect(row).toMatchObject({
        name: 'Ana Ruiz',
        phone: '(253) 555-0111',
        email: 'ana@example.com',
        case_type: 'TRUCK ACCIDENTS',
        message: validLead.message,
        source_page: 'truck-accident-lawyer',
        source_url: validLead.source_url,
        page_title: validLead.page_title,
        user_agent: validLead.user_agent,
        status: 'new',
        attribution: null,
      });
      expect(String(row!.ip_hash)).toMatch(/^[0-9a-f]{64}$/);
      expect(String(row!.ip_hash)).not.toContain('10.0.0.1');
      expect(stored.length).toBeGreaterThan(0);
    });

    it('stores one lead when the same attempt is sent twice', async () => {
      address = '10.0.0.2';
      const submissionId = crypto.randomUUID();
      const body = JSON.stringify({ ...validLead, submissionId });
      const answers = await Promise.all([handler()(post(body)), handler()(post(body)), handler()(post(body))]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const rows = await database!.sql.query('select id from public.leads where submission_id = $1', [submissionId]);
      expect(rows).toHaveLength(1);
    });

    it('refuses bad input with a clear 4xx and stores nothing', async () => {
      address = '10.0.0.3';
      const before = await count();
      const bad: [string, Request, number, RegExp][] = [
        ['malformed JSON', post('{"name": "Ana",'), 400, /could not be read/],
        ['a JSON array', post('[1,2,3]'), 400, /could not be read/],
        ['wrong types', post(JSON.stringify({ ...validLead, name: 42, phone: ['x'] })), 400, /Name is required/],
        ['a 1 MB body', post(JSON.stringify({ ...validLead, message: 'x'.repeat(1024 * 1024) })), 413, /too long/],
        ['an unknown case type', post(JSON.stringify({ ...validLead, caseType: 'SPACE ACCIDENTS' })), 400, /Please select a case type/],
        ['missing fields', post(JSON.stringify({ message: 'hello' })), 400, /Name is required/],
        ['an invalid email', post(JSON.stringify({ ...validLead, email: 'ana@' })), 400, /Invalid email address/],
        ['a too-long name', post(JSON.stringify({ ...validLead, name: 'A'.repeat(201) })), 400, /under 200/],
        ['a script as source page', post(JSON.stringify({ ...validLead, source_page: '<script>alert(1)</script>' })), 400, /Unknown source page/],
        ['a bad submission id', post(JSON.stringify({ ...validLead, submissionId: "1' or '1'='1" })), 400, /Invalid submission id/],
        ['plain text', post('name=Ana', 'text/plain'), 415, /JSON or as a web form/],
        ['invalid UTF-8', post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 400, /could not be read/],
        ['a NUL character (Postgres refuses it)', post(JSON.stringify({ ...validLead, name: 'Ana\u0000' })), 400, /unsupported characters/],
        ['a lone surrogate', post(JSON.stringify({ ...validLead, message: 'hi \ud800' })), 400, /unsupported characters/],
        ['a GET', new Request('http://localhost/functions/v1/send-contact-email'), 405, /POST/],
      ];
      for (const [label, request, status, message] of bad) {
        const response = await handler()(request);
        expect(response.status, label).toBe(status);
        const body = (await response.json()) as { success: boolean; error: string };
        expect(body.success, label).toBe(false);
        expect(body.error, label).toMatch(message);
      }
      expect(await count()).toBe(before);
    });

    it('keeps markup in fields as plain text, and the no-JS form gets an escaped error page', async () => {
      address = '10.0.0.4';
      const xss = '<img src=x onerror=alert(1)>';
      const response = await handler()(post(JSON.stringify({ ...validLead, name: xss, submissionId: crypto.randomUUID() })));
      expect(response.status).toBe(200);
      expect(await database!.sql.query<{ name: string }>('select name from public.leads where name = $1', [xss])).toHaveLength(1);
      const page = await handler()(post(new URLSearchParams({ name: '', email: xss }).toString(), 'application/x-www-form-urlencoded'));
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain('Name is required');
      expect(html).not.toContain('<img');
    });

    it('redirects a no-JS post to the thank-you page of our own origin only', async () => {
      address = '10.0.0.5';
      const form = new URLSearchParams({ ...validLead, agreement: 'yes' }).toString();
      const ours = await handler()(post(form, 'application/x-www-form-urlencoded'));
      expect(ours.status).toBe(303);
      expect(ours.headers.get('location')).toBe(`${origin}/thank-you`);
      const foreign = await handler()(post(form, 'application/x-www-form-urlencoded', { origin: 'https://evil.example', referer: 'https://evil.example/x' }));
      expect(foreign.headers.get('location')).toBe(`${origin}/thank-you`);
      // The error page's link back to the form: our origin, without the user info that makes it read as theirs.
      const disguised = await handler()(post('name=', 'application/x-www-form-urlencoded', { referer: 'https://evil.example@www.site.example/contact?x=1' }));
      expect(await disguised.text()).toContain(`<a href="${origin}/contact?x=1">`);
    });

    it('sends a Spanish no-JS post to the Spanish thank-you page of our own origin, and stores the lead in Spanish', async () => {
      address = '10.0.0.11';
      const submissionId = crypto.randomUUID();
      const ours = await handler()(post(asForm({ ...spanishLead, submissionId }), formType, { referer: `${origin}/es/kent-wa/abogado-accidentes-de-camion` }));
      expect(ours.status).toBe(303);
      expect(ours.headers.get('location')).toBe(`${origin}${translatedStaticPaths.es.thankYou}`);
      const [row] = await database!.sql.query<{ language: string }>('select language from public.leads where submission_id = $1', [submissionId]);
      expect(row).toEqual({ language: 'es' });
      const foreign = await handler()(post(asForm(spanishLead), formType, { origin: 'https://evil.example', referer: 'https://evil.example/es' }));
      expect(foreign.headers.get('location')).toBe(`${origin}${translatedStaticPaths.es.thankYou}`);
    });

    it('gives a Spanish submission the plain form’s error page in Spanish, with every message in Spanish and lang="es"', async () => {
      address = '10.0.0.12';
      const before = await count();
      const empty = await handler()(post(asForm({ ...spanishLead, name: '', phone: ' ', email: '' }), formType));
      expect(empty.status).toBe(400);
      expect(empty.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const emptyPage = await empty.text();
      expect(emptyPage).toMatch(/^<!doctype html><html lang="es">/);
      expect(emptyPage).toContain('<title>Revise el formulario</title>');
      expect(emptyPage).toContain('<h1>Revise el formulario</h1>');
      expect(emptyPage).toContain('<ul><li>Escriba su nombre</li><li>Escriba su número de teléfono</li><li>Escriba su correo electrónico</li></ul>');
      // Without a Referer the link back is the Spanish contact page.
      expect(emptyPage).toContain(
        `<p><a href="${origin}${translatedStaticPaths.es.contact}">Vuelva al formulario</a> o llámenos al <a href="tel:2535550142">(253) 555-0142</a>.</p>`,
      );
      expect(emptyPage).not.toMatch(englishPageWords);

      // Every other message the function can give a plain form, each in its field.
      const wrong = await handler()(
        post(
          asForm({
            ...spanishLead,
            name: 'Ana\u0000',
            email: 'ana@',
            caseType: 'SPACE ACCIDENTS',
            message: 'x'.repeat(5001),
            source_page: '<script>',
            page_title: 'T'.repeat(301),
            submissionId: "1' or '1'='1",
          }),
          formType,
          { referer: `${origin}/es/kent-wa/abogado-accidentes-de-camion` },
        ),
      );
      expect(wrong.status).toBe(400);
      const wrongPage = await wrong.text();
      expect(wrongPage).toMatch(/^<!doctype html><html lang="es">/);
      const items = [...wrongPage.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
      expect(items).toEqual([
        'Quite los caracteres que no podemos guardar',
        'El correo electrónico no es válido',
        'Elija un tipo de caso',
        'Escriba como máximo 5000 caracteres',
        'No reconocemos la página de donde se envió el formulario',
        'Escriba como máximo 300 caracteres',
        'El número de envío no es válido',
      ]);
      expect(wrongPage).toContain(`<a href="${origin}/es/kent-wa/abogado-accidentes-de-camion">Vuelva al formulario</a>`);
      expect(wrongPage).not.toMatch(englishPageWords);
      expect(await count()).toBe(before);
    });

    it('keeps the English error page for an English submission and for a body whose language cannot be read', async () => {
      address = '10.0.0.13';
      const english = await (await handler()(post(asForm({ ...validLead, name: '' }), formType))).text();
      expect(english).toMatch(/^<!doctype html><html lang="en">/);
      expect(english).toContain('<title>Please check the form</title>');
      expect(english).toContain('<ul><li>Name is required</li></ul>');
      expect(english).toContain(`<p><a href="${origin}/contact">Go back to the form</a> or call us at <a href="tel:2535550142">(253) 555-0142</a>.</p>`);
      // Invalid UTF-8: the body never says it is Spanish.
      const unreadable = await handler()(post(new Uint8Array([...new TextEncoder().encode('language=es&name=\u00ff'), 0xff]), formType));
      expect(unreadable.status).toBe(400);
      const unreadablePage = await unreadable.text();
      expect(unreadablePage).toMatch(/^<!doctype html><html lang="en">/);
      expect(unreadablePage).toContain('<li>The form could not be read. Please try again.</li>');
      const json = await handler()(post('{"language": "es", "name": '));
      expect(await json.json()).toEqual({ success: false, error: 'The form could not be read. Please try again.' });
    });

    it('answers what goes wrong before the body is read in the language the form’s address names: too large, unreadable, not a form’s request', async () => {
      address = '10.0.0.14';
      const said = leadFunctionMessages.es;
      const inSpanish = (request: Request) => new Request(withLanguage(request.url, 'es'), request);
      const tooLarge = await handler()(inSpanish(post(JSON.stringify({ ...validLead, message: 'x'.repeat(maxBodyBytes) }))));
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({ success: false, error: said.tooLarge });
      const page = await (await handler()(inSpanish(post(asForm({ ...validLead, message: 'x'.repeat(maxBodyBytes) }), formType)))).text();
      expect(page).toMatch(/^<!doctype html><html lang="es">/);
      expect(page).toContain(`<li>${said.tooLarge}</li>`);
      expect(page).not.toMatch(englishPageWords);
      expect(await (await handler()(inSpanish(post('{"name": ')))).json()).toEqual({ success: false, error: said.unreadable });
      const get = await handler()(new Request(withLanguage(post('').url, 'es')));
      expect([get.status, await get.json()]).toEqual([405, { success: false, error: said.wrongMethod }]);
      const text = await handler()(inSpanish(post('hola', 'text/plain')));
      expect([text.status, await text.json()]).toEqual([415, { success: false, error: said.wrongContentType }]);
      // The body's language, once read, decides; an address naming no language of the site's is English.
      const english = await handler()(
        new Request(withLanguage(post('').url, 'xx'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ ...validLead, name: '' }),
        }),
      );
      expect(await english.json()).toMatchObject({ error: 'Name is required' });
      const spanishBody = await handler()(
        new Request(withLanguage(post('').url, 'en'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ ...spanishLead, name: '' }),
        }),
      );
      expect(await spanishBody.json()).toMatchObject({ error: 'Escriba su nombre' });
    });

    it('stores honeypot hits as spam that is never emailed, and still tells the bot it worked', async () => {
      address = '10.0.0.6';
      const submissionId = crypto.randomUUID();
      const response = await handler()(post(JSON.stringify({ ...validLead, website: 'http://spam.example', submissionId })));
      expect(await response.json()).toEqual({ success: true, submissionId });
      const [row] = await database!.sql.query<{ status: string; deliveries: number }>(
        `select status, (select count(*)::int from public.lead_deliveries where lead_id = lead.id) as deliveries
         from public.leads as lead where submission_id = $1`,
        [submissionId],
      );
      expect(row).toEqual({ status: 'spam', deliveries: 0 });
    });

    it('rate-limits one address with 429 and Retry-After, without blocking others', async () => {
      address = '10.0.0.7';
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 7; i += 1) {
        last = await handler()(post(JSON.stringify({ ...validLead, message: `Message ${i}`, submissionId: crypto.randomUUID() })));
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(last!.headers.get('retry-after')).toBe('600');
      expect(((await last!.json()) as { error: string }).error).toMatch(/Too many messages/);
      address = '10.0.0.8';
      expect((await handler()(post(JSON.stringify({ ...validLead, submissionId: crypto.randomUUID() })))).status).toBe(200);
    });

    it('says the 429 in Spanish to a Spanish submission, in the JSON the toast shows and on the plain form’s page', async () => {
      address = '10.0.0.14';
      for (let i = 0; i < 5; i += 1)
        expect((await handler()(post(JSON.stringify({ ...spanishLead, message: `Mensaje ${i}`, submissionId: crypto.randomUUID() })))).status).toBe(200);
      const spanish = 'Recibimos demasiados mensajes desde su conexión. Espere unos minutos o llámenos.';
      const json = await handler()(post(JSON.stringify({ ...spanishLead, submissionId: crypto.randomUUID() })));
      expect(json.status).toBe(429);
      expect(await json.json()).toEqual({ success: false, error: spanish });
      const page = await handler()(post(asForm(spanishLead), formType));
      expect(page.status).toBe(429);
      expect(page.headers.get('retry-after')).toBe('600');
      const html = await page.text();
      expect(html).toMatch(/^<!doctype html><html lang="es">/);
      expect(html).toContain(`<h1>Revise el formulario</h1><ul><li>${spanish}</li></ul>`);
      const english = await handler()(post(JSON.stringify({ ...validLead, submissionId: crypto.randomUUID() })));
      expect(await english.json()).toEqual({ success: false, error: 'Too many messages from your connection. Please wait a few minutes, or call us.' });
    });

    it('holds the rate limit under 50 parallel requests from one address', async () => {
      address = '10.0.0.10';
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => handler()(post(JSON.stringify({ ...validLead, message: `Message ${i}`, submissionId: crypto.randomUUID() })))),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(45);
    });

    it('queues every delivery of a new lead in the transaction that stores it, one per target, and none for a retry', async () => {
      address = '10.0.0.20';
      const deliveries = [
        { channel: 'email', target: 'intake@site.example' },
        { channel: 'sms', target: '+12535550100' },
        { channel: 'sms', target: '+12535550101' },
        { channel: 'webhook', target: 'https://hooks.site.example/leads' },
      ];
      const withChannels = fromClient(
        () => address,
        createLeadHandler({
          store: createLeadStore(database!.sql, { ...storeSettings, deliveries }),
          siteOrigins: [origin],
          ipSalt: 'test-salt-123',
          fallbackPhone: '(253) 555-0142',
          log: () => {},
        }),
      );
      const submissionId = crypto.randomUUID();
      const body = JSON.stringify({ ...validLead, name: 'Queued Lead', submissionId });
      for (const _ of [1, 2]) expect((await withChannels(post(body))).status).toBe(200);
      const rows = await database!.sql.query<{ channel: string; target: string; status: string; attempts: number }>(
        `select channel, target, status, attempts from public.lead_deliveries
         where lead_id = (select id from public.leads where submission_id = $1) order by id`,
        [submissionId],
      );
      expect(rows).toEqual(deliveries.map((delivery) => ({ ...delivery, status: 'pending', attempts: 0 })));
    });

    it('stores the plain form sent twice (the back button, a double click) as one lead, and a changed form as another', async () => {
      address = '10.0.0.21';
      const form = asForm({ ...validLead, name: 'Twice Sent' });
      const answers = [await handler()(post(form, formType)), await handler()(post(form, formType))];
      expect(answers.map((answer) => [answer.status, answer.headers.get('location')])).toEqual([
        [303, `${origin}/thank-you`],
        [303, `${origin}/thank-you`],
      ]);
      expect((await handler()(post(asForm({ ...validLead, name: 'Twice Sent', message: 'One more thing.' }), formType))).status).toBe(303);
      const rows = await database!.sql.query<{ message: string }>(`select message from public.leads where name = 'Twice Sent' order by id`);
      expect(rows.map((row) => row.message)).toEqual([validLead.message, 'One more thing.']);
    });

    it('keeps where the visit came from only when the visitor ticked the box; otherwise only counts its campaign', async () => {
      address = '10.0.0.22';
      const landedUrl = `${validLead.source_url}?utm_source=google&gclid=TEST123#form`;
      const week = async () =>
        (
          await database!.sql.query<{ leads: number }>(
            `select coalesce(sum(leads), 0)::int as leads from public.lead_campaign_counts
             where source = 'google' and medium = 'cpc' and campaign = '(not kept)'`,
          )
        )[0]!.leads;
      const before = await week();
      const send = (name: string, consent: Record<string, string>) =>
        handler()(
          post(JSON.stringify({ ...validLead, name, source_url: landedUrl, attribution: visitAttribution, ...consent, submissionId: crypto.randomUUID() })),
        );
      expect((await send('Consented Visitor', { attribution_consent: 'yes' })).status).toBe(200);
      expect((await send('Private Visitor', {})).status).toBe(200);
      const rows = await database!.sql.query<{
        name: string;
        source_url: string;
        attribution: unknown;
        attribution_consented_at: Date | null;
        attribution_consent_version: string | null;
      }>(
        `select name, source_url, attribution, attribution_consented_at, attribution_consent_version from public.leads
         where name in ('Consented Visitor', 'Private Visitor') order by name`,
      );
      expect(rows[0]).toMatchObject({
        name: 'Consented Visitor',
        source_url: landedUrl,
        attribution: visitAttribution,
        attribution_consent_version: consentWordingVersion('en'),
      });
      expect(Date.now() - new Date(rows[0]!.attribution_consented_at!).getTime()).toBeLessThan(60_000);
      expect(rows[1]).toEqual({
        name: 'Private Visitor',
        source_url: validLead.source_url,
        attribution: null,
        attribution_consented_at: null,
        attribution_consent_version: null,
      });
      // The consented lead keeps its campaign with it; the other only adds one to the week's count.
      expect(await week()).toBe(before + 1);
    });

    it('answers CORS preflights for the site origin only', async () => {
      const ours = await handler()(new Request('http://localhost/x', { method: 'OPTIONS', headers: { origin } }));
      expect(ours.headers.get('access-control-allow-origin')).toBe(origin);
      const theirs = await handler()(new Request('http://localhost/x', { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }));
      expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
}

describe('when the database is down', () => {
  const handlerWithDatabaseDown = () =>
    fromClient(
      () => '10.0.0.9',
      createLeadHandler({
        store: createLeadStore(
          { query: () => Promise.reject(new Error('connection refused')), transaction: () => Promise.reject(new Error('connection refused')) },
          storeSettings,
        ),
        siteOrigins: [origin],
        ipSalt: 'test-salt-123',
        fallbackPhone: '(253) 555-0142',
        log: () => {},
      }),
    );

  it('answers 503 with the phone number, so the visitor keeps a way through', async () => {
    const handler = handlerWithDatabaseDown();
    const response = await handler(post(JSON.stringify(validLead)));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(((await response.json()) as { error: string }).error).toContain('(253) 555-0142');
  });

  it('says the 503 in the visitor’s language, in the JSON the toast shows and on the plain form’s page', async () => {
    const handler = handlerWithDatabaseDown();
    const spanish = 'En este momento no pudimos guardar su mensaje. Inténtelo de nuevo en un minuto o llámenos al (253) 555-0142.';
    const json = await handler(post(JSON.stringify(spanishLead)));
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ success: false, error: spanish });
    const page = await handler(post(asForm(spanishLead), formType));
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('30');
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html><html lang="es">/);
    expect(html).toContain(`<h1>Revise el formulario</h1><ul><li>${spanish}</li></ul>`);
    expect(html).not.toMatch(englishPageWords);
    const english = await handler(post(JSON.stringify(validLead)));
    expect(await english.json()).toEqual({
      success: false,
      error: 'We could not save your message just now. Please try again in a minute, or call us at (253) 555-0142.',
    });
    const englishPage = await (await handler(post(asForm(validLead), formType))).text();
    expect(englishPage).toMatch(/^<!doctype html><html lang="en">/);
    expect(englishPage).toContain('<li>We could not save your message just now. Please try again in a minute, or call us at (253) 555-0142.</li>');
  });

  it('answers 503 when the database does not answer in time, rather than leaving the visitor waiting', async () => {
    const never = () => new Promise<never>(() => {});
    const handler = fromClient(
      () => '10.0.0.9',
      createLeadHandler({
        store: createLeadStore({ query: never, transaction: never }, storeSettings),
        siteOrigins: [origin],
        ipSalt: 'test-salt-123',
        fallbackPhone: '(253) 555-0142',
        storeTimeoutMs: 200,
        log: () => {},
      }),
    );
    const started = Date.now();
    const response = await handler(post(JSON.stringify(validLead)));
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(((await response.json()) as { error: string }).error).toContain('(253) 555-0142');
  });
});
