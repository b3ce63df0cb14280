import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSearchField, type NativeSearchFieldProps } from './NativeSearchField.tsx';
import { SearchField } from './SearchField.tsx';

/** Holds the text as a page does, so typing, Escape and the clear button show their effect. */
function Controlled({ value: initial, onChange, ...props }: NativeSearchFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <NativeSearchField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Controls/NativeSearchField',
  component: NativeSearchField,
  render: (props) => <Controlled {...props} />,
  args: { label: 'Search', placeholder: 'AK-47 | Redline', value: '', onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'Karambit Doppler{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Karambit Doppler');
    // The clear button is for the pointer: the keyboard clears with Escape.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const WithText: Story = {
  args: { value: 'AWP | Dragon Lore' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toHaveAttribute('tabindex', '-1');
    await userEvent.type(input, '{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const LongText: Story = {
  args: { label: 'Search every CS2 skin on sale by name', value: 'StatTrak™ M9 Bayonet | Gamma Doppler (Factory New)' },
};

/** Beside the react-aria SearchField it stands in for on drawn pages: the same boxes. */
export const LikeTheSearchField: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <div data-testid="native" style={{ width: 240 }}>
        <Controlled {...args} />
      </div>
      <div data-testid="aria" style={{ width: 240 }}>
        <SearchField label={args.label} placeholder={args.placeholder} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const native = within(canvas.getByTestId('native')).getByRole('searchbox').parentElement?.getBoundingClientRect();
    const aria = within(canvas.getByTestId('aria')).getByRole('searchbox').parentElement?.getBoundingClientRect();
    await expect(native?.height).toBe(aria?.height);
    await expect(native?.top).toBe(aria?.top);
  },
};
