import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { toastDurations, toastsBeyondLimit } from './notify.ts';
import { containerStyle, toastStyle } from './ToastHost.css.ts';

/**
 * The toasts (DESIGN §4): bottom-left, the newest last (nearest the corner), dark, at most 20 on screen.
 * ToastHost draws them once react-hot-toast has loaded.
 */
export function Toasts() {
  const { toasts } = useToasterStore();

  // react-hot-toast has no public limit option: dismiss the oldest beyond the limit so they animate out.
  useEffect(() => {
    for (const id of toastsBeyondLimit(toasts)) toast.dismiss(id);
  }, [toasts]);

  return (
    <Toaster
      position="bottom-left"
      containerStyle={containerStyle}
      toastOptions={{
        style: toastStyle,
        blank: { duration: toastDurations.blank },
        error: { duration: toastDurations.error },
        custom: { duration: toastDurations.custom },
        success: { duration: toastDurations.success },
        loading: { duration: toastDurations.loading },
      }}
    />
  );
}
