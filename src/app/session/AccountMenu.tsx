import { useNavigate } from '@tanstack/react-router';
import { UserMenu } from '#ui/UserMenu/UserMenu.tsx';
import { useIsAdmin, useProfile, useSession } from './sessionContext.tsx';

/**
 * The header's user menu for the signed-in user (spec §2), fed by the profile query. Logging out first leaves
 * any profile page for home, so the guard does not greet the user with 'Please login first' on the way out.
 */
export function AccountMenu() {
  const session = useSession();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  if (!profile) return null;
  const logout = async () => {
    await navigate({ to: '/' });
    session.send({ type: 'session.logout' });
  };
  return (
    <UserMenu
      name={profile.username}
      email={profile.email}
      avatarUrl={profile.avatar}
      isAdmin={isAdmin}
      onLogout={() => void logout()}
    />
  );
}
