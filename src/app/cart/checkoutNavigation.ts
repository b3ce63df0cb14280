import { createContext } from 'react';

/**
 * How the browser leaves for the gateway's checkout page: a full navigation, since the checkout is another site.
 * A context so the model-based suite (src/machines/purchase/purchase.model.test.tsx) can see where it would go.
 */
export const CheckoutNavigationContext = createContext<(checkoutUrl: string) => void>((checkoutUrl) =>
  window.location.assign(checkoutUrl),
);
