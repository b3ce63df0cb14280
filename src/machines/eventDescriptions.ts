import type { EventObject } from 'xstate';

/**
 * What each event a machine takes from outside means, in a person's words: a machine keeps them in
 * `schemas.events` (the place XState keeps a machine's event schemas, read by Stately's tools too), and its
 * Storybook page and test plans read them from there (src/flowDocs). Every event type must have one.
 */
export type EventDescriptions<TEvent extends EventObject> = { [Type in TEvent['type']]: { description: string } };
