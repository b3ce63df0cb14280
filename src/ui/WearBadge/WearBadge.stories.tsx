import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WearBadge } from './WearBadge.tsx';

const meta = {
  title: 'Domain/WearBadge',
  component: WearBadge,
  args: { float: 0.251234 },
} satisfies Meta<typeof WearBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldTested: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Field-Tested')).toBeVisible();
    await expect(within(canvasElement).getByText('FT')).toBeVisible();
  },
};
export const FactoryNew: Story = { args: { float: 0.009871 } };
export const MinimalWear: Story = { args: { float: 0.081147 } };
export const WellWorn: Story = { args: { float: 0.402215 } };
export const BattleScarred: Story = { args: { float: 0.718342 } };
export const OnABound: Story = {
  name: 'On a bound (0.07 is Factory New)',
  args: { float: 0.07 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Factory New')).toBeVisible();
  },
};
export const WithFloat: Story = {
  args: { float: '0.251234', showFloat: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0.251234')).toBeVisible();
  },
};
export const InANarrowCard: Story = {
  name: 'In a narrow card (the float wraps, nothing spills out)',
  args: { float: 0.133818, showFloat: true },
  decorators: [
    (Story) => (
      <div style={{ width: 150 }} data-testid="card">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByTestId('card');
    const float = within(card).getByText('0.133818');
    await expect(float.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};
export const Compact: Story = {
  args: { compact: true, showFloat: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Field-Tested')).toHaveTextContent('FTField-Tested0.251234');
  },
};
export const OutOfRange: Story = {
  args: { float: 1.2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
