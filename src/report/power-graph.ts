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

/** Every node and edge of the change, causes first, then actors, then skills. */
function wholeGraph(report: Report, causes: Cause[]): { nodes: Node[]; edges: [string, string, boolean][] } {
  const diff = report.diff;
  const nodes: Node[] = [];
  const edges: [string, string, boolean][] = [];
  const skillId = new Map<string, string>();
  const actorId = new Map<string, string>();
  const own = new Set(report.graph?.changed ?? []);
  causes.forEach((c, i) => nodes.push({ id: `c${i}`, label: c.label, shape: 'hexagon', cls: 'cause' }));
  (diff?.actors ?? []).forEach((a, i) => {
    if (actorId.has(a.name)) return;
    actorId.set(a.name, `a${i}`);
    nodes.push({ id: `a${i}`, label: a.name, shape: 'stadium', cls: 'actor' });
  });
  (diff?.skills ?? []).forEach((s, i) => {
    if (skillId.has(s.name)) return;
    skillId.set(s.name, `s${i}`);
    nodes.push({
      id: `s${i}`,
      label: s.name,
      shape: 'box',
      cls: s.direct || own.has(s.name) ? 'own' : 'cascaded',
    });
  });
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
  // An actor's other skills are drawn too: taking on an unchanged skill can be what widens it.
  for (const a of diff?.actors ?? []) {
    const from = actorId.get(a.name) as string;
    for (const s of a.skills) {
      let to = skillId.get(s);
      if (!to) {
        to = `u${skillId.size}`;
        skillId.set(s, to);
        nodes.push({ id: to, label: s, shape: 'box', cls: 'unchanged' });
      }
      edges.push([from, to, false]);
    }
  }
  const actorSkills = new Map((diff?.actors ?? []).map((a) => [a.name, a.skills]));
  causes.forEach((c, i) => {
    const reach = new Set(c.skills);
    // Where the cause enters: skills of its reach that include no other skill of its reach.
    for (const s of c.skills) {
      const id = skillId.get(s);
      if (id && !(children.get(s) ?? []).some((child) => reach.has(child))) edges.push([`c${i}`, id, true]);
    }
    // An actor reached through none of the cause's skills got it on its own (a policy, a new skill).
    for (const name of c.actors) {
      const id = actorId.get(name);
      if (id && !(actorSkills.get(name) ?? []).some((s) => reach.has(s))) edges.push([`c${i}`, id, true]);
    }
  });
  return { nodes, edges };
}

/** Mermaid text for at most `maxNodes` nodes, with a legend and a note on what was not drawn. */
function draw(nodes: Node[], edges: [string, string, boolean][], maxNodes: number): string {
  const kept = nodes.slice(0, maxNodes);
  const ids = new Set(kept.map((n) => n.id));
  const lines = ['```mermaid', 'graph TD'];
  for (const n of kept) lines.push(nodeLine(n));
  const drawn = edges.filter(([from, to]) => ids.has(from) && ids.has(to)).slice(0, MAX_EDGES);
  for (const [from, to, dotted] of drawn) lines.push(`  ${from} ${dotted ? '-.->' : '-->'} ${to}`);
  const used = (Object.keys(STYLE) as NodeClass[]).filter((cls) => kept.some((n) => n.cls === cls));
  for (const cls of used) {
    lines.push(`  classDef ${cls} ${STYLE[cls].css}`);
    lines.push(
      `  class ${kept
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
  let text = `${lines.join('\n')}\n${sentence}.${arrows}`;
  if (kept.length < nodes.length || drawn.length < edges.length)
    text += ` Not drawn: ${nodes.length - kept.length} nodes and ${edges.length - drawn.length} arrows.`;
  return text;
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
  const { nodes, edges } = wholeGraph(report, causes);
  if (nodes.length === 0) return undefined;
  for (let max = Math.min(MAX_NODES, nodes.length); max >= 1; max = Math.floor(max / 2)) {
    const text = draw(nodes, edges, max);
    if (size(text) <= room) return text;
  }
  return undefined;
}
