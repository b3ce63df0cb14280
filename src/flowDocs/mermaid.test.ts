import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { readMachine } from './machineGraph.ts';
import { toMermaid } from './mermaid.ts';

const checkout = createMachine({
  id: 'checkout',
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      on: { buy: [{ guard: 'agreed', target: 'busy' }, { target: '.refused' }] },
      states: { ready: {}, refused: { tags: 'refused' }, failed: { tags: ['refused', 'failed'] } },
    },
    busy: {
      tags: 'busy',
      initial: 'checking',
      on: { buy: {} },
      states: {
        checking: { on: { 'check.fail': '#checkout.idle.failed', 'check.pass': 'paying' } },
        paying: { on: { 'pay.fail': '#checkout.idle.failed', 'pay.done': '#checkout.done' } },
      },
    },
    done: { type: 'final', description: 'Paid: "thanks"; see you {soon} <3 #1' },
  },
});

describe('toMermaid', () => {
  const source = toMermaid(readMachine(checkout), 'The checkout machine');
  const lines = source.split('\n');

  it('is a state diagram with a title and a description for assistive technology', () => {
    expect(lines[0]).toBe('stateDiagram-v2');
    expect(source).toContain('accTitle: The checkout machine');
    expect(source).toContain('accDescr: Every state and transition of the checkout machine');
  });

  it('declares every state once, composite states with their children and where they start', () => {
    for (const key of ['idle', 'ready', 'refused', 'failed', 'busy', 'checking', 'paying', 'done']) {
      expect(lines.filter((line) => line.trim().startsWith(`state "${key}" as `))).toHaveLength(1);
    }
    expect(source).toMatch(/state s0 \{\n {4}state "ready" as s1/);
    expect(source).toContain('  [*] --> s0');
    expect(source).toContain('    [*] --> s1');
  });

  it('writes tags in their state, and the events a state handles without leaving it', () => {
    expect(source).toContain('s3 : tags∶ refused, failed');
    expect(source).toMatch(/note right of s4 : tags∶ busy<br\/>stays on∶ buy/);
    expect(source).toContain('class s7 final');
  });

  it('draws one arrow per pair of states, with every event and guard on it', () => {
    expect(source).toContain('  s0 --> s4 : buy [agreed]');
    expect(source).toContain('  s5 --> s6 : check.pass');
    expect(source).toContain('  s6 --> s7 : pay.done');
  });

  it('draws an arrow into a state nested elsewhere at its composite state, naming the state inside', () => {
    // Mermaid draws no arrow into another composite state's child: it lands on `idle`, and says where.
    expect(source).toContain('  s5 --> s0 : check.fail → failed');
    expect(source).toContain('  s6 --> s0 : pay.fail → failed');
    expect(source).toContain('  s0 --> s0 : buy → refused');
  });

  it('keeps the characters Mermaid reads out of labels', () => {
    const done = lines.find((line) => line.includes('"done"'));
    expect(done).toBe('  state "done" as s7');
    expect(toMermaid(readMachine(checkout), 'A "quoted": title; #1')).toContain('accTitle: A ″quoted″∶ title； ♯1');
  });
});
