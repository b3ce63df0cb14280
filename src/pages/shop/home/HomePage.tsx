import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useMarkPageLive } from '#app/pageLive.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import { brandName } from '#ui/Logo/Logo.tsx';
import { howItWorksSteps } from '../howItWorksContent.ts';
import { HomeNotice } from '../notices/ShopNotices.tsx';
import * as styles from './home.css.ts';
import { LastTradesSection } from './LastTradesSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';

/** The home page (spec §1, §2): hero, last trades, about, reviews, and the 'ultimate' promo. */
export function HomePage() {
  const { t } = useLingui();
  const tagline = t`CS2, Dota 2 and Rust skins`;
  useEffect(() => {
    document.title = `${brandName} · ${tagline}`;
  }, [tagline]);
  useMarkPageLive();

  return (
    <>
      <HomeNotice />
      <Hero />
      <LastTradesSection />
      <AboutSection />
      <ReviewsSection />
      <PromoSection />
    </>
  );
}

function Hero() {
  const { i18n } = useLingui();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <Trans>Instant Steam trade offers</Trans>
          </p>
          <h1 id="home-title" className={styles.heroTitle}>
            <Trans>Buy CS2, Dota 2 and Rust skins</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Fair prices based on the live market, secure checkout, and delivery straight to your Steam inventory as a
              trade offer.
            </Trans>
          </p>
          <RouterLink to="/cs-store" appearance="button" size="lg">
            <Trans>Shop CS2 skins</Trans>
          </RouterLink>
        </div>
        <aside className={styles.heroSteps} aria-labelledby="home-steps-title">
          <h2 id="home-steps-title" className={styles.heroStepsTitle}>
            <Trans>From checkout to inventory in four steps</Trans>
          </h2>
          <ol className={styles.stepList}>
            {howItWorksSteps.map((step, index) => (
              <li key={step.id} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                {i18n._(step.title)}
              </li>
            ))}
          </ol>
          <RouterLink to="/how-it-works">
            <Trans>How It Works</Trans>
          </RouterLink>
        </aside>
      </div>
    </section>
  );
}

function AboutSection() {
  return (
    <section className={`${styles.section} ${styles.about}`} aria-labelledby="about-title">
      <div className={styles.aboutText}>
        <h2 id="about-title" className={styles.sectionHeading}>
          <Trans>A marketplace built for players</Trans>
        </h2>
        <p className={styles.lead}>
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
  );
}

function PromoSection() {
  return (
    <section className={styles.promo} aria-labelledby="promo-title">
      <div className={styles.promoCard}>
        <p className={styles.eyebrow}>
          <Trans>Ultimate</Trans>
        </p>
        <h2 id="promo-title" className={styles.promoTitle}>
          <Trans>Build the ultimate CS2 loadout</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>
            Knives, gloves, rifles with rare patterns and low floats: thousands of skins, each one checked and ready to
            trade the moment you pay.
          </Trans>
        </p>
        <ul className={styles.promoPerks}>
          <li className={styles.promoPerk}>
            <Trans>Float shown to 6 decimals</Trans>
          </li>
          <li className={styles.promoPerk}>
            <Trans>Stickers and phases listed</Trans>
          </li>
          <li className={styles.promoPerk}>
            <Trans>Prices in EUR, USD or AUD</Trans>
          </li>
        </ul>
        <RouterLink to="/cs-store" appearance="button" size="lg">
          <Trans>Explore the CS2 store</Trans>
        </RouterLink>
      </div>
    </section>
  );
}
