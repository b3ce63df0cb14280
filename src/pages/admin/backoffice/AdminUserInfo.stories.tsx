import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { AdminUserInfo, type AdminUserInfoProps } from './AdminUserInfo.tsx';
import { bannedShopper, shopper } from './backoffice.fixtures.ts';

/** The page links to the user's orders, tickets and edit page: it stands in a router. */
function AdminUserInfoInApp(props: AdminUserInfoProps) {
  return (
    <StoryRouter path={`/profile/admin/all-users-info/${props.user.id}`}>
      <AdminUserInfo {...props} />
    </StoryRouter>
  );
}

const meta = {
  title: 'Back-office/User info',
  component: AdminUserInfo,
  render: (props) => <AdminUserInfoInApp {...props} />,
  args: { user: shopper, onChanged: fn() },
} satisfies Meta<typeof AdminUserInfoInApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shopper: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /K7QX-29FD/ })).toHaveAttribute(
      'href',
      '/profile/admin/all-orders/7',
    );
    await expect(canvas.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
  },
};

export const Banned: Story = {
  args: { user: bannedShopper },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/· Chargeback fraud on three orders$/)).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: {
    user: { ...shopper, orders: [], purchases: [], reviews: [], support_requests: [], sessions: [], email: null },
  },
};

export const LongText: Story = {
  args: {
    user: {
      ...shopper,
      full_name: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
      steam_trade_link: `https://steamcommunity.com/tradeoffer/new/?partner=39734274&token=${'T'.repeat(60)}`,
      reviews: [{ ...(shopper.reviews[0] as (typeof shopper.reviews)[number]), description: 'Great. '.repeat(80) }],
    },
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Déconnecter partout' })).toBeVisible();
  },
};
