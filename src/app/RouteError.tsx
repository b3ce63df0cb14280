import { Trans } from '@lingui/react/macro';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import * as styles from './RouteError.css.ts';

/**
 * A page whose data could not be loaded (the server did not answer in time, or failed): said plainly, inside the
 * page's layout, with Try again, which runs the page's loaders once more.
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const tryAgain = () => {
    reset();
    void router.invalidate();
  };
  return (
    <section className={styles.panel} role="alert">
      <h1 className={styles.title}>
        <Trans>This page could not be loaded</Trans>
      </h1>
      <p className={styles.text}>
        <Trans>The shop did not answer. Check your connection and try again.</Trans>
      </p>
      <PlainButton variant="secondary" onClick={tryAgain}>
        <Trans>Try again</Trans>
      </PlainButton>
    </section>
  );
}
