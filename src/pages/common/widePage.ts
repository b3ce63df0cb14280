import { useMatches } from '@tanstack/react-router';

// Apart from the page frame (Page.tsx), which loads with the pages: the layout around every page reads this.

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page uses the whole window, up to a very wide screen (the stores' grids); header and footer follow. */
    wide?: boolean;
  }
}

/** Whether the deepest page asks for the wide column (its route's `staticData.wide`). */
export function useIsWidePage(): boolean {
  return useMatches({ select: (matches) => matches.some((match) => match.staticData.wide === true) });
}
