import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
    await expect(within(canvasElement).getByRole('link', { name: 'CS2 skins' })).toHaveAttribute('data-current');
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
export const Disabled: Story = {
  args: { appearance: 'nav', isDisabled: true, onPress: fn(), children: 'Rust skins' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link'), { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const KeyboardPress: Story = {
  args: { appearance: 'nav', onPress: fn(), children: 'FAQ', href: undefined },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'FAQ' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
