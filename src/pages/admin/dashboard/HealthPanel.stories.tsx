import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryRouter } from '#app/StoryRouter.tsx';
import { botOfflineShop, emptyShop, healthyShop, troubledShop } from './dashboard.fixtures.ts';
import { HealthPanel } from './HealthPanel.tsx';

const meta = {
  title: 'Back-office/Dashboard/Health panel',
  component: HealthPanel,
  args: { health: healthyShop, isError: false, onRetry: fn() },
  decorators: [(Story) => <StoryRouter path="/profile/admin">{Story()}</StoryRouter>],
} satisfies Meta<typeof HealthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel's cards, found by their headings. */
async function healthCard(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByRole('heading', { name: title });
  const card = heading.closest('li');
  if (!card) throw new Error(`${title} is not in a card`);
  return within(card);
}

export const Healthy: Story = {
  name: 'A healthy shop',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('list', { name: 'Health of the shop' });
    await expect(within(panel).getAllByText('OK')).toHaveLength(4);
    const bots = await healthCard(canvasElement, 'Trade bots');
    await expect(bots.getByText('Signed in')).toBeVisible();
    await expect(bots.getByRole('link', { name: 'See the orders and the bots' })).toHaveAttribute(
      'href',
      '/profile/admin/all-orders',
    );
    const jobs = await healthCard(canvasElement, 'Background jobs');
    await expect(jobs.getByRole('table', { name: 'Jobs by queue' })).toBeInTheDocument();
    await expect(jobs.getByRole('rowheader', { name: 'order.step' })).toBeInTheDocument();
  },
};

export const Troubled: Story = {
  name: 'A troubled shop: bot offline, failed jobs, mail failing',
  args: { health: botOfflineShop },
  play: async ({ canvasElement }) => {
    const bots = await healthCard(canvasElement, 'Trade bots');
    await expect(bots.getByText('Needs attention')).toBeVisible();
    await expect(bots.getByText('Signed out')).toBeVisible();
    const mail = await healthCard(canvasElement, 'Mail queue');
    await expect(mail.getByText('Needs attention')).toBeVisible();
    await expect(mail.getByText('48 waiting, 2 failed')).toBeVisible();
    await expect(mail.getByRole('link', { name: 'See the support center' })).toHaveAttribute(
      'href',
      '/profile/admin/all-support',
    );
    const jobs = await healthCard(canvasElement, 'Background jobs');
    await expect(jobs.getByText('The last 3 jobs that failed:')).toBeVisible();
    await expect(jobs.getByRole('link', { name: 'order #1051' })).toHaveAttribute(
      'href',
      '/profile/admin/all-orders/1051',
    );
    await expect(jobs.getByRole('link', { name: 'ticket #77' })).toHaveAttribute(
      'href',
      '/profile/admin/all-support/77',
    );
    const webhooks = await healthCard(canvasElement, 'Payment webhooks');
    await expect(webhooks.getByText('no webhook yet')).toBeVisible();
    await expect(webhooks.getByRole('link', { name: 'order #1042' })).toHaveAttribute(
      'href',
      '/profile/admin/all-orders/1042',
    );
  },
};

export const Empty: Story = {
  name: 'Empty: a shop just installed',
  args: { health: emptyShop },
  play: async ({ canvasElement }) => {
    const bots = await healthCard(canvasElement, 'Trade bots');
    await expect(bots.getByText('No trade bot is configured: paid orders wait for delivery.')).toBeVisible();
    await expect(bots.getByText('Needs attention')).toBeVisible();
    const jobs = await healthCard(canvasElement, 'Background jobs');
    await expect(jobs.getByText('OK')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { health: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the health of the shop')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Health of the shop' })).toBeNull();
  },
};

export const Failed: Story = {
  name: 'Could not be loaded',
  args: { health: undefined, isError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The health of the shop could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const InFrench: Story = {
  name: 'In French',
  globals: { locale: 'fr' },
  args: { health: troubledShop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('list', { name: 'Santé de la boutique' });
    await expect(within(panel).getAllByText('À surveiller').length).toBeGreaterThan(0);
    await expect(
      (await healthCard(canvasElement, "Bots d'échange")).getByText("En attente d'un nouvel essai"),
    ).toBeVisible();
  },
};

export const LongNumbers: Story = {
  name: 'Long numbers',
  args: {
    health: {
      ...troubledShop,
      mail: { queued: 1_234_567, failed: 98_765, oldest_queued_at: troubledShop.mail.oldest_queued_at },
      queues: [
        { name: 'order.step', queued: 12_345_678, active: 64, failed: 987_654, oldest_due_seconds: 9 * 86_400 },
        { name: 'mail.send', queued: 1_234_567, active: 8, failed: 98_765, oldest_due_seconds: 400_000 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const mail = await healthCard(canvasElement, 'Mail queue');
    await expect(mail.getByText('1,234,567 waiting, 98,765 failed')).toBeVisible();
    const jobs = await healthCard(canvasElement, 'Background jobs');
    const row = jobs.getByRole('row', { name: /order\.step/ });
    await expect(within(row).getByText('12,345,678')).toBeVisible();
    const card = jobs.getByRole('table', { name: 'Jobs by queue' }).closest('li');
    if (card) await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
