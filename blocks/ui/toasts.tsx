import { lazy, Suspense, useSyncExternalStore } from 'react';

// Sonner is loaded only once a visitor starts on a form, not with the page.
let requested = false;
const listeners = new Set<() => void>();
const LazyToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounts the toaster (call it when a form is first used, before any toast is shown). */
export function prepareToasts() {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export async function showToast(kind: 'success' | 'error', message: string) {
  prepareToasts();
  const { toast } = await import('sonner');
  toast[kind](message);
}

export function ToastHost() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
  return show ? (
    <Suspense>
      <LazyToaster position="top-center" offset={80} mobileOffset={80} richColors closeButton />
    </Suspense>
  ) : null;
}
