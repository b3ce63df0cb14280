import { AriaProviders } from '#app/AriaProviders.tsx';
import { AccountMenu } from '#app/session/AccountMenu.tsx';
import { CartWidget } from './CartWidget.tsx';

/** The header's cart and account menu, for a signed-in user: they come in one chunk, so they appear together. */
export function SignedInActions() {
  return (
    <AriaProviders>
      <CartWidget />
      <AccountMenu />
    </AriaProviders>
  );
}
