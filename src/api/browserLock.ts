/** The part of the Web Locks API this module uses (absent from older browsers and from jsdom). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, task: () => Promise<T>): Promise<T>;
}

/**
 * Runs `task` while holding the browser-wide lock `name`: the tabs of this origin take turns, one at a time.
 * Where the Web Locks API is missing, `task` runs at once; whatever it guards must then tolerate two tabs doing
 * it together (the refresh does: the server answers a second tab presenting the same refresh token within a few
 * seconds with the same successor). An aborted `signal` gives up the wait for the lock.
 */
export function withBrowserLock<T>(
  name: string,
  task: () => Promise<T>,
  { signal, locks = globalThis.navigator?.locks }: { signal?: AbortSignal; locks?: LockManagerLike } = {},
): Promise<T> {
  if (!locks) return task();
  return locks.request(name, signal ? { signal } : {}, task);
}
