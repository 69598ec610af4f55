// Stands in for src/layout/document.tsx in the client-only build: a root inside <div id="root">
// cannot render <html>/<head>/<body>, so this renders the body's content and lets React hoist the
// router's title, meta and link tags into <head> (JSON-LD stays in the body, as in any client-rendered
// app). Keep it in step with src/layout/document.tsx.
import { HeadContent, Outlet } from '@tanstack/react-router';
import { SiteFooter } from '../../../src/layout/site-footer';
import { SiteHeader } from '../../../src/layout/site-header';
import { StickyCallBar } from '../../../src/layout/sticky-call-bar';
import { ToastHost } from '../../../blocks/ui/toasts';

export function Document() {
  return (
    <>
      <HeadContent />
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
