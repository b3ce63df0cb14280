import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, StateValueFrom } from 'xstate';
import { readMachine } from '#flowDocs/machineGraph.ts';
import { type Coverage, coverageLine, coverageOf } from './modelCoverage.ts';
import { type ModelPath, modelPaths } from './modelPaths.ts';

/*
 * The harness every model-based suite plays its model with: `createTestModel`'s simple paths (src/test/modelPaths.ts,
 * the ones the test plans list), each path one test on the real page, each event done there as a person would and
 * each state checked there; then a coverage line: the states and transitions of the model the run reached, and
 * which it missed (src/test/modelCoverageReporter.ts prints them at the end of the run).
 */

type ModelEvent<TModel extends AnyStateMachine> = EventFromLogic<TModel>;
type StateKey<TModel extends AnyStateMachine> = Extract<StateValueFrom<TModel>, string>;

export interface ModelPlay<TModel extends AnyStateMachine> {
  /** How each event of the model is done on the page: every event needs one. */
  events: {
    [Type in ModelEvent<TModel>['type']]: (step: { event: Extract<ModelEvent<TModel>, { type: Type }> }) => unknown;
  };
  /** What the page shows in each state of the model: every state needs a check. */
  states: { [Key in StateKey<TModel>]: (snapshot: AnyMachineSnapshot) => unknown };
}

export interface ModelSuiteOptions<TModel extends AnyStateMachine> {
  /**
   * Opens the page for one path (each path starts afresh) and says how to play the model's events on it and check
   * its states; `user` is a fresh userEvent session.
   */
  open: (user: UserEvent) => Promise<ModelPlay<TModel>>;
  /** For one path: opening the page, every step and every check (20 s unless said: a path plays several steps). */
  timeout?: number;
}

/** What a suite reached of its model, for the reporter. */
export interface ModelCoverageMeta {
  model: string;
  line: string;
  complete: boolean;
}

declare module 'vitest' {
  interface TaskMeta {
    modelCoverage?: ModelCoverageMeta;
  }
}

/** msw's server for a suite: listening for its tests (any request without a handler fails), reset after each. */
export function suiteMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Runs `step`; a failure says first, in the test plan's words, which step it was. */
export async function inWords(words: string, step: () => unknown) {
  try {
    await step();
  } catch (error) {
    if (error instanceof Error) error.message = `${words}\n${error.message}`;
    throw error;
  }
}

/** The events and states `play` leaves out: a path through them could not be played, or would check nothing. */
export function gapsIn(model: AnyStateMachine, play: { events: object; states: object }): string[] {
  const graph = readMachine(model);
  const events = graph.events.map((event) => event.type).filter((type) => !(type in play.events));
  const states = graph.states
    .filter((state) => state.children.length === 0)
    .map((state) => state.path.join('.'))
    .filter((key) => !(key in play.states));
  return [...events.map((type) => `no way to do event ${type}`), ...states.map((key) => `no check for state ${key}`)];
}

/**
 * Registers, in the current `describe`, a test that the model's paths reach all of it and one test per path that
 * plays it on the page `options.open` opens.
 */
export function playModel<TModel extends AnyStateMachine>(model: TModel, options: ModelSuiteOptions<TModel>) {
  const paths = modelPaths(model).simple();
  const reached = coverageOf(model);
  const graph = readMachine(model);
  const stateWords = new Map(graph.states.map((state) => [state.path.join('.'), state.description]));

  it('plays paths that reach every state and transition of the model', () => {
    const planned = coverageOf(model);
    for (const path of paths) planned.reachPath(path.steps);
    expect(coverageLine(planned.report())).toMatch(/all of them$/);
  });

  it.each(paths.map((path) => [path.description, path] as const))(
    '%s',
    { timeout: options.timeout ?? 20_000 },
    async (_description, path) => {
      const play = await options.open(userEvent.setup());
      expect(gapsIn(model, play)).toEqual([]);
      let last: AnyMachineSnapshot | undefined;
      let pending: EventObject | undefined;
      const events = Object.fromEntries(
        Object.entries(play.events as Record<string, (step: unknown) => unknown>).map(([type, run]) => [
          type,
          async (step: { event: EventObject }) => {
            const done = graph.events.find((event) => event.type === type)?.description ?? 'no description';
            await inWords(`While doing ${type} (${done})`, () => run(step));
            pending = step.event;
          },
        ]),
      );
      const states = Object.fromEntries(
        Object.entries(play.states as Record<string, (snapshot: AnyMachineSnapshot) => unknown>).map(([key, check]) => [
          key,
          async (snapshot: AnyMachineSnapshot) => {
            const seen = stateWords.get(key) ?? 'no description';
            await inWords(`While checking ${key} (${seen})`, () => check(snapshot));
            reached.reach(snapshot, last && pending && { state: last, event: pending });
            last = snapshot;
            pending = undefined;
          },
        ]),
      );
      await (path as ModelPath<AnyStateMachine>).test({ events, states });
    },
  );

  // biome-ignore lint/correctness/noEmptyPattern: Vitest hands a hook the suite second, after a fixtures pattern.
  afterAll(({}, suite) => {
    const coverage: Coverage = reached.report();
    const line = coverageLine(coverage);
    suite.meta.modelCoverage = {
      model: model.id,
      line,
      complete: coverage.states.missed.length === 0 && coverage.transitions.missed.length === 0,
    };
  });
}
