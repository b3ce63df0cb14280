import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, Spinner } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Sending the trade offer', value: 60 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Sending the trade offer' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveTextContent('60%');
  },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100, label: 'Trade offer sent' } };
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Checking your Steam inventory' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Checking your Steam inventory' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};
export const CustomValueText: Story = {
  args: { value: 2, maxValue: 5, label: 'Steps done', valueLabel: '2 of 5 steps' },
};
export const SpinnerDefault: Story = {
  render: () => <Spinner />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};
export const SpinnerWithLabel: Story = { render: () => <Spinner aria-label="Loading your orders" /> };
