import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { cartModel } from '#machines/cart/cart.model.ts';
import { flowNames, flows } from './catalog.ts';
import { buildTestPlan, testPlanMarkdown } from './testPlan.ts';

describe('buildTestPlan', () => {
  const plan = buildTestPlan('cart', flows.cart);

  it('lists the paths createTestModel gives, each step in the model’s words', () => {
    const [shortest, simple] = plan.sections;
    expect(shortest?.kind).toBe('shortest');
    expect(simple?.kind).toBe('simple');
    expect(simple?.paths).toHaveLength(10);
    const firstPath = shortest?.paths[0];
    expect(firstPath?.steps[0]).toEqual({
      action: 'Start',
      event: undefined,
      expectation: cartModel.root.states.visitor?.description,
      state: 'visitor',
    });
    expect(firstPath?.steps[1]).toEqual({
      action: 'Sign in with Steam in the second tab.',
      event: 'otherTab.signIn',
      expectation: cartModel.root.states.empty?.description,
      state: 'empty',
    });
    expect(firstPath?.target).toBe(firstPath?.steps.at(-1)?.state);
    expect(plan.start).toBe(cartModel.root.description);
    expect(simple?.coverage.transitions).toEqual({ reached: 10, total: 10, missed: [] });
    expect(plan.missing).toEqual([]);
  });

  it('writes the plan as Markdown: where to start, then numbered steps saying what to do and what to see', () => {
    const markdown = testPlanMarkdown(plan);
    expect(markdown).toMatch(/^# Test plan: cart\n/);
    expect(markdown).toContain(`**Where to start:** ${cartModel.root.description}`);
    expect(markdown).toContain('They are the paths `src/machines/cart/cart.model.test.tsx` plays on the real page.');
    expect(markdown).toContain('## Shortest paths');
    expect(markdown).toContain('## Simple paths');
    expect(markdown).toContain(
      '2. **Do:** Sign in with Steam in the second tab. (`otherTab.signIn`)  \n   **See:** Signed in with an empty cart',
    );
    expect(markdown).toContain('10 paths; states 9/9, transitions 10/10, all of them.');
  });

  it('shows, and lists, the words a model lacks', () => {
    const bare = createMachine({ id: 'bare', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });
    const gaps = buildTestPlan('bare', {
      machineFile: 'bare.ts',
      plan: { model: bare, modelFile: 'bare.ts', suite: undefined },
    });
    expect(gaps.missing).toEqual([
      'the model’s description (where its paths start)',
      'state bare.a',
      'state bare.b',
      'event go',
    ]);
    expect(testPlanMarkdown(gaps)).toContain('**Do:** (no description: add one to event go in schemas.events)');
  });

  it('walks a pure machine as it is, and says which transitions its paths leave out', () => {
    const order = buildTestPlan('order', flows.order);
    expect(order.start).toBe(flows.order.plan.start);
    expect(order.suite).toBeUndefined();
    for (const section of order.sections) {
      expect(section.coverage.states.missed).toEqual([]);
      expect(section.coverage.transitions.missed).toEqual([
        'offer_declined → refunded on offer.resolveFailure',
        'offer_expired → refunded on offer.resolveFailure',
        'offer_suspicious → refunded on buyer.confirmResend',
      ]);
    }
  });
});

describe('npm run test-plan', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['scripts/test-plan.ts', ...args], {
      cwd: join(import.meta.dirname, '..', '..'),
      encoding: 'utf8',
    });

  it('prints one machine’s plan', () => {
    const { status, stdout } = run('cart');
    expect(status).toBe(0);
    expect(stdout).toBe(testPlanMarkdown(buildTestPlan('cart', flows.cart)));
  });

  it('names the machines it knows when given another', () => {
    const { status, stderr, stdout } = run('carts');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('Unknown machine "carts".');
    expect(stderr).toContain(`Machines: ${flowNames.join(', ')}`);
    expect(run().stderr).toContain('Name a machine.');
    expect(run('cart', 'session').stderr).toContain('One machine at a time');
  });

  it('writes every plan with --all', () => {
    const folder = mkdtempSync(join(tmpdir(), 'test-plans-'));
    try {
      const { status, stdout } = run('--all', '--out', folder);
      expect(status).toBe(0);
      expect(readdirSync(folder).sort()).toEqual(flowNames.map((name) => `${name}.md`).sort());
      expect(readFileSync(join(folder, 'order.md'), 'utf8')).toMatch(/^# Test plan: order\n/);
      expect(stdout.trim().split('\n')).toHaveLength(flowNames.length);
    } finally {
      rmSync(folder, { recursive: true });
    }
  }, 30_000);
});
