import { useLingui } from '@lingui/react/macro';
import { PlainButton, type PlainButtonProps } from '#ui/Button/PlainButton.tsx';
import { cartButtonProps } from './cartButtonProps.ts';
import { useCart } from './cartContext.ts';

type AddToCartButtonProps = Omit<PlainButtonProps, 'onClick' | 'isPending' | 'children'> & {
  skin: { skin_id: number; name: string };
};

/**
 * The product page's 'Add to cart' / 'In cart' button; pressing 'In cart' takes the item out (spec §2, §4). A
 * native button: the page hydrates none of react-aria's press handling for it.
 */
export function AddToCartButton({ skin, ...props }: AddToCartButtonProps) {
  const { t } = useLingui();
  const { inCart, isBusy, onAddToCart, onRemoveFromCart } = cartButtonProps(useCart(), skin);
  return (
    <PlainButton
      variant={inCart ? 'secondary' : 'primary'}
      {...props}
      isPending={isBusy}
      onClick={inCart ? onRemoveFromCart : onAddToCart}
    >
      {inCart ? t`In cart` : t`Add to cart`}
    </PlainButton>
  );
}
