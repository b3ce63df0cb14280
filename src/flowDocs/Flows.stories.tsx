import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FlowName } from './catalog.ts';
import { FlowPage } from './FlowPage.tsx';
import { readMachine } from './machineGraph.ts';
import { flowMachines } from './machines.ts';

/** Each machine's page: drawn, listed and planned from the machine itself when the page is shown. */
const meta = {
  title: 'Flows',
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function flowStory(name: FlowName): Story {
  const machine = flowMachines[name];
  return {
    name,
    render: () => <FlowPage name={name} />,
    play: async ({ canvasElement }) => {
      const page = within(canvasElement);
      // Every drawing rendered, none failed (the first page also loads Mermaid and ELK: slow on a busy machine).
      await waitFor(() => expect(canvasElement.querySelector('figure[aria-busy="true"]')).toBeNull(), {
        timeout: 25_000,
      });
      await expect(page.queryByRole('alert')).toBeNull();
      await expect(canvasElement.querySelectorAll('[data-testid="flow-drawing"] svg').length).toBeGreaterThan(0);
      // Each state of the machine is in the text beside the drawing.
      const states = within(page.getByRole('region', { name: 'States and transitions' }));
      for (const state of readMachine(machine).states)
        await expect(states.getAllByText(state.key).length).toBeGreaterThan(0);
      // The plan's first path opens on its steps, the first one where to start.
      const plan = page.getByRole('region', { name: 'Test plan' });
      await userEvent.click(plan.querySelector('details > summary') as HTMLElement);
      await expect(within(plan).getByText('Start there.')).toBeVisible();
    },
  };
}

export const Session = flowStory('session');
export const Cart = flowStory('cart');
export const Purchase = flowStory('purchase');
export const ProfileCompletion = flowStory('profileCompletion');
export const ProfileSettings = flowStory('profileSettings');
export const Review = flowStory('review');
export const SupportForm = flowStory('supportForm');
export const AdminOrderAction = flowStory('adminOrderAction');
export const CreateOrder = flowStory('createOrder');
export const AdminUserAction = flowStory('adminUserAction');
export const CreateUser = flowStory('createUser');
export const UserProfileEdit = flowStory('userProfileEdit');
export const AdminListingAction = flowStory('adminListingAction');
export const InspectionRetry = flowStory('inspectionRetry');
export const InventorySync = flowStory('inventorySync');
export const SupportReply = flowStory('supportReply');
export const TicketMove = flowStory('ticketMove');
export const ShopSettings = flowStory('shopSettings');
export const Order = flowStory('order');
