import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreateUserForm } from './CreateUserForm.tsx';

const meta = {
  title: 'Back-office/Create user',
  component: CreateUserForm,
  args: { onCreated: fn() },
} satisfies Meta<typeof CreateUserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('17 digits starting with 7656119')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
  },
};

/** Every rule of the contract's schema, said on its field before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'SteamID64' }), '7656');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'not an address');
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(await canvas.findByText('A SteamID64 is 17 digits starting with 7656119')).toBeVisible();
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('17 chiffres commençant par 7656119')).toBeVisible();
  },
};
