import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { RouterLink } from '#app/RouterLink.tsx';
import { useDisplayCurrency } from '#app/session/currency.ts';
import { useIsSignedIn } from '#app/session/sessionContext.tsx';
import { useSupportDialog } from '#app/support/SupportDialog.tsx';
import { defaultCurrencyCode } from '#contract/enums.ts';
import { gameKeys, games } from '#pages/common/games.ts';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import { brandName, Logo } from '#ui/Logo/Logo.tsx';
import { SelectStandIn } from '#ui/Select/SelectStandIn.tsx';
import { CompanyDetails } from './CompanyDetails.tsx';
import * as styles from './Footer.css.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { SocialLinks } from './SocialLinks.tsx';

/** Only a signed-in user has the currency picker (a Select): it loads once the session says so, not with the page. */
const CurrencySwitcher = lazy(async () => ({
  default: (await import('#app/session/CurrencySwitcher.tsx')).CurrencySwitcher,
}));

export function Footer() {
  const { t, i18n } = useLingui();
  const supportDialog = useSupportDialog();
  const isSignedIn = useIsSignedIn();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <RouterLink to="/" appearance="nav" aria-label={t`${brandName}, home`} className={styles.logoLink}>
              <Logo size="sm" />
            </RouterLink>
            <p className={styles.description}>
              <Trans>
                A marketplace for CS2, Dota 2 and Rust skins: fair prices based on the live market, secure payment, and
                delivery as a Steam trade offer.
              </Trans>
            </p>
            <SocialLinks />
          </div>

          <nav aria-labelledby="footer-market" className={styles.column}>
            <h2 id="footer-market" className={styles.columnTitle}>
              <Trans>Market</Trans>
            </h2>
            <ul className={styles.links}>
              {gameKeys.map((game) => (
                <li key={game}>
                  <RouterLink to={games[game].store} appearance="nav" className={styles.link}>
                    {i18n._(games[game].navLabel)}
                  </RouterLink>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-help" className={styles.column}>
            <h2 id="footer-help" className={styles.columnTitle}>
              <Trans>Help</Trans>
            </h2>
            <ul className={styles.links}>
              <li>
                <RouterLink to="/faq" appearance="nav" className={styles.link}>
                  <Trans>FAQ</Trans>
                </RouterLink>
              </li>
              <li>
                <RouterLink to="/how-it-works" appearance="nav" className={styles.link}>
                  <Trans>How It Works</Trans>
                </RouterLink>
              </li>
              <li>
                <PlainButton variant="ghost" size="sm" className={styles.linkButton} onClick={supportDialog.open}>
                  <Trans>Contact support</Trans>
                </PlainButton>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-useful" className={styles.column}>
            <h2 id="footer-useful" className={styles.columnTitle}>
              <Trans>Useful</Trans>
            </h2>
            <ul className={styles.links}>
              <li>
                <RouterLink to="/reviews" appearance="nav" className={styles.link}>
                  <Trans>Reviews</Trans>
                </RouterLink>
              </li>
              <li>
                <RouterLink to="/terms" appearance="nav" className={styles.link}>
                  <Trans>Terms of Use</Trans>
                </RouterLink>
              </li>
              <li>
                <RouterLink to="/policy" appearance="nav" className={styles.link}>
                  <Trans>Privacy Policy</Trans>
                </RouterLink>
              </li>
            </ul>
          </nav>

          <div className={styles.column}>
            <LanguageSwitcher />
            {/* Spec §4: only a signed-in user can change the currency; a visitor sees it as text. */}
            {isSignedIn ? (
              <Suspense fallback={<CurrencyStandIn />}>
                <CurrencySwitcher />
              </Suspense>
            ) : (
              <p className={styles.currency}>
                <span className={styles.currencyLabel}>
                  <Trans>Currency</Trans>
                </span>
                <span>{defaultCurrencyCode}</span>
              </p>
            )}
          </div>
        </div>

        <PaymentMethods />
        <CompanyDetails />

        <div className={styles.bottom}>
          <p>
            <Trans>
              © {year} {brandName}. All rights reserved.
            </Trans>
          </p>
          <p>
            <Trans>Powered by Steam</Trans>
          </p>
          <p className={styles.notice}>
            <Trans>
              {brandName} is not affiliated with, endorsed or sponsored by Valve Corporation, Facepunch Studios or any
              other game publisher. Steam, Counter-Strike 2, Dota 2 and Rust are trademarks of their respective owners.
            </Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** Where the currency picker arrives: drawn as it first shows, disabled until the profile and the currencies are read. */
function CurrencyStandIn() {
  const { t } = useLingui();
  const currency = useDisplayCurrency();
  return <SelectStandIn label={t`Currency`} value={currency} isDisabled />;
}
