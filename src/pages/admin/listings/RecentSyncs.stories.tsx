import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { finishedSync, runningSync } from '../backoffice/backoffice.fixtures.ts';
import { RecentSyncsTable } from './RecentSyncs.tsx';
import { failedSync, manySyncs, queuedSync, scheduledSync } from './syncs.fixtures.ts';

const meta = {
  title: 'Back-office/Listings/Recent syncs',
  component: RecentSyncsTable,
  args: {
    syncs: [finishedSync, scheduledSync],
    status: 'ready',
    onRetry: fn(),
    page: 1,
    hasMore: false,
    onPageChange: fn(),
  },
} satisfies Meta<typeof RecentSyncsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement, name = 'Recent syncs') =>
  within(within(canvasElement).getByRole('grid', { name }));

export const NoneYet: Story = {
  args: { syncs: [] },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement).getByText('No sync yet. Sync now reads the bots’ inventories.')).toBeVisible();
  },
};

/** Sync now was pressed: one waits for the job queue, the next reads the inventories one after another. */
export const Running: Story = {
  args: { syncs: [runningSync, scheduledSync] },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement).getByRole('progressbar', { name: 'Inventories read' })).toHaveAttribute(
      'aria-valuetext',
      '1 / 3',
    );
  },
};

export const Queued: Story = { args: { syncs: [queuedSync, scheduledSync] } };

/** Every inventory read; a bot and game's own counts open from the row. */
export const Finished: Story = {
  args: { syncs: [scheduledSync] },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement);
    await expect(table.getByRole('rowheader')).toHaveTextContent(/Nov 20, 2026/);
    await userEvent.click(table.getByRole('button', { name: '3 inventories' }));
    const parts = table.getByRole('list', { name: 'Inventories of this sync' });
    await expect(within(parts).getAllByRole('listitem')[0]).toHaveTextContent(
      'shop_bot_1 · CS2Read22 assets on Steam · 2 changed · 3 held by orders',
    );
  },
};

/** One inventory not read: which, why, after how many attempts, at a glance. */
export const FinishedWithFailedInventories: Story = {
  args: { syncs: [finishedSync] },
  play: async ({ canvasElement }) => {
    const notRead = grid(canvasElement).getByRole('list', { name: 'Inventories not read' });
    await expect(within(notRead).getByRole('listitem')).toHaveTextContent(
      'sandbox_bot · Rust: Steam is throttling inventory requests (429) (4 attempts)',
    );
  },
};

export const Failed: Story = {
  args: { syncs: [failedSync] },
  play: async ({ canvasElement }) => {
    await expect(grid(canvasElement).getByText('Connection terminated unexpectedly')).toBeVisible();
  },
};

/** A full page of syncs and older ones after it. */
export const ManySyncs: Story = {
  args: { syncs: manySyncs, hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { syncs: [], status: 'loading' } };

export const LoadError: Story = {
  args: { syncs: [], status: 'error', errorMessage: 'You do not have permission to perform this action.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const French: Story = {
  args: { syncs: [runningSync, finishedSync, scheduledSync, failedSync] },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const table = grid(canvasElement, 'Synchronisations récentes');
    await expect(table.getByRole('columnheader', { name: 'Retirées de la vente' })).toBeVisible();
    await expect(table.getAllByText('Planification')[0]).toBeVisible();
  },
};

/** A phone: each sync is a card, its counts under their names; nothing scrolls sideways. */
export const Phone: Story = {
  args: { syncs: [finishedSync, scheduledSync, failedSync] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Recent syncs' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
