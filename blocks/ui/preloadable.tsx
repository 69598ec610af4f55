import { use, type ComponentType } from 'react';

export interface Preloadable<P> {
  (props: P): React.ReactNode;
  /** Starts (or joins) the load; resolved once the component can render without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A component whose code is a chunk of its own. Unlike React.lazy it can be loaded ahead of
 * rendering: the router loads a page's block renderers before it renders the page, so the server
 * renders them synchronously and hydration in the browser never shows a fallback. `use()` reads
 * a promise marked fulfilled without suspending.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!loading) {
      const promise = load().then((component) => {
        Object.assign(promise, { status: 'fulfilled', value: component });
        return component;
      });
      // A failed chunk load is retried on the next attempt (e.g. after a network blip).
      promise.catch(() => {
        loading = undefined;
      });
      loading = promise;
    }
    return loading;
  };
  function Loaded(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload });
}
