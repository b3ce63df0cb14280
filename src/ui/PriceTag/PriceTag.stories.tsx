import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from './PriceTag.tsx';

const meta = {
  title: 'Domain/PriceTag',
  component: PriceTag,
  args: { value: 34.87, currency: 'EUR' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    currency: { control: 'inline-radio', options: ['EUR', 'USD', 'AUD'] },
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Euros: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('data')?.textContent).toBe('34.87\u00a0EUR');
  },
};
export const Thousands: Story = {
  args: { value: 4899, currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('data')?.textContent).toBe('4,899.00\u00a0USD');
  },
};
export const NumericString: Story = {
  args: { value: '1312.5', currency: 'AUD' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('data')?.textContent).toBe('1,312.50\u00a0AUD');
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const NotANumber: Story = {
  args: { value: 'n/a' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('data')).toBeNull();
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  args: { value: 1234.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('data')?.textContent).toBe('1\u202f234,50\u00a0EUR');
  },
};
