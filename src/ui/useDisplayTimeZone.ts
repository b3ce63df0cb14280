import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * The time zone dates are written in: UTC on the server and while the page it drew hydrates (the server knows
 * no shopper's zone, and hydration must find the text it drew), then the browser's own (`undefined`), which a
 * page rendered in the browser uses from the start.
 */
export function useDisplayTimeZone(): string | undefined {
  return useSyncExternalStore(
    neverChanges,
    () => undefined,
    () => 'UTC',
  );
}
