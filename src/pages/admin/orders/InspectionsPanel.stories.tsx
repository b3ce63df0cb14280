import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InspectionsPanel } from './InspectionsPanel.tsx';
import { overview } from './inspections.fixtures.ts';

const meta = {
  title: 'Admin/Orders/InspectionsPanel',
  component: InspectionsPanel,
  args: { inspections: overview, isError: false, onRetry: fn(), onAskedAgain: fn() },
} satisfies Meta<typeof InspectionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GivenUpAndWaiting: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'CS2 inspections' }));
    await expect(panel.getByRole('button', { name: 'Ask the game again' })).toBeVisible();
  },
};

export const OnlyWaiting: Story = {
  args: { inspections: { ...overview, given_up: 0, listings: overview.listings.slice(1) } },
};

export const AllInspected: Story = {
  args: { inspections: { ...overview, waiting: 0, given_up: 0, listings: [] } },
};

export const Loading: Story = { args: { inspections: undefined } };

export const LoadError: Story = { args: { inspections: undefined, isError: true } };
