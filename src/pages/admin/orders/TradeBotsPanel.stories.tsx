import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminBot } from '#contract/admin/orders.ts';
import { TradeBotsPanel } from './TradeBotsPanel.tsx';

const online: AdminBot = {
  account_name: 'skins_bot_1',
  persona_name: 'SkinsMarket Bot #1',
  state: 'online',
  last_error: null,
  failed_sign_ins: 0,
  next_sign_in_at: null,
};
const retrying: AdminBot = {
  account_name: 'skins_bot_2',
  persona_name: 'SkinsMarket Bot #2',
  state: 'waiting_to_retry',
  last_error: 'RateLimitExceeded',
  failed_sign_ins: 3,
  next_sign_in_at: '2026-11-20T10:20:00.000Z',
};

const meta = {
  title: 'Admin/Orders/TradeBotsPanel',
  component: TradeBotsPanel,
  args: { bots: [online, retrying], isError: false, onRetry: fn() },
} satisfies Meta<typeof TradeBotsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralBots: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Trade bots' }));
    const [first, second] = panel.getAllByRole('listitem');
    await expect(first).toHaveTextContent('SkinsMarket Bot #1skins_bot_1Signed in');
    await expect(second).toHaveTextContent('Waiting to retry');
    await expect(second).toHaveTextContent('Last error: RateLimitExceeded');
    await expect(second).toHaveTextContent(/3 failed sign-ins, next try Nov 20, 2026/);
  },
};

export const SigningIn: Story = {
  args: { bots: [{ ...online, state: 'signing_in' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Signing in')).toBeVisible();
  },
};

export const NoBot: Story = {
  args: { bots: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No trade bot is configured/)).toBeVisible();
  },
};

export const Loading: Story = { args: { bots: undefined } };

export const LoadError: Story = {
  args: { bots: undefined, isError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The trade bots could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
