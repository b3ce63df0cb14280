import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Button } from '../Button/Button.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu.tsx';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onAction: fn(), 'aria-label': 'User menu' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const steamAvatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4b69ff"/><circle cx="32" cy="26" r="12" fill="#f3f5fa"/></svg>',
  );

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function UserMenu({ isAdmin, ...args }: Story['args'] & { isAdmin: boolean }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 420 }}>
      <MenuTrigger>
        <Button variant="ghost" aria-label="Account of ivan_petrov">
          <Avatar name="ivan_petrov" src={steamAvatar} size="sm" aria-hidden="true" />
        </Button>
        <Popover placement="bottom end">
          <div style={{ padding: '12px 12px 4px' }}>
            <strong>ivan_petrov</strong>
            <div>ivan@example.com</div>
          </div>
          <Menu {...args} onAction={(key) => args.onAction?.(key)}>
            <MenuSection aria-label="Account">
              <MenuItem id="profile">My profile</MenuItem>
              <MenuItem id="orders">My orders</MenuItem>
              <MenuItem id="purchases">My purchases</MenuItem>
            </MenuSection>
            {isAdmin && (
              <MenuSection title="Admin">
                <MenuItem id="all-orders">Orders</MenuItem>
                <MenuItem id="all-users">Users</MenuItem>
                <MenuItem id="support">Support center</MenuItem>
                <SubmenuTrigger>
                  <MenuItem id="configurations">Configurations</MenuItem>
                  <Popover placement="start top">
                    <Menu aria-label="Configurations" onAction={(key) => args.onAction?.(key)}>
                      <MenuItem id="edit-users">Edit User Profiles</MenuItem>
                      <MenuItem id="create-user">Create User</MenuItem>
                      <MenuItem id="create-order">Create Order</MenuItem>
                      <MenuItem id="settings">Settings</MenuItem>
                    </Menu>
                  </Popover>
                </SubmenuTrigger>
              </MenuSection>
            )}
            <MenuSeparator />
            <MenuItem id="logout">Logout</MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}

export const UserMenuForShopper: Story = {
  render: (args) => <UserMenu {...args} isAdmin={false} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account of ivan_petrov' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    // Focus wraps from the last item to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('purchases');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
    const trigger = within(canvasElement).getByRole('button', { name: 'Account of ivan_petrov' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const UserMenuForAdmin: Story = {
  render: (args) => <UserMenu {...args} isAdmin />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account of ivan_petrov' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'Account of ivan_petrov' });
    const configurations = within(menu).getByRole('menuitem', { name: 'Configurations' });
    await expect(configurations).toHaveAttribute('aria-haspopup', 'menu');
    // Keyboard: the right arrow opens the submenu and focuses its first item; the left arrow closes it.
    await userEvent.type(menu, 'Conf', { skipClick: true });
    await expect(configurations).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const submenu = await page(canvasElement).findByRole('menu', { name: 'Configurations' });
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'Edit User Profiles' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(page(canvasElement).queryByRole('menu', { name: 'Configurations' })).toBeNull());
    await expect(configurations).toHaveFocus();
    // Pointer: resting on the item opens the submenu after the open delay.
    await userEvent.hover(configurations);
    const hoveredSubmenu = await page(canvasElement).findByRole('menu', { name: 'Configurations' });
    await userEvent.click(within(hoveredSubmenu).getByRole('menuitem', { name: 'Create Order' }));
    await expect(args.onAction).toHaveBeenCalledWith('create-order');
    // Choosing closes the menu and its submenu: the story ends there, not on the way.
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull(), { timeout: 3_000 });
  },
};

export const DisabledItem: Story = {
  render: (args) => (
    <Menu {...args} disabledKeys={['purchases']}>
      <MenuItem id="profile">My profile</MenuItem>
      <MenuItem id="orders">My orders</MenuItem>
      <MenuItem id="purchases">My purchases</MenuItem>
    </Menu>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('menuitem', { name: 'My purchases' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongLabels: Story = {
  render: (args) => (
    <Menu {...args} style={{ maxWidth: 260 }}>
      <MenuItem id="support">Support center with every ticket opened by shoppers this month</MenuItem>
      <MenuItem id="logout">Logout</MenuItem>
    </Menu>
  ),
};

export const Empty: Story = {
  render: (args) => <Menu {...args} items={[]} renderEmptyState={() => 'No actions available'} />,
};
