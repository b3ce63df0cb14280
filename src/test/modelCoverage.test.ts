import { describe, expect, it } from 'vitest';
import { createMachine, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { coverageLine, coverageOf } from './modelCoverage.ts';

const light = createMachine({
  id: 'light',
  initial: 'off',
  states: {
    off: { on: { flip: 'on', unplug: 'unplugged' } },
    on: { on: { flip: [{ guard: () => false, target: 'broken' }, { target: 'off' }] } },
    broken: {},
    unplugged: { type: 'final' },
  },
});

describe('coverageOf', () => {
  it('counts what was reached out of every state and transition, and names what was missed', () => {
    const coverage = coverageOf(light);
    const off = getInitialSnapshot(light);
    const on = getNextSnapshot(light, off, { type: 'flip' });
    coverage.reach(off);
    coverage.reach(on, { state: off, event: { type: 'flip' } });
    expect(coverage.report()).toEqual({
      states: { reached: 2, total: 4, missed: ['broken', 'unplugged'] },
      transitions: {
        reached: 1,
        total: 4,
        missed: ['off → unplugged on unplug', 'on → broken on flip [guard]', 'on → off on flip'],
      },
    });
  });

  it('tells the transition taken among several on one event', () => {
    const coverage = coverageOf(light);
    const off = getInitialSnapshot(light);
    const on = getNextSnapshot(light, off, { type: 'flip' });
    coverage.reachPath([
      { event: { type: 'xstate.init' }, state: off },
      { event: { type: 'flip' }, state: on },
      { event: { type: 'flip' }, state: getNextSnapshot(light, on, { type: 'flip' }) },
    ]);
    expect(coverage.report().transitions.missed).toEqual(['off → unplugged on unplug', 'on → broken on flip [guard]']);
  });

  it('says it all in one line', () => {
    const coverage = coverageOf(light);
    expect(coverageLine(coverage.report())).toBe(
      'states 0/4, transitions 0/4; misses: state off; state on; state broken; state unplugged; ' +
        'off → on on flip; off → unplugged on unplug; on → broken on flip [guard]; on → off on flip',
    );
    const off = getInitialSnapshot(light);
    const on = getNextSnapshot(light, off, { type: 'flip' });
    const unplugged = getNextSnapshot(light, off, { type: 'unplug' });
    coverage.reachPath([
      { event: { type: 'xstate.init' }, state: off },
      { event: { type: 'flip' }, state: on },
      { event: { type: 'flip' }, state: off },
      { event: { type: 'unplug' }, state: unplugged },
    ]);
    expect(coverageLine(coverage.report())).toBe(
      'states 3/4, transitions 3/4; misses: state broken; on → broken on flip [guard]',
    );
  });
});
