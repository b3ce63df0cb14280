import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createActor } from 'xstate';
import { sessionOf } from '#app/session/session.ts';
import { SessionProvider } from '#app/session/sessionContext.tsx';
import { sessionMachine } from '#machines/session/session.machine.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

/** A visitor's session: the picker keeps a signed-in shopper's choice on their account, a visitor's in the cookie. */
const visitor = () => sessionOf(createActor(sessionMachine, { input: { addressTokens: null } }).start());

const meta = {
  title: 'App/Footer/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [(Story) => <SessionProvider value={visitor()}>{Story()}</SessionProvider>],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn before its Select has loaded: a button named like the Select's. */
export const BeforeItsCodeLoads: Story = {
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByRole('button', { name: 'English Language' });
    await expect(picker).not.toHaveAttribute('data-rac');
  },
};

/** Pressed, the stand-in gives way to the Select, open on the languages. */
export const OpensWhenPressed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'English Language' }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Focus is back on the Select's own trigger, which took the stand-in's place (once the list has finished
    // closing: it may leave the accessibility tree a frame before focus moves).
    const trigger = within(canvasElement).getByRole('button', { name: /Language/ });
    await expect(trigger).toHaveAttribute('data-rac');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Reached with Tab, the Select arrives focused, so the keyboard carries on where it was. */
export const FromTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /Language/ })).toHaveAttribute('data-rac'),
    );
    const trigger = within(canvasElement).getByRole('button', { name: /Language/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
