import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { adminUserListQuery } from '#api/adminUsers.ts';
import { AdminUsersPage } from '#pages/admin/backoffice/AdminUsersPage.tsx';
import {
  type UsersSearch,
  usersQueryOf,
  usersSearchDefaults,
  usersSearchSchema,
} from '#pages/admin/backoffice/usersSearch.ts';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-users-info/')({
  validateSearch: usersSearchSchema,
  search: { middlewares: [stripSearchParams(usersSearchDefaults)] },
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Users`) },
  loaderDeps: ({ search }) => usersQueryOf(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(adminUserListQuery(deps)),
  component: AllUsersInfoRoute,
});

function AllUsersInfoRoute() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminUsersPage
      title={t`Users`}
      search={search}
      onSearchChange={(patch: Partial<UsersSearch>) => navigate({ search: (previous) => ({ ...previous, ...patch }) })}
      userHref={(userId) => `/profile/admin/all-users-info/${userId}`}
    />
  );
}
