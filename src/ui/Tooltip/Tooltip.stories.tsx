import type { Meta, StoryObj } from '@storybook/react-vite';
import { TooltipTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'Remove from the cart', placement: 'top' },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
  render: (args) => (
    <div style={{ padding: '64px 160px' }}>
      <TooltipTrigger>
        <Button variant="ghost" aria-label="Remove AK-47 | Redline">
          🗑
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Remove from the cart');
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
export const Bottom: Story = { args: { placement: 'bottom', isOpen: true } };
export const Start: Story = { args: { placement: 'start', isOpen: true } };
export const LongText: Story = {
  args: {
    isOpen: true,
    children: 'This item can’t be traded for 7 days: Steam holds every item for a while after a trade.',
  },
};
