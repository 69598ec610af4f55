// Where the lead function answers: on Supabase, and on the site's own server, which serves the same
// handler at the same path so the form's native POST and its functions client reach it alike.
export const leadFunctionName = 'send-contact-email';
export const leadEndpoint = `/functions/v1/${leadFunctionName}`;

/** The intake page's function (lead-core/intake-endpoint.ts), served the same two ways. */
export const intakeFunctionName = 'intake-lead';
export const intakeEndpoint = `/functions/v1/${intakeFunctionName}`;

/**
 * The form's language in the function's address (`?language=es`), the plain form's and the functions client's
 * alike: the function answers in it what goes wrong before it has read the body, where the language
 * the body names decides (a body too large to read, lead-core/handler.ts). Not the Referer: across
 * origins (Supabase) the browser sends it without the page's path, which names the language.
 */
export const languageParameter = 'language';
export const withLanguage = (address: string, language: string) => `${address}?${languageParameter}=${encodeURIComponent(language)}`;

/** Twilio's Messaging webhook for the firm's numbers that take texts (lead-core/inbound-text.ts), served the same two ways. */
export const inboundTextFunctionName = 'inbound-text';
export const inboundTextEndpoint = `/functions/v1/${inboundTextFunctionName}`;

/** The beacon of a tap on a tel: or sms: link (lead-core/contact-taps.ts), on the site's own server only: first-party. */
export const contactTapEndpoint = '/functions/v1/contact-tap';
