import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { RouterLink } from '../../app/RouterLink.tsx';
import { brandName, Logo } from '../../ui/Logo/Logo.tsx';
import * as styles from './NotFoundPage.css.ts';

/** Any path the app does not know, and any id that cannot exist (spec §2). */
export function NotFoundPage() {
  const { t } = useLingui();
  const title = t`Page Not Found`;
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title]);

  return (
    <main className={styles.page}>
      <RouterLink to="/" appearance="nav" aria-label={t`${brandName}, home`}>
        <Logo size="lg" />
      </RouterLink>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.explanation}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <RouterLink to="/" appearance="button">
        <Trans>Back to home</Trans>
      </RouterLink>
    </main>
  );
}
