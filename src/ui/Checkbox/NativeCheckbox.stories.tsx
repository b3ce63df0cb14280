import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeCheckbox, NativeCheckboxGroup } from './NativeCheckbox.tsx';

const meta = {
  title: 'Controls/NativeCheckbox',
  component: NativeCheckbox,
  args: { children: 'StatTrak™', onChange: fn() },
} satisfies Meta<typeof NativeCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'StatTrak™' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('StatTrak™'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Ticked: Story = { args: { isSelected: true } };

const exteriors = ['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred'];

function Exteriors({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <NativeCheckboxGroup aria-label="Exterior" value={value} onChange={setValue}>
      {exteriors.map((exterior) => (
        <NativeCheckbox key={exterior} value={exterior}>
          {exterior}
        </NativeCheckbox>
      ))}
    </NativeCheckboxGroup>
  );
}

/** A group from the keyboard: Tab moves between the boxes, Space ticks one. */
export const Group: Story = {
  render: () => <Exteriors initial={['Minimal Wear']} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Exterior' });
    await expect(within(group).getByRole('checkbox', { name: 'Minimal Wear' })).toBeChecked();
    await userEvent.tab();
    await expect(within(group).getByRole('checkbox', { name: 'Factory New' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(group).getByRole('checkbox', { name: 'Factory New' })).toBeChecked();
    await userEvent.click(canvas.getByText('Minimal Wear'));
    await expect(within(group).getByRole('checkbox', { name: 'Minimal Wear' })).not.toBeChecked();
  },
};
