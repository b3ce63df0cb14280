import { useMemo, useState } from 'react';
import { coverageLine } from '#test/modelCoverage.ts';
import { type FlowName, flows } from './catalog.ts';
import * as styles from './FlowPage.css.ts';
import { MermaidDiagram } from './MermaidDiagram.tsx';
import {
  type FlowState,
  type FlowTransition,
  type MachineGraph,
  readMachine,
  transitionLabel,
} from './machineGraph.ts';
import { flowMachines } from './machines.ts';
import { toMermaid } from './mermaid.ts';
import { buildTestPlan, type PlanPath, type PlanSection, type TestPlan, testPlanMarkdown } from './testPlan.ts';

/*
 * A machine's page in Storybook, for QA and designers: the machine drawn from its own definition, the same states
 * and transitions as text beside the drawing, its events, guards and the UI states (tags) the screens read, and the
 * test plan of the paths its model-based suite plays. Everything is read from the machine and its model when the
 * page is shown: nothing here is written by hand or kept as a copy.
 */

const shortName = (graph: MachineGraph, stateId: string) => stateId.slice(graph.id.length + 1);

function TransitionItem({ graph, transition }: { graph: MachineGraph; transition: FlowTransition }) {
  const targets = transition.targets.map((target) => shortName(graph, target));
  return (
    <li>
      on <code className={styles.code}>{transitionLabel(transition)}</code>
      {targets.length > 0 ? (
        <>
          {' '}
          → <code className={styles.code}>{targets.join(', ')}</code>
          {transition.reenter && ' (entered again)'}
        </>
      ) : (
        ' stays'
      )}
      {transition.actions.length > 0 && <span className={styles.muted}>; does {transition.actions.join(', ')}</span>}
      {transition.description && <span className={styles.muted}>. {transition.description}</span>}
    </li>
  );
}

function StateItem({ graph, state, initial }: { graph: MachineGraph; state: FlowState; initial: boolean }) {
  return (
    <li className={styles.stateItem}>
      <span className={styles.stateName}>{state.key}</span>
      {initial && <span className={styles.badge}>initial</span>}
      {state.type === 'final' && <span className={styles.badge}>final</span>}
      {state.tags.map((tag) => (
        <span key={tag} className={styles.badge}>
          tag: {tag}
        </span>
      ))}
      {state.description && <p>{state.description}</p>}
      {state.invokes.length > 0 && <p className={styles.muted}>Runs {state.invokes.join(', ')} while in it.</p>}
      {state.entry.length > 0 && <p className={styles.muted}>On entry: {state.entry.join(', ')}.</p>}
      {state.transitions.length > 0 && (
        <ul className={styles.transitions}>
          {state.transitions.map((transition) => (
            <TransitionItem key={transition.id} graph={graph} transition={transition} />
          ))}
        </ul>
      )}
      {state.children.length > 0 && (
        <ul className={styles.nestedStates}>
          {state.children.map((child) => (
            <StateItem key={child.id} graph={graph} state={child} initial={child.id === state.initial} />
          ))}
        </ul>
      )}
    </li>
  );
}

function MachineAsText({ graph, headingId }: { graph: MachineGraph; headingId: string }) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>States and transitions</h2>
      <ul className={styles.stateList}>
        {graph.root.children.map((state) => (
          <StateItem key={state.id} graph={graph} state={state} initial={state.id === graph.root.initial} />
        ))}
      </ul>
    </section>
  );
}

function Events({ graph }: { graph: MachineGraph }) {
  return (
    <section className={styles.section} aria-labelledby="flow-events">
      <h2 id="flow-events">Events</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {graph.events.map((event) => (
            <tr key={event.type}>
              <td>
                <code className={styles.code}>{event.label}</code>
              </td>
              <td>
                {event.description ?? (
                  <span role="alert">No description: add one to the machine’s schemas.events.</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function GuardsAndTags({ graph }: { graph: MachineGraph }) {
  const statesTagged = (tag: string) =>
    graph.states.filter((state) => state.tags.includes(tag)).map((state) => shortName(graph, state.id));
  return (
    <section className={styles.section} aria-labelledby="flow-guards-tags">
      <h2 id="flow-guards-tags">Guards and UI states</h2>
      <p>
        Guards: {graph.guards.length === 0 ? 'none.' : graph.guards.join(', ')}
        {graph.guards.length > 0 && '. Of the transitions on one event, the first whose guard holds is taken.'}
      </p>
      {graph.tags.length === 0 ? (
        <p>The screens read no tag of this machine.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>
            The tags the screens read instead of state names, and where they hold
          </caption>
          <thead>
            <tr>
              <th scope="col">Tag</th>
              <th scope="col">States</th>
            </tr>
          </thead>
          <tbody>
            {graph.tags.map((tag) => (
              <tr key={tag}>
                <td>
                  <code className={styles.code}>{tag}</code>
                </td>
                <td>{statesTagged(tag).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One path, its steps drawn once opened: a machine's plan can hold a hundred paths. */
function PathDetails({ number, path }: { number: number; path: PlanPath }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.pathSummary}>
        {number}. Reach <code className={styles.code}>{path.target}</code> in {path.steps.length - 1} steps
      </summary>
      {open && (
        <ol className={styles.steps}>
          {path.steps.map((step, stepIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps are in order and never move.
            <li key={stepIndex}>
              {step.event ? (
                <>
                  <strong>Do:</strong> {step.action} <code className={styles.code}>({step.event})</code>
                </>
              ) : (
                <strong>Start there.</strong>
              )}{' '}
              <strong>See:</strong> {step.expectation} <code className={styles.code}>({step.state})</code>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

function PlanPaths({ section }: { section: PlanSection }) {
  return (
    <section className={styles.section} aria-labelledby={`plan-${section.kind}`}>
      <h3 id={`plan-${section.kind}`}>{section.title}</h3>
      <p>
        {section.explanation} {section.paths.length} paths; {coverageLine(section.coverage)}.
      </p>
      {section.paths.map((path, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paths are numbered by their place in the plan.
        <PathDetails key={index} number={index + 1} path={path} />
      ))}
    </section>
  );
}

function Plan({ plan }: { plan: TestPlan }) {
  const markdown = useMemo(() => testPlanMarkdown(plan), [plan]);
  const { model } = flows[plan.flow as FlowName].plan;
  // A model apart from the machine is the user's view of it: drawn too. A pure machine is its own model.
  const modelSource = useMemo(
    () => (plan.model.file === plan.machineFile ? undefined : toMermaid(readMachine(model), `The ${model.id} model`)),
    [model, plan.model.file, plan.machineFile],
  );
  const href = `data:text/markdown;charset=utf-8,${encodeURIComponent(markdown)}`;
  return (
    <section className={styles.section} aria-labelledby="flow-plan">
      <h2 id="flow-plan">Test plan</h2>
      <p>
        The paths are walked on <code className={styles.code}>{plan.model.id}</code> (
        <code className={styles.code}>{plan.model.file}</code>) by createTestModel, as the model-based suites walk it
        {plan.suite ? (
          <>
            ; <code className={styles.code}>{plan.suite}</code> plays them on the real page.
          </>
        ) : (
          '. No model-based suite plays them yet: they are for trying by hand.'
        )}{' '}
        <code className={styles.code}>npm run test-plan -- {plan.flow}</code> prints the same plan.
      </p>
      <p>
        <strong>Where to start:</strong> {plan.start}
      </p>
      {plan.missing.length > 0 && <p role="alert">The model has no words for: {plan.missing.join('; ')}.</p>}
      <a className={styles.download} href={href} download={`${plan.flow}.test-plan.md`}>
        Download the plan (Markdown)
      </a>
      {modelSource && (
        <MermaidDiagram
          source={modelSource}
          caption={`The model ${model.id}, drawn from its definition: what a person does and sees.`}
        />
      )}
      {plan.sections.map((section) => (
        <PlanPaths key={section.kind} section={section} />
      ))}
    </section>
  );
}

export function FlowPage({ name }: { name: FlowName }) {
  const graph = useMemo(() => readMachine(flowMachines[name]), [name]);
  const plan = useMemo(() => buildTestPlan(name, flows[name]), [name]);
  const source = useMemo(() => toMermaid(graph, `The ${graph.id} machine`), [graph]);
  const flow = flows[name];
  return (
    <main className={styles.page}>
      <header className={styles.section}>
        <h1>
          The <code className={styles.code}>{graph.id}</code> machine
        </h1>
        {graph.description && <p className={styles.lead}>{graph.description}</p>}
        <p className={styles.muted}>
          Defined in <code className={styles.code}>{flow.machineFile}</code>. {graph.states.length} states,{' '}
          {graph.transitions.length} transitions, {graph.events.length} events.
        </p>
      </header>
      <div className={styles.drawingAndText}>
        <MermaidDiagram
          source={source}
          caption="Drawn from the machine's definition. Arrows carry their events and [guards]; events a state handles without leaving it are listed in it under “stays on”. The list beside says the same in words."
        />
        <MachineAsText graph={graph} headingId="flow-states" />
      </div>
      <Events graph={graph} />
      <GuardsAndTags graph={graph} />
      <Plan plan={plan} />
    </main>
  );
}
