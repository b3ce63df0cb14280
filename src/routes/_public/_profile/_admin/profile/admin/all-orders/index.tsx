import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../-components/AdminPage.tsx';
import { adminBreadcrumbs } from '../../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-orders/')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`All orders`) },
  component: AllOrdersPage,
});

function AllOrdersPage() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`All orders`}
    >{t`Every order on the marketplace, with its status, buyer, skins, date and total, will be listed here.`}</AdminPage>
  );
}
