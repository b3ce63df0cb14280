import type { Renderable, ToastType } from 'react-hot-toast';

/** Spec §9: how long each kind of toast stays, in one place. Loading toasts stay until dismissed or replaced. */
export const toastDurations: Record<ToastType, number> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
};

/** DESIGN §4: never more than this many toasts on screen at once. */
export const toastLimit = 20;

/** Only an id may be passed: it turns a loading toast into its outcome. Durations and looks stay with the host. */
export interface NotifyOptions {
  id?: string;
}

type Toaster = typeof import('react-hot-toast').default;

/*
 * react-hot-toast loads with the first toast, not with the page (most pages never show one): until then a toast
 * waits for it, in order, and the host (ToastHost) draws nothing. Once loaded, toasts are shown at once.
 */
let toaster: Toaster | undefined;
let loadingToaster: Promise<Toaster> | undefined;
const toasterListeners = new Set<() => void>();

/** Loads react-hot-toast (once); the host draws the toasts from then on. */
export function loadToaster(): Promise<Toaster> {
  loadingToaster ??= import('react-hot-toast').then(({ default: loaded }) => {
    toaster = loaded;
    for (const listener of toasterListeners) listener();
    return loaded;
  });
  return loadingToaster;
}

/** For the host: whether react-hot-toast is there, and a way to hear when it arrives. */
export const toasterState = {
  isLoaded: () => toaster !== undefined,
  subscribe(listener: () => void) {
    toasterListeners.add(listener);
    return () => {
      toasterListeners.delete(listener);
    };
  },
};

function withToaster(call: (loaded: Toaster) => void) {
  if (toaster) call(toaster);
  else void loadToaster().then(call);
}

let toastCount = 0;

/** Shows a toast once react-hot-toast is there; its id is known now, so it can be replaced or dismissed meanwhile. */
function show(options: NotifyOptions | undefined, call: (loaded: Toaster, id: string) => void): string {
  toastCount += 1;
  const id = options?.id ?? `toast-${toastCount}`;
  withToaster((loaded) => call(loaded, id));
  return id;
}

/** The app's way to show a toast; returns the toast id. */
export const notify = {
  blank: (message: Renderable, options?: NotifyOptions) => show(options, (toast, id) => toast(message, { id })),
  success: (message: Renderable, options?: NotifyOptions) =>
    show(options, (toast, id) => toast.success(message, { id })),
  error: (message: Renderable, options?: NotifyOptions) => show(options, (toast, id) => toast.error(message, { id })),
  loading: (message: Renderable, options?: NotifyOptions) =>
    show(options, (toast, id) => toast.loading(message, { id })),
  custom: (content: Renderable, options?: NotifyOptions) => show(options, (toast, id) => toast.custom(content, { id })),
  /** Hides one toast, or every toast without an id. */
  dismiss: (id?: string) => withToaster((toast) => toast.dismiss(id)),
};

/** The visible toasts beyond the limit, oldest ones; the store lists the newest first. */
export function toastsBeyondLimit(toasts: readonly { id: string; visible: boolean }[], limit = toastLimit): string[] {
  return toasts
    .filter((shown) => shown.visible)
    .slice(limit)
    .map((shown) => shown.id);
}
