import { createFileRoute } from '@tanstack/react-router';
import { profileCrumb } from '#pages/common/games.ts';
import { profileSearchSchema } from '#pages/common/params.ts';
import { ProfilePage } from '#pages/profile/ProfilePage.tsx';

export const Route = createFileRoute('/_public/_profile/profile/')({
  validateSearch: profileSearchSchema,
  staticData: { breadcrumbs: [{ label: profileCrumb.label }] },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useSearch();
  return <ProfilePage tab={tab} />;
}
