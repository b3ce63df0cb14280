import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../../-components/params.ts';
import { AdminPage } from '../../../-components/AdminPage.tsx';
import { adminBreadcrumbs, adminListCrumbs } from '../../../-components/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-users-edit/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Edit user`, adminListCrumbs['all-users-edit']) },
  component: EditUserPage,
});

function EditUserPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  return (
    <AdminPage title={t`Edit user #${id}`}>{t`A form to edit this user's profile will be available here.`}</AdminPage>
  );
}
