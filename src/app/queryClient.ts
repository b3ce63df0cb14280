import { QueryClient } from '@tanstack/react-query';

/** Spec §7: other queries do not retry on failure; cached lists set their own 5-minute freshness. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
