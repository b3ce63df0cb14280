import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { Radio, RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Controls/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Currency',
    onChange: fn(),
    children: (
      <>
        <Radio value="EUR">Euro (EUR)</Radio>
        <Radio value="USD">US dollar (USD)</Radio>
        <Radio value="AUD">Australian dollar (AUD)</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'US dollar (USD)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('USD');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Australian dollar (AUD)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('AUD');
  },
};
export const WithValue: Story = { args: { defaultValue: 'EUR' } };
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'AUD' } };
export const LongLabel: Story = {
  args: { label: 'Currency in which prices, your cart and your invoices are shown and charged' },
};
export const WithDescription: Story = {
  args: {
    label: 'Trade hold',
    description: 'Items on hold cannot be traded for a few days after purchase.',
    children: (
      <>
        <Radio value="none">Without hold</Radio>
        <Radio value="short" description="Tradable again within 3 days.">
          1 to 3 days
        </Radio>
        <Radio value="long">4 to 8 days</Radio>
      </>
    ),
  },
};
export const InvalidWithMessage: Story = {
  args: { isInvalid: true, errorMessage: 'This currency is not available for your country' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This currency is not available for your country')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'EUR' } };
export const Required: Story = {
  args: { name: 'currency', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Euro (EUR)' }));
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument();
  },
};
