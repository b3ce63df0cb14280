import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo.tsx';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['wordmark', 'mark'] },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wordmark: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'SkinsMarket' })).toBeVisible();
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Mark: Story = {
  args: { variant: 'mark', size: 'lg' },
  play: async ({ canvasElement }) => {
    const mark = within(canvasElement).getByRole('img', { name: 'SkinsMarket' });
    await expect(mark.querySelector('text')).toBeNull();
  },
};
