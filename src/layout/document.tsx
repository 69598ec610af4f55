import { HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StickyCallBar } from './sticky-call-bar';
import { ToastHost } from '../../blocks/ui/toasts';

/** The whole HTML document; the server renders it and the browser hydrates `document`. */
export function Document() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        <PageBody />
        <Scripts />
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
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pb-16 md:pb-0">
        <Outlet />
      </main>
      <SiteFooter />
      <StickyCallBar />
      <ToastHost />
    </>
  );
}
