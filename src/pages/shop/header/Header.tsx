import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { RouterLink } from '#app/RouterLink.tsx';
import { useIsSessionSettled, useIsSignedIn } from '#app/session/sessionContext.tsx';
import { brandName, Logo } from '#ui/Logo/Logo.tsx';
import { AppBreadcrumbs } from './AppBreadcrumbs.tsx';
import * as styles from './Header.css.ts';
import { MobileNav } from './MobileNav.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';
import { SearchDialog } from './SearchDialog.tsx';
import { SteamLoginLink } from './SteamLoginLink.tsx';

/**
 * A visitor's first load does without the cart dropdown and the account menu (and the popover and menu code
 * behind them): they load once the session says the user is signed in.
 */
const SignedInActions = lazy(async () => ({ default: (await import('./SignedInActions.tsx')).SignedInActions }));

export function Header() {
  const { t } = useLingui();
  const isSettled = useIsSessionSettled();
  const isSignedIn = useIsSignedIn();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <MobileNav />
        <RouterLink to="/" appearance="nav" aria-label={t`${brandName}, home`} className={styles.logoLink}>
          <Logo size="sm" />
        </RouterLink>
        <PrimaryNav layout="bar" />
        <div className={styles.actions}>
          <SearchDialog />
          {isSignedIn && (
            <Suspense>
              <SignedInActions />
            </Suspense>
          )}
          {/* Until the session is known, neither: a signed-in reload must not flash the login button. */}
          {isSettled && !isSignedIn && <SteamLoginLink />}
        </div>
      </div>
      <AppBreadcrumbs />
    </header>
  );
}
