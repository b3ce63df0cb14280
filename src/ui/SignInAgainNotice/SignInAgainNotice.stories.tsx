import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInAgainNotice } from './SignInAgainNotice.tsx';

const meta = {
  title: 'Forms/SignInAgainNotice',
  component: SignInAgainNotice,
  args: { onSignIn: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignInAgainNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Sign in with Steam again to change your trade link');
    await expect(alert).toHaveTextContent('within 10 minutes of a Steam sign-in. Nothing was saved.');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Steam again' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** A phone's width: the text wraps, the button keeps its own width. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
