import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { csFacets, dotaFacets, dotaFacetsOfEveryKind } from './StoreFilters.fixtures.ts';
import { StoreFilters, type StoreFilterValues } from './StoreFilters.tsx';

const meta = {
  title: 'Domain/StoreFilters',
  component: StoreFilters,
  args: { game: 'csgo', facets: csFacets, value: {}, currency: 'EUR', onChange: fn(), onReset: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CS2: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Minimal Wear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ exterior: ['minimal_wear'] });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'StatTrak™' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ stattrak: true });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Without hold' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ hold: ['none'] });
    // The twelve tournaments start folded: a long list does not push the rest of the panel away.
    await expect(canvas.getByRole('button', { name: 'Sticker tournament' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const Dota2: Story = {
  name: 'Dota 2 (no CS2 filters)',
  args: { game: 'dota2', facets: dotaFacets },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: 'StatTrak™' })).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Exterior' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Hero' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Crystal Maiden' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ hero: ['crystal_maiden'] });
  },
};

export const Dota2EveryTypeAndQuality: Story = {
  name: 'Dota 2: every type and quality of the catalogue',
  args: { game: 'dota2', facets: dotaFacetsOfEveryKind },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Both lists are long, so they start folded.
    await userEvent.click(canvas.getByRole('button', { name: 'Type' }));
    for (const type of ['Gem / Rune', 'League', 'Misc', 'Pennant', 'Player Card', 'Recipe', 'Retired Chest']) {
      await expect(canvas.getByRole('checkbox', { name: type })).toBeVisible();
    }
    for (const type of ['Sticker', 'Tool', 'Treasure Key']) {
      await expect(canvas.getByRole('checkbox', { name: type })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Treasure Key' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ type: ['treasure_key'] });
    await userEvent.click(canvas.getByRole('button', { name: 'Quality' }));
    for (const quality of ['Favored', 'Ascendant', 'Infused']) {
      await expect(canvas.getByRole('checkbox', { name: quality })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Infused' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ quality: ['infused'] });
  },
};

export const WithFilters: Story = {
  name: 'With filters applied',
  args: {
    value: {
      price_from: 10,
      price_to: 250,
      float_from: 0.07,
      float_to: 0.15,
      exterior: ['minimal_wear'],
      tournament: ['event_0'],
      souvenir: true,
      hold: ['3'],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Minimal Wear' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Major 2014' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Sticker tournament (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Minimal Wear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ exterior: undefined });
  },
};

/** Before any story loads the range controls (this file's later stories do): from the stand-in to the slider. */
/** How long a story waits for a control whose code loads on first use (a chunk fetched, then drawn). */
const lazyCode = { timeout: 10_000 };

export const FloatFromTheKeyboard: Story = {
  name: 'Reaching the float slider from the keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: /Highest float/ }).focus();
    // The slider takes the stand-in's place with the same thumb focused, and the arrow keys move it. Its code is
    // fetched first: on a busy machine that takes longer than waitFor's one second.
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Float' })).toHaveAttribute('data-rac'), lazyCode);
    await waitFor(() => expect(canvas.getByRole('slider', { name: /Highest float/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ float_from: undefined, float_to: 0.99 });
  },
};

/** The panel as a store drives it: every change lands in the value it is given back. */
function Controlled(props: Parameters<typeof StoreFilters>[0]) {
  const [value, setValue] = useState<StoreFilterValues>({});
  return (
    <StoreFilters
      {...props}
      value={value}
      onChange={(changes) => setValue((current) => ({ ...current, ...changes }))}
      onReset={() => setValue({})}
    />
  );
}

export const PriceTyped: Story = {
  name: 'Typing a price range',
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The pointer resting on the stand-in loads the number fields, which take its place.
    await userEvent.hover(canvas.getByRole('textbox', { name: 'From' }));
    const from = await waitFor(() => {
      const field = canvas.getByRole('textbox', { name: 'From' });
      expect(field).not.toHaveAttribute('readonly');
      return field;
    }, lazyCode);
    await userEvent.type(from, '25');
    await userEvent.tab();
    await expect(from).toHaveValue('€25.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(from).toHaveValue('');
  },
};
