// Each tap on a tel: or sms: link adds one to its page's count for the week (lead-core/contact-taps.ts):
// one beacon to the site's own server, with the page's path and whether it was a call or a text.
// No cookie, no identifier, no query string; the server reads neither the Referer nor anything else.
// Without JavaScript nothing is counted. On a static host the functions are Supabase's, another
// origin: the count is first-party or nothing, so a static-host build sends none.
import { contactTapEndpoint } from '../../lead-core/lead-endpoint';

export function countContactTaps() {
  if (import.meta.env.VITE_SUPABASE_URL) return;
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"], a[href^="sms:"]') : null;
      if (!link) return;
      const kind = link.getAttribute('href')!.startsWith('sms:') ? 'text' : 'call';
      // A string goes as text/plain: a simple request, as a beacon must be.
      navigator.sendBeacon(contactTapEndpoint, JSON.stringify({ page: location.pathname, kind }));
    },
    { capture: true },
  );
}
