import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { type AdminUserRow, adminUserEndpoints } from '#contract/admin/users.ts';
import { adminListAnswers, listStateStories } from '../common/adminListStory.ts';
import { AdminUsersPage } from './AdminUsersPage.tsx';

const answers = adminListAnswers(adminUserEndpoints.list);

const camille: AdminUserRow = {
  id: 42,
  username: 'Camille Dubois',
  steam_id: '76561198000000002',
  email: 'camille@example.com',
  avatar: null,
  is_admin: false,
  banned: false,
  created_at: '2026-10-02T09:30:00.000Z',
  last_sign_in_at: '2026-11-20T08:15:00.000Z',
  orders_count: 3,
  amount_spent_usd: 126.4,
};
const users: AdminUserRow[] = [
  camille,
  { ...camille, id: 1, username: 'admin', steam_id: null, email: null, is_admin: true, orders_count: 0 },
  { ...camille, id: 43, username: 'Private Pete', steam_id: '76561198000000003', banned: true, orders_count: 1 },
];

const meta = {
  title: 'Back-office/Users list',
  component: AdminUsersPage,
  args: {
    title: 'Users',
    search: { page: 1, sort: 'joined_desc' },
    onSearchChange: fn(),
    userHref: (userId: number) => `/profile/admin/all-users-info/${userId}`,
  },
  beforeEach: ({ msw }) => {
    msw.use(answers.rows(users));
  },
} satisfies Meta<typeof AdminUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Users' }));
    await expect(await table.findByRole('rowheader', { name: /Private Pete/ })).toBeVisible();
    await expect(table.getByText('Shopper · Banned')).toBeVisible();
    await expect(table.getByText('No Steam account')).toBeVisible();
  },
};

export const Filtered: Story = {
  args: { search: { page: 2, sort: 'amount_spent', q: 'cam', banned: 'false' } },
  beforeEach: ({ msw }) => {
    msw.use(answers.rows([camille], true));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Search' })).toHaveValue('cam');
  },
};

const listStates = listStateStories(answers, 'No user matches these filters.');
export const Empty: Story = listStates.empty;
export const Loading: Story = listStates.loading;
export const LoadError: Story = listStates.loadError;

export const LongNames: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answers.rows([
        {
          ...camille,
          username: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
          email: 'maximilian.alexander.von.hohenzollern-sigmaringen@very-long-company-domain.example',
          amount_spent_usd: 1_234_567.89,
        },
      ]),
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Users' }));
    await expect(await table.findByText('Acheteur · Banni')).toBeVisible();
  },
};
