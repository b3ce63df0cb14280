import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../-components/AdminPage.tsx';
import { adminBreadcrumbs } from '../../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-users-info/')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Users`) },
  component: UsersPage,
});

function UsersPage() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Users`}
    >{t`Every user account, with its contact details and orders, will be listed here.`}</AdminPage>
  );
}
