import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { ComboBox, ComboBoxItem } from './ComboBox.tsx';

/** The shape of `users/countries` (spec §3). */
interface Country {
  code: string;
  name: string;
}

const countries: Country[] = [
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BR', name: 'Brazil' },
  { code: 'CA', name: 'Canada' },
  { code: 'DK', name: 'Denmark' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NO', name: 'Norway' },
  { code: 'PL', name: 'Poland' },
  { code: 'PT', name: 'Portugal' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

const meta = {
  title: 'Controls/ComboBox',
  component: ComboBox<Country>,
  args: {
    label: 'Country',
    placeholder: 'Start typing a country',
    defaultItems: countries,
    children: (country: Country) => <ComboBoxItem id={country.code}>{country.name}</ComboBoxItem>,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ComboBox<Country>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'fra');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['France']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'France' }));
    await expect(input).toHaveValue('France');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('FR');
  },
};
export const WithValue: Story = {
  args: { defaultSelectedKey: 'DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await screen.findAllByRole('option')).toHaveLength(countries.length);
  },
};
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Country' }), 'Atlantis');
    const noResults = await screen.findByText('No results');
    // Once the list is shown beside the field: it is in the page a moment before.
    await waitFor(() => expect(noResults).toBeVisible());
  },
};
export const LongLabel: Story = {
  args: { label: 'Country of residence, as written on the invoice address of your payment method' },
};
export const WithDescription: Story = { args: { description: 'Where you live; it decides the taxes on your order.' } };
export const InvalidWithMessage: Story = {
  args: { isInvalid: true, errorMessage: 'We cannot deliver to this country yet', defaultSelectedKey: 'BR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We cannot deliver to this country yet')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'FR' } };
export const Required: Story = {
  args: { name: 'country', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};
