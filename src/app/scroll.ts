import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Spec §2: after a navigation, scroll smoothly to the element the hash names, otherwise to the top when
 * the path changed. Runs once the new page is rendered (the resolved location), so the target exists.
 */
export function useScrollOnNavigation(): void {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const hash = useRouterState({ select: (state) => state.resolvedLocation?.hash });

  useEffect(() => {
    if (pathname === undefined) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) {
      target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      return;
    }
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  }, [pathname, hash]);
}
