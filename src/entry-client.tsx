import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { pageLoaders } from 'virtual:site-pages';
import { createAppRouter } from './router';
import './styles.css';

const router = createAppRouter({
  loadPage: (path) => {
    const load = pageLoaders[path];
    if (!load) throw new Error(`No page is configured at ${path}`);
    return load();
  },
});

hydrateRoot(document, <RouterClient router={router} />);
