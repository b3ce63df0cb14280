import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentProps, ReactNode } from 'react';
import { visuallyHidden } from '../theme/index.ts';
import { type SkeletonVariants, skeleton, skeletonHeight, skeletonWidth } from './Skeleton.css.ts';

const defaultSizes = {
  block: { width: '100%', height: '120px' },
  text: { width: '100%', height: '1em' },
  circle: { width: '40px', height: '40px' },
} as const;

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> &
  SkeletonVariants & {
    /** Any CSS length; defaults fit the shape (a full-width line of text, a 40 px circle). */
    width?: string;
    /** Any CSS length; defaults fit the shape (120 px for a block, one line for text). */
    height?: string;
  };

/**
 * A placeholder the size of content still loading. Hidden from screen readers: wrap skeletons in a
 * SkeletonGroup, which tells them once that the region is loading.
 *
 * Use it where content of a known shape is loading (cards, reviews), so nothing moves when it arrives. Not for a
 * wait of unknown shape (a `Spinner`), nor for a pending action (a button's `isPending`).
 */
export function Skeleton({ shape = 'block', width, height, className, style, ...props }: SkeletonProps) {
  const size = defaultSizes[shape];
  return (
    <span
      {...props}
      aria-hidden="true"
      className={[skeleton({ shape }), className].filter(Boolean).join(' ')}
      style={{
        ...assignInlineVars({ [skeletonWidth]: width ?? size.width, [skeletonHeight]: height ?? size.height }),
        ...style,
      }}
    />
  );
}

export type SkeletonGroupProps = ComponentProps<'div'> & {
  /** What is loading, for screen readers ("Loading the last trades"); defaults to "Loading". */
  label?: ReactNode;
};

/** A busy region around skeletons: assistive technology hears one "Loading" instead of empty shapes. */
export function SkeletonGroup({ label, children, ...props }: SkeletonGroupProps) {
  const { t } = useLingui();
  return (
    <div {...props} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label ?? t`Loading`}
      </span>
      {children}
    </div>
  );
}
