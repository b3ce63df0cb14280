import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { adminUserKeys } from '#api/adminUsers.ts';
import { CreateUserForm } from '#pages/admin/backoffice/CreateUserForm.tsx';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/create-user')({
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Create User`) },
  component: CreateUserRoute,
});

function CreateUserRoute() {
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  return (
    <CreateUserForm
      onCreated={(userId) => {
        void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
        void navigate({ to: '/profile/admin/all-users-info/$id', params: { id: userId } });
      }}
    />
  );
}
