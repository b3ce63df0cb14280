import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Facts, Panel } from './Panel.tsx';

const meta = {
  title: 'Back-office/Panel',
  component: Panel,
  args: {
    title: 'Ticket',
    children: (
      <Facts
        facts={[
          ['Status', 'Open'],
          ['From', 'Camille Dubois'],
          ['Assigned to', null],
        ]}
      />
    ),
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFacts: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Ticket' }));
    // A missing value shows as a dash.
    await expect(panel.getByText('—')).toBeVisible();
  },
};

/** Long values wrap inside the panel, even an unbroken one. */
export const LongValues: Story = {
  args: {
    title: 'Delivery of a very long order with many skins and a long name',
    children: (
      <Facts
        facts={[
          ['Trade link', `https://steamcommunity.com/tradeoffer/new/?partner=39734274&token=${'A'.repeat(80)}`],
          [
            'Reason',
            'The buyer declined by mistake and wrote to support asking for a new offer after 18:00. '.repeat(3),
          ],
        ]}
      />
    ),
  },
};
