import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { Select, SelectItem } from './Select.tsx';

interface Exterior {
  id: string;
  name: string;
}

const exteriors: Exterior[] = [
  { id: 'fn', name: 'Factory New' },
  { id: 'mw', name: 'Minimal Wear' },
  { id: 'ft', name: 'Field-Tested' },
  { id: 'ww', name: 'Well-Worn' },
  { id: 'bs', name: 'Battle-Scarred' },
];

const meta = {
  title: 'Controls/Select',
  component: Select<Exterior>,
  args: {
    label: 'Exterior',
    placeholder: 'Any exterior',
    items: exteriors,
    children: (exterior: Exterior) => <SelectItem id={exterior.id}>{exterior.name}</SelectItem>,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select<Exterior>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Exterior/ });
    await expect(trigger).toHaveTextContent('Any exterior');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Minimal Wear' }));
    await expect(trigger).toHaveTextContent('Minimal Wear');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('mw');
  },
};
export const WithValue: Story = {
  args: { defaultSelectedKey: 'ft' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Exterior/ });
    await expect(trigger).toHaveTextContent('Field-Tested');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Field-Tested' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Well-Worn');
  },
};
export const Open: Story = {
  args: { defaultOpen: true, defaultSelectedKey: 'mw', disabledKeys: ['bs'] },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Minimal Wear' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: 'Battle-Scarred' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const LongLabel: Story = {
  args: { label: 'Exterior of the skin, from freshly unboxed to battle-scarred', defaultSelectedKey: 'bs' },
};
export const WithDescription: Story = { args: { description: 'Exterior follows from the float value.' } };
export const InvalidWithMessage: Story = {
  args: { isInvalid: true, errorMessage: 'This exterior does not exist for this skin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This exterior does not exist for this skin')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'fn' } };
export const Required: Story = {
  args: { name: 'exterior', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Exterior/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Factory New' }));
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument();
  },
};
