import { useEffect, useRef, useState } from 'react';

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
  /** For `useOpenOnArrival`. */
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
 * For the widget: its open state, opened once it has mounted when the stand-in was pressed. Opening after the
 * trigger has taken focus (children's effects run first) is what makes closing it give focus back to the trigger,
 * as when the widget itself is pressed; opened as it mounts, it would give focus back to the stand-in, gone.
 */
export function useOpenOnArrival(openOnArrival: boolean): [boolean, (isOpen: boolean) => void] {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (openOnArrival) setOpen(true);
  }, [openOnArrival]);
  return [isOpen, setOpen];
}
