import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answeredTicket, closedTicket, openTicket } from './backoffice.fixtures.ts';
import { SupportTicketView } from './SupportTicketView.tsx';

const meta = {
  title: 'Back-office/Support ticket',
  component: SupportTicketView,
  args: { ticket: openTicket, onChanged: fn() },
} satisfies Meta<typeof SupportTicketView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reply yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close ticket' })).toBeVisible();
  },
};

export const Answered: Story = {
  args: { ticket: answeredTicket },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/check the code K7QX-29FD/)).toBeVisible();
  },
};

export const MailFailed: Story = {
  args: {
    ticket: {
      ...answeredTicket,
      thread: answeredTicket.thread.map((reply) => ({
        ...reply,
        mail: reply.mail && {
          ...reply.mail,
          status: 'failed' as const,
          attempts: 30,
          sent_at: null,
          last_error: '550 5.1.1 <camille@example.com>: Recipient address rejected',
        },
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Recipient address rejected/)).toBeVisible();
  },
};

export const Closed: Story = {
  args: { ticket: closedTicket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send reply' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();
  },
};

export const ReplyMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByText('Write a reply')).toBeVisible();
  },
};

/** A customer's text is data: markup stays text, and a long unbroken line wraps inside its panel. */
export const LongAndHostileText: Story = {
  args: {
    ticket: {
      ...openTicket,
      full_name: 'Maximilian Alexander von Hohenzollern-Sigmaringen',
      message: `<script>alert('x')</script> ${'Where is my skin? '.repeat(40)}${'A'.repeat(180)}`,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/<script>alert\('x'\)<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

export const French: Story = {
  args: { ticket: answeredTicket },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clore le ticket' })).toBeVisible();
  },
};
