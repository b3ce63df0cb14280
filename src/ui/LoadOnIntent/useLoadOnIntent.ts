import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What a stand-in spreads on its control: each sign that the visitor wants the widget. */
export interface IntentProps {
  onPointerEnter(): void;
  onPointerDown(): void;
  onPointerUp(): void;
  onPointerLeave(): void;
  onFocus(): void;
  onBlur(): void;
  onClick(): void;
}

/** How the widget takes the stand-in's place: focused if the stand-in is or was pressed, open if it was pressed. */
export interface Arrival {
  autoFocus: boolean;
  /** For `useArrival`. */
  openOnArrival: boolean;
}

/**
 * A widget whose code (react-aria's, mostly) loads on the visitor's first sign of wanting it, drawn until then by
 * a native stand-in that looks the same. Pointing at the stand-in starts loading the widget; pressing it, or
 * reaching it from the keyboard, has the widget take its place once loaded, open if it was pressed and focused if
 * the stand-in still is. Never in the middle of a press: a press that began on the stand-in ends on it. The
 * page's first load carries only the stand-in, which the server and the hydration draw alike (nothing loads before
 * an intent). A load that fails leaves the stand-in, and the next intent tries again.
 */
export function useLoadOnIntent<T>(load: () => Promise<T>): {
  /** The loaded widget, once it is to be drawn instead of the stand-in. */
  widget: T | undefined;
  intentProps: IntentProps;
  arrival: Arrival;
} {
  const [loaded, setLoaded] = useState<{ widget: T }>();
  const [isLoading, setLoading] = useState(false);
  const [isWanted, setWanted] = useState(false);
  const [isOpenWanted, setOpenWanted] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  // A press focuses the button before it ends: the widget waits for the click rather than take over meanwhile.
  const isPressing = useRef(false);

  const startLoading = () => {
    if (isLoading || loaded) return;
    setLoading(true);
    load().then(
      (widget) => setLoaded({ widget }),
      () => setLoading(false),
    );
  };
  const endPress = () => {
    isPressing.current = false;
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
