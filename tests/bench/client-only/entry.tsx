// The client-only counterpart of src/entry-client.tsx: same router, config and page chunks, but
// an empty root rendered in the browser instead of pre-rendered HTML hydrated.
import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { pageLoaders } from 'virtual:site-pages';
import { createAppRouter } from '../../../src/router';
import '../../../src/styles.css';

const router = createAppRouter({
  // The shell (spa-document.tsx) renders no document, so no assets to link.
  assets: { css: [], scripts: [] },
  loadPage: (path) => {
    const load = pageLoaders[path];
    if (!load) throw new Error(`No page is configured at ${path}`);
    return load();
  },
});

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
