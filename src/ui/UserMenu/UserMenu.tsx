import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from '../Menu/Menu.tsx';
import { Popover } from '../Popover/Popover.tsx';
import * as styles from './UserMenu.css.ts';

export interface UserMenuProps {
  /** The user's name (spec §3: the profile's username). */
  name: string;
  /** Shown under the name, when the profile has one. */
  email?: string | null;
  /** The Steam avatar; without one the first two letters of the name show. */
  avatarUrl?: string | null;
  /** Adds the back-office entries; the server still checks the role on every admin page. */
  isAdmin?: boolean;
  /** Logout was chosen; the session machine signs the user out. */
  onLogout: () => void;
}

/** Where each entry leads (spec §2 routes); the app's router follows them through react-aria's RouterProvider. */
export const userMenuHrefs = {
  profile: '/profile?tab=settings',
  orders: '/profile?tab=orders',
  purchases: '/profile?tab=purchases',
  dashboard: '/profile/admin',
  allOrders: '/profile/admin/all-orders',
  listings: '/profile/admin/listings',
  allUsers: '/profile/admin/all-users-info',
  support: '/profile/admin/all-support',
  reviews: '/profile/admin/reviews',
  editUsers: '/profile/admin/all-users-edit',
  createUser: '/profile/admin/create-user',
  createOrder: '/profile/admin/create-order',
  settings: '/profile/admin/settings',
} as const;

/**
 * The signed-in user's menu in the header (spec §2): avatar, name and email, the profile sections, Logout, and
 * for administrators the back-office pages (dashboard, orders, listings, users, support, reviews) with the
 * Configurations submenu.
 *
 * Use it in the header once the visitor is signed in. Not for a signed-out visitor (the header's Sign in with
 * Steam), nor for actions on one record (a `Menu`).
 */
export function UserMenu({ name, email, avatarUrl, isAdmin = false, onLogout }: UserMenuProps) {
  const { t } = useLingui();
  return (
    <MenuTrigger>
      {/* Named by its visible name: the initials of a picture-less avatar are decoration beside it. */}
      <Button variant="ghost" size="sm" className={styles.trigger}>
        <Avatar name={name} src={avatarUrl} size="sm" aria-hidden="true" />
        <span className={styles.triggerName}>{name}</span>
      </Button>
      <Popover placement="bottom end">
        <div className={styles.identity}>
          <span className={styles.identityName}>{name}</span>
          {email && <span className={styles.identityEmail}>{email}</span>}
        </div>
        {/* Named after the button that opens it: the user's name. */}
        <Menu>
          <MenuSection aria-label={t`Account`}>
            <MenuItem id="profile" href={userMenuHrefs.profile}>{t`My profile`}</MenuItem>
            <MenuItem id="orders" href={userMenuHrefs.orders}>{t`My orders`}</MenuItem>
            <MenuItem id="purchases" href={userMenuHrefs.purchases}>{t`My purchases`}</MenuItem>
          </MenuSection>
          {isAdmin && (
            <MenuSection title={t`Administration`}>
              <MenuItem id="dashboard" href={userMenuHrefs.dashboard}>{t`Dashboard`}</MenuItem>
              <MenuItem id="all-orders" href={userMenuHrefs.allOrders}>{t`Orders`}</MenuItem>
              <MenuItem id="listings" href={userMenuHrefs.listings}>{t`Listings`}</MenuItem>
              <MenuItem id="all-users" href={userMenuHrefs.allUsers}>{t`Users`}</MenuItem>
              <MenuItem id="support" href={userMenuHrefs.support}>{t`Support center`}</MenuItem>
              <MenuItem id="reviews" href={userMenuHrefs.reviews}>{t`Review moderation`}</MenuItem>
              <SubmenuTrigger>
                <MenuItem id="configurations">{t`Configurations`}</MenuItem>
                <Popover placement="start top">
                  <Menu aria-label={t`Configurations`}>
                    <MenuItem id="edit-users" href={userMenuHrefs.editUsers}>{t`Edit User Profiles`}</MenuItem>
                    <MenuItem id="create-user" href={userMenuHrefs.createUser}>{t`Create User`}</MenuItem>
                    <MenuItem id="create-order" href={userMenuHrefs.createOrder}>{t`Create Order`}</MenuItem>
                    <MenuItem id="settings" href={userMenuHrefs.settings}>{t`Settings`}</MenuItem>
                  </Menu>
                </Popover>
              </SubmenuTrigger>
            </MenuSection>
          )}
          <MenuSeparator />
          <MenuItem id="logout" onAction={onLogout}>{t`Logout`}</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
