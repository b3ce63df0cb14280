import { createMachine } from 'xstate';

/**
 * The /auth-success profile form as a newly signed-in user sees it, for the model-based suite
 * (profileCompletion.model.test.tsx). `createTestModel` cannot walk machines that invoke actors, so the
 * server's answer and the passing of the 2 seconds are events of this model.
 */
export const profileCompletionModel = createMachine({
  id: 'profileCompletionModel',
  types: {} as {
    events:
      | { type: 'user.fillComplete' }
      | { type: 'user.fillBadPhone' }
      | { type: 'user.fillOtherBadPhone' }
      | { type: 'user.submit' }
      | { type: 'server.accept' }
      | { type: 'server.refuse' }
      | { type: 'clock.redirectDelay' };
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
