import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../-components/AdminPage.tsx';
import { adminBreadcrumbs } from '../../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-support/')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Support center`) },
  component: SupportCenterPage,
});

function SupportCenterPage() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Support center`}
    >{t`Messages sent through the support form will be listed here, newest first.`}</AdminPage>
  );
}
