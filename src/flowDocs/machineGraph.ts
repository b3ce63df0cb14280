import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, UnknownAction } from 'xstate';

/*
 * A machine's definition read as a graph of states and transitions, with the words the machine carries (state and
 * transition descriptions, event descriptions from `schemas.events`), its guards, actions, invoked actors and tags.
 * Read from the machine object itself at run time, so a drawing or a test plan made from it cannot drift from it.
 */

export interface FlowEvent {
  /** The event's type as the machine receives it (`cart.add`, `xstate.done.actor.changeCart`). */
  type: string;
  /** How people read it: the type, or `changeCart done`, `after leaveDelay`, `immediately`. */
  label: string;
  /** What it means: from the machine's `schemas.events` for an event sent to it, else what XState sends. */
  description: string | undefined;
}

export interface FlowTransition {
  /** Unique within the machine: the source state's id, the event, and the transition's rank for that event. */
  id: string;
  source: string;
  event: FlowEvent;
  /** The guard's name; transitions on one event are tried in order, the first whose guard holds is taken. */
  guard: string | undefined;
  /** Target state ids; none for a transition that only runs actions and stays. */
  targets: string[];
  actions: string[];
  reenter: boolean;
  description: string | undefined;
}

export interface FlowState {
  /** The state node's id: `cart.signedIn.changing`. */
  id: string;
  key: string;
  /** Keys from the machine's root down to this state (empty for the root). */
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description: string | undefined;
  /** The UI states it maps to: what the UI reads instead of state paths. */
  tags: string[];
  /** The child state entered first (compound states). */
  initial: string | undefined;
  entry: string[];
  exit: string[];
  /** The actors invoked while in this state. */
  invokes: string[];
  children: FlowState[];
  transitions: FlowTransition[];
}

export interface MachineGraph {
  id: string;
  description: string | undefined;
  root: FlowState;
  /** Every state below the root, parents before their children, in the order the machine declares them. */
  states: FlowState[];
  transitions: FlowTransition[];
  /** Every event the machine takes, once each, in the order first met. */
  events: FlowEvent[];
  guards: string[];
  tags: string[];
}

type UnknownGuard = AnyTransitionDefinition['guard'];

const builtIn = 'xstate.';

function actionName(action: UnknownAction): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const { type, src } = action as { type?: string; src?: unknown };
    const name = type?.startsWith(builtIn) ? type.slice(builtIn.length) : action.name || 'inline action';
    return typeof src === 'string' ? `${name}(${src})` : name;
  }
  return action.type;
}

function guardName(guard: UnknownGuard): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { guards } = guard as { guards?: unknown[] };
    const inner = guards?.map((g) => guardName(g as UnknownGuard)).join(', ');
    return inner ? `${guard.name}(${inner})` : guard.name || 'inline guard';
  }
  return guard.type;
}

/** The words the machine keeps for an event sent from outside (`setup({ schemas: { events } })`). */
export function eventDescription(machine: AnyStateMachine, type: string): string | undefined {
  const schemas = machine.schemas as { events?: Record<string, { description?: unknown } | undefined> } | undefined;
  const description = schemas?.events?.[type]?.description;
  return typeof description === 'string' ? description : undefined;
}

/** The name an invoked actor goes by: its logic's name in `setup`, else its id (XState numbers unnamed ones). */
const actorName = (invoke: AnyStateNode['invoke'][number]) => (typeof invoke.src === 'string' ? invoke.src : invoke.id);

/**
 * How people read an event's type, and what the machine's own events mean (an actor done, a delay passed);
 * `actors` names the invoked actors by id.
 */
function eventWords(type: string, actors: Map<string, string>): { label: string; builtIn: string | undefined } {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) {
    const actor = actors.get(done[1] ?? '') ?? done[1];
    return { label: `${actor} done`, builtIn: `The ${actor} actor the state runs finished.` };
  }
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) {
    const actor = actors.get(error[1] ?? '') ?? error[1];
    return { label: `${actor} failed`, builtIn: `The ${actor} actor the state runs failed.` };
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return { label: `after ${after[1]}`, builtIn: `The ${after[1]} delay passed in the state.` };
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(type);
  if (stateDone) return { label: `${stateDone[1]} done`, builtIn: `The ${stateDone[1]} state reached its end.` };
  if (type === '')
    return { label: 'immediately', builtIn: 'Nothing: taken as soon as the state is entered, when its guard holds.' };
  return { label: type, builtIn: undefined };
}

interface Reading {
  machine: AnyStateMachine;
  /** Invoked actors' names by id. */
  actors: Map<string, string>;
  events: Map<string, FlowEvent>;
  transitions: FlowTransition[];
}

function readState(node: AnyStateNode, reading: Reading): FlowState {
  const { machine, actors, events, transitions } = reading;
  const eventOf = (type: string) => {
    let event = events.get(type);
    if (!event) {
      const { label, builtIn } = eventWords(type, actors);
      event = { type, label, description: builtIn ?? eventDescription(machine, type) };
      events.set(type, event);
    }
    return event;
  };
  const own: FlowTransition[] = [];
  const byEvent: [string, AnyTransitionDefinition[]][] = [
    ...node.transitions.entries(),
    ...(node.always ? [['', node.always] as [string, AnyTransitionDefinition[]]] : []),
  ];
  for (const [type, definitions] of byEvent) {
    definitions.forEach((definition, rank) => {
      const transition: FlowTransition = {
        id: `${node.id}:${type || 'always'}:${rank}`,
        source: node.id,
        event: eventOf(type),
        guard: guardName(definition.guard),
        targets: (definition.target ?? []).map((target) => target.id),
        actions: definition.actions.map(actionName),
        reenter: definition.reenter,
        description: definition.description,
      };
      own.push(transition);
      transitions.push(transition);
    });
  }
  const children = Object.values(node.states).map((child) => readState(child, reading));
  const initialTarget = node.type === 'compound' ? node.initial.target[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    path: node.path,
    type: node.type,
    description: node.description,
    tags: [...node.tags],
    initial: initialTarget?.id,
    entry: node.entry.map(actionName),
    exit: node.exit.map(actionName),
    invokes: node.invoke.map(actorName),
    children,
    transitions: own,
  };
}

/** A transition as people read it: its event, and its guard in brackets. */
export function transitionLabel(transition: FlowTransition): string {
  return transition.guard ? `${transition.event.label} [${transition.guard}]` : transition.event.label;
}

/** Reads `machine` into a graph; everything in it comes from the machine object. */
export function readMachine(machine: AnyStateMachine): MachineGraph {
  const actors = new Map<string, string>();
  const collectActors = (node: AnyStateNode) => {
    for (const invoke of node.invoke) actors.set(invoke.id, actorName(invoke));
    for (const child of Object.values(node.states)) collectActors(child);
  };
  collectActors(machine.root);
  const events = new Map<string, FlowEvent>();
  const transitions: FlowTransition[] = [];
  const root = readState(machine.root, { machine, actors, events, transitions });
  const states: FlowState[] = [];
  const visit = (state: FlowState) => {
    for (const child of state.children) {
      states.push(child);
      visit(child);
    }
  };
  visit(root);
  const unique = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => v !== undefined))];
  return {
    id: machine.id,
    description: machine.root.description,
    root,
    states,
    transitions,
    events: [...events.values()],
    guards: unique(transitions.map((transition) => transition.guard)),
    tags: unique(states.flatMap((state) => state.tags)),
  };
}
