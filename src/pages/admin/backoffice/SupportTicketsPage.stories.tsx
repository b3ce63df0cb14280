import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { adminSupportEndpoints, type TicketRow } from '#contract/admin/support.ts';
import { adminListAnswers, listStateStories } from '../common/adminListStory.ts';
import { SupportTicketsPage } from './SupportTicketsPage.tsx';

const answers = adminListAnswers(adminSupportEndpoints.list);

const question: TicketRow = {
  id: 11,
  email: 'camille@example.com',
  full_name: 'Camille Dubois',
  excerpt: 'Where is my skin? Order K7QX-29FD says paid, but no trade offer came.',
  status: 'open',
  assigned_admin: null,
  replies: 0,
  created_at: '2026-11-19T12:00:00.000Z',
  updated_at: '2026-11-19T12:00:00.000Z',
};
const tickets: TicketRow[] = [
  question,
  { ...question, id: 10, status: 'answered', assigned_admin: { id: 1, name: 'admin' }, replies: 2 },
  { ...question, id: 9, status: 'closed', excerpt: '<img src=x onerror=alert(1)> refund please', replies: 1 },
];

const meta = {
  title: 'Back-office/Support tickets',
  component: SupportTicketsPage,
  args: {
    search: { page: 1 },
    onSearchChange: fn(),
    ticketHref: (ticketId: number) => `/profile/admin/all-support/${ticketId}`,
  },
  beforeEach: ({ msw }) => {
    msw.use(answers.rows(tickets));
  },
} satisfies Meta<typeof SupportTicketsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Support tickets' }));
    await expect(await table.findByRole('rowheader', { name: '#11' })).toBeVisible();
    // The customer's text stays text.
    await expect(table.getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
  },
};

export const Filtered: Story = {
  args: { search: { page: 1, status: ['open', 'answered'], q: 'skin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Open' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Closed' })).not.toBeChecked();
  },
};

const listStates = listStateStories(answers, 'No support request matches these filters.');
export const Empty: Story = listStates.empty;
export const Loading: Story = listStates.loading;
export const LoadError: Story = listStates.loadError;

export const LongText: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answers.rows([
        {
          ...question,
          full_name: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
          excerpt: `${'I bought three skins and only one arrived, '.repeat(4)}${'x'.repeat(120)}`,
        },
      ]),
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('grid', { name: 'Tickets d’assistance' }));
    await expect(await table.findByRole('rowheader', { name: '#11' })).toBeVisible();
  },
};
