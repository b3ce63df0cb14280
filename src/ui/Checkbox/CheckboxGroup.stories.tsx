import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

const meta = {
  title: 'Controls/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Exterior',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="fn">Factory New</Checkbox>
        <Checkbox value="mw">Minimal Wear</Checkbox>
        <Checkbox value="ft">Field-Tested</Checkbox>
        <Checkbox value="ww">Well-Worn</Checkbox>
        <Checkbox value="bs">Battle-Scarred</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Exterior' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Factory New' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Well-Worn' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['fn', 'ww']);
  },
};
export const WithValue: Story = { args: { defaultValue: ['mw', 'ft'] } };
export const LongLabel: Story = {
  args: { label: 'Exteriors to show, from freshly unboxed skins to the most battle-scarred ones' },
};
export const WithDescription: Story = { args: { description: 'Leave all empty to see every exterior.' } };
export const InvalidWithMessage: Story = {
  args: { isInvalid: true, errorMessage: 'Pick at least one exterior' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pick at least one exterior')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['fn'] } };
export const Required: Story = {
  args: { name: 'exterior', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Field-Tested' }));
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument();
  },
};
