// The page a lead came from, as the lead keeps it and intake sees it: a link only to the site's own
// pages. The handler applies it at input; the email applies it again to what was stored before.

/** The longest page address a lead keeps (the database's check on source_url). */
export const maxPageAddressLength = 2000;

const elsewhere = 'http://elsewhere.invalid';

/**
 * A page of the site as a lead keeps it (the page of the form, the landing page): its address
 * when its origin is one of the site's, else its path alone, so another site's address never
 * reaches intake as one of ours. Rebuilt without user info; without consent, without its query
 * string and fragment too (where campaign ids and search terms travel). Only http(s).
 */
export function pageAddress(url: string, siteOrigins: readonly string[], { withQuery = false } = {}): string {
  if (!url) return '';
  let parsed: URL;
  try {
    parsed = new URL(url, elsewhere);
  } catch {
    return '';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return '';
  const path = parsed.pathname.replace(/^\/+/, '/');
  const kept = siteOrigins.includes(parsed.origin) ? `${parsed.origin}${path}${withQuery ? parsed.search + parsed.hash : ''}` : path;
  // Percent-encoded, an address of non-ASCII text grows: past the limit none is kept.
  return kept.length <= maxPageAddressLength ? kept : '';
}
