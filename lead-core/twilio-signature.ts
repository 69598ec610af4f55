// Twilio's request signature (https://www.twilio.com/docs/usage/security#validating-requests, read
// 2026-12-01): X-Twilio-Signature is the base64 of an HMAC-SHA1, keyed by the account's auth token,
// over the full URL Twilio called (its query string included) followed by each POST parameter's name
// and value, sorted by name. A signature made for another URL, or over other parameters, differs.
import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature Twilio sends with a POST of `params` to `url`. */
export function twilioSignature(authToken: string, url: string, params: readonly (readonly [string, string])[]): string {
  const signed = [...params]
    .sort(([a, aValue], [b, bValue]) => (a === b ? compare(aValue, bValue) : compare(a, b)))
    .reduce((text, [name, value]) => text + name + value, url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

// By code unit, as Twilio's libraries sort (not by locale).
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Whether `signature` is Twilio's for this request, compared in constant time. */
export function isTwilioSignature(authToken: string, url: string, params: readonly (readonly [string, string])[], signature: string | null): boolean {
  if (!authToken || !signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
