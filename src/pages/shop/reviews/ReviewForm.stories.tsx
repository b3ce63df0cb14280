import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reviewMessages } from '#contract/reviews.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { ReviewSignInPrompt } from './ReviewSubmission.tsx';

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const comment = 'Fast trade offer, and the float was exactly as listed.';

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Your comment' });
    await expect(canvas.getByText('0 of 300 characters (at least 20)')).toBeVisible();
    await userEvent.type(field, comment);
    await expect(canvas.getByText(`${comment.length} of 300 characters (at least 20)`)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '8' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ description: comment, rate: 8 });
  },
};

export const SubmittedEmpty: Story = {
  name: 'Submitted without a score',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ description: '', rate: undefined });
  },
};

export const FieldErrors: Story = {
  args: {
    fieldErrors: { description: reviewMessages.commentRequired, rate: reviewMessages.scoreRequired },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please enter your comment.')).toBeVisible();
    await expect(canvas.getByText('Please choose a score from 1 to 10.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your comment' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Submitting/ });
    await expect(within(button).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Your comment' })).toHaveAttribute('readonly');
  },
};

export const ServerRefusal: Story = {
  args: { formError: reviewMessages.notCustomer },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Only customers with a delivered order can leave a review.',
    );
  },
};

export const LongRefusal: Story = {
  args: { formError: `description: ${reviewMessages.offensive}\nrate: ${reviewMessages.scoreRequired}` },
};

/** A visitor is invited to sign in instead. */
export const VisitorPrompt: Story = {
  render: () => <ReviewSignInPrompt />,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sign in to leave a review' });
    await expect(link.getAttribute('href')).toContain('users/auth/steam/login/');
  },
};
