import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { children: 'Terms of Use', href: '#terms' },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['inline', 'nav', 'button'] },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      By buying you accept the <Link {...args} />.
    </p>
  ),
};
export const Nav: Story = { args: { appearance: 'nav', children: 'Dota 2 skins', href: '#dota-store' } };
export const NavCurrent: Story = {
  args: { appearance: 'nav', children: 'CS2 skins', href: '#cs-store', 'aria-current': 'page' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'CS2 skins' });
    // The current page's underline in the accent colour.
    await expect(getComputedStyle(link).boxShadow).not.toContain('rgba(0, 0, 0, 0)');
  },
};
export const ButtonLooking: Story = {
  args: { appearance: 'button', variant: 'primary', children: 'Go to the CS2 store', href: '#cs-store' },
};
export const ButtonLookingSecondary: Story = {
  args: { appearance: 'button', variant: 'secondary', size: 'sm', children: 'View Cart', href: '#cart' },
};
export const LongLabel: Story = {
  args: { appearance: 'nav', children: 'Everything you need to know about confirming trade offers', href: '#faq' },
};
export const KeyboardFocus: Story = {
  args: { appearance: 'nav', children: 'FAQ', href: '#faq' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'FAQ' });
    await expect(link).toHaveFocus();
    // The browser's focus-visible draws the ring react-aria's data attribute drew before.
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};
