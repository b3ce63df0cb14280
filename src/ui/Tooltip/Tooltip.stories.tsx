import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlainButton } from '../Button/PlainButton.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Remove from the cart',
    children: (trigger) => (
      <PlainButton {...trigger} variant="ghost" aria-label="Remove AK-47 | Redline">
        🗑
      </PlainButton>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '96px 160px 16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  name: 'On keyboard focus (Escape hides it)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Remove from the cart');
    // It fades in.
    await waitFor(() => expect(tooltip).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Remove AK-47 | Redline' })).toHaveAccessibleDescription(
      'Remove from the cart',
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};

/** Wraps within its container's width, here 220 px. */
export const LongText: Story = {
  args: { content: 'This item can’t be traded for 7 days: Steam holds every item for a while after a trade.' },
  decorators: [
    (Story) => (
      <div style={{ width: 220, marginInlineStart: 'auto', containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(220);
  },
};
