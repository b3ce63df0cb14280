import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlainButton } from './PlainButton.tsx';

const meta = {
  title: 'Controls/PlainButton',
  component: PlainButton,
  args: { children: 'Support', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof PlainButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Support' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Previous slides' } };
export const Ghost: Story = { args: { variant: 'ghost', size: 'sm', children: 'Contact support' } };
export const Large: Story = { args: { size: 'lg', children: 'Go to the CS2 store' } };
export const LongLabel: Story = { args: { children: 'Contact the support team about an order that has not arrived' } };

/** Looks like Button's disabled state (half opacity) without react-aria marking it. */
export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary', children: 'Next slides' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next slides' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(getComputedStyle(button).opacity).toBe('0.5');
  },
};

/** The keyboard reaches it and shows the focus ring, as react-aria's focus-visible state draws it on Button. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Support' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Its action is in flight: a spinner named 'Loading', presses ignored, the button neither dimmed nor unfocusable. */
export const Pending: Story = {
  args: { isPending: true, children: 'Add to cart' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).opacity).toBe('1');
  },
};
