import { type NavigateOptions, type RegisteredRouter, useRouter } from '@tanstack/react-router';
import { type FocusEvent, type MouseEvent, useRef } from 'react';

/** What `useRouterAnchor` puts on an `<a>` whose `href` is the destination's address. */
export interface RouterAnchorProps {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLAnchorElement>) => void;
  onBlur: () => void;
  onTouchStart: () => void;
}

/**
 * A plain `<a href>` that behaves like the router's Link for one fixed destination: a plain click navigates
 * inside the app, a click with a modifier key, another button or a target is the browser's; the pointer resting
 * on it, focus or a touch preload the page when the router preloads on intent (`defaultPreload: 'intent'`), as Link does.
 *
 * Unlike Link, it reads nothing from the router's location: it never marks itself current, and in exchange costs
 * nothing at a navigation, where Link builds every link's location again. For lists of many links to other pages
 * (a store's sixty cards, redrawn on every change of filters); Link stays for navigation that shows where one is.
 */
export function useRouterAnchor<const To extends string | undefined>(
  /** Where the anchor leads, as `navigate` takes it: a typed `to` and its `params`. */
  destination: NavigateOptions<RegisteredRouter, string, To>,
): RouterAnchorProps {
  const router = useRouter<RegisteredRouter>();
  const pendingPreload = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelPreload = () => {
    clearTimeout(pendingPreload.current);
    pendingPreload.current = undefined;
  };
  const preloadsOnIntent = router.options.defaultPreload === 'intent';
  const preload = () => {
    if (!preloadsOnIntent) return;
    // A preload that fails costs nothing: the click loads the page again and shows its error.
    void router.preloadRoute(destination).catch(() => undefined);
  };
  const preloadSoon = () => {
    if (!preloadsOnIntent) return;
    pendingPreload.current ??= setTimeout(() => {
      pendingPreload.current = undefined;
      preload();
    }, router.options.defaultPreloadDelay ?? 0);
  };
  return {
    onClick: (event) => {
      const { currentTarget, button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented } = event;
      const target = currentTarget.getAttribute('target');
      if (defaultPrevented || button !== 0 || metaKey || altKey || ctrlKey || shiftKey) return;
      if (target && target !== '_self') return;
      event.preventDefault();
      cancelPreload();
      void router.navigate(destination);
    },
    onMouseEnter: preloadSoon,
    onMouseLeave: cancelPreload,
    onFocus: preloadSoon,
    onBlur: cancelPreload,
    onTouchStart: preload,
  };
}
