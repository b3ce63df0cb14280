import { createMachine } from 'xstate';
import type { EventDescriptions } from '../eventDescriptions.ts';

type ProfileCompletionModelEvent =
  | { type: 'user.fillComplete' }
  | { type: 'user.fillBadPhone' }
  | { type: 'user.fillOtherBadPhone' }
  | { type: 'user.submit' }
  | { type: 'server.accept' }
  | { type: 'server.refuse' }
  | { type: 'clock.redirectDelay' };

/**
 * The /auth-success profile form as a newly signed-in user sees it, for the model-based suite
 * (profileCompletion.model.test.tsx). `createTestModel` cannot walk machines that invoke actors, so the
 * server's answer and the passing of the 2 seconds are events of this model.
 */
export const profileCompletionModel = createMachine({
  id: 'profileCompletionModel',
  types: {} as { events: ProfileCompletionModelEvent },
  description:
    'Sign in with Steam for the first time: the shop opens /auth-success with the dialog “Please update your Profile Information”.',
  schemas: {
    events: {
      'user.fillComplete': {
        description:
          'Fill every field with valid values (a phone of 11 to 13 digits after +, a trade link, a date of birth, France).',
      },
      'user.fillBadPhone': { description: 'Fill every field, the phone too short (+33612).' },
      'user.fillOtherBadPhone': {
        description: 'Type another phone that is too short (+3361234) over the flagged one.',
      },
      'user.submit': { description: 'Press Save.' },
      'server.accept': { description: 'The server saves the profile.' },
      'server.refuse': { description: 'The server refuses the trade link (it belongs to another Steam account).' },
      'clock.redirectDelay': { description: 'Wait two seconds.' },
    } satisfies EventDescriptions<ProfileCompletionModelEvent>,
  },
  initial: 'prefilled',
  states: {
    prefilled: {
      description: 'The dialog has opened with the Steam name and email filled in, and no errors.',
      on: { 'user.submit': 'missingShown', 'user.fillBadPhone': 'badPhone', 'user.fillComplete': 'complete' },
    },
    missingShown: {
      description: 'Submitted with most fields empty: each empty field asks to be filled; nothing was sent.',
      on: { 'user.fillComplete': 'complete' },
    },
    badPhone: {
      description: 'Everything typed, the phone too short; nothing said yet.',
      on: { 'user.submit': 'badPhoneShown' },
    },
    badPhoneShown: {
      description: "The short phone was submitted: the phone rule's message, and only that; nothing was sent.",
      on: { 'user.fillComplete': 'complete', 'user.fillOtherBadPhone': 'otherBadPhone' },
    },
    otherBadPhone: {
      description: 'Another invalid phone typed over the flagged one.',
      on: { 'user.submit': 'otherBadPhoneShown' },
    },
    otherBadPhoneShown: {
      description: 'The second invalid submit in a row: the phone is flagged again (issue #17.5), nothing was sent.',
      on: { 'user.fillBadPhone': 'badPhoneAgain' },
    },
    badPhoneAgain: {
      description: 'The first invalid phone typed again.',
      on: { 'user.submit': 'badPhoneShownAgain' },
    },
    badPhoneShownAgain: {
      description: 'The third invalid submit in a row: still flagged, never alternating; nothing was sent.',
      on: { 'user.fillComplete': 'complete' },
    },
    complete: {
      description: 'Every field is right; no error is shown.',
      on: { 'user.submit': 'saving' },
    },
    saving: {
      description: 'The profile is on its way: the button shows progress, the fields are locked.',
      on: { 'server.accept': 'saved', 'server.refuse': 'failed' },
    },
    failed: {
      description:
        "The server refused the trade link: its reason on that field, once, in the user's words (no field key, no toast); what was typed still there.",
      on: { 'user.submit': 'saving' },
    },
    saved: {
      description:
        "The server's detail in a success toast; the values stay on screen, locked, while the user reads it; still on /auth-success.",
      on: { 'clock.redirectDelay': 'home' },
    },
    home: {
      description: 'Two seconds later: the home page, the dialog gone.',
      type: 'final',
    },
  },
});
