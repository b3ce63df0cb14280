import { notifyManager, QueryClient } from '@tanstack/react-query';

/**
 * An answer reaches the components in the task that received it. Query's default hands it over with
 * `setTimeout(0)`, which queues it behind every task already waiting, and a page that has just changed has
 * many (its images loading, decoding and laying out): measured on the store, the new results then waited up to
 * 70 ms after their answer had arrived. Updates in one microtask checkpoint are still rendered together.
 */
notifyManager.setScheduler(queueMicrotask);

/** Spec §7: other queries do not retry on failure; cached lists set their own 5-minute freshness. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
