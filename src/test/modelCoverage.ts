import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, EventObject } from 'xstate';
import { type FlowTransition, readMachine, transitionLabel } from '#flowDocs/machineGraph.ts';

/** How much of a machine some paths went through: counts, and what they missed in words. */
export interface Coverage {
  states: { reached: number; total: number; missed: string[] };
  transitions: { reached: number; total: number; missed: string[] };
}

interface Step {
  event: EventObject;
  state: AnyMachineSnapshot;
}

const stateName = (id: string, rootId: string) => id.slice(rootId.length + 1);

function describeTransition(transition: FlowTransition, rootId: string): string {
  const targets = transition.targets.map((target) => stateName(target, rootId)).join(', ') || 'stays';
  return `${stateName(transition.source, rootId)} → ${targets} on ${transitionLabel(transition)}`;
}

/** The id `readMachine` gives a transition definition: its source, its event, its rank among that event's. */
function transitionId(definition: AnyTransitionDefinition): string {
  const { source, eventType } = definition;
  const siblings = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}:${eventType || 'always'}:${siblings.indexOf(definition)}`;
}

/**
 * Records the states and transitions of `machine` that were reached, one step at a time, and says how much of the
 * machine that is. A step counts once what it leads to was checked: a step that fails is not reached.
 */
export function coverageOf(machine: AnyStateMachine) {
  const graph = readMachine(machine);
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();

  return {
    /** `state` was reached, from `previous` through `event` unless it is where the machine starts. */
    reach(state: AnyMachineSnapshot, previous?: { state: AnyMachineSnapshot; event: EventObject }) {
      for (const node of state._nodes) if (node !== machine.root) reachedStates.add(node.id);
      if (!previous) return;
      for (const definition of machine.getTransitionData(previous.state, previous.event)) {
        reachedTransitions.add(transitionId(definition));
      }
    },
    /** Every step of a path (its first step is the start), as `createTestModel` gives them. */
    reachPath(steps: readonly Step[]) {
      steps.forEach((step, index) => {
        const before = steps[index - 1];
        this.reach(step.state, before && { state: before.state, event: step.event });
      });
    },
    report(): Coverage {
      const missedStates = graph.states.filter((state) => !reachedStates.has(state.id));
      const missedTransitions = graph.transitions.filter((transition) => !reachedTransitions.has(transition.id));
      return {
        states: {
          reached: graph.states.length - missedStates.length,
          total: graph.states.length,
          missed: missedStates.map((state) => stateName(state.id, graph.id)),
        },
        transitions: {
          reached: graph.transitions.length - missedTransitions.length,
          total: graph.transitions.length,
          missed: missedTransitions.map((transition) => describeTransition(transition, graph.id)),
        },
      };
    },
  };
}

/** One line: `states 9/9, transitions 10/12; misses: signedIn → visitor on otherTab.logout; …`. */
export function coverageLine({ states, transitions }: Coverage): string {
  const counts = `states ${states.reached}/${states.total}, transitions ${transitions.reached}/${transitions.total}`;
  const missed = [...states.missed.map((state) => `state ${state}`), ...transitions.missed];
  return missed.length === 0 ? `${counts}, all of them` : `${counts}; misses: ${missed.join('; ')}`;
}
