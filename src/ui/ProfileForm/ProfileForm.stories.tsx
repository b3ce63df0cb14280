import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileForm } from './ProfileForm.tsx';

const countries = [
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'PL', name: 'Poland' },
  { code: 'US', name: 'United States' },
];

const complete = {
  username: 'ivan_petrov',
  full_name: 'Ivan Petrov',
  email: 'ivan@example.com',
  phone: '+33612345678',
  date_birth: '1990-05-01',
  country: 'FR',
  street_address: '12 Rue de Rivoli',
  zip_code: '75001',
  steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCd1234',
};

const meta = {
  title: 'Forms/ProfileForm',
  component: ProfileForm,
  args: { variant: 'completion', countries, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const CompletionEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const type = async (name: string, text: string) => userEvent.type(canvas.getByRole('textbox', { name }), text);
    await type('Username', complete.username);
    await type('Full name', complete.full_name);
    await type('Email', complete.email);
    await type('Phone', complete.phone);
    await userEvent.type(canvas.getByLabelText('Date of birth'), complete.date_birth);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Fra');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'France' }));
    await type('Address', complete.street_address);
    await type('Zip code', complete.zip_code);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Steam trade link' }));
    await userEvent.paste(complete.steam_trade_link);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(complete);
  },
};

export const SettingsFilled: Story = {
  args: { variant: 'settings', defaultValues: complete },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).toBeNull();
    await expect(canvas.queryByLabelText('Date of birth')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      "'+' then up to 15 digits",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const { username: _, full_name: __, date_birth: ___, ...settings } = complete;
    await expect(args.onSubmit).toHaveBeenCalledWith(settings);
  },
};

export const Invalid: Story = {
  args: {
    defaultValues: { ...complete, phone: '+3361', email: 'ivan@' },
    fieldErrors: { phone: "Must start with '+' and have 11-13 digits", email: 'Invalid email address' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      expect.stringContaining("Must start with '+' and have 11-13 digits"),
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  },
};

export const Sending: Story = {
  args: { defaultValues: complete, isSending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Saving/ });
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('readonly');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { defaultValues: complete, formError: 'steam_trade_link: This trade link belongs to another Steam account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'steam_trade_link: This trade link belongs to another Steam account',
    );
  },
};

export const InFrench: Story = {
  globals: { locale: 'fr' },
  args: { variant: 'settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Téléphone' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  },
};
