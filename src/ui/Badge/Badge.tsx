import type { ComponentProps } from 'react';
import { type BadgeVariants, badge } from './Badge.css.ts';

export type BadgeProps = ComponentProps<'span'> & BadgeVariants;

/**
 * A short status label (order status, "StatTrak™") or, with `variant="count"`, a counter such as the cart's
 * quantity. A count says only a number: give it an `aria-label` or visually hidden text that says what it counts.
 *
 * Use it for a status or a short mark next to what it describes. Not for a message the shopper must read (a
 * `ShopNotice`), nor for anything pressable (a `Button` or a `Link`).
 */
export function Badge({ tone, variant, className, ...props }: BadgeProps) {
  return <span {...props} className={[badge({ tone, variant }), className].filter(Boolean).join(' ')} />;
}
