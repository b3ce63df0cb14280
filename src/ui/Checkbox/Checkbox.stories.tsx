import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { children: 'StatTrak™ only', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'StatTrak™ only' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { children: 'All exteriors', isIndeterminate: true } };
export const LongLabel: Story = {
  args: {
    children:
      'Send me an email when a skin on my wish list drops below the price I set, at most once a day and never for sold items',
  },
};
export const WithDescription: Story = {
  args: { children: 'Souvenir only', description: 'Souvenir skins dropped during a Major and carry its stickers.' },
};
export const InvalidWithMessage: Story = {
  args: { children: 'I accept the terms of service', isInvalid: true, errorMessage: 'Accept the terms to continue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accept the terms to continue')).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
  },
};
export const Required: Story = {
  args: { children: 'I accept the terms of service', name: 'terms', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept/ }));
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument();
  },
};
