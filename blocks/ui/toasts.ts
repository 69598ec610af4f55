// Sonner is loaded only once a visitor starts on a form, not with the page; the toaster itself is
// the island blocks/islands/toast-host.tsx.
let requested = false;
const listeners = new Set<() => void>();

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

/** Whether the toaster should be mounted, for useSyncExternalStore. */
export const toastsRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => requested,
};
