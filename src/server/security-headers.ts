// The security headers of every response of the production server, and the hashes that let a
// pre-rendered page use the inline code it carries (the loader script of src/layout/document.tsx,
// the critical CSS of src/build/critical-css.ts, Radix's style attributes) and nothing else: no
// library inserts a <style> (sonner's stylesheet is a file, src/build/sonner-stylesheet.ts). The
// build (src/build/prerender.ts) hashes every page and records the site-wide set for each; the
// server composes the policies.
import { createHash } from 'node:crypto';

/** CSP hash sources ('sha256-…') of what a document carries inline. */
export interface InlineHashes {
  /** Every <script> without src but JSON-LD: a data block is never run, so CSP does not check it. */
  scripts: string[];
  /** <style> elements. */
  styles: string[];
  /** style="…" attributes: they match only with 'unsafe-hashes'. */
  styleAttributes: string[];
}

/** A CSP hash source: the SHA-256 of the exact text the browser sees. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeAttribute = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return entities[name.toLowerCase()] ?? whole;
    return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
  });

const unique = (items: string[]) => [...new Set(items)];

/**
 * The hashes of a document's inline code. React's HTML is regular enough for patterns: script and
 * style contents are raw text (no entities), attribute values are always double-quoted.
 * tests/unit/security-headers.test.ts checks every built page against a real HTML parser.
 */
export function inlineHashes(source: string): InlineHashes {
  // The HTML parser turns CR LF into LF before anything is hashed.
  const html = source.replace(/\r\n?/g, '\n');
  // Data blocks (JSON-LD) are never run, so CSP does not check them.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes!) && !/\stype="application\/ld\+json"/i.test(attributes!))
    .map(([, , body]) => hashSource(body!));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body]) => hashSource(body!));
  // Attributes only outside raw text, where a JSON string could spell `style="`.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const styleAttributes = [...markup.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(([, value]) => hashSource(decodeAttribute(value!)));
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(styleAttributes) };
}

type Directives = Record<string, readonly string[]>;
const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The video and map embeds: framed only after the visitor asks for them (blocks/video.tsx, blocks/map-directions.tsx). */
export const embedOrigins = ['https://www.youtube-nocookie.com', 'https://www.google.com'] as const;

export interface PagePolicyOptions {
  /** The origin of the hosted lead function the build sends the form to (Supabase), if not this site. */
  leadOrigin?: string;
  /**
   * Only where the page is served over https: over plain http on any host but localhost, the
   * browser would upgrade every asset to an https address that does not answer.
   */
  upgradeInsecureRequests: boolean;
}

/**
 * A pre-rendered page's policy. `default-src 'none'` so anything new must be allowed here on
 * purpose; scripts and styles from our own origin plus exactly the inline hashes given.
 */
export function pagePolicy(inline: InlineHashes, { leadOrigin, upgradeInsecureRequests }: PagePolicyOptions): string {
  const leadOrigins = leadOrigin ? [leadOrigin] : [];
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...inline.scripts],
    'style-src': ["'self'", ...inline.styles, ...(inline.styleAttributes.length ? ["'unsafe-hashes'", ...inline.styleAttributes] : [])],
    'img-src': ["'self'"],
    // site.webmanifest (src/build/icons.ts): under default-src 'none' the browser would not fetch it.
    'manifest-src': ["'self'"],
    'connect-src': ["'self'", ...leadOrigins],
    'frame-src': embedOrigins,
    // The no-JavaScript form posts to the lead function, which redirects to this site's /thank-you.
    'form-action': ["'self'", ...leadOrigins],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    ...(upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/**
 * Everything else (assets, JSON, redirects, errors): nothing may load, run, frame it or post from
 * it. Inline styles are allowed for the function's no-JavaScript error page; with nothing
 * loadable, a style cannot send anything anywhere.
 */
export const strictPolicy = serialize({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
});

const youtube = `"${embedOrigins[0]}"`;
/**
 * Powerful features off for this site and anything it frames; the YouTube player keeps what it
 * asks for in its iframe's `allow` (autoplay on press, encrypted media, full screen, PiP).
 */
const permissionsPolicy = [
  'accelerometer=()',
  `autoplay=(${youtube})`,
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  `encrypted-media=(${youtube})`,
  `fullscreen=(${youtube})`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(${youtube})`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    // Two years, the preload list's minimum; browsers ignore it over plain http (local serving).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // Not stricter: YouTube's embedded player needs the embedding origin as referrer (error 153 without).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    // No window we open (directions, social links) keeps a handle on ours, nor ours on theirs.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing here is meant to be embedded by another site; the CORS'd lead endpoint is unaffected (CORP binds no-cors loads only).
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
