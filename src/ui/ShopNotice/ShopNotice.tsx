import type { ReactNode } from 'react';
import { type ShopNoticeVariants, shopNotice } from './ShopNotice.css.ts';

export interface ShopNoticeProps extends ShopNoticeVariants {
  children: ReactNode;
  className?: string;
}

/**
 * A notice of the shop to everyone on a page (maintenance, an announcement). A status region, so a screen
 * reader hears it when it appears; the text is rendered as text.
 */
export function ShopNotice({ tone, children, className }: ShopNoticeProps) {
  return (
    <p role="status" className={[shopNotice({ tone }), className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}
