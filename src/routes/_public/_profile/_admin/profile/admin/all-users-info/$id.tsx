import { msg } from '@lingui/core/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { adminUserKeys, adminUserQuery } from '#api/adminUsers.ts';
import { idParams } from '../../../../../../-components/params.ts';
import { adminBreadcrumbs, adminListCrumbs } from '../../../-components/adminCrumbs.ts';
import { AdminUserInfo } from '../-components/backoffice/AdminUserInfo.tsx';

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
