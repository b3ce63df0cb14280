import { msg } from '@lingui/core/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { adminUserKeys, adminUserQuery } from '#api/adminUsers.ts';
import { AdminUserEdit } from '#pages/admin/backoffice/AdminUserEdit.tsx';
import { adminBreadcrumbs, adminListCrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { idParams } from '#pages/common/params.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-users-edit/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Edit user`, adminListCrumbs['all-users-edit']) },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(adminUserQuery(params.id)),
  component: UserEditRoute,
});

function UserEditRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(adminUserQuery(id));
  return (
    <AdminUserEdit user={user} onChanged={() => void queryClient.invalidateQueries({ queryKey: adminUserKeys.all })} />
  );
}
