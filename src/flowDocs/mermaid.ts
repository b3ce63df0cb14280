import { type FlowState, type MachineGraph, transitionLabel } from './machineGraph.ts';

/*
 * A machine graph as a Mermaid state diagram (`stateDiagram-v2`): the text Mermaid lays out and draws in Storybook,
 * and that GitHub draws in a Markdown file. To stay readable, the drawing keeps what shapes the flow:
 * - transitions between the same two states are one arrow with every event on it, guards in brackets;
 * - a transition that only runs actions and stays (a refusal, a reload) is no arrow: its events are listed in the
 *   state under "stays on", and the text list beside the drawing says what each one does;
 * - tags (the UI states) and invoked actors are lines in their state.
 */

/** Mermaid reads these in labels; they become look-alikes that it draws as they are. */
function escapeLabel(text: string): string {
  return text
    .replaceAll('"', '″')
    .replaceAll(':', '∶')
    .replaceAll(';', '；')
    .replaceAll('#', '♯')
    .replaceAll('{', '❴')
    .replaceAll('}', '❵')
    .replaceAll('<', '‹')
    .replaceAll('>', '›');
}

/** Where an arrow into `stateId` lands: Mermaid draws no arrow into a state nested in another composite state. */
function arrowEnd(graph: MachineGraph, from: string, to: string): { id: string; via: string | undefined } {
  const parentOf = (id: string) => id.slice(0, id.lastIndexOf('.'));
  const byId = new Map(graph.states.map((state) => [state.id, state]));
  // The deepest composite state holding both ends draws the arrow; a target nested deeper is drawn at its
  // ancestor just inside that one, and the arrow says where inside it lands.
  let common = parentOf(from);
  while (common !== '' && !`${to}.`.startsWith(`${common}.`)) common = parentOf(common);
  const below = to.slice(common.length + 1).split('.');
  const shown = `${common}.${below[0]}`;
  if (shown === to || !byId.has(shown)) return { id: to, via: undefined };
  return { id: shown, via: below.slice(1).join('.') };
}

export function toMermaid(graph: MachineGraph, title: string): string {
  const ids = new Map<string, string>();
  const idOf = (stateId: string) => {
    let id = ids.get(stateId);
    if (!id) {
      id = `s${ids.size}`;
      ids.set(stateId, id);
    }
    return id;
  };
  const lines = [
    'stateDiagram-v2',
    `  accTitle: ${escapeLabel(title)}`,
    `  accDescr: Every state and transition of the ${escapeLabel(graph.id)} machine, read from its definition. The same list follows as text.`,
    '  classDef final stroke-width:3px',
  ];

  const drawState = (state: FlowState, indent: string) => {
    const id = idOf(state.id);
    lines.push(`${indent}state "${escapeLabel(state.key)}" as ${id}`);
    const notes = [
      ...(state.tags.length > 0 ? [`tags: ${state.tags.join(', ')}`] : []),
      ...(state.invokes.length > 0 ? [`runs: ${state.invokes.join(', ')}`] : []),
    ];
    const stays = [
      ...new Set(state.transitions.filter((t) => t.targets.length === 0).map((t) => escapeLabel(t.event.label))),
    ];
    if (stays.length > 0) notes.push(`stays on: ${stays.join(', ')}`);
    if (state.children.length === 0) {
      for (const note of notes) lines.push(`${indent}${id} : ${escapeLabel(note)}`);
      if (state.type === 'final') lines.push(`${indent}class ${id} final`);
      return;
    }
    // A composite state's lines go in a note: Mermaid draws no description inside a composite state.
    if (notes.length > 0) lines.push(`${indent}note right of ${id} : ${notes.map(escapeLabel).join('<br/>')}`);
    lines.push(`${indent}state ${id} {`);
    for (const child of state.children) drawState(child, `${indent}  `);
    if (state.initial) lines.push(`${indent}  [*] --> ${idOf(state.initial)}`);
    lines.push(`${indent}}`);
  };

  for (const state of graph.root.children) drawState(state, '  ');
  if (graph.root.initial) lines.push(`  [*] --> ${idOf(graph.root.initial)}`);

  const arrows = new Map<string, { from: string; to: string; labels: string[] }>();
  for (const transition of graph.transitions) {
    for (const target of transition.targets) {
      const end = arrowEnd(graph, transition.source, target);
      const key = `${transition.source}→${end.id}`;
      const arrow = arrows.get(key) ?? { from: transition.source, to: end.id, labels: [] };
      const label = escapeLabel(transitionLabel(transition) + (end.via ? ` → ${end.via}` : ''));
      if (!arrow.labels.includes(label)) arrow.labels.push(label);
      arrows.set(key, arrow);
    }
  }
  for (const { from, to, labels } of arrows.values()) {
    lines.push(`  ${idOf(from)} --> ${idOf(to)} : ${labels.join('<br/>')}`);
  }
  return `${lines.join('\n')}\n`;
}
