import { useLingui } from '@lingui/react/macro';
import { Button } from '#ui/Button/Button.tsx';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import * as styles from './profileLists.css.ts';

/** Rows the shape of the list to come, so the tab does not jump when it arrives. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <SkeletonGroup label={label} className={styles.skeletonRows}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place.
        <Skeleton key={index} shape="block" height="3.5rem" />
      ))}
    </SkeletonGroup>
  );
}

/** A list that could not be loaded says so and offers to try again. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className={styles.loadError}>
      <p>{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}
