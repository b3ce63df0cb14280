import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  args: { children: 'Only tradable items', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Only tradable items' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const LongLabel: Story = {
  args: { children: 'Hide items that cannot be traded right away because of a Steam trade hold of up to 8 days' },
};
export const WithDescription: Story = {
  args: { children: 'Email notifications', description: 'Order updates and trade offers, never advertising.' },
};
export const InvalidWithMessage: Story = {
  args: {
    children: 'Steam Guard mobile authenticator is on',
    isInvalid: true,
    errorMessage: 'Turn on Steam Guard to receive trades',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Turn on Steam Guard to receive trades')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };
export const Required: Story = {
  args: { children: 'Steam Guard mobile authenticator is on', name: 'steamGuard', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};
