// @vitest-environment node
// The small pieces the Supabase deployment rests on: where the form sends (one place, for the
// plain form and the form's client alike), the notify-leads secret check, and the visitor's address
// inside a function. tests/deploy/supabase.test.ts runs them all together on the real engines.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { edgeClientAddress } from '../../supabase/functions/_shared/edge-client-address.ts';
import { leadEndpoint, withLanguage } from '../../lead-core/lead-endpoint.ts';
import { carriesSecret, checkedSecret, notifySecretHeader } from '../../supabase/functions/_shared/shared-secret.ts';

const request = (headers: Record<string, string>) => new Request('https://ref.supabase.example/notify-leads', { method: 'POST', headers });

const lead = { name: 'Ana Ruiz', phone: '(253) 555-0111', email: 'ana@example.com', caseType: 'TRUCK ACCIDENTS', language: 'es', submissionId: 'attempt-1' };

/**
 * The request the form's client (blocks/lead-form/lead-client.ts) makes for one lead, and the one
 * supabase-js's `functions.invoke` makes for it, as the function receives them: method, address,
 * headers and body. Without X-Client-Info, which names the library that sent it.
 */
async function formAndSupabaseJsRequests(language: string) {
  const requests: { method: string; url: string; headers: Record<string, string>; body: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const headers = Object.fromEntries([...request.headers].filter(([name]) => name !== 'x-client-info'));
    requests.push({ method: request.method, url: request.url, headers, body: await request.text() });
    return Response.json({ success: true, submissionId: lead.submissionId });
  });
  const { sendLead } = await import('../../blocks/lead-form/lead-client.ts');
  expect(await sendLead(lead, language)).toEqual({ ok: true, submissionId: lead.submissionId });
  const target = await import('../../blocks/lead-form/lead-target.ts');
  const { createClient } = await import('@supabase/supabase-js');
  const supabase = createClient(target.leadProjectUrl, target.leadApiKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  await supabase.functions.invoke(withLanguage(target.leadFunctionName, language), { body: lead });
  expect(requests).toHaveLength(2);
  return requests as [(typeof requests)[number], (typeof requests)[number]];
}

describe('where the lead form sends', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("without VITE_SUPABASE_URL: the site's own path, for both ways of sending", async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    const target = await import('../../blocks/lead-form/lead-target.ts');
    expect(target.leadFunctionUrl).toBe(leadEndpoint);
    expect(target.leadProjectUrl).toBe('');
  });

  it('built for Supabase: the form sends the request supabase-js sends, to the URL the plain form posts to, the publishable key in apikey only', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://ref.supabase.example/');
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_SAMPLE-unit');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'sample-legacy-anon-key');
    const target = await import('../../blocks/lead-form/lead-target.ts');
    expect(target.leadFunctionUrl).toBe('https://ref.supabase.example/functions/v1/send-contact-email');
    expect(target.leadApiKey).toBe('sb_publishable_SAMPLE-unit');
    const [form, supabaseJs] = await formAndSupabaseJsRequests('es');
    expect(form).toEqual(supabaseJs);
    expect(form.url).toBe(target.leadFunctionUrlIn('es'));
    expect(target.leadFunctionUrlIn('es')).toBe('https://ref.supabase.example/functions/v1/send-contact-email?language=es');
    expect(form.headers.apikey).toBe('sb_publishable_SAMPLE-unit');
    expect(form.headers.authorization).toBeUndefined();
  });

  it('built for Supabase with a legacy anon key: the form sends it as supabase-js does, in apikey and as the bearer', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://ref.supabase.example');
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'sample-legacy-anon-key');
    const [form, supabaseJs] = await formAndSupabaseJsRequests('en');
    expect(form).toEqual(supabaseJs);
    expect(form.headers.apikey).toBe('sample-legacy-anon-key');
    expect(form.headers.authorization).toBe('Bearer sample-legacy-anon-key');
  });

  it('takes the legacy anon key when no publishable key is given, and refuses a URL that is not a project URL', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://ref.supabase.example');
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'sample-legacy-anon-key');
    expect((await import('../../blocks/lead-form/lead-target.ts')).leadApiKey).toBe('sample-legacy-anon-key');
    vi.resetModules();
    vi.stubEnv('VITE_SUPABASE_URL', 'https://ref.supabase.example/functions/v1');
    await expect(import('../../blocks/lead-form/lead-target.ts')).rejects.toThrow(/VITE_SUPABASE_URL/);
  });
});

describe('the notify-leads secret', () => {
  const secret = 'a'.repeat(64);

  it('is accepted only exactly, in its own header', () => {
    expect(carriesSecret(request({ [notifySecretHeader]: secret }), notifySecretHeader, secret)).toBe(true);
    const refused: Record<string, string>[] = [
      {},
      { [notifySecretHeader]: '' },
      { [notifySecretHeader]: 'a'.repeat(63) },
      { [notifySecretHeader]: `${secret}a` },
      { [notifySecretHeader]: `${'a'.repeat(63)}b` },
      { authorization: `Bearer ${secret}` },
    ];
    for (const headers of refused) {
      expect(carriesSecret(request(headers), notifySecretHeader, secret)).toBe(false);
    }
  });

  it('must be set and long enough for the function to start', () => {
    expect(() => checkedSecret('NOTIFY_LEADS_SECRET', undefined)).toThrow(/NOTIFY_LEADS_SECRET/);
    expect(() => checkedSecret('NOTIFY_LEADS_SECRET', 'short')).toThrow(/at least 32/);
    expect(checkedSecret('NOTIFY_LEADS_SECRET', secret)).toBe(secret);
  });
});

describe("the visitor's address inside a Supabase function", () => {
  it('is CF-Connecting-IP, never the first X-Forwarded-For entry the client wrote', () => {
    const warn = vi.fn();
    const forged = { 'x-forwarded-for': '203.0.113.9, 198.51.100.20', 'x-real-ip': '203.0.113.9' };
    expect(edgeClientAddress(request({ ...forged, 'cf-connecting-ip': '198.51.100.20' }), warn)).toBe('198.51.100.20');
    expect(edgeClientAddress(request({ 'cf-connecting-ip': '2001:db8::7' }), warn)).toBe('2001:db8::7');
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a usable CF-Connecting-IP, every such request is one client, and the log says so once', () => {
    const warn = vi.fn();
    expect(edgeClientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), warn)).toBe('');
    expect(edgeClientAddress(request({ 'cf-connecting-ip': '<script>' }), warn)).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
