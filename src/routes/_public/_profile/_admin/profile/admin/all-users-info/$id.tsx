import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../../-components/params.ts';
import { AdminPage } from '../../../-components/AdminPage.tsx';
import { adminBreadcrumbs, adminListCrumbs } from '../../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-users-info/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`User`, adminListCrumbs['all-users-info']) },
  component: UserPage,
});

function UserPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  return (
    <AdminPage title={t`User #${id}`}>{t`The user's profile, orders and purchases will be shown here.`}</AdminPage>
  );
}
