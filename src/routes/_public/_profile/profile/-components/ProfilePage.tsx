import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RouterLink } from '../../../../../app/RouterLink.tsx';
import { ProfileSettings } from '../../../../../app/session/ProfileSettings.tsx';
import { EmptyState, Page } from '../../../../-components/Page.tsx';
import type { ProfileTab } from '../../../../-components/params.ts';
import * as styles from './ProfilePage.css.ts';

interface TabContent {
  label: MessageDescriptor;
  /** What a section not built yet says instead of its content. */
  emptyTitle?: MessageDescriptor;
  emptyText?: MessageDescriptor;
}

const tabs: Record<ProfileTab, TabContent> = {
  settings: { label: msg`My Profile` },
  orders: {
    label: msg`My Orders`,
    emptyTitle: msg`Order history is not available yet`,
    emptyText: msg`Your orders, with their status, skins, date and total, will be listed here.`,
  },
  purchases: {
    label: msg`My Purchases`,
    emptyTitle: msg`Purchase history is not available yet`,
    emptyText: msg`Every item you bought, with its status, wear and price, will be listed here.`,
  },
};

/** `/profile?tab=`: the three sections of a user's profile, switched through the address bar. */
export function ProfilePage({ tab }: { tab: ProfileTab }) {
  const { t, i18n } = useLingui();
  const current = tabs[tab];
  return (
    <Page title={t`Profile`}>
      <nav aria-label={t`Profile sections`} className={styles.sections}>
        {(Object.keys(tabs) as ProfileTab[]).map((key) => (
          <RouterLink key={key} to="/profile" search={{ tab: key }} appearance="nav">
            {i18n._(tabs[key].label)}
          </RouterLink>
        ))}
      </nav>
      {tab === 'settings' ? (
        <ProfileSettings />
      ) : (
        current.emptyTitle &&
        current.emptyText && <EmptyState title={i18n._(current.emptyTitle)}>{i18n._(current.emptyText)}</EmptyState>
      )}
    </Page>
  );
}
