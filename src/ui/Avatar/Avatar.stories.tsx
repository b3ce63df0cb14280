import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

/** A tiny picture inlined so the story needs no network. */
const steamAvatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4b69ff"/><circle cx="32" cy="26" r="12" fill="#f3f5fa"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#f3f5fa"/></svg>',
  );

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'ivan_petrov', src: steamAvatar },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const Initials: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'ivan_petrov' })).toHaveTextContent('IV');
  },
};
export const BrokenImage: Story = {
  args: { src: '/missing-avatar.png', name: 'maria' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'maria' })).toHaveTextContent('MA'));
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const LargeInitials: Story = { args: { size: 'lg', src: null, name: 'zoe' } };
