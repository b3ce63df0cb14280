/** The order page's address, for links drawn by components that know nothing of the router. */
export function orderDetailHref(orderId: number): string {
  return `/profile/orders/${orderId}`;
}
