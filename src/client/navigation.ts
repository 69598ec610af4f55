// Client-side navigation between the pre-rendered pages. A click on a link to another page of the
// site fetches that page's HTML (the same file a first visit gets, so there is one rendering of
// every page), swaps in its <main> and its head, and hydrates its islands; history,
// scroll position and focus behave as on a page load. Anything unexpected falls back to a load, and
// so does a page in another language: its header, footer and <html lang> are all that language's.
import { hydrateIslands, unmountIslands } from './islands';
import { pageSwapEvent } from '../../blocks/ui/page-swap';

interface FetchedPage {
  /** Where the server answered from, after redirects (e.g. an old bio address). */
  url: URL;
  html: string;
}

// Pages fetched so far (prefetched on intent), by path and query.
const pages = new Map<string, Promise<FetchedPage>>();
/**
 * What the shown page loaded or ran, which a swap keeps: the stylesheet and the styles (the critical
 * CSS, a library's own), the scripts and module preloads, and the manifest. The loader in
 * src/layout/document.tsx adds most of them after the first paint, so a fetched page does not list
 * them: taking them out would unstyle the page or load them again, and a script cannot be un-run.
 * The <noscript> is only for visitors without scripts, who never swap.
 */
const loaded = 'link[rel~="stylesheet"], link[rel="modulepreload"], link[rel="manifest"], style, script, noscript';

function pageKey(url: URL) {
  return url.pathname + url.search;
}

/** The page a link leads to, if following it is ours to do. */
function internalDestination(target: EventTarget | null): URL | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  // Files such as /sitemap.xml are not pages.
  if (url.origin !== location.origin || /\.\w+$/.test(url.pathname)) return undefined;
  return url;
}

function fetchPage(url: URL): Promise<FetchedPage> {
  const key = pageKey(url);
  let page = pages.get(key);
  if (!page) {
    page = fetch(key, { headers: { accept: 'text/html' } }).then(async (response) => {
      const html = response.headers.get('content-type')?.startsWith('text/html');
      // 404 is a page too (the not-found page); anything else is left to a real load.
      if (!html || (response.status !== 200 && response.status !== 404)) throw new Error(`${key} answered ${response.status}`);
      return { url: new URL(response.url), html: await response.text() };
    });
    page.catch(() => pages.delete(key));
    pages.set(key, page);
  }
  return page;
}

function rememberScroll() {
  history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
}

let latestVisit = 0;

async function visit(url: URL, { push }: { push: boolean }) {
  const visitNumber = ++latestVisit;
  let page: FetchedPage;
  try {
    page = await fetchPage(url);
  } catch {
    location.assign(url.href);
    return;
  }
  if (visitNumber !== latestVisit) return; // a later click won
  const next = new DOMParser().parseFromString(page.html, 'text/html');
  const main = document.getElementById('main');
  const nextMain = next.getElementById('main');
  if (!main || !nextMain || next.documentElement.lang !== document.documentElement.lang) {
    location.assign(url.href);
    return;
  }

  const address = new URL(page.url);
  address.hash = url.hash;
  if (push) {
    rememberScroll();
    // Entries made here restore their scroll position themselves, after their page is swapped in.
    history.scrollRestoration = 'manual';
    history.pushState({}, '', address);
  } else if (address.href !== location.href) {
    history.replaceState(history.state, '', address);
  }

  swapHead(next);
  unmountIslands(main);
  main.replaceChildren(...nextMain.childNodes);
  void hydrateIslands(main);
  swapHeader(next);

  const target = address.hash ? document.getElementById(decodeURIComponent(address.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, push ? 0 : ((history.state as { scrollY?: number } | null)?.scrollY ?? 0));
  // As after a page load, the next Tab starts from the new content; screen readers hear its start.
  main.focus({ preventScroll: true });
  window.dispatchEvent(new Event(pageSwapEvent));
}

/**
 * The head becomes the fetched page's, as a load of it has it, the way Astro's view-transition swap
 * does it: an element equal to one of the fetched head stays, the fetched head's others come in at
 * their place in its order, and the rest goes, except what the page loaded or ran. The fetched
 * <noscript> is left out: DOMParser, which runs no scripts, made its content elements, and its
 * stylesheet link would load here.
 */
function swapHead(next: Document) {
  const current = [...document.head.children];
  const kept = new Set<Element>();
  let previous: Element | undefined;
  for (const element of [...next.head.children]) {
    if (element.localName === 'noscript') continue;
    const same = current.find((old) => !kept.has(old) && old.isEqualNode(element));
    if (same) kept.add(same);
    else if (previous) previous.after(element);
    else document.head.prepend(element);
    previous = same ?? element;
  }
  for (const old of current) if (!kept.has(old) && !old.matches(loaded)) old.remove();
}

const headerIsland = '[data-island="site-header"]';

/** The header is the page's too where it differs, as its language link leads to the page's own twin. */
function swapHeader(next: Document) {
  const header = document.querySelector<HTMLElement>(headerIsland);
  const nextHeader = next.querySelector<HTMLElement>(headerIsland);
  if (!header?.parentElement || !nextHeader || header.dataset.props === nextHeader.dataset.props) return;
  const parent = header.parentElement;
  unmountIslands(header);
  header.replaceWith(nextHeader);
  void hydrateIslands(parent);
}

export function startNavigation() {
  // A reload of an entry made here: the browser leaves its scroll position to us.
  const initialScroll = (history.state as { scrollY?: number } | null)?.scrollY;
  if (history.scrollRestoration === 'manual' && initialScroll !== undefined && !location.hash) window.scrollTo(0, initialScroll);
  let shownPage = pageKey(new URL(location.href));

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = internalDestination(event.target);
    // A link within this page (a #fragment) stays the browser's.
    if (!url || pageKey(url) === shownPage) return;
    event.preventDefault();
    shownPage = pageKey(url);
    void visit(url, { push: true }).then(() => (shownPage = pageKey(new URL(location.href))));
  });
  window.addEventListener('popstate', () => {
    const url = new URL(location.href);
    if (pageKey(url) === shownPage) return; // back or forward within one page's fragments
    shownPage = pageKey(url);
    void visit(url, { push: false }).then(() => (shownPage = pageKey(new URL(location.href))));
  });
  // Fetch a page as soon as a visitor points at, touches or tabs to its link.
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(
      type,
      (event) => {
        const url = internalDestination(event.target);
        if (url && pageKey(url) !== shownPage) void fetchPage(url).catch(() => undefined);
      },
      { passive: true },
    );
  }
  window.addEventListener('pagehide', rememberScroll);
}
