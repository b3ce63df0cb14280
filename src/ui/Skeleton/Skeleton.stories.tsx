import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] } },
  decorators: [(Story) => <SkeletonGroup label="Loading the last trades">{Story()}</SkeletonGroup>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  args: { shape: 'block', width: '220px', height: '160px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the last trades');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveStyle({ width: '220px', height: '160px' });
  },
};
export const Text: Story = { args: { shape: 'text', width: '60%' } };
export const Circle: Story = { args: { shape: 'circle' } };
export const TradeCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, width: 180, padding: 12, border: '1px solid #26304a', borderRadius: 14 }}>
      <Skeleton shape="block" height="110px" />
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="text" width="40%" />
    </div>
  ),
};
export const UserRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', width: 260 }}>
      <Skeleton shape="circle" />
      <div style={{ display: 'grid', gap: 6, flex: 1 }}>
        <Skeleton shape="text" width="70%" />
        <Skeleton shape="text" width="90%" height="0.75em" />
      </div>
    </div>
  ),
};
