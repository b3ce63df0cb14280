import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  composeRenderProps,
  Label,
} from 'react-aria-components';
import * as styles from './ProgressBar.css.ts';

export type ProgressBarProps = AriaProgressBarProps & {
  /** The visible label; without one, give the bar an `aria-label`. */
  label?: ReactNode;
};

/**
 * Progress of a task that takes a while, with its label and value; `isIndeterminate` when the end is unknown.
 *
 * Use it when the shopper waits on something with a beginning and an end (an upload, a delivery in steps). Not for
 * a brief wait in a button (its `isPending`), nor for a place on screen still loading (a `Spinner` or a
 * `Skeleton`).
 */
export function ProgressBar({ label, className, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      className={composeRenderProps(className, (custom) => [styles.progressBar, custom].filter(Boolean).join(' '))}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label && <Label className={styles.label}>{label}</Label>}
          {!isIndeterminate && <span className={styles.valueText}>{valueText}</span>}
          <div className={styles.track}>
            <div className={styles.fill} style={isIndeterminate ? undefined : { width: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

export type SpinnerProps = Omit<AriaProgressBarProps, 'isIndeterminate' | 'value' | 'minValue' | 'maxValue'>;

/** A busy indicator of unknown length, announced as "Loading" unless given another `aria-label`. */
export function Spinner({ className, ...props }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <AriaProgressBar aria-label={t`Loading`} {...props} isIndeterminate className={className}>
      <span className={styles.spinner} aria-hidden="true" />
    </AriaProgressBar>
  );
}
