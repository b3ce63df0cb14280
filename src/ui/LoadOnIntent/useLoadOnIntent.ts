import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What a stand-in spreads on its control: each sign that the visitor wants the widget. */
export interface IntentProps {
  /** The pointer came to rest on the stand-in: the widget's code starts loading. */
  onPointerEnter(): void;
  /** A press began on the stand-in: the widget arrives focused and open. */
  onPointerDown(): void;
  /** The press ended. */
  onPointerUp(): void;
  /** The pointer left before pressing: the widget still arrives, unfocused. */
  onPointerLeave(): void;
  /** The keyboard reached the stand-in: the widget arrives focused. */
  onFocus(): void;
  /** The focus left the stand-in before the widget arrived. */
  onBlur(): void;
  /** A click (or Enter, Space) on the stand-in: the widget arrives open. */
  onClick(): void;
}

/** How the widget takes the stand-in's place: focused if the stand-in is or was pressed, open if it was pressed. */
export interface Arrival {
  autoFocus: boolean;
  /** For `useArrival`. */
  openOnArrival: boolean;
}

export interface LoadOnIntentOptions {
  /**
   * The widget takes the stand-in's place as soon as it has loaded (a press in progress ends first), not only once
   * pressed or focused: for controls used by dragging or typing straight away (a slider, a number field), which the
   * pointer resting on them loads, so that the press lands on the widget itself.
   */
  arriveWhenLoaded?: boolean;
}

/** What each load has given, so that a widget loaded once is drawn at once wherever it is drawn again. */
const loadedWidgets = new WeakMap<() => Promise<unknown>, { widget: unknown }>();

/**
 * Loads a widget ahead of any intent, for a view about to draw it (a dialog holding its stand-ins): its stand-ins
 * are then skipped where `arriveWhenLoaded` says so, and the others arrive at the first intent.
 */
export async function preloadWidget<T>(load: () => Promise<T>): Promise<T> {
  const widget = await load();
  loadedWidgets.set(load, { widget });
  return widget;
}

/**
 * A widget whose code (react-aria's, mostly) loads on the visitor's first sign of wanting it, drawn until then by
 * a native stand-in that looks the same. Pointing at the stand-in starts loading the widget; pressing it, or
 * reaching it from the keyboard, has the widget take its place once loaded, open if it was pressed and focused if
 * the stand-in still is. Never in the middle of a press: a press that began on the stand-in ends on it. The
 * page's first load carries only the stand-in, which the server and the hydration draw alike (nothing loads before
 * an intent). A load that fails leaves the stand-in, and the next intent tries again. `load` must be one function
 * for the whole app (a module's constant): once it has given its widget, later stand-ins of it are skipped (with
 * `arriveWhenLoaded`) or arrive at the first intent.
 */
export function useLoadOnIntent<T>(
  load: () => Promise<T>,
  { arriveWhenLoaded = false }: LoadOnIntentOptions = {},
): {
  /** The loaded widget, once it is to be drawn instead of the stand-in. */
  widget: T | undefined;
  intentProps: IntentProps;
  arrival: Arrival;
} {
  const [loaded, setLoaded] = useState(() => loadedWidgets.get(load) as { widget: T } | undefined);
  const [isLoading, setLoading] = useState(false);
  const [isWanted, setWanted] = useState(() => arriveWhenLoaded && loaded !== undefined);
  const [isOpenWanted, setOpenWanted] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  // A press focuses the button before it ends: the widget waits for the click rather than take over meanwhile.
  const isPressing = useRef(false);

  const startLoading = () => {
    if (isLoading || loaded) return;
    setLoading(true);
    preloadWidget(load).then(
      (widget) => {
        setLoaded({ widget });
        if (arriveWhenLoaded && !isPressing.current) setWanted(true);
      },
      () => setLoading(false),
    );
  };
  const endPress = () => {
    isPressing.current = false;
    if (arriveWhenLoaded && loaded) setWanted(true);
  };

  const intentProps: IntentProps = {
    onPointerEnter: startLoading,
    onPointerDown: () => {
      isPressing.current = true;
      startLoading();
    },
    onPointerUp: endPress,
    onPointerLeave: endPress,
    onFocus: () => {
      startLoading();
      setHasFocus(true);
      if (!isPressing.current) setWanted(true);
    },
    onBlur: () => setHasFocus(false),
    onClick: () => {
      startLoading();
      setOpenWanted(true);
      setWanted(true);
    },
  };
  return {
    widget: isWanted ? loaded?.widget : undefined,
    intentProps,
    arrival: { autoFocus: hasFocus || isOpenWanted, openOnArrival: isOpenWanted },
  };
}

/**
 * For the widget, what its arrival in the stand-in's place takes: the ref of its trigger, and its open state.
 * The trigger takes the focus as it mounts, when the stand-in had it, before anything else runs; the widget opens
 * after that when the stand-in was pressed, so that closing it gives focus back to the trigger, as when the widget
 * itself is pressed (a popover gives focus back to what had it as it opened). react-aria's own `autoFocus` cannot
 * be relied on here: after a keyboard's press (whose click reads as a screen reader's) it waits for the page's
 * transitions to end, by which time the open popover has taken the focus and remembered the page instead.
 */
export function useArrival<T extends HTMLElement>({
  autoFocus,
  openOnArrival,
}: Arrival): { triggerRef: RefObject<T | null>; isOpen: boolean; setOpen: (isOpen: boolean) => void } {
  const triggerRef = useRef<T>(null);
  const [isOpen, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (autoFocus) triggerRef.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (openOnArrival) setOpen(true);
  }, [openOnArrival]);
  return { triggerRef, isOpen, setOpen };
}
