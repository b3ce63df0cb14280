import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SupportForm, type SupportFormProps } from './SupportForm.tsx';

const meta = {
  title: 'Forms/SupportForm',
  component: SupportForm,
  args: { onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SupportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'My trade offer for the AK-47 | Redline (Field-Tested) has not arrived after two hours.',
};

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), filled.full_name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), filled.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), filled.message);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement, args }) => {
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Enter}');
    await expect(within(canvasElement).getByRole('button', { name: 'Send message' })).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const Invalid: Story = {
  args: {
    defaultValues: { email: 'ada@example' },
    fieldErrors: {
      full_name: 'Please enter your name',
      email: 'Invalid email address',
      message: 'Message is required',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Please enter your name');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInvalid();
  },
};

export const Sending: Story = {
  args: { defaultValues: filled, isSending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Sending/ });
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('readonly');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { defaultValues: filled, formError: 'Too many messages from this address. Try again in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many messages from this address. Try again in a minute.',
    );
  },
};

/** The errors come translated from the app; here the story translates them the same way. */
function FrenchInvalid(props: SupportFormProps) {
  const { t } = useLingui();
  return (
    <SupportForm
      {...props}
      fieldErrors={{
        full_name: t`Please enter your name`,
        email: t`Invalid email address`,
        message: t`Message is required`,
      }}
    />
  );
}

export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { defaultValues: { email: 'ada@example' } },
  render: (args) => <FrenchInvalid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nom' })).toHaveAccessibleDescription('Veuillez saisir votre nom');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail invalide');
    await expect(canvas.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument();
  },
};
