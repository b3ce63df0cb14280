import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListingFilters } from './ListingFilters.tsx';
import { listingBots } from './listings.fixtures.ts';

const meta = {
  title: 'Back-office/Listings/Filters',
  component: ListingFilters,
  args: { search: { page: 1, sort: 'newest' }, bots: listingBots, onApply: fn() },
} satisfies Meta<typeof ListingFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is ticked and typed applies on Apply only, once, back to the first page. */
export const Applying: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Not inspected' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name or listing id' }), 'ak red');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({ state: ['not_inspected'], q: 'ak red', page: 1 }),
    );
  },
};

/** The filters of the URL, shown as set; a bot the URL names that is not configured any more is still offered. */
export const FromTheUrl: Story = {
  args: {
    search: { page: 3, sort: 'name_asc', state: ['unpriced', 'needs_attention'], game: ['dota2'], bot: ['old_bot'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Unpriced' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Needs attention' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Dota 2/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /old_bot/ })).toBeVisible();
  },
};

/** The bots still loading: every filter but the bot's works. */
export const BotsLoading: Story = { args: { bots: undefined } };

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Appliquer les filtres' })).toBeVisible();
  },
};
