import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Profile">
        <Tab id="settings">My Profile</Tab>
        <Tab id="orders">My Orders</Tab>
        <Tab id="purchases">My Purchases</Tab>
      </TabList>
      <TabPanel id="settings">Your name, address and Steam trade link.</TabPanel>
      <TabPanel id="orders">Every order you placed, newest first.</TabPanel>
      <TabPanel id="purchases">The items you bought and their delivery status.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Steam trade link');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'My Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Every order you placed');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('orders');
    await userEvent.click(canvas.getByRole('tab', { name: 'My Purchases' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('delivery status');
  },
};
export const SelectedFromTheUrl: Story = { args: { defaultSelectedKey: 'purchases' } };
export const DisabledTab: Story = {
  args: { disabledKeys: ['purchases'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'My Purchases' }), { pointerEventsCheck: 0 });
    await expect(within(canvasElement).getByRole('tab', { name: 'My Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
export const Vertical: Story = { args: { orientation: 'vertical' } };
