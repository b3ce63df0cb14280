import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FloatBar } from './FloatBar.tsx';

const meta = {
  title: 'Domain/FloatBar',
  component: FloatBar,
  args: { float: 0.251234 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FloatBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldTested: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Float' });
    await expect(meter).toHaveAttribute('aria-valuenow', '0.251234');
    await expect(meter).toHaveAttribute('aria-valuetext', '0.251234, Field-Tested');
    await expect(within(canvasElement).getByText('0.251234')).toBeVisible();
  },
};
export const FactoryNewLow: Story = { args: { float: 0.000123 } };
export const MinimalWear: Story = { args: { float: '0.081147' } };
export const WellWorn: Story = { args: { float: 0.402215 } };
export const BattleScarredHigh: Story = { args: { float: 0.999871 } };
export const NoFloat: Story = {
  args: { float: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('meter')).toBeNull();
  },
};
