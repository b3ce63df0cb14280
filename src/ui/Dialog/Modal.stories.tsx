import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function SupportForm() {
  return (
    <form style={{ display: 'grid', gap: 12 }}>
      <label style={{ display: 'grid', gap: 4 }}>
        Email
        <input type="email" name="email" defaultValue="ivan@example.com" />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        Message
        <textarea name="message" rows={4} defaultValue="My trade offer did not arrive." />
      </label>
    </form>
  );
}

/** The auth-success artwork stand-in: decorative, so hidden from screen readers. */
function SideArtwork() {
  return (
    <svg viewBox="0 0 200 300" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="200" height="300" fill="#1b2438" />
      <circle cx="100" cy="120" r="60" fill="#f5a524" opacity="0.8" />
      <rect x="40" y="210" width="120" height="14" rx="7" fill="#3a4666" />
    </svg>
  );
}

export const Dismissable: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Support</Button>
      <Modal {...args}>
        <Dialog heading="Contact support">
          <SupportForm />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    const trigger = within(canvasElement).getByRole('button', { name: 'Support' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact support' });
    await waitFor(() => expect(dialog).toBeVisible());
    // react-aria locks the page scroll on the root element while a modal is open.
    await expect(root.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(root.style.overflow).toBe('');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosedWithTheCloseButton: Story = {
  render: Dismissable.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Support' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Contact support' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NonClosable: Story = {
  args: { isClosable: false, defaultOpen: true, size: 'lg' },
  render: (args) => (
    <Modal {...args}>
      <Dialog heading="Complete your profile" image={<SideArtwork />}>
        <p>We need a few details before your first purchase.</p>
        <SupportForm />
        <Button>Save</Button>
      </Dialog>
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Complete your profile' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvasElement.ownerDocument.body, { pointerEventsCheck: 0 });
    // Still open; `waitFor` lets a fade-in that started late under load finish before judging visibility.
    await expect(dialog).toBeInTheDocument();
    await waitFor(() =>
      expect(page(canvasElement).getByRole('dialog', { name: 'Complete your profile' })).toBeVisible(),
    );
  },
};

export const WithSideImage: Story = {
  args: { defaultOpen: true, size: 'lg' },
  render: NonClosable.render,
};

export const Small: Story = {
  args: { defaultOpen: true, size: 'sm' },
  render: (args) => (
    <Modal {...args}>
      <Dialog heading="Remove AK-47 | Redline from the cart?">
        <Button variant="danger">Remove</Button>
      </Dialog>
    </Modal>
  ),
};

const termsClauses = Array.from(
  { length: 30 },
  (_, index) =>
    `${index + 1}. Items are delivered as Steam trade offers, which you confirm through Steam Guard on your phone.`,
);

export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Modal {...args}>
      <Dialog heading="Terms of Use">
        {termsClauses.map((clause) => (
          <p key={clause}>{clause}</p>
        ))}
      </Dialog>
    </Modal>
  ),
};
