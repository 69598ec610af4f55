// Where a lead's personal data may be sent by a channel: https, or http to this machine only (a
// receiver on the same box, a test double). Checked when the settings are read and again before
// each request, whoever built the settings.
import * as v from 'valibot';

export function isSafeServiceUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'http:' && (host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host));
}

/** A setting that is such a URL; the message names the variable. */
export const serviceUrl = (name: string) =>
  v.pipe(v.string(), v.check(isSafeServiceUrl, `${name} must be an https:// URL (http:// only to a loopback address)`));
