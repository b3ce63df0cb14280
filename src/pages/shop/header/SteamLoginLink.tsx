import { Trans } from '@lingui/react/macro';
import { steamLoginUrl } from '#app/session/steamLogin.ts';
import { button } from '#ui/Button/Button.css.ts';
import { SteamIcon } from '../icons.tsx';
import * as styles from './Header.css.ts';

/**
 * A plain anchor on purpose: signing in leaves the SPA for the server's Steam endpoint, so neither the
 * router nor react-aria's client-side navigation may intercept it. Only one label is displayed at a time,
 * so the accessible name always matches what is visible.
 */
export function SteamLoginLink() {
  return (
    <a href={steamLoginUrl()} className={`${button({ variant: 'primary', size: 'sm' })} ${styles.loginLink}`}>
      <SteamIcon />
      <span className={styles.wideOnly}>
        <Trans>Login via STEAM</Trans>
      </span>
      <span className={styles.narrowOnly}>
        <Trans>STEAM</Trans>
      </span>
    </a>
  );
}
