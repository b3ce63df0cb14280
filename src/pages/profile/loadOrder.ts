import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { orderQuery } from '#api/orders.ts';

/**
 * The loader of an order's pages. Any failure but one is the page's to show, with a retry; an order the server
 * does not show this user (unknown, or someone else's) is not found.
 */
export async function loadOrder(queryClient: QueryClient, orderId: number): Promise<void> {
  const query = orderQuery(orderId);
  await queryClient.prefetchQuery(query);
  if (queryClient.getQueryData(query.queryKey) === null) throw notFound();
}
