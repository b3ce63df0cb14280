import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inForm } from '../Form/inForm.stories.decorator.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Controls/TextArea',
  component: TextArea,
  args: { label: 'Message', placeholder: 'How can we help?', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(textArea, 'My trade offer has not arrived.{Enter}Order 1042.');
    await expect(textArea).toHaveValue('My trade offer has not arrived.\nOrder 1042.');
    await expect(args.onChange).toHaveBeenLastCalledWith('My trade offer has not arrived.\nOrder 1042.');
  },
};
export const WithValue: Story = {
  args: {
    label: 'Comment',
    defaultValue:
      'Fast delivery, the AK-47 | Redline arrived in under a minute. The float was exactly as listed. Will buy again.',
  },
};
export const LongLabel: Story = {
  args: { label: 'Tell us what happened with your order, which item it was and when you paid for it' },
};
export const WithDescription: Story = {
  args: { label: 'Comment', description: 'Published after we check that you bought from us and the text is polite.' },
};
export const InvalidWithMessage: Story = {
  args: { defaultValue: 'Hi', isInvalid: true, errorMessage: 'Write at least 20 characters' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Write at least 20 characters')).toBeVisible();
  },
};
export const Disabled: Story = { args: { defaultValue: 'Sent on 21 November', isDisabled: true } };
export const Required: Story = {
  args: { name: 'message', isRequired: true },
  decorators: [inForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.queryByText('This field is required')).not.toBeInTheDocument();
  },
};
