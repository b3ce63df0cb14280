import { Trans, useLingui } from '@lingui/react/macro';
import { RouterLink } from '#app/RouterLink.tsx';
import { Page } from '#pages/common/Page.tsx';
import { Inline, Panel } from '#ui/Box/Box.tsx';
import { howItWorksSteps } from './howItWorksContent.ts';
import * as styles from './InfoPages.css.ts';

export function HowItWorksPage() {
  const { t, i18n } = useLingui();
  return (
    <Page title={t`How it works`} lead={t`From signing in to receiving your skins in four steps.`}>
      <ol className={styles.steps}>
        {howItWorksSteps.map((step, index) => (
          <Panel as="li" key={step.id} id={step.id} padding="xl" display="flex" flexDirection="column" gap="sm">
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h2 className={styles.stepTitle}>{i18n._(step.title)}</h2>
            <p className={styles.paragraph}>{i18n._(step.description)}</p>
          </Panel>
        ))}
      </ol>
      <Inline gap="md">
        <RouterLink to="/cs-store" appearance="button">
          <Trans>Browse CS2 skins</Trans>
        </RouterLink>
        <RouterLink to="/faq" appearance="button" variant="secondary">
          <Trans>Read the FAQ</Trans>
        </RouterLink>
      </Inline>
    </Page>
  );
}
