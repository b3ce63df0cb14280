import { Trans, useLingui } from '@lingui/react/macro';
import { RouterLink } from '#app/RouterLink.tsx';
import { useSupportDialog } from '#app/support/SupportDialog.tsx';
import { gameKeys, games } from '#pages/common/games.ts';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import * as styles from './Header.css.ts';

interface PrimaryNavProps {
  /** `bar` in the desktop header, `sheet` stacked in the mobile side sheet. */
  layout: 'bar' | 'sheet';
  /** Called before the support form opens, so the mobile sheet can get out of its way. */
  onSupport?: () => void;
}

/** Spec §2's CS2, Dota and Rust skins (one name per game: CS2, Dota 2, Rust), FAQ, and Support (which opens the support form). */
export function PrimaryNav({ layout, onSupport }: PrimaryNavProps) {
  const { t, i18n } = useLingui();
  const supportDialog = useSupportDialog();
  const openSupport = () => {
    onSupport?.();
    supportDialog.open();
  };
  return (
    <nav aria-label={t`Main`} className={layout === 'bar' ? styles.barNav : styles.sheetNav}>
      <ul className={styles.navList}>
        {gameKeys.map((game) => (
          <li key={game}>
            <RouterLink to={games[game].store} appearance="nav" className={styles.navItem}>
              {i18n._(games[game].navLabel)}
            </RouterLink>
          </li>
        ))}
        <li>
          <RouterLink to="/faq" appearance="nav" className={styles.navItem}>
            <Trans>FAQ</Trans>
          </RouterLink>
        </li>
        <li>
          <PlainButton variant="ghost" size="sm" className={styles.navButton} onClick={openSupport}>
            <Trans>Support</Trans>
          </PlainButton>
        </li>
      </ul>
    </nav>
  );
}
