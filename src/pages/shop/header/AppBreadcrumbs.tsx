import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { RouterLink } from '#app/RouterLink.tsx';
import { Breadcrumb, Breadcrumbs } from '#ui/Breadcrumbs/Breadcrumbs.tsx';
import * as styles from './Header.css.ts';

/**
 * The trail under the header, read from the deepest matched route's `staticData.breadcrumbs` (every route
 * declares its own trail), so labels never depend on the path's spelling. Home has no trail.
 */
export function AppBreadcrumbs() {
  const { t, i18n } = useLingui();
  const crumbs = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.breadcrumbs)?.staticData.breadcrumbs,
  });
  if (!crumbs) return null;
  return (
    <div className={styles.breadcrumbs}>
      <Breadcrumbs>
        <Breadcrumb>
          <RouterLink to="/">{t`Home`}</RouterLink>
        </Breadcrumb>
        {crumbs.map((crumb) => (
          <Breadcrumb key={crumb.label.id} isCurrent={!crumb.to}>
            {crumb.to ? <RouterLink to={crumb.to}>{i18n._(crumb.label)}</RouterLink> : i18n._(crumb.label)}
          </Breadcrumb>
        ))}
      </Breadcrumbs>
    </div>
  );
}
