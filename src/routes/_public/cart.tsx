import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '#pages/shop/cart/CartPage.tsx';

export const Route = createFileRoute('/_public/cart')({
  staticData: { breadcrumbs: [{ label: msg`Shopping Cart` }] },
  component: CartPage,
});
