import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { RouterLink } from '../../../app/RouterLink.tsx';
import { brandName } from '../../../ui/Logo/Logo.tsx';
import * as styles from './HomePage.css.ts';

/** The home page's hero and about section (spec §2); the trades and reviews carousels join with their issues. */
export function HomePage() {
  const { t } = useLingui();
  const tagline = t`CS2, Dota 2 and Rust skins`;
  useEffect(() => {
    document.title = `${brandName} · ${tagline}`;
  }, [tagline]);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <h1 id="home-title" className={styles.heroTitle}>
            <Trans>Buy CS2, Dota 2 and Rust skins</Trans>
          </h1>
          <p className={styles.heroLead}>
            <Trans>
              Fair prices based on the live market, secure checkout, and delivery straight to your Steam inventory as a
              trade offer.
            </Trans>
          </p>
          <RouterLink to="/cs-store" appearance="button" size="lg">
            <Trans>Shop CS2 skins</Trans>
          </RouterLink>
        </div>
      </section>
      <section className={styles.about} aria-labelledby="about-title">
        <div className={styles.aboutText}>
          <h2 id="about-title" className={styles.aboutHeading}>
            <Trans>A marketplace built for players</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>
              Pick skins for the games you play, pay with the method you prefer, and confirm the trade offer with Steam
              Guard. No Steam Wallet funds, no middlemen, no surprises at checkout.
            </Trans>
          </p>
          <div className={styles.actions}>
            <RouterLink to="/cs-store" appearance="button">
              <Trans>Go to the store</Trans>
            </RouterLink>
            <RouterLink to="/faq" appearance="button" variant="secondary">
              <Trans>Read the FAQ</Trans>
            </RouterLink>
          </div>
        </div>
        <ul className={styles.points}>
          <li className={styles.point}>
            <Trans>Prices follow real-time market value, rarity and a modest service fee.</Trans>
          </li>
          <li className={styles.point}>
            <Trans>Every item is delivered as a Steam trade offer you confirm with Steam Guard.</Trans>
          </li>
          <li className={styles.point}>
            <Trans>Support in English and French, by email and through the Support form.</Trans>
          </li>
        </ul>
      </section>
    </>
  );
}
