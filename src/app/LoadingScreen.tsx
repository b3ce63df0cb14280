import { Trans } from '@lingui/react/macro';
import { Logo } from '#ui/Logo/Logo.tsx';
import * as styles from './LoadingScreen.css.ts';

/** Spec §2: shown full screen while a page's code loads (after the router's pending delay, so fast loads never flash). */
export function LoadingScreen() {
  return (
    <div className={styles.screen} role="status">
      <div className={styles.bouncingLogo} aria-hidden="true">
        <Logo variant="mark" size="lg" />
      </div>
      <p>
        <Trans>Loading...</Trans>
      </p>
    </div>
  );
}
