import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import {
  cleanUpApp,
  fakeAccountServer,
  renderApp,
  setSessionFlagCookie,
  stubBrowserForApp,
} from '#app/session/sessionTesting.tsx';
import type { ProfileFormValues } from '#contract/profile.ts';
import { profileEndpoints } from '#contract/profile.ts';
import { type Deferred, deferred } from '#test/deferred.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { completeProfile } from './profileCompletion.fixtures.ts';
import { profileRedirectDelayMs } from './profileCompletion.machine.ts';
import { profileCompletionModel } from './profileCompletion.model.ts';

/**
 * The model-based suite: every path through the user's view of profile completion (profileCompletion.model.ts)
 * is played on the whole app at /auth-success, signed in through the real session, with msw as the server.
 */

const server = suiteMockServer();

const savedDetail = 'The data has been successfully updated';
const refusal = 'This trade link belongs to another Steam account';
const badPhone: ProfileFormValues = { ...completeProfile, phone: '+33612' };
const otherBadPhone: ProfileFormValues = { ...completeProfile, phone: '+3361234' };
const phoneRule = "Must start with '+' and have 11-13 digits";

let account: ReturnType<typeof fakeAccountServer>;
let app: ReturnType<typeof renderApp> | undefined;
let pendingAnswer: Deferred<Response>;
let received: unknown[];

beforeEach(() => {
  account = fakeAccountServer();
  account.state.hasSession = true;
  setSessionFlagCookie(true);
  received = [];
  pendingAnswer = deferred<Response>();
  server.use(
    http.patch(mswUrl(profileEndpoints.update), async ({ request }) => {
      received.push(await request.json());
      return pendingAnswer.promise;
    }),
    ...account.handlers,
  );
  stubBrowserForApp();
});

afterEach(() => {
  cleanUpApp(app?.stop);
  setSessionFlagCookie(false);
});

const dialog = () => screen.getByRole('dialog', { name: 'Please update your Profile Information' });
const textbox = (name: string) => within(dialog()).getByRole<HTMLInputElement>('textbox', { name });
const dateOfBirth = () => within(dialog()).getByLabelText<HTMLInputElement>('Date of birth');
const country = () => within(dialog()).getByRole<HTMLInputElement>('combobox', { name: 'Country' });

const textFields = [
  ['Username', 'username'],
  ['Full name', 'full_name'],
  ['Email', 'email'],
  ['Phone', 'phone'],
  ['Address', 'street_address'],
  ['Zip code', 'zip_code'],
  ['Steam trade link', 'steam_trade_link'],
] as const;

const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function fill(user: UserEvent, values: ProfileFormValues) {
  for (const [name, field] of textFields) {
    await user.clear(textbox(name));
    await user.click(textbox(name));
    await user.paste(values[field]);
  }
  await user.clear(dateOfBirth());
  await user.type(dateOfBirth(), values.date_birth);
  if (country().value !== 'France') {
    await user.clear(country());
    await user.type(country(), 'Fra');
    await user.click(await screen.findByRole('option', { name: 'France' }));
  }
  await user.tab();
}

function expectValues(values: ProfileFormValues) {
  for (const [name, field] of textFields) expect(textbox(name).value).toBe(values[field]);
  expect(dateOfBirth().value).toBe(values.date_birth);
  expect(country().value).toBe('France');
}

describe('profile completion, model-based', () => {
  playModel(profileCompletionModel, {
    // The longest path fills the whole form five times.
    timeout: 40_000,
    async open(user) {
      app = renderApp('/auth-success');
      // The first path also loads the route's code, which takes longer than a usual wait.
      await screen.findByRole('dialog', { name: 'Please update your Profile Information' }, { timeout: 5_000 });

      return {
        events: {
          'user.fillComplete': () => fill(user, completeProfile),
          'user.fillBadPhone': () => fill(user, badPhone),
          'user.fillOtherBadPhone': () => fill(user, otherBadPhone),
          'user.submit': async () => {
            pendingAnswer = deferred<Response>();
            await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
          },
          'server.accept': async () => {
            account.state.profile = { ...account.state.profile, ...completeProfile };
            pendingAnswer.resolve(HttpResponse.json({ detail: savedDetail }));
          },
          'server.refuse': async () => {
            pendingAnswer.resolve(
              HttpResponse.json(
                { steam_trade_link: ['This trade link belongs to another Steam account'] },
                { status: 400 },
              ),
            );
          },
          'clock.redirectDelay': async () => {
            await waitFor(() => expect(app?.router.state.location.pathname).toBe('/'), {
              timeout: profileRedirectDelayMs + 1_000,
            });
          },
        },
        states: {
          prefilled: () => {
            expect(textbox('Username').value).toBe('ivan_petrov');
            expect(textbox('Email').value).toBe('ivan@example.com');
            expect(textbox('Full name').value).toBe('');
            expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
          },
          missingShown: () => {
            expect(descriptionOf(textbox('Full name'))).toBe('This field is required');
            expect(descriptionOf(textbox('Steam trade link'))).toContain('This field is required');
            expect(descriptionOf(textbox('Username'))).toBe('');
            expect(received).toEqual([]);
          },
          badPhone: () => expectValues(badPhone),
          badPhoneShown: () => {
            expect(descriptionOf(textbox('Phone'))).toContain(phoneRule);
            expect(within(dialog()).queryByText('This field is required')).toBeNull();
            expect(received).toEqual([]);
          },
          otherBadPhone: () => expectValues(otherBadPhone),
          otherBadPhoneShown: async () => {
            await waitFor(() => expect(descriptionOf(textbox('Phone'))).toContain(phoneRule));
            expect(textbox('Phone').getAttribute('aria-invalid')).toBe('true');
            expect(received).toEqual([]);
          },
          badPhoneAgain: () => expectValues(badPhone),
          badPhoneShownAgain: async () => {
            await waitFor(() => expect(descriptionOf(textbox('Phone'))).toContain(phoneRule));
            expect(textbox('Phone').getAttribute('aria-invalid')).toBe('true');
            expect(received).toEqual([]);
          },
          complete: () => {
            expectValues(completeProfile);
            expect(within(dialog()).queryByText('This field is required')).toBeNull();
          },
          saving: async () => {
            within(dialog()).getByRole('button', { name: /Saving/ });
            expect(textbox('Full name').readOnly).toBe(true);
            await waitFor(() => expect(received.at(-1)).toEqual(completeProfile));
          },
          failed: async () => {
            await waitFor(() => expect(descriptionOf(textbox('Steam trade link'))).toContain(refusal));
            // Once, on its field: no toast repeating it, and never the server's field key.
            expect(screen.getAllByText(refusal)).toHaveLength(1);
            expect(screen.queryByText(/steam_trade_link/)).toBeNull();
            expectValues(completeProfile);
            expect(textbox('Full name').readOnly).toBe(false);
          },
          saved: async () => {
            await screen.findByText(savedDetail);
            // The values stay while the user reads the thanks; the form is locked until they go home.
            expectValues(completeProfile);
            expect(textbox('Full name').readOnly).toBe(true);
            expect(app?.router.state.location.pathname).toBe('/auth-success');
          },
          home: async () => {
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          },
        },
      };
    },
  });
});
