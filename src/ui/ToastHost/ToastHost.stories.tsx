import type { Meta, StoryObj } from '@storybook/react-vite';
import toast from 'react-hot-toast';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { notify, toastLimit } from './notify.ts';
import { ToastHost } from './ToastHost.tsx';

function ToastPlayground() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button onPress={() => notify.success('Item added to cart')}>Success</Button>
      <Button variant="danger" onPress={() => notify.error('Open your STEAM inventory first')}>
        Error
      </Button>
      <Button variant="secondary" onPress={() => notify.loading('Checking your inventory…')}>
        Loading
      </Button>
      <Button variant="secondary" onPress={() => notify.blank('Your review is waiting for moderation')}>
        Blank
      </Button>
      <Button
        variant="secondary"
        onPress={() => notify.custom(<strong style={{ color: '#fff' }}>Price drop on AK-47 | Redline</strong>)}
      >
        Custom
      </Button>
      <Button
        variant="secondary"
        onPress={() => {
          for (let index = 1; index <= 25; index += 1) notify.blank(`Toast ${index}`);
        }}
      >
        Fire 25
      </Button>
      <Button variant="ghost" onPress={() => notify.dismiss()}>
        Dismiss all
      </Button>
      <ToastHost />
    </div>
  );
}

const meta = {
  title: 'Feedback/ToastHost',
  component: ToastHost,
  render: () => <ToastPlayground />,
  // Toasts live in a module-level store: start every story from an empty screen.
  beforeEach: () => {
    toast.remove();
  },
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Success last, as it leaves first (2 s); pointing at a toast then holds them all, as it does for a shopper.
    for (const name of ['Error', 'Loading', 'Blank', 'Custom', 'Success']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await userEvent.hover(await canvas.findByText('Item added to cart'));
    await expect(await canvas.findByText('Item added to cart')).toBeVisible();
    await expect(await canvas.findByText('Open your STEAM inventory first')).toBeVisible();
    await expect(await canvas.findByText('Checking your inventory…')).toBeVisible();
    await expect(await canvas.findByText('Your review is waiting for moderation')).toBeVisible();
    await expect(await canvas.findByText('Price drop on AK-47 | Redline')).toBeVisible();
  },
};

export const NewestLastAtTheBottomLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Blank' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const older = await canvas.findByText('Your review is waiting for moderation');
    const newer = await canvas.findByText('Open your STEAM inventory first');
    await waitFor(() => expect(newer.getBoundingClientRect().top).toBeGreaterThan(older.getBoundingClientRect().top));
    await expect(newer.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
    await expect(newer.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight / 2);
  },
};

export const AtMostTwenty: Story = {
  name: '25 toasts leave 20',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fire 25' }));
    await expect(await canvas.findByText('Toast 25')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText(/^Toast \d+$/)).toHaveLength(toastLimit));
    for (const index of [1, 5]) await expect(canvas.queryByText(`Toast ${index}`)).toBeNull();
    for (const index of [6, 25]) await expect(canvas.getByText(`Toast ${index}`)).toBeInTheDocument();
  },
};
