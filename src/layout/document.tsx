import { HeadContent, Outlet, useRouteContext } from '@tanstack/react-router';
import SiteHeader from '../../blocks/islands/site-header';
import { Island } from '../../blocks/ui/island';
import { site } from '../../pages.config';
import { SiteFooter } from './site-footer';
import { StickyCallBar } from './sticky-call-bar';

/**
 * Starts the page's scripts (data-module) once its first contentful paint has been presented
 * (after the load event where a browser has no paint timing). The page is complete and usable as
 * HTML (links, the form, the phone number), so its first paint need not share a slow connection
 * with the script that hydrates the islands. One text on every page: one CSP hash.
 */
const loadAfterFirstPaint = `(function (tag) {
  function start() {
    tag.dataset.module.split(' ').forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      document.head.append(script);
    });
  }
  if ((PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) return addEventListener('load', start);
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})(document.currentScript);`;

/** The whole HTML document, rendered on the server; the browser hydrates only its islands. */
export function Document() {
  const { assets } = useRouteContext({ from: '__root__' });
  return (
    <html lang="en">
      <head>
        <HeadContent />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <PageBody />
        <script data-module={assets.scripts.join(' ')} dangerouslySetInnerHTML={{ __html: loadAfterFirstPaint }} />
      </body>
    </html>
  );
}

/** What every page shows: skip link, header, the route's blocks, footer and call bar (toasts: blocks/lead-form/toasts.ts). */
function PageBody() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-bold text-red-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Island of={SiteHeader} props={site.navigation} />
      <main id="main" tabIndex={-1} className="pb-16 md:pb-0">
        <Outlet />
      </main>
      <SiteFooter />
      <StickyCallBar />
    </>
  );
}
