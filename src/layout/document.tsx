import { HeadContent, Outlet, useRouteContext } from '@tanstack/react-router';
import SiteHeader from '../../blocks/islands/site-header';
import ToastHost from '../../blocks/islands/toast-host';
import { Island } from '../../blocks/ui/island';
import { SiteFooter } from './site-footer';
import { StickyCallBar } from './sticky-call-bar';

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
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} async />
        ))}
      </body>
    </html>
  );
}

/** What every page shows: skip link, header, the route's blocks, footer, call bar and toasts. */
export function PageBody() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-3 font-bold text-red-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Island of={SiteHeader} props={{}} />
      <main id="main" tabIndex={-1} className="pb-16 md:pb-0">
        <Outlet />
      </main>
      <SiteFooter />
      <StickyCallBar />
      <Island of={ToastHost} props={{}} />
    </>
  );
}
