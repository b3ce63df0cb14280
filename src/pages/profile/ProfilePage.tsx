import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { RouterLink } from '#app/RouterLink.tsx';
import { ProfileSettings } from '#app/session/ProfileSettings.tsx';
import { Page } from '#pages/common/Page.tsx';
import type { ProfileTab } from '#pages/common/params.ts';
import { OrdersTab } from './OrdersTab.tsx';
import * as styles from './ProfilePage.css.ts';
import { PurchasesTab } from './PurchasesTab.tsx';

const tabLabels: Record<ProfileTab, MessageDescriptor> = {
  settings: msg`My Profile`,
  orders: msg`My Orders`,
  purchases: msg`My Purchases`,
};

const tabContents: Record<ProfileTab, ComponentType> = {
  settings: ProfileSettings,
  orders: OrdersTab,
  purchases: PurchasesTab,
};

/** `/profile?tab=`: the three sections of a user's profile, switched through the address bar. */
export function ProfilePage({ tab }: { tab: ProfileTab }) {
  const { t, i18n } = useLingui();
  const TabContent = tabContents[tab];
  return (
    <Page title={t`Profile`}>
      <nav aria-label={t`Profile sections`} className={styles.sections}>
        {(Object.keys(tabLabels) as ProfileTab[]).map((key) => (
          <RouterLink key={key} to="/profile" search={{ tab: key }} appearance="nav">
            {i18n._(tabLabels[key])}
          </RouterLink>
        ))}
      </nav>
      <section aria-label={i18n._(tabLabels[tab])}>
        <TabContent />
      </section>
    </Page>
  );
}
