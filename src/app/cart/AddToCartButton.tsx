import { Trans } from '@lingui/react/macro';
import { Button, type ButtonProps } from '#ui/Button/Button.tsx';
import { cartButtonProps } from './cartButtonProps.ts';
import { useCart } from './cartContext.ts';

type AddToCartButtonProps = Omit<ButtonProps, 'onPress' | 'isPending' | 'children'> & {
  skin: { skin_id: number; name: string };
};

/** The product page's 'Add to cart' / 'In cart' button; pressing 'In cart' takes the item out (spec §2, §4). */
export function AddToCartButton({ skin, ...props }: AddToCartButtonProps) {
  const { inCart, isBusy, onAddToCart, onRemoveFromCart } = cartButtonProps(useCart(), skin);
  return (
    <Button
      variant={inCart ? 'secondary' : 'primary'}
      {...props}
      isPending={isBusy}
      onPress={inCart ? onRemoveFromCart : onAddToCart}
    >
      {inCart ? <Trans>In cart</Trans> : <Trans>Add to cart</Trans>}
    </Button>
  );
}
