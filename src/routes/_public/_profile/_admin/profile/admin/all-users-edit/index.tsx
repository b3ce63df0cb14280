import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-users-edit/')({
  component: RouteComponent,
});

function RouteComponent() {
  return <div>Hello "/_public/_profile/_admin/profile/admin/all-users-edit/"!</div>;
}
