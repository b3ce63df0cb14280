import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../-components/AdminPage.tsx';
import { adminBreadcrumbs } from '../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/create-order')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Create Order`) },
  component: CreateOrderPage,
});

function CreateOrderPage() {
  const { t } = useLingui();
  return (
    <AdminPage title={t`Create Order`}>{t`A form to create an order for a user will be available here.`}</AdminPage>
  );
}
