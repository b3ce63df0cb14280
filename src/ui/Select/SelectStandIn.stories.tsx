import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, SelectItem } from './Select.tsx';
import { SelectStandIn } from './SelectStandIn.tsx';

const meta = {
  title: 'Controls/SelectStandIn',
  component: SelectStandIn,
  args: { label: 'Language', value: 'English', onClick: fn(), onFocus: fn() },
  // The stand-in beside the Select it stands for: the same boxes, so the Select takes its place without a shift.
  decorators: [
    (Story, { args }) => (
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <div data-testid="stand-in" style={{ width: 200 }}>
          <Story />
        </div>
        <div data-testid="select" style={{ width: 200 }}>
          <Select label="Language" defaultValue="en" isDisabled={args.isDisabled}>
            <SelectItem id="en">English</SelectItem>
            <SelectItem id="fr">Français</SelectItem>
          </Select>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof SelectStandIn>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectSameBoxes(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const standIn = within(canvas.getByTestId('stand-in')).getByRole('button', { name: 'English Language' });
  const select = within(canvas.getByTestId('select')).getByRole('button', { name: /English/ });
  const standInBox = standIn.getBoundingClientRect();
  const selectBox = select.getBoundingClientRect();
  await expect(standInBox.height).toBe(selectBox.height);
  await expect(standInBox.width).toBe(selectBox.width);
  await expect(standInBox.top).toBe(selectBox.top);
  await expect(canvas.getByTestId('stand-in').getBoundingClientRect().height).toBe(
    canvas.getByTestId('select').getBoundingClientRect().height,
  );
  return standIn;
}

export const LikeTheSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const standIn = await expectSameBoxes(canvasElement);
    await expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(standIn);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const FocusedFromTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const standIn = within(within(canvasElement).getByTestId('stand-in')).getByRole('button');
    await expect(standIn).toHaveFocus();
    await expect(args.onFocus).toHaveBeenCalledOnce();
    // The focus ring the Select's trigger draws.
    await expect(getComputedStyle(standIn).boxShadow).not.toBe('none');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const standIn = await expectSameBoxes(canvasElement);
    await expect(standIn).toBeDisabled();
    await expect(getComputedStyle(standIn).opacity).toBe('0.5');
  },
};
