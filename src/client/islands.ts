// The browser half of blocks/ui/island.tsx: each island is hydrated as a React root of its own,
// from its chunk and the props the server rendered it with. Everything else stays server HTML.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

const islandModules = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('../../blocks/islands/*.tsx');
const roots = new Map<Element, Root>();

/** Hydrates the islands inside `scope` (the document, or the content of a page swapped in). */
export function hydrateIslands(scope: ParentNode): Promise<unknown> {
  return Promise.all(
    [...scope.querySelectorAll<HTMLElement>('[data-island]')].map(async (element) => {
      const { island = '', islandPrefix = '', props = '{}' } = element.dataset;
      const load = islandModules[`../../blocks/islands/${island}.tsx`];
      if (!load) throw new Error(`No island named ${island}`);
      const { default: Component } = await load();
      // The page may have been swapped out while the chunk loaded.
      if (!element.isConnected || roots.has(element)) return;
      roots.set(element, hydrateRoot(element, createElement(Component, JSON.parse(props) as Record<string, unknown>), { identifierPrefix: islandPrefix }));
      // The stylesheet keeps hover and focus fallbacks (the header's menus) until this point.
      element.dataset.hydrated = '';
    }),
  );
}

/** Unmounts the islands inside `scope` before it leaves the page. */
export function unmountIslands(scope: Element) {
  for (const [element, root] of roots) {
    if (!scope.contains(element)) continue;
    root.unmount();
    roots.delete(element);
  }
}
