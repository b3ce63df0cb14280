import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { RouterLink } from '../../../../app/RouterLink.tsx';
import { brandName, Logo } from '../../../../ui/Logo/Logo.tsx';
import * as styles from './AdminLoginPage.css.ts';

export function AdminLoginPage() {
  const { t } = useLingui();
  const title = t`Administrator sign-in`;
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title]);

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-login-title">
        <RouterLink to="/" appearance="nav" aria-label={t`${brandName}, home`}>
          <Logo />
        </RouterLink>
        <h1 id="admin-login-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>
          <Trans>
            Password sign-in for administrators is not available yet. Administrators sign in with Steam from the home
            page in the meantime.
          </Trans>
        </p>
      </section>
    </main>
  );
}
