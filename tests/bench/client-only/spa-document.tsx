// Stands in for src/layout/document.tsx in the client-only build: a root inside <div id="root">
// cannot render <html>/<head>/<body>, so this renders the same page body and lets React hoist the
// router's title, meta and link tags into <head> (JSON-LD stays in the body, as in any client-rendered
// app).
import { HeadContent } from '@tanstack/react-router';
import { PageBody } from '../../../src/layout/document';

export function Document() {
  return (
    <>
      <HeadContent />
      <PageBody />
    </>
  );
}
