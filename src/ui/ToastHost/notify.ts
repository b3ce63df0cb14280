import toast, { type Renderable, type ToastType } from 'react-hot-toast';

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

/** The app's way to show a toast; returns the toast id. */
export const notify = {
  blank: (message: Renderable, options?: NotifyOptions) => toast(message, options),
  success: (message: Renderable, options?: NotifyOptions) => toast.success(message, options),
  error: (message: Renderable, options?: NotifyOptions) => toast.error(message, options),
  loading: (message: Renderable, options?: NotifyOptions) => toast.loading(message, options),
  custom: (content: Renderable, options?: NotifyOptions) => toast.custom(content, options),
  /** Hides one toast, or every toast without an id. */
  dismiss: (id?: string) => toast.dismiss(id),
};

/** The visible toasts beyond the limit, oldest ones; the store lists the newest first. */
export function toastsBeyondLimit(toasts: readonly { id: string; visible: boolean }[], limit = toastLimit): string[] {
  return toasts
    .filter((shown) => shown.visible)
    .slice(limit)
    .map((shown) => shown.id);
}
