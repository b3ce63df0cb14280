import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: 'Full name', placeholder: 'John Smith', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada Lovelace');
  },
};
export const WithValue: Story = { args: { label: 'Email', type: 'email', defaultValue: 'shopper@example.com' } };
export const LongLabel: Story = {
  args: {
    label: 'Steam trade link (Steam > Inventory > Trade Offers > Who can send me trade offers?)',
    defaultValue: 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh',
  },
};
export const WithDescription: Story = {
  args: { label: 'Steam trade link', description: 'We send your skins to this link. Find it in your Steam inventory.' },
};
export const InvalidWithMessage: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'shopper@',
    isInvalid: true,
    errorMessage: 'Invalid email address',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
  },
};
export const Disabled: Story = { args: { label: 'Username', defaultValue: 'ak47_collector', isDisabled: true } };
export const ReadOnly: Story = { args: { label: 'Username', defaultValue: 'ak47_collector', isReadOnly: true } };
export const Required: Story = {
  args: { label: 'Email', type: 'email', name: 'email', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This value has the wrong format')).toBeVisible();
  },
};
export const ValidatedWhileTyping: Story = {
  args: {
    label: 'Phone',
    type: 'tel',
    description: "'+' then 11 to 13 digits",
    validationBehavior: 'aria',
    validate: (value) => (value === '' || /^\+\d{11,13}$/.test(value) ? null : 'Enter + and 11 to 13 digits'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '+4412');
    await expect(canvas.getByText('Enter + and 11 to 13 digits')).toBeVisible();
    await userEvent.type(input, '345678901');
    await expect(canvas.queryByText('Enter + and 11 to 13 digits')).not.toBeInTheDocument();
  },
};
/** Field errors follow the shopper's language, not the browser's. */
export const RequiredInFrench: Story = {
  args: { label: 'E-mail', type: 'email', name: 'email', isRequired: true },
  globals: { locale: 'fr' },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Ce champ est obligatoire')).toBeVisible();
  },
};
