import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { finishedSync, runningSync } from './backoffice.fixtures.ts';
import { InventorySyncSummary } from './InventorySyncStatus.tsx';

const meta = {
  title: 'Back-office/Inventory sync',
  component: InventorySyncSummary,
  args: { sync: finishedSync, onSyncNow: fn(), isBusy: false },
} satisfies Meta<typeof InventorySyncSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NeverSynced: Story = {
  args: { sync: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No sync yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sync now' }));
    await expect(args.onSyncNow).toHaveBeenCalled();
  },
};

export const Running: Story = {
  args: { sync: runningSync },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Syncing the bots’ inventories' })).toHaveAttribute(
      'aria-valuetext',
      '1 / 3',
    );
    // One sync at a time.
    await expect(canvas.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  },
};

export const FinishedWithAFailedPart: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/12 added, 1 taken off sale, 1 needing attention/)).toBeVisible();
    await expect(within(canvasElement).getByText(/1 inventory could not be read/)).toBeVisible();
    // Which one, and why: the admin knows what to mend.
    const notRead = within(canvasElement).getByRole('list', { name: 'Inventories not read' });
    await expect(within(notRead).getByRole('listitem')).toHaveTextContent(
      'sandbox_bot, Rust: Steam is throttling inventory requests (429)',
    );
  },
};

export const Starting: Story = { args: { isBusy: true } };

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Synchroniser maintenant' })).toBeVisible();
  },
};
