import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { createQueryClient } from '#app/queryClient.ts';
import { startSession } from '#app/session/session.ts';
import { SessionProvider } from '#app/session/sessionContext.tsx';
import {
  cleanUpApp,
  fakeAccountServer,
  setSessionFlagCookie,
  stubBrowserForApp,
} from '#app/session/sessionTesting.tsx';
import { SupportDialogProvider, useSupportDialog } from '#app/support/SupportDialog.tsx';
import { supportEndpoints } from '#contract/lists.ts';
import { type Deferred, deferred } from '#test/deferred.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { Button } from '#ui/Button/Button.tsx';
import { ToastHost } from '#ui/ToastHost/ToastHost.tsx';
import { supportFormModel } from './supportForm.model.ts';
import type { SupportFormValues } from './supportForm.types.ts';

/**
 * The model-based suite: every path through the visitor's view of the support form (supportForm.model.ts)
 * is played on the real dialog, form and machine, with the real API client talking to msw.
 */

const complete: SupportFormValues = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.test',
  message: 'My trade offer for the AK-47 | Redline never arrived.',
};
const badEmail: SupportFormValues = { ...complete, email: 'ada@example' };
const sentDetail = 'Your message has been sent. Our support team will get back to you soon.';
const refusal = 'Our mailbox is full, please write again tomorrow.';
const missingMessages = ['Please enter your name', 'Please enter your email', 'Message is required'];

const server = suiteMockServer();

let pendingAnswer: Deferred<Response>;
let received: unknown[];

beforeEach(() => {
  received = [];
  pendingAnswer = deferred<Response>();
  // jsdom has no matchMedia; react-hot-toast asks it whether to animate.
  vi.stubGlobal('matchMedia', () => ({ matches: true }));
  server.use(
    http.post(mswUrl(supportEndpoints.contactForm), async ({ request }) => {
      received.push(await request.json());
      return pendingAnswer.promise;
    }),
  );
});

let stopSession: (() => void) | undefined;

afterEach(() => {
  act(() => toast.remove());
  cleanUpApp(stopSession);
  stopSession = undefined;
  setSessionFlagCookie(false);
  vi.unstubAllGlobals();
});

function OpenSupport() {
  const { open } = useSupportDialog();
  return <Button onPress={open}>Support</Button>;
}

/** The support dialog in the app's providers, for a visitor or, with `signedIn`, a shopper with a session. */
async function openSupportDialog(user: UserEvent) {
  const queryClient = createQueryClient();
  const { handle, stop } = startSession({ queryClient });
  stopSession = stop;
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider value={handle}>
          <SupportDialogProvider>
            <OpenSupport />
          </SupportDialogProvider>
          <ToastHost />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Support' }));
  return screen.findByRole('dialog', { name: 'Contact support' });
}

const dialog = () => screen.getByRole('dialog', { name: 'Contact support' });
const field = (name: 'Name' | 'Email' | 'Message') =>
  within(dialog()).getByRole<HTMLInputElement | HTMLTextAreaElement>('textbox', { name });

/** The text a screen reader reads after a field's name: its hint or its error. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function fill(user: UserEvent, values: SupportFormValues) {
  for (const [name, value] of [
    ['Name', values.full_name],
    ['Email', values.email],
  ] as const) {
    await user.clear(field(name));
    await user.type(field(name), value);
  }
  // Long messages are often pasted; typing them key by key only slows the suite down.
  await user.clear(field('Message'));
  await user.paste(values.message);
  // On to the send button: react-aria clears a field's error when the visitor leaves the field.
  await user.tab();
}

function expectValues(values: SupportFormValues) {
  expect(field('Name').value).toBe(values.full_name);
  expect(field('Email').value).toBe(values.email);
  expect(field('Message').value).toBe(values.message);
}

function expectNoFieldErrors() {
  for (const message of [...missingMessages, 'Invalid email address']) {
    expect(within(dialog()).queryByText(message)).toBeNull();
  }
}

describe('support form, model-based', () => {
  playModel(supportFormModel, {
    async open(user) {
      await openSupportDialog(user);
      expectValues({ full_name: '', email: '', message: '' });
      expectNoFieldErrors();

      return {
        events: {
          'visitor.fillComplete': () => fill(user, complete),
          'visitor.fillBadEmail': () => fill(user, badEmail),
          'visitor.submit': async () => {
            pendingAnswer = deferred<Response>();
            await user.click(within(dialog()).getByRole('button', { name: 'Send message' }));
          },
          'server.accept': async () => {
            pendingAnswer.resolve(HttpResponse.json({ detail: sentDetail }));
          },
          'server.refuse': async () => {
            pendingAnswer.resolve(HttpResponse.json({ message: refusal }, { status: 503 }));
          },
        },
        states: {
          empty: () => {
            expectValues({ full_name: '', email: '', message: '' });
            expectNoFieldErrors();
          },
          missingShown: () => {
            expect(descriptionOf(field('Name'))).toBe('Please enter your name');
            expect(descriptionOf(field('Email'))).toBe('Please enter your email');
            expect(descriptionOf(field('Message'))).toBe('Message is required');
            expect(received).toEqual([]);
          },
          badEmail: () => {
            expectValues(badEmail);
            expectNoFieldErrors();
          },
          badEmailShown: () => {
            expect(descriptionOf(field('Email'))).toBe('Invalid email address');
            expect(within(dialog()).queryByText('Please enter your name')).toBeNull();
            expect(within(dialog()).queryByText('Message is required')).toBeNull();
            expect(received).toEqual([]);
          },
          complete: () => {
            expectValues(complete);
            expectNoFieldErrors();
          },
          sending: async () => {
            const button = within(dialog()).getByRole('button', { name: /Sending/ });
            within(button).getByRole('progressbar', { name: 'Loading' });
            expect(field('Message').readOnly).toBe(true);
            expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
            await waitFor(() => expect(received.at(-1)).toEqual(complete));
          },
          failed: async () => {
            // Said once: in the failure toast, not repeated in the form.
            await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(1));
            expect(within(dialog()).queryByText(refusal)).toBeNull();
            expectValues(complete);
            expect(field('Message').readOnly).toBe(false);
            within(dialog()).getByRole('button', { name: 'Send message' });
          },
          sent: async () => {
            await screen.findByText(sentDetail);
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          },
        },
      };
    },
  });

  it("fills in a signed-in shopper's name and e-mail from their profile", async () => {
    const account = fakeAccountServer();
    account.state.hasSession = true;
    account.state.profile = { ...account.state.profile, full_name: 'Ivan Petrov', email: 'ivan@example.com' };
    server.use(...account.handlers);
    setSessionFlagCookie(true);
    stubBrowserForApp();
    const user = userEvent.setup();
    await openSupportDialog(user);
    await waitFor(() => expectValues({ full_name: 'Ivan Petrov', email: 'ivan@example.com', message: '' }));
  });
});
