import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { createTestModel, type TestModelOptions, type TestPath } from 'xstate/graph';

/** How a machine is walked when its events need data or its context must be left out of what makes a state. */
export type ModelTraversal<TModel extends AnyStateMachine> = Partial<
  TestModelOptions<SnapshotFrom<TModel>, EventFromLogic<TModel>, InputFrom<TModel>>
>;

export type ModelPath<TModel extends AnyStateMachine> = TestPath<SnapshotFrom<TModel>, EventFromLogic<TModel>>;

/**
 * The paths through a model, from `createTestModel` (@xstate/graph): what the model-based suites play on the real
 * pages (src/test/modelSuite.ts) and what the test plans list for people (src/flowDocs/testPlan.ts), from this one
 * place so the two never differ.
 * - `shortest`: one shortest way to each state, a quick pass;
 * - `simple`: every way through that visits no state twice (a state reached by another transition counts as
 *   another state, so together they take every transition): the full pass the suites play.
 */
export function modelPaths<TModel extends AnyStateMachine>(model: TModel, traversal: ModelTraversal<TModel> = {}) {
  const testModel = createTestModel(model, traversal);
  return {
    shortest: (): ModelPath<TModel>[] => testModel.getShortestPaths(),
    simple: (): ModelPath<TModel>[] => testModel.getSimplePaths(),
  };
}
