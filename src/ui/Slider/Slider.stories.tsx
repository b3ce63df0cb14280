import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider.tsx';

const meta = {
  title: 'Controls/Slider',
  component: Slider<number[]>,
  args: {
    label: 'Price',
    minValue: 0,
    maxValue: 5000,
    step: 1,
    defaultValue: [50, 2500],
    formatOptions: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    onChange: fn(),
    onChangeEnd: fn(),
  },
} satisfies Meta<typeof Slider<number[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PriceRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minimum = canvas.getByRole('slider', { name: 'Minimum Price' });
    const maximum = canvas.getByRole('slider', { name: 'Maximum Price' });
    await expect(canvas.getByText('€50 – €2,500')).toBeVisible();

    await userEvent.tab();
    await expect(minimum).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(minimum).toHaveValue('52');
    await expect(args.onChange).toHaveBeenLastCalledWith([52, 2500]);

    await userEvent.tab();
    await expect(maximum).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(maximum).toHaveValue('3000');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('€52 – €5,000')).toBeVisible();
  },
};

/** The thumbs cannot cross: the lower one stops at the upper one. */
export const ThumbsMeet: Story = {
  args: { defaultValue: [1200, 1205] },
  play: async ({ canvasElement }) => {
    const minimum = within(canvasElement).getByRole('slider', { name: 'Minimum Price' });
    minimum.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(minimum).toHaveValue('1205');
  },
};

export const FloatRange: Story = {
  args: {
    label: 'Float',
    minValue: 0,
    maxValue: 1,
    step: 0.000001,
    defaultValue: [0.07, 0.15],
    formatOptions: { minimumFractionDigits: 6, maximumFractionDigits: 6 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0.070000 – 0.150000')).toBeVisible();
    canvas.getByRole('slider', { name: 'Maximum Float' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('0.070000 – 0.149999')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByText('0.070000 – 0.070000')).toBeVisible();
  },
};

export const LongLabel: Story = {
  args: { label: 'Price per item, converted to your currency and with the service fee included' },
};
export const CustomThumbLabels: Story = {
  args: { thumbLabels: ['Cheapest', 'Most expensive'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Cheapest Price' })).toBeInTheDocument();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Minimum Price' })).toBeDisabled();
  },
};
