import { describe, expect, it } from 'vitest';
import { fromPromise, not, setup } from 'xstate';
import { readMachine } from './machineGraph.ts';

/** A small machine with each kind of thing the graph reads: nesting, guards, tags, an actor, a delay, `always`. */
const doorMachine = setup({
  types: { events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.knock' } },
  schemas: { events: { 'door.open': { description: 'Someone opens the door.' } } },
  actors: { lock: fromPromise(async () => {}) },
  actions: { ignoreKnock: () => {} },
  guards: { isUnlocked: () => true, isNight: () => false },
  delays: { autoClose: 1_000 },
}).createMachine({
  id: 'door',
  description: 'A door.',
  initial: 'closed',
  states: {
    closed: {
      description: 'Shut.',
      tags: 'quiet',
      on: {
        'door.open': [
          { guard: 'isUnlocked', target: 'open', description: 'Only when unlocked.' },
          { target: 'locking' },
        ],
        'door.knock': { actions: 'ignoreKnock' },
      },
    },
    open: {
      tags: ['draughty', 'quiet'],
      after: { autoClose: 'closed' },
      on: { 'door.close': { guard: not('isNight'), target: 'closed' } },
    },
    locking: {
      initial: 'turning',
      invoke: { src: 'lock', onDone: 'locked', onError: '.jammed' },
      states: { turning: {}, jammed: { always: { target: '#door.closed' } } },
    },
    locked: { type: 'final' },
  },
});

describe('readMachine', () => {
  const graph = readMachine(doorMachine);

  it('reads every state below the root, parents before children, with its words, tags and actors', () => {
    expect(graph.id).toBe('door');
    expect(graph.description).toBe('A door.');
    expect(graph.states.map((state) => state.id)).toEqual([
      'door.closed',
      'door.open',
      'door.locking',
      'door.locking.turning',
      'door.locking.jammed',
      'door.locked',
    ]);
    const [closed, open, locking] = graph.states;
    expect(closed).toMatchObject({ key: 'closed', description: 'Shut.', tags: ['quiet'], type: 'atomic' });
    expect(open?.tags).toEqual(['draughty', 'quiet']);
    expect(locking).toMatchObject({ type: 'compound', initial: 'door.locking.turning', invokes: ['lock'] });
    expect(graph.states.at(-1)?.type).toBe('final');
    expect(graph.root.initial).toBe('door.closed');
    expect(graph.tags).toEqual(['quiet', 'draughty']);
  });

  it('reads every transition with its event, guard, targets, actions and description, in order', () => {
    const summary = graph.transitions.map((t) => [t.source, t.event.label, t.guard, t.targets, t.actions]);
    expect(summary).toEqual([
      ['door.closed', 'door.open', 'isUnlocked', ['door.open'], []],
      ['door.closed', 'door.open', undefined, ['door.locking'], []],
      ['door.closed', 'door.knock', undefined, [], ['ignoreKnock']],
      ['door.open', 'door.close', 'not(isNight)', ['door.closed'], []],
      ['door.open', 'after autoClose', undefined, ['door.closed'], []],
      ['door.locking', 'lock done', undefined, ['door.locked'], []],
      ['door.locking', 'lock failed', undefined, ['door.locking.jammed'], []],
      ['door.locking.jammed', 'immediately', undefined, ['door.closed'], []],
    ]);
    expect(graph.transitions[0]?.description).toBe('Only when unlocked.');
    expect(new Set(graph.transitions.map((t) => t.id)).size).toBe(graph.transitions.length);
    expect(graph.guards).toEqual(['isUnlocked', 'not(isNight)']);
  });

  it('says what each event means: the machine’s words for its own events, XState’s for the rest', () => {
    const described = Object.fromEntries(graph.events.map((event) => [event.label, event.description]));
    expect(described).toEqual({
      'door.open': 'Someone opens the door.',
      'door.knock': undefined,
      'after autoClose': 'The autoClose delay passed in the state.',
      'door.close': undefined,
      'lock done': 'The lock actor the state runs finished.',
      'lock failed': 'The lock actor the state runs failed.',
      immediately: 'Nothing: taken as soon as the state is entered, when its guard holds.',
    });
  });
});
