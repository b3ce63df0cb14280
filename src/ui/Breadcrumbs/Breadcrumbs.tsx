import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Chevron } from '../icons/Chevron.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbsProps {
  /** `Breadcrumb`s, the current page's last. */
  children: ReactNode;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * The trail to the current page, in a labelled navigation landmark: a list of links, drawn natively (the header
 * shows it on every page, and its first load carries no react-aria).
 *
 * Use it under the header of a page more than one step from home (a product, a profile tab). Not as the main
 * navigation, nor for steps of a flow the shopper goes through in order (the order timeline).
 */
export function Breadcrumbs({ children, className }: BreadcrumbsProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumbs`}>
      <ol className={className ? `${styles.breadcrumbs} ${className}` : styles.breadcrumbs}>{children}</ol>
    </nav>
  );
}

export interface BreadcrumbProps {
  /** A link on the way; the current page's name as text. */
  children: ReactNode;
  /** The last crumb, the page the visitor is on: plain text marked `aria-current="page"`, with no chevron after it. */
  isCurrent?: boolean;
}

export function Breadcrumb({ children, isCurrent = false }: BreadcrumbProps) {
  return (
    <li className={styles.breadcrumb}>
      {isCurrent ? (
        <span aria-current="page" className={styles.current}>
          {children}
        </span>
      ) : (
        <>
          {children}
          <Chevron direction="right" />
        </>
      )}
    </li>
  );
}
