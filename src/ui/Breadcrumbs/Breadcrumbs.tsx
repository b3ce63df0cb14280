import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Chevron } from '../icons/Chevron.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbsProps {
  /** `Breadcrumb`s, the current page's last. */
  children: ReactNode;
  className?: string;
}

/**
 * The trail to the current page, in a labelled navigation landmark: a list of links, drawn natively (the header
 * shows it on every page, and its first load carries no react-aria).
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
