import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Controls/SearchField',
  component: SearchField,
  args: { label: 'Search skins', placeholder: 'AK-47 | Redline', onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search skins' });
    await userEvent.type(input, 'Karambit Doppler{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Karambit Doppler');
    await userEvent.click(canvas.getByRole('button', { name: /Clear/ }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
export const WithValue: Story = {
  args: { defaultValue: 'AWP | Dragon Lore' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search skins' });
    await userEvent.type(input, '{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};
export const LongLabel: Story = {
  args: { label: 'Search every CS2, Dota 2 and Rust skin on sale by name, collection or sticker' },
};
export const WithDescription: Story = { args: { description: 'Searches the CS2 store.' } };
export const InvalidWithMessage: Story = {
  args: { defaultValue: '%%', isInvalid: true, errorMessage: 'Type at least two letters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Type at least two letters')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Required: Story = {
  args: { name: 'q', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};
