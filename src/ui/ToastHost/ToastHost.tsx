import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasterState } from './notify.ts';

const Toasts = lazy(async () => ({ default: (await import('./Toasts.tsx')).Toasts }));

/**
 * The one toast container: mount it once at the root; show toasts with `notify`. It draws nothing (and the page
 * loads no toast code) until the first toast asks for react-hot-toast; the server and the hydration draw nothing.
 *
 * Use it once, in the app's root; toasts tell the outcome of what the shopper just did (spec §9). Not for a
 * message that must stay until read (a `ShopNotice`, the form's error), nor for a field's error.
 */
export function ToastHost() {
  const isLoaded = useSyncExternalStore(toasterState.subscribe, toasterState.isLoaded, () => false);
  return isLoaded ? (
    <Suspense>
      <Toasts />
    </Suspense>
  ) : null;
}
