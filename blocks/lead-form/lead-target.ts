// Where the lead form sends, decided once at build time for both ways it sends: the plain form's
// `action` (no JavaScript, ./lead-form-view.tsx) and the functions client's `invoke`
// (./lead-client.ts). Built with VITE_SUPABASE_URL, both go to the hosted function at
// `${VITE_SUPABASE_URL}/functions/v1/send-contact-email`; without it, to this site's own server,
// which serves the same handler at the same path. The pre-render and the client bundle read the
// same build variables, so the server's HTML and the hydrated form agree.
import { firm } from '../../data/firm';
import { leadEndpoint, leadFunctionName, withLanguage } from '../../lead-core/lead-endpoint.ts';

export { leadFunctionName };

const configuredUrl = (import.meta.env.VITE_SUPABASE_URL ?? '').trim().replace(/\/+$/, '');
if (configuredUrl && !/^https?:\/\/[^/?#]+$/.test(configuredUrl)) {
  throw new Error(`VITE_SUPABASE_URL must be the project's URL, like https://<ref>.supabase.co (got ${configuredUrl})`);
}

/** The Supabase project that takes the leads, without a trailing slash; '' for this site's own server. */
export const leadProjectUrl = configuredUrl;

/**
 * The function's URL: absolute on Supabase, the site's own path otherwise. The form's client builds
 * the same address from `leadProjectUrl` (`<url>/functions/v1/<name>`), as supabase-js does;
 * tests/unit/supabase-edge.test.ts holds it to this one.
 */
export const leadFunctionUrl = `${leadProjectUrl}${leadEndpoint}`;

/** Where a form in `language` sends: the function's URL naming the language (lead-core/lead-endpoint.ts). */
export const leadFunctionUrlIn = (language: string) => withLanguage(leadFunctionUrl, language);

/**
 * The key the form's client sends in the `apikey` header: the project's publishable key
 * (`sb_publishable_…`), else the legacy anon key, else the sample in data/firm.ts. The function
 * runs with verify_jwt off and checks no key (the plain form cannot send one), so the key is for
 * the platform, not a secret: it is public by design.
 */
export const leadApiKey: string = import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || import.meta.env.VITE_SUPABASE_ANON_KEY || firm.supabase.publishableKey;
