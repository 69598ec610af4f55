import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsRequested } from '../ui/toasts';

const LazyToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Sonner's toaster, mounted once a form asks for it (blocks/ui/toasts.tsx). */
export default function ToastHost() {
  const show = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get, () => false);
  return show ? (
    <Suspense>
      <LazyToaster position="top-center" offset={80} mobileOffset={80} richColors closeButton />
    </Suspense>
  ) : null;
}
