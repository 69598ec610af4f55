import { HeadContent, Outlet, useLocation, useRouteContext } from '@tanstack/react-router';
import SiteHeader from '../../blocks/islands/site-header';
import { Island } from '../../blocks/ui/island';
import { defaultLocale, localeIds, localeOfPath, locales, type Locale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';
import type { PageConfig, Site } from '../pages/page-config';
import { icons } from '../site-images';
import { SiteFooter } from './site-footer';
import { StickyCallBar } from './sticky-call-bar';

/**
 * Starts the page's stylesheet (data-stylesheet), scripts (data-module) and web app manifest
 * (data-manifest) once its first contentful paint has been presented (after the load event where a
 * browser has no paint timing). The page is complete and usable as HTML (links, the form, the phone
 * number), styled by the critical CSS the pre-render inlines (src/build/critical-css.ts), so its
 * first paint need not share a slow connection with the rest of the stylesheet, the script that
 * hydrates the islands, or the manifest and its icon, which Chromium fetches as soon as it parses
 * the link (in Lighthouse's trace, before the first paint on about half the runs, and then 150 ms
 * later in its simulated LCP). Without scripts, the stylesheet and the manifest come from the
 * head's <noscript>. One text on every page: one CSP hash.
 */
const loadAfterFirstPaint = `(function (tag) {
  function link(rel, href) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    document.head.append(element);
  }
  function start() {
    tag.dataset.stylesheet.split(' ').forEach(function (href) {
      if (href) link('stylesheet', href);
    });
    link('manifest', tag.dataset.manifest);
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
const pageAt = (site: Site, path: string): PageConfig | undefined => site.pages.find((page) => page.path === path);

/** The language of an address: its page's, else the language whose prefix it is under (a Spanish 404). */
const localeAt = (site: Site, pathname: string): Locale => pageAt(site, pathname)?.locale ?? localeOfPath(pathname);

/**
 * The header's language links: for each other language of data/locales.ts, the page's twin in it,
 * else that language's home page where it exists; none for a language where neither does.
 */
function languageLinks(site: Site, pathname: string, locale: Locale) {
  const page = pageAt(site, pathname);
  return localeIds
    .filter((other) => other !== locale)
    .flatMap((other) => {
      const home = other === defaultLocale ? '/' : locales[other].prefix;
      const path = page?.alternates[other] ?? (pageAt(site, home) ? home : undefined);
      return path ? [{ path: path as PageConfig['path'], name: locales[other].name, lang: locales[other].lang }] : [];
    });
}

/** The whole HTML document, rendered on the server; the browser hydrates only its islands. */
export function Document() {
  const { assets, site } = useRouteContext({ from: '__root__' });
  const { pathname } = useLocation();
  const locale = localeAt(site, pathname);
  return (
    <html lang={locales[locale].lang}>
      <head>
        <HeadContent />
        <noscript>
          {assets.css.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
          <link rel="manifest" href={icons.manifest} />
        </noscript>
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <PageBody site={site} locale={locale} pathname={pathname} />
        <script
          data-stylesheet={assets.css.join(' ')}
          data-module={assets.scripts.join(' ')}
          data-manifest={icons.manifest}
          dangerouslySetInnerHTML={{ __html: loadAfterFirstPaint }}
        />
      </body>
    </html>
  );
}

/**
 * The page's JSON-LD, after its content: search engines read it anywhere, and in the head it stood
 * before the first screen in the first round trip (issue 23). In <main>, so a page swapped in place
 * (src/client/navigation.ts) brings its own. `<` escaped, so no text can close the script.
 */
function StructuredData({ page }: { page: PageConfig | undefined }) {
  return page?.meta.structuredData.map((data, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
  ));
}

/** What every page shows: skip link, header, the route's blocks, footer and call bar (toasts: blocks/lead-form/toasts.ts). */
function PageBody({ site, locale, pathname }: { site: Site; locale: Locale; pathname: string }) {
  const copy = uiCopy[locale];
  const languages = languageLinks(site, pathname, locale);
  return (
    <>
      <a href="#main" className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-bold text-red-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {copy.skipLink}
      </a>
      <Island of={SiteHeader} props={{ ...site.navigation[locale], words: copy.header, ...(languages.length > 0 && { languages }) }} />
      <main id="main" tabIndex={-1} className="pb-16 md:pb-0">
        <Outlet />
        <StructuredData page={pageAt(site, pathname)} />
      </main>
      <SiteFooter locale={locale} links={site.footer[locale]} />
      <StickyCallBar words={copy.callBar} textUs={copy.textUs} />
    </>
  );
}
