import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterState } from './notify.ts';

const Toasts = lazy(async () => ({ default: (await import('./Toasts.tsx')).Toasts }));

/**
 * The one toast container: mount it once at the root; show toasts with `notify`. It draws nothing (and the page
 * loads no toast code) until the first toast asks for react-hot-toast; the server and the hydration draw nothing.
 */
export function ToastHost() {
  const isLoaded = useSyncExternalStore(toasterState.subscribe, toasterState.isLoaded, () => false);
  return isLoaded ? (
    <Suspense>
      <Toasts />
    </Suspense>
  ) : null;
}
