import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminLoginForm } from './AdminLoginForm.tsx';

const meta = {
  title: 'Forms/AdminLoginForm',
  component: AdminLoginForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminLoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'admin');
    const password = canvas.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.type(password, 'correct horse');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'correct horse' });
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Spaces alone are no username.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Enter your username');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Signing in/ });
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('readonly');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { formError: 'Invalid username or password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(canvas.getByRole('textbox', { name: 'Nom d’utilisateur' })).toHaveAccessibleDescription(
      'Saisissez votre nom d’utilisateur',
    );
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Saisissez votre mot de passe');
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
