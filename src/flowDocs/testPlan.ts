import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { type Coverage, coverageLine, coverageOf } from '#test/modelCoverage.ts';
import { type ModelPath, modelPaths } from '#test/modelPaths.ts';
import type { Flow } from './catalog.ts';
import { eventDescription } from './machineGraph.ts';

/*
 * A flow's test plan: the paths the model-based suite plays (or, for a machine no suite plays, the machine's own),
 * as numbered steps a person can follow by hand, each saying what to do and what to see. The words come from the
 * model: the root's description says where to start, each event's description (`schemas.events`) what to do, each
 * state's description what to see.
 */

export interface PlanStep {
  /** What to do: an event's description; the start for the first step. */
  action: string;
  /** The event's type, as the suite and the drawing name it; undefined for the start. */
  event: string | undefined;
  /** What to see: the description of the state the step leads to. */
  expectation: string;
  /** The state's path in the model (`signedIn.idle`). */
  state: string;
}

export interface PlanPath {
  /** The state the path ends in. */
  target: string;
  steps: PlanStep[];
}

export interface PlanSection {
  kind: 'shortest' | 'simple';
  title: string;
  explanation: string;
  paths: PlanPath[];
  coverage: Coverage;
}

export interface TestPlan {
  flow: string;
  machineFile: string;
  /** The model the paths are walked on and where it is defined. */
  model: { id: string; file: string };
  /** The suite that plays these paths on the real page; undefined when none does (yet). */
  suite: string | undefined;
  /** Where the paths start: the model's description. */
  start: string;
  sections: PlanSection[];
  /** Words the model lacks for this plan (an event or a state without a description): the plan shows a gap there. */
  missing: string[];
}

const missingWords = (what: string) => `(no description: add one to ${what})`;

function stepsOf(model: AnyStateMachine, path: ModelPath<AnyStateMachine>, missing: Set<string>): PlanStep[] {
  const describeState = (snapshot: AnyMachineSnapshot) => {
    const atomic = snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final');
    const words = atomic.map((node) => {
      if (!node.description) missing.add(`state ${node.id}`);
      return node.description ?? missingWords(`state ${node.id}`);
    });
    return {
      expectation: words.join(' '),
      state: atomic.map((node) => node.path.join('.')).join(', '),
    };
  };
  return path.steps.map((step, index) => {
    const { expectation, state } = describeState(step.state);
    if (index === 0) return { action: 'Start', event: undefined, expectation, state };
    const description = eventDescription(model, step.event.type);
    if (!description) missing.add(`event ${step.event.type}`);
    return {
      action: description ?? missingWords(`event ${step.event.type} in schemas.events`),
      event: step.event.type,
      expectation,
      state,
    };
  });
}

function section(
  model: AnyStateMachine,
  kind: PlanSection['kind'],
  paths: ModelPath<AnyStateMachine>[],
  missing: Set<string>,
): PlanSection {
  const coverage = coverageOf(model);
  for (const path of paths) coverage.reachPath(path.steps);
  return {
    kind,
    ...(kind === 'shortest'
      ? {
          title: 'Shortest paths',
          explanation: 'One shortest way to each state: a quick pass.',
        }
      : {
          title: 'Simple paths',
          explanation:
            'Every way through that visits no state twice (a state reached by another transition counts as another): the full pass.',
        }),
    paths: paths.map((path) => {
      const steps = stepsOf(model, path, missing);
      return { target: steps.at(-1)?.state ?? '', steps };
    }),
    coverage: coverage.report(),
  };
}

export function buildTestPlan(name: string, flow: Flow): TestPlan {
  const { model, modelFile, suite, traversal } = flow.plan;
  const missing = new Set<string>();
  const start = flow.plan.start ?? model.root.description;
  if (!start) missing.add('the model’s description (where its paths start)');
  const paths = modelPaths(model, traversal);
  return {
    flow: name,
    machineFile: flow.machineFile,
    model: { id: model.id, file: modelFile },
    suite,
    start: start ?? missingWords('the model'),
    sections: [
      section(model, 'shortest', paths.shortest(), missing),
      section(model, 'simple', paths.simple(), missing),
    ],
    missing: [...missing],
  };
}

const code = (text: string) => `\`${text}\``;

export function testPlanMarkdown(plan: TestPlan): string {
  const lines = [
    `# Test plan: ${plan.flow}`,
    '',
    `The machine: ${code(plan.machineFile)}. The paths below are walked on ${code(plan.model.id)} (${code(plan.model.file)}) by ${code('createTestModel')} from @xstate/graph, as the model-based suites walk it.`,
    plan.suite
      ? `They are the paths ${code(plan.suite)} plays on the real page.`
      : 'No model-based suite plays them yet: they are for trying by hand.',
    '',
    `**Where to start:** ${plan.start}`,
  ];
  for (const { title, explanation, paths, coverage } of plan.sections) {
    lines.push('', `## ${title}`, '', `${explanation} ${paths.length} paths; ${coverageLine(coverage)}.`);
    paths.forEach((path, index) => {
      lines.push('', `### ${index + 1}. Reach ${code(path.target)}`, '');
      path.steps.forEach((step, stepIndex) => {
        const action = step.event ? `**Do:** ${step.action} (${code(step.event)})` : '**Start** there.';
        lines.push(`${stepIndex + 1}. ${action}  `, `   **See:** ${step.expectation} (${code(step.state)})`);
      });
    });
  }
  return `${lines.join('\n')}\n`;
}
