import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CartProvider } from '#app/cart/CartProvider.tsx';
import { SupportDialogProvider } from '#app/support/SupportDialog.tsx';
import { wideColumn } from '#pages/common/Page.css.ts';
import { useIsWidePage } from '#pages/common/widePage.ts';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';
import * as styles from './PublicLayout.css.ts';

/** Header and footer around the page: the route's own, or `children` (the not-found page, drawn by the root). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  const isWide = useIsWidePage();
  return (
    <SupportDialogProvider>
      <CartProvider>
        <div className={[styles.layout, isWide && wideColumn].filter(Boolean).join(' ')}>
          <a href="#main-content" className={styles.skipLink}>
            {t`Skip to content`}
          </a>
          <Header />
          <main id="main-content" className={styles.main} tabIndex={-1}>
            {children ?? <Outlet />}
          </main>
          <Footer />
        </div>
      </CartProvider>
    </SupportDialogProvider>
  );
}
