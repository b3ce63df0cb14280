import { afterAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { gapsIn, inWords, playModel } from './modelSuite.ts';

/** A toggle "page": the harness plays the model's paths on it like on a real page. */
const toggleModel = createMachine({
  id: 'toggleModel',
  description: 'A switch, off.',
  schemas: { events: { flip: { description: 'Flip the switch.' } } },
  initial: 'off',
  states: {
    off: { description: 'The light is off.', on: { flip: 'on' } },
    on: { description: 'The light is on.', on: { flip: 'off' } },
  },
});

let light = false;
const played: string[] = [];

describe('playModel, on a toggle', () => {
  playModel(toggleModel, {
    async open() {
      light = false;
      return {
        events: {
          flip: () => {
            light = !light;
            played.push('flip');
          },
        },
        states: {
          off: () => expect(light).toBe(false),
          on: () => expect(light).toBe(true),
        },
      };
    },
  });

  afterAll(() => {
    // The one simple path (off → on → off; off → on is part of it) was played, each step done on the "page".
    expect(played).toEqual(['flip', 'flip']);
  });
});

describe('the harness', () => {
  it('names the events a suite cannot do and the states it does not check', () => {
    expect(gapsIn(toggleModel, { events: {}, states: { off: () => {} } })).toEqual([
      'no way to do event flip',
      'no check for state on',
    ]);
    expect(gapsIn(toggleModel, { events: { flip: () => {} }, states: { off: () => {}, on: () => {} } })).toEqual([]);
  });

  it('says in words which step failed', async () => {
    await expect(
      inWords('While doing flip (Flip the switch.)', () => {
        throw new Error('the switch is stuck');
      }),
    ).rejects.toThrow('While doing flip (Flip the switch.)\nthe switch is stuck');
  });
});
