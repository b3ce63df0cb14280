import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'Delivered' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'warning', 'danger'] },
    variant: { control: 'inline-radio', options: ['label', 'count'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'StatTrak™' } };
export const Accent: Story = { args: { tone: 'accent', children: 'New' } };
export const Success: Story = { args: { tone: 'success', children: 'Delivered' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Awaiting payment' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Offer declined' } };
/** In the header the count sits inside the cart button, whose label says what it counts. */
const inCartButton: Story['render'] = (args) => (
  <button type="button" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
    Cart <Badge {...args} />
  </button>
);
export const Count: Story = { args: { tone: 'accent', variant: 'count', children: 3 }, render: inCartButton };
export const LargeCount: Story = { args: { tone: 'accent', variant: 'count', children: 128 }, render: inCartButton };
export const LongLabel: Story = { args: { tone: 'warning', children: 'Awaiting Steam Guard confirmation' } };
