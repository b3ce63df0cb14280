import { msg } from '@lingui/core/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { adminUserKeys, adminUserQuery } from '#api/adminUsers.ts';
import { AdminUserInfo } from '#pages/admin/backoffice/AdminUserInfo.tsx';
import { adminBreadcrumbs, adminListCrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { idParams } from '#pages/common/params.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-users-info/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`User`, adminListCrumbs['all-users-info']) },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(adminUserQuery(params.id)),
  component: UserInfoRoute,
});

function UserInfoRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(adminUserQuery(id));
  return (
    <AdminUserInfo user={user} onChanged={() => void queryClient.invalidateQueries({ queryKey: adminUserKeys.all })} />
  );
}
