import { useLingui } from '@lingui/react/macro';
import {
  Breadcrumb as AriaBreadcrumb,
  type BreadcrumbProps as AriaBreadcrumbProps,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
  composeRenderProps,
} from 'react-aria-components';
import { Chevron } from '../icons/Chevron.tsx';
import * as styles from './Breadcrumbs.css.ts';

export type BreadcrumbsProps<T> = AriaBreadcrumbsProps<T>;

/** The trail to the current page, in a labelled navigation landmark. The last crumb is the current page. */
export function Breadcrumbs<T extends object>({ className, ...props }: BreadcrumbsProps<T>) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumbs`}>
      <AriaBreadcrumbs {...props} className={[styles.breadcrumbs, className].filter(Boolean).join(' ')} />
    </nav>
  );
}

export type BreadcrumbProps = AriaBreadcrumbProps;

/** One crumb: put a Link inside (react-aria marks the last one `aria-current="page"` and disables it). */
export function Breadcrumb({ className, children, ...props }: BreadcrumbProps) {
  return (
    <AriaBreadcrumb
      {...props}
      className={composeRenderProps(className, (custom) => [styles.breadcrumb, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isCurrent }) => (
        <>
          {content}
          {!isCurrent && <Chevron direction="right" />}
        </>
      ))}
    </AriaBreadcrumb>
  );
}
