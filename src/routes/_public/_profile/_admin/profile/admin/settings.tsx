import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../-components/AdminPage.tsx';
import { adminBreadcrumbs } from '../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/settings')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Settings`) },
  component: SettingsPage,
});

function SettingsPage() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Settings`}
    >{t`Service fee, currency rates and other marketplace settings will be editable here.`}</AdminPage>
  );
}
