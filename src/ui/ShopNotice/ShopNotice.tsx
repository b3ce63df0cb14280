import type { ReactNode } from 'react';
import { type ShopNoticeVariants, shopNotice } from './ShopNotice.css.ts';

export interface ShopNoticeProps extends ShopNoticeVariants {
  /** The notice's text, as the admin wrote it. */
  children: ReactNode;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * A notice of the shop to everyone on a page (maintenance, an announcement). A status region, so a screen
 * reader hears it when it appears; the text is rendered as text.
 *
 * Use it for the shop's own messages to every visitor, at the top of a page. Not for the result of something the
 * shopper did (a toast, or the form's error), nor for a field's error.
 */
export function ShopNotice({ tone, children, className }: ShopNoticeProps) {
  return (
    <p role="status" className={[shopNotice({ tone }), className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}
