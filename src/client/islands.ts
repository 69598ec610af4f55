// The browser half of blocks/ui/island.tsx: each island is hydrated as a React root of its own,
// from its chunk and the props the server rendered it with. Everything else stays server HTML.
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

const islandModules = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>('../../blocks/islands/*.tsx');
const roots = new Map<Element, Root>();

/**
 * Calls `onCommit` once React has committed its island (hydrateRoot only schedules the work): the
 * island is marked `data-hydrated`, its handlers answer from then on, and tests wait on this rather
 * than on an idle network. One child and no id of its own, so the island's `useId` values stay the server's.
 */
function OnCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

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
      // The stylesheet keeps hover and focus fallbacks (the header's menus) until it is marked hydrated.
      const children = createElement(Component, JSON.parse(props) as Record<string, unknown>);
      roots.set(
        element,
        hydrateRoot(element, createElement(OnCommit, { onCommit: () => element.setAttribute('data-hydrated', ''), children }), {
          identifierPrefix: islandPrefix,
        }),
      );
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
