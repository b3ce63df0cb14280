import { createFileRoute } from '@tanstack/react-router';
import { profileCrumb } from '../../../-components/games.ts';
import { profileSearchSchema } from '../../../-components/params.ts';
import { ProfilePage } from './-components/ProfilePage.tsx';

export const Route = createFileRoute('/_public/_profile/profile/')({
  validateSearch: profileSearchSchema,
  staticData: { breadcrumbs: [{ label: profileCrumb.label }] },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { tab } = Route.useSearch();
  return <ProfilePage tab={tab} />;
}
