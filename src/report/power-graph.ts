// The comment's Mermaid graph: the causes of new power, the affected actors and the changed skills,
// with actors pointing at the skills they use, skills at the skills they include, and each cause
// at the places it enters (the lowest skills of its reach, or an actor it reaches directly).
// Colours say what a node is; the legend names only the colours drawn.
import { escapeMermaid } from './escape.js';
import type { Cause } from './causes.js';
import type { Report } from './report.js';

const STYLE = {
  cause: { css: 'fill:#ffebe9,stroke:#cf222e,color:#1f2328', legend: 'red: a cause (what grants the power)' },
  actor: { css: 'fill:#ddf4ff,stroke:#0969da,color:#1f2328', legend: 'blue: an actor' },
  own: {
    css: 'fill:#fff8c5,stroke:#9a6700,color:#1f2328',
    legend: 'yellow: a skill whose own document changed',
  },
  cascaded: {
    css: 'fill:#f6f8fa,stroke:#8c959f,color:#1f2328',
    legend: 'grey: a skill changed through what it includes or lists',
  },
  unchanged: {
    css: 'fill:#ffffff,stroke:#d1d9e0,color:#59636e',
    legend: 'white: a skill that did not change',
  },
} as const;
type NodeClass = keyof typeof STYLE;

interface Node {
  id: string;
  label: string;
  shape: 'hexagon' | 'stadium' | 'box';
  cls: NodeClass;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function nodeLine(n: Node): string {
  const label = `"${escapeMermaid(clip(n.label, 80))}"`;
  const shaped =
    n.shape === 'hexagon' ? `{{${label}}}` : n.shape === 'stadium' ? `([${label}])` : `[${label}]`;
  return `  ${n.id}${shaped}`;
}

interface Graph {
  nodes: Node[];
  edges: [string, string, boolean][];
  /** Causes, actors and changed skills left out to keep within the node cap. */
  notDrawn: number;
}

/**
 * At most `max` nodes of the change — causes first, then actors, then changed skills, then the
 * actors' unchanged skills — and the edges among them. The work is bounded by the report's size
 * plus the cap, whatever the shape of the report.
 */
function graphOf(report: Report, causes: Cause[], max: number): Graph {
  const diff = report.diff;
  const nodes: Node[] = [];
  const edges: [string, string, boolean][] = [];
  const skillId = new Map<string, string>();
  const actorId = new Map<string, string>();
  const own = new Set(report.graph?.changed ?? []);
  const actors = diff?.actors ?? [];
  const skills = diff?.skills ?? [];
  const drawnCauses = causes.slice(0, max);
  drawnCauses.forEach((c, i) => nodes.push({ id: `c${i}`, label: c.label, shape: 'hexagon', cls: 'cause' }));
  const drawnActors: typeof actors = [];
  for (const a of actors) {
    if (nodes.length >= max) break;
    if (actorId.has(a.name)) continue;
    actorId.set(a.name, `a${actorId.size}`);
    drawnActors.push(a);
    nodes.push({ id: `a${actorId.size - 1}`, label: a.name, shape: 'stadium', cls: 'actor' });
  }
  let changedDrawn = 0;
  for (const s of skills) {
    if (nodes.length >= max) break;
    changedDrawn++;
    if (skillId.has(s.name)) continue;
    const id = `s${skillId.size}`;
    skillId.set(s.name, id);
    nodes.push({ id, label: s.name, shape: 'box', cls: s.direct || own.has(s.name) ? 'own' : 'cascaded' });
  }
  // An actor's other skills are drawn too: taking on an unchanged skill can be what widens it.
  const actorSkills = new Map<string, string[]>();
  for (const a of drawnActors) {
    const drawn: string[] = [];
    for (const name of a.skills) {
      if (!skillId.has(name) && nodes.length < max) {
        const id = `s${skillId.size}`;
        skillId.set(name, id);
        nodes.push({ id, label: name, shape: 'box', cls: 'unchanged' });
      }
      if (skillId.has(name)) {
        drawn.push(name);
        edges.push([actorId.get(a.name) as string, skillId.get(name) as string, false]);
      }
    }
    actorSkills.set(a.name, drawn);
  }
  const children = new Map<string, string[]>();
  for (const [from, to] of report.graph?.edges ?? []) {
    const a = skillId.get(from);
    const b = skillId.get(to);
    if (!a || !b) continue;
    edges.push([a, b, false]);
    const list = children.get(from) ?? [];
    list.push(to);
    children.set(from, list);
  }
  drawnCauses.forEach((c, i) => {
    const reach = new Set(c.skills);
    // Where the cause enters: skills of its reach that include no other skill of its reach.
    for (const [name, id] of skillId) {
      if (reach.has(name) && !(children.get(name) ?? []).some((child) => reach.has(child)))
        edges.push([`c${i}`, id, true]);
    }
    // An actor reached through none of the cause's skills got it on its own (a policy, a new skill).
    const reached = new Set(c.actors);
    for (const [name, id] of actorId) {
      if (reached.has(name) && !(actorSkills.get(name) ?? []).some((s) => reach.has(s)))
        edges.push([`c${i}`, id, true]);
    }
  });
  const notDrawn =
    causes.length - drawnCauses.length + actors.length - drawnActors.length + skills.length - changedDrawn;
  return { nodes, edges, notDrawn };
}

/** Mermaid text for the graph, with a legend and a note on what was not drawn. */
function draw({ nodes, edges, notDrawn }: Graph): string {
  const lines = ['```mermaid', 'graph TD'];
  for (const n of nodes) lines.push(nodeLine(n));
  const drawn = edges.slice(0, MAX_EDGES);
  for (const [from, to, dotted] of drawn) lines.push(`  ${from} ${dotted ? '-.->' : '-->'} ${to}`);
  const used = (Object.keys(STYLE) as NodeClass[]).filter((cls) => nodes.some((n) => n.cls === cls));
  for (const cls of used) {
    lines.push(`  classDef ${cls} ${STYLE[cls].css}`);
    lines.push(
      `  class ${nodes
        .filter((n) => n.cls === cls)
        .map((n) => n.id)
        .join(',')} ${cls}`,
    );
  }
  lines.push('```', '');
  const legend: string = used.map((cls) => STYLE[cls].legend).join('; ');
  const sentence = legend.charAt(0).toUpperCase() + legend.slice(1);
  const arrows = drawn.some(([, , dotted]) => dotted)
    ? ' A dotted arrow goes from a cause to where it enters.'
    : '';
  const left = [
    notDrawn > 0 ? `${notDrawn} causes, actors and skills` : '',
    edges.length > drawn.length ? `${edges.length - drawn.length} arrows` : '',
  ].filter(Boolean);
  return `${lines.join('\n')}\n${sentence}.${arrows}${left.length > 0 ? ` Not drawn: ${left.join(' and ')}.` : ''}`;
}

/** GitHub's Mermaid draws at most 500 edges; fewer nodes keep the picture readable. */
const MAX_NODES = 120;
const MAX_EDGES = 400;

/** The graph within `room` (halving what it draws until it fits), or undefined when nothing to draw. */
export function powerGraph(
  report: Report,
  causes: Cause[],
  room: number,
  size: (t: string) => number,
): string | undefined {
  for (let max = MAX_NODES; max >= 1; max = Math.floor(max / 2)) {
    const graph = graphOf(report, causes, max);
    if (graph.nodes.length === 0) return undefined;
    const text = draw(graph);
    if (size(text) <= room) return text;
  }
  return undefined;
}
