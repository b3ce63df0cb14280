import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { NumberField } from './NumberField.tsx';

const euros = { style: 'currency', currency: 'EUR' } as const;

const meta = {
  title: 'Controls/NumberField',
  component: NumberField,
  args: { label: 'Maximum price', formatOptions: euros, minValue: 0, step: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Maximum price' });
    await userEvent.type(input, '1250');
    await userEvent.tab();
    await expect(input).toHaveValue('€1,250.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(1250);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('€1,251.00');
  },
};
export const WithValue: Story = {
  args: { label: 'Service fee', defaultValue: 0.05, formatOptions: { style: 'percent' }, step: 0.01, maxValue: 1 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Service fee' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('6%');
  },
};
export const LongLabel: Story = {
  args: { label: 'Maximum price you are willing to pay for one item, fees included', defaultValue: 89.5 },
};
export const WithDescription: Story = {
  args: { label: 'Minimum price', description: 'Items cheaper than this are hidden.', defaultValue: 50 },
};
export const InvalidWithMessage: Story = {
  args: { defaultValue: 12000, isInvalid: true, errorMessage: 'The highest price in the store is €5,000.00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The highest price in the store is €5,000.00')).toBeVisible();
  },
};
export const Disabled: Story = { args: { defaultValue: 50, isDisabled: true } };
export const Required: Story = {
  args: { name: 'price', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};
