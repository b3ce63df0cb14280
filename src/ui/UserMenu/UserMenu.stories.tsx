import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu, userMenuHrefs } from './UserMenu.tsx';

/** Links are followed by this spy instead of leaving the story. */
const navigate = fn();

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  args: { name: 'ivan_petrov', email: 'ivan@example.com', onLogout: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 460 }}>
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const steamAvatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4b69ff"/><circle cx="32" cy="26" r="12" fill="#f3f5fa"/></svg>',
  );

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openMenu(canvasElement: HTMLElement, name = 'ivan_petrov') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return page(canvasElement).findByRole('menu', { name });
}

export const Shopper: Story = {
  args: { avatarUrl: steamAvatar },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await expect(page(canvasElement).getByText('ivan@example.com')).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['My profile', 'My orders', 'My purchases', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My orders' }));
    await expect(navigate).toHaveBeenCalledWith(userMenuHrefs.orders, undefined);
    await openMenu(canvasElement);
    await userEvent.click(page(canvasElement).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull());
  },
};

export const WithoutPicture: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'ivan_petrov' });
    await expect(trigger).toHaveTextContent(/^IV/);
  },
};

export const Admin: Story = {
  args: { isAdmin: true, avatarUrl: steamAvatar },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    for (const name of ['Dashboard', 'Orders', 'Listings', 'Users', 'Support center']) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
    await userEvent.hover(within(menu).getByRole('menuitem', { name: 'Configurations' }));
    const submenu = await page(canvasElement).findByRole('menu', { name: 'Configurations' });
    const entries = within(submenu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(entries).toEqual(['Edit User Profiles', 'Create User', 'Create Order', 'Settings']);
    await userEvent.click(within(submenu).getByRole('menuitem', { name: 'Create Order' }));
    await expect(navigate).toHaveBeenCalledWith(userMenuHrefs.createOrder, undefined);
    // Choosing closes the menu and its submenu: the story ends there, not on the way.
    await waitFor(() => expect(page(canvasElement).queryByRole('menu')).toBeNull(), { timeout: 3_000 });
  },
};

export const LongNameWithoutEmail: Story = {
  args: { name: 'The quick brown fox who trades every Dragon Lore on the market', email: null },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'The quick brown fox who trades every Dragon Lore on the market');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { isAdmin: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ivan_petrov' }));
    const menu = await page(canvasElement).findByRole('menu', { name: 'ivan_petrov' });
    await expect(within(menu).getByRole('menuitem', { name: 'Mon profil' })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toBeInTheDocument();
  },
};
