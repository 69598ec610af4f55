import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach } from 'vitest';
import { RenderBlocks, type Block } from '../../blocks';
import type { Locale } from '../../data/locales';
import { hydrateIslands, unmountIslands } from '../../src/client/islands';

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) {
    unmountIslands(container);
    container.remove();
  }
});

/** Renders blocks the way a visitor gets them, in the page's language: the server's HTML, then its islands hydrated. */
export async function renderBlocks(blocks: readonly Block[], locale?: Locale) {
  const container = document.body.appendChild(document.createElement('div'));
  containers.push(container);
  container.innerHTML = renderToString(<RenderBlocks blocks={blocks} locale={locale} />);
  await act(() => hydrateIslands(container));
  return { container };
}
