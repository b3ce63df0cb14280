import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopNotice } from './ShopNotice.tsx';

const meta = {
  title: 'Display/ShopNotice',
  component: ShopNotice,
  args: { children: 'Summer sale: 10% off every knife until Sunday.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning'] } },
} satisfies Meta<typeof ShopNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Warning: Story = {
  args: {
    tone: 'warning',
    children: 'The shop is under maintenance: purchases are paused for a moment. You can keep browsing.',
  },
};
export const LongText: Story = {
  args: { children: `${'A very long announcement that wraps over several lines. '.repeat(8)}` },
};
/** An admin's text is shown as typed: markup stays text. */
export const MarkupStaysText: Story = { args: { children: '<b>bold?</b> <script>alert(1)</script>' } };
