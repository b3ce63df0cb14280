import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../../-components/params.ts';
import { AdminPage } from '../../../-components/AdminPage.tsx';
import { adminBreadcrumbs, adminListCrumbs } from '../../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-orders/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Order`, adminListCrumbs['all-orders']) },
  component: OrderPage,
});

function OrderPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  return (
    <AdminPage
      title={t`Order #${id}`}
    >{t`The order's items, payment and trade offer history will be shown here.`}</AdminPage>
  );
}
