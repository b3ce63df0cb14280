import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RouterLink } from '../../app/RouterLink.tsx';
import { EmptyState, Page } from '../-components/Page.tsx';

export const Route = createFileRoute('/_public/cart')({
  staticData: { breadcrumbs: [{ label: msg`Shopping Cart` }] },
  component: CartPage,
});

function CartPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Shopping Cart`}>
      <EmptyState
        title={t`Your cart is empty`}
        action={
          <RouterLink to="/cs-store" appearance="button">
            <Trans>Continue Shopping</Trans>
          </RouterLink>
        }
      >
        <Trans>Sign in with Steam and add items from a store: they will be listed here, ready to pay.</Trans>
      </EmptyState>
    </Page>
  );
}
