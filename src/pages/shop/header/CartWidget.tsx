import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type CartControls, useCart } from '#app/cart/cartContext.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import type { Cart } from '#contract/cart.ts';
import { Badge } from '#ui/Badge/Badge.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Dialog, DialogTrigger } from '#ui/Dialog/Dialog.tsx';
import { Picture } from '#ui/Picture/Picture.tsx';
import { Popover } from '#ui/Popover/Popover.tsx';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import * as styles from './CartWidget.css.ts';

/**
 * The header's cart (spec §2): a button with the total quantity, opening a dropdown with the items, the total
 * and the ways on (Buy and View Cart go to /cart, where the terms are agreed before paying). It closes when the
 * page changes. Rendered by the header for signed-in users only.
 *
 * Use it in the header only: it reads the app's cart. Not for the cart page, which lists the items with
 * `CartItemList` and checks out with `CheckoutPanel`.
 */
export function CartWidget() {
  const { t } = useLingui();
  const cart = useCart();
  const [isOpen, setOpen] = useState(false);
  const href = useRouterState({ select: (state) => state.location.href });

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location.
  useEffect(() => setOpen(false), [href]);

  const quantity = cart.cart?.total_quantity ?? 0;
  const label =
    quantity > 0
      ? plural(quantity, { one: 'Shopping cart, # item', other: 'Shopping cart, # items' })
      : t`Shopping cart`;

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="ghost" aria-label={label} className={styles.trigger}>
        <CartIcon />
        {quantity > 0 && (
          <Badge variant="count" tone="accent" aria-hidden="true" className={styles.countBadge}>
            {quantity}
          </Badge>
        )}
      </Button>
      <Popover placement="bottom end" className={styles.dropdown}>
        <Dialog heading={t`Shopping Cart`} className={styles.dialog}>
          <CartDropdownContent cart={cart} />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function CartDropdownContent({ cart: { status, cart, busySkinId, remove, reload } }: { cart: CartControls }) {
  if (cart) {
    return cart.items.length > 0 ? (
      <CartItems cart={cart} busySkinId={busySkinId} onRemove={remove} />
    ) : (
      <>
        <p className={styles.message}>
          <Trans>Your cart is empty</Trans>
        </p>
        <ContinueShoppingLink />
      </>
    );
  }
  if (status === 'error') {
    return (
      <>
        <p className={styles.message} role="alert">
          <Trans>Your cart could not be loaded.</Trans>
        </p>
        <Button variant="secondary" onPress={reload}>
          <Trans>Try again</Trans>
        </Button>
      </>
    );
  }
  return (
    <p className={styles.message} role="status">
      <Trans>Loading your cart…</Trans>
    </p>
  );
}

interface CartItemsProps {
  cart: Cart;
  busySkinId: number | undefined;
  onRemove(skinId: number): void;
}

function CartItems({ cart, busySkinId, onRemove }: CartItemsProps) {
  const { t } = useLingui();
  const count = cart.total_quantity;
  return (
    <>
      <ul className={styles.itemList}>
        {cart.items.map((item) => {
          const { name } = item;
          const isChanging = item.skin_id === busySkinId;
          return (
            <li
              key={item.skin_id}
              className={styles.item}
              aria-busy={isChanging || undefined}
              data-changing={isChanging || undefined}
            >
              <Picture url={item.image_url} width={48} className={styles.itemImage} />
              <span className={styles.itemText}>
                <span className={styles.itemName}>{name}</span>
                {!item.available && (
                  <span className={styles.unavailable}>
                    <Trans>No longer available</Trans>
                  </span>
                )}
              </span>
              <PriceTag value={item.price} currency={cart.currency} className={styles.itemPrice} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Remove ${name}`}
                isDisabled={isChanging}
                onPress={() => onRemove(item.skin_id)}
                className={styles.removeButton}
              >
                <TrashIcon />
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.summary}>
        <p className={styles.summaryLine}>
          <span>{plural(count, { one: '# item', other: '# items' })}</span>
          <span className={styles.total}>
            <Trans>Total</Trans> <PriceTag value={cart.total_price} currency={cart.currency} />
          </span>
        </p>
        <div className={styles.buttons}>
          <RouterLink to="/cart" appearance="button">
            <Trans>Buy</Trans>
          </RouterLink>
          <RouterLink to="/cart" appearance="button" variant="secondary">
            <Trans>View Cart</Trans>
          </RouterLink>
        </div>
        <ContinueShoppingLink />
      </div>
    </>
  );
}

function ContinueShoppingLink() {
  return (
    <RouterLink to="/cs-store" className={styles.continueLink}>
      <Trans>Continue Shopping</Trans>
    </RouterLink>
  );
}

function CartIcon() {
  return (
    <svg className={styles.cartIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.4a1.5 1.5 0 0 0 1.4-1.1L21 8H6.2"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg className={styles.removeIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 2h4a1 1 0 0 1 1 1v1h4a1 1 0 1 1 0 2h-1l-.8 10.2A2 2 0 0 1 13.2 18H6.8a2 2 0 0 1-2-1.8L4 6H3a1 1 0 0 1 0-2h4V3a1 1 0 0 1 1-1zm-2 4 .8 10h6.4L14 6zm2 2a1 1 0 0 1 1 1v4a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1zm4 0a1 1 0 0 1 1 1v4a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1z"
      />
    </svg>
  );
}
