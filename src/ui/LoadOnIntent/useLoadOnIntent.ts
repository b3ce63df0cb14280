import { useState } from 'react';

/** What a stand-in spreads on its control: each sign that the visitor wants the widget. */
export interface IntentProps {
  onPointerEnter(): void;
  onFocus(): void;
  onBlur(): void;
  onClick(): void;
}

/** How the widget takes the stand-in's place: focused if the stand-in was, open if it was pressed. */
export interface Arrival {
  autoFocus: boolean;
  defaultOpen: boolean;
}

/** Widgets already loaded in this page, so a stand-in drawn again (another page's layout) is not shown twice. */
const loadedWidgets = new Map<() => Promise<unknown>, unknown>();

/**
 * A widget whose code (react-aria's, mostly) loads on the visitor's first sign of wanting it, drawn until then by
 * a native stand-in that looks the same: pointing at it, focusing it or pressing it loads the widget, which then
 * takes the stand-in's place, focused if the stand-in was and open if it was pressed. The page's first load
 * carries only the stand-in, which the server and the hydration draw alike (nothing is loaded before an intent).
 * A load that fails leaves the stand-in, and the next intent tries again.
 *
 * `load` must be one function for the life of the page (a module-level constant): it is the widget's identity.
 */
export function useLoadOnIntent<T>(load: () => Promise<T>): {
  loaded: T | undefined;
  intentProps: IntentProps;
  arrival: Arrival;
} {
  const [loaded, setLoaded] = useState(() => loadedWidgets.get(load) as T | undefined);
  const [isLoading, setLoading] = useState(false);
  const [arrival, setArrival] = useState<Arrival>({ autoFocus: false, defaultOpen: false });

  const startLoading = () => {
    if (isLoading || loaded !== undefined) return;
    setLoading(true);
    load().then(
      (widget) => {
        loadedWidgets.set(load, widget);
        setLoaded(() => widget);
      },
      () => setLoading(false),
    );
  };

  const intentProps: IntentProps = {
    onPointerEnter: startLoading,
    onFocus: () => {
      startLoading();
      setArrival((current) => ({ ...current, autoFocus: true }));
    },
    onBlur: () => setArrival((current) => ({ ...current, autoFocus: false })),
    onClick: () => {
      startLoading();
      setArrival((current) => ({ ...current, defaultOpen: true }));
    },
  };
  return { loaded, intentProps, arrival };
}
