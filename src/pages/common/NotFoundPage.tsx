import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { RouterLink } from '#app/RouterLink.tsx';
import { PublicLayout } from '#pages/shop/PublicLayout.tsx';
import { brandName } from '#ui/Logo/Logo.tsx';
import * as styles from './NotFoundPage.css.ts';

/**
 * Any path the app does not know, any id that cannot exist (spec §2), and any page the visitor may not see (a
 * back-office page opened by a shopper): inside the shop's header and footer, so the way on is at hand.
 */
export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}

function NotFoundContent() {
  const { t } = useLingui();
  const title = t`Page Not Found`;
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title]);

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.explanation}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <RouterLink to="/" appearance="button">
        <Trans>Back to home</Trans>
      </RouterLink>
    </section>
  );
}
