import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HoldNotice } from './HoldNotice.tsx';

const now = new Date('2026-11-22T12:00:00Z');
const hour = 60 * 60 * 1000;
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();

const meta = {
  title: 'Domain/HoldNotice',
  component: HoldNotice,
  args: { now, tradableAfter: inMs(3 * 24 * hour + 5 * hour) },
} satisfies Meta<typeof HoldNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Days: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This item can’t be traded for 3 days')).toBeVisible();
    await expect(within(canvasElement).getByText('Tradable after Nov 25, 2026')).toBeVisible();
  },
};
export const OneDay: Story = { args: { tradableAfter: inMs(24 * hour) } };
export const EightDays: Story = { args: { tradableAfter: inMs(8 * 24 * hour) } };
export const Hours: Story = {
  args: { tradableAfter: inMs(5 * hour + 30 * 60 * 1000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This item can’t be traded for 5 hours')).toBeVisible();
  },
};
export const NoHold: Story = {
  args: { tradableAfter: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
export const HoldOver: Story = {
  args: { tradableAfter: inMs(-hour) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
export const French: Story = {
  globals: { locale: 'fr' },
  // The query's default normaliser reads the no-break space of '3 jours' as a plain space.
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cet objet ne peut pas être échangé pendant 3 jours')).toBeVisible();
  },
};
