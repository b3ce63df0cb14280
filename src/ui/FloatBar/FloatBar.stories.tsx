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

/** Each shared bound belongs to the first wear that lists it (0.07 is Factory New, 0.37 Field-Tested…). */
const wearBounds = [
  [0, 'Factory New'],
  [0.07, 'Factory New'],
  [0.070001, 'Minimal Wear'],
  [0.15, 'Minimal Wear'],
  [0.37, 'Field-Tested'],
  [0.44, 'Well-Worn'],
  [0.440001, 'Battle-Scarred'],
  [1, 'Battle-Scarred'],
] as const;

export const AtTheWearBounds: Story = {
  name: 'At the wear bounds',
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {wearBounds.map(([float]) => (
        <FloatBar key={float} float={float} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters).toHaveLength(wearBounds.length);
    for (const [index, [float, wear]] of wearBounds.entries()) {
      await expect(meters[index]).toHaveAttribute('aria-valuetext', `${float.toFixed(6)}, ${wear}`);
    }
  },
};

export const CompactInACard: Story = {
  name: 'Compact (in a card)',
  args: { float: 0.071234, compact: true },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Float' });
    await expect(meter).toHaveAttribute('aria-valuetext', '0.071234, Minimal Wear');
    // The value is read out, not drawn: the card prints it beside the wear.
    await expect(meter).toHaveTextContent('');
  },
};
