import { HeadContent, Outlet, useLocation, useRouteContext } from '@tanstack/react-router';
import SiteHeader from '../../blocks/islands/site-header';
import { Island } from '../../blocks/ui/island';
import { defaultLocale, localeIds, localeOfPath, locales, type Locale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';
import { site, type PageConfig } from '../../pages.config';
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

/** The configured page at a path, if any (the not-found page has none). */
const pagesByPath = new Map<string, PageConfig>(site.pages.map((page) => [page.path, page]));

/** The language of an address: its page's, else the language whose prefix it is under (a Spanish 404). */
const localeAt = (pathname: string): Locale => pagesByPath.get(pathname)?.locale ?? localeOfPath(pathname);

/**
 * The header's language links: for each other language of data/locales.ts, the page's twin in it,
 * else that language's home page where it exists; none for a language where neither does.
 */
function languageLinks(pathname: string, locale: Locale) {
  const page = pagesByPath.get(pathname);
  return localeIds
    .filter((other) => other !== locale)
    .flatMap((other) => {
      const home = other === defaultLocale ? '/' : locales[other].prefix;
      const path = page?.alternates[other] ?? (pagesByPath.has(home) ? home : undefined);
      return path ? [{ path: path as PageConfig['path'], name: locales[other].name, lang: locales[other].lang }] : [];
    });
}

/** The whole HTML document, rendered on the server; the browser hydrates only its islands. */
export function Document() {
  const { assets } = useRouteContext({ from: '__root__' });
  const { pathname } = useLocation();
  const locale = localeAt(pathname);
  return (
    <html lang={locales[locale].lang}>
      <head>
        <HeadContent />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <PageBody locale={locale} pathname={pathname} />
        <script data-module={assets.scripts.join(' ')} dangerouslySetInnerHTML={{ __html: loadAfterFirstPaint }} />
      </body>
    </html>
  );
}

/** What every page shows: skip link, header, the route's blocks, footer and call bar (toasts: blocks/lead-form/toasts.ts). */
function PageBody({ locale, pathname }: { locale: Locale; pathname: string }) {
  const copy = uiCopy[locale];
  const languages = languageLinks(pathname, locale);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-bold text-red-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {copy.skipLink}
      </a>
      <Island of={SiteHeader} props={{ ...site.navigation[locale], words: copy.header, ...(languages.length > 0 && { languages }) }} />
      <main id="main" tabIndex={-1} className="pb-16 md:pb-0">
        <Outlet />
      </main>
      <SiteFooter locale={locale} />
      <StickyCallBar words={copy.callBar} />
    </>
  );
}
