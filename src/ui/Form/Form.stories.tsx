import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form, type FormProps } from './Form.tsx';

const countries = [
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'AU', name: 'Australia' },
  { code: 'US', name: 'United States' },
];

/** The settings section of the profile (spec §5): every field required. */
function ProfileFields() {
  return (
    <>
      <TextField name="email" type="email" label="Email" isRequired defaultValue="shopper@example.com" />
      <TextField name="phone" type="tel" label="Phone" isRequired defaultValue="+33612345678" />
      <ComboBox
        name="country"
        formValue="key"
        label="Country"
        isRequired
        defaultItems={countries}
        defaultSelectedKey="FR"
      >
        {(country) => <ComboBoxItem id={country.code}>{country.name}</ComboBoxItem>}
      </ComboBox>
      <Select name="currency" label="Currency" isRequired defaultSelectedKey="EUR">
        <SelectItem id="EUR">EUR</SelectItem>
        <SelectItem id="USD">USD</SelectItem>
        <SelectItem id="AUD">AUD</SelectItem>
      </Select>
      <TextField
        name="steam_trade_link"
        label="Steam trade link"
        isRequired
        defaultValue="https://steamcommunity.com/tradeoffer/new/?partner=1"
      />
      <Button type="submit">Save</Button>
    </>
  );
}

/** What the server answers to a refused PATCH users/profile/, as the app layer passes it on. */
const refusedProfile = {
  fieldErrors: { email: 'Invalid email address', steam_trade_link: 'Enter a valid Steam trade URL' },
  message: 'Your profile was not saved. Correct the fields below.',
};

/** Submits to a stand-in server that refuses the profile, the way a page wires the Form to its mutation. */
function ProfileFormWithServer({ onSubmit, ...props }: FormProps) {
  const [validationErrors, setValidationErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
    const answer = await Promise.resolve(refusedProfile);
    setValidationErrors(answer.fieldErrors);
    setFormError(answer.message);
  };
  return (
    <Form {...props} validationErrors={validationErrors} formError={formError} onSubmit={submit}>
      <ProfileFields />
    </Form>
  );
}

const meta = {
  title: 'Controls/Form',
  component: Form,
  args: { onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()), children: <ProfileFields /> },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ServerErrors: Story = {
  render: (args) => <ProfileFormWithServer {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByText('Enter a valid Steam trade URL')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your profile was not saved. Correct the fields below.');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAccessibleDescription('Invalid email address');
    // Editing a field takes its server error away once the shopper leaves it; the others stay.
    await userEvent.type(email, 'm');
    await userEvent.tab();
    await expect(canvas.queryByText('Invalid email address')).not.toBeInTheDocument();
    await expect(canvas.getByText('Enter a valid Steam trade URL')).toBeVisible();
  },
};

export const MissingFields: Story = {
  args: {
    children: (
      <>
        <TextField name="full_name" label="Full name" isRequired />
        <TextField name="zip_code" label="Zip code" isRequired />
        <Button type="submit">Save</Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getAllByText('This field is required')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WithFormError: Story = {
  args: { formError: 'Something went wrong' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const WithFieldErrors: Story = {
  args: { validationErrors: { phone: 'Phone must start with + and have at most 15 digits' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Phone must start with + and have at most 15 digits')).toBeVisible();
  },
};
