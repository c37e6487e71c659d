// The comment's Mermaid graph: the causes of new power, the affected actors and the changed skills,
// with actors pointing at the skills they use, skills at the skills they include, and each cause
// at the places it enters (the lowest skills of its reach, or an actor it reaches directly).
// Colours say what a node is; the legend names only the colours drawn.
import { shortKind } from '../core/diff/changes.js';
import { escapeMermaid } from './escape.js';
import { byDanger, type Cause } from './causes.js';
import type { Report } from './report.js';
import { clip } from './words.js';

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
  reached: {
    css: 'fill:#ffffff,stroke:#cf222e,stroke-dasharray:4 3,color:#1f2328',
    legend: 'dashed: a skill a cause reaches that the diff does not show as changed',
  },
} as const;
type NodeClass = keyof typeof STYLE;

interface Node {
  id: string;
  label: string;
  shape: 'hexagon' | 'stadium' | 'box';
  cls: NodeClass;
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

/** A graph being drawn: its nodes and edges so far, the ids given to names, and the node cap. */
interface Drawing {
  nodes: Node[];
  edges: [string, string, boolean][];
  skillId: Map<string, string>;
  actorId: Map<string, string>;
  max: number;
}

type ActorRow = NonNullable<Report['diff']>['actors'][number];
type SkillRow = NonNullable<Report['diff']>['skills'][number];

/**
 * At most `max` nodes of the change — causes first, then actors, then changed skills, then the
 * actors' unchanged skills — and the edges among them. The work is bounded by the report's size
 * plus the cap, whatever the shape of the report.
 */
function graphOf(report: Report, causes: Cause[], max: number): Graph {
  const g: Drawing = { nodes: [], edges: [], skillId: new Map(), actorId: new Map(), max };
  const actors = report.diff?.actors ?? [];
  const skills = report.diff?.skills ?? [];
  // The most dangerous first, as the causes table lists them: 120 lesser causes found earlier in
  // file order must not leave an unsafe one undrawn.
  const drawnCauses = byDanger(causes).slice(0, max);
  drawnCauses.forEach((c, i) =>
    g.nodes.push({ id: `c${i}`, label: `${c.entry}: ${shortKind(c.kind)}`, shape: 'hexagon', cls: 'cause' }),
  );
  const drawnActors = drawActors(g, actors);
  const changedDrawn = drawChangedSkills(g, skills, new Set(report.graph?.changed ?? []));
  const actorSkills = drawActorSkills(g, drawnActors);
  const rows = new Set([...skills.map((s) => `s${s.name}`), ...actors.map((a) => `a${a.name}`)]);
  const reachLeft = drawReach(g, drawnCauses, rows);
  const children = drawIncludes(g, report.graph?.edges ?? []);
  drawnCauses.forEach((c, i) => drawCauseEdges(g, `c${i}`, c, children, actorSkills));
  const notDrawn =
    causes.length -
    drawnCauses.length +
    actors.length -
    drawnActors.length +
    skills.length -
    changedDrawn +
    reachLeft;
  return { nodes: g.nodes, edges: g.edges, notDrawn };
}

/**
 * A skill (a box, `s<n>`) or an actor (a stadium, `a<n>`) drawn once, while the graph has room;
 * whether it is drawn.
 */
function drawNode(g: Drawing, kind: 'skill' | 'actor', name: string, cls: NodeClass): boolean {
  const ids = kind === 'skill' ? g.skillId : g.actorId;
  if (ids.has(name)) return true;
  if (g.nodes.length >= g.max) return false;
  const id = `${kind === 'skill' ? 's' : 'a'}${ids.size}`;
  ids.set(name, id);
  g.nodes.push({ id, label: name, shape: kind === 'skill' ? 'box' : 'stadium', cls });
  return true;
}

/** The actors that fit, each once; returns those drawn. */
function drawActors(g: Drawing, actors: readonly ActorRow[]): ActorRow[] {
  const drawn: ActorRow[] = [];
  for (const a of actors) {
    if (g.nodes.length >= g.max) break;
    if (g.actorId.has(a.name)) continue;
    drawNode(g, 'actor', a.name, 'actor');
    drawn.push(a);
  }
  return drawn;
}

/** The changed skills that fit; returns how many of the report's rows were drawn. */
function drawChangedSkills(g: Drawing, skills: readonly SkillRow[], own: Set<string>): number {
  let drawn = 0;
  for (const s of skills) {
    if (g.nodes.length >= g.max) break;
    drawn++;
    drawNode(g, 'skill', s.name, s.direct || own.has(s.name) ? 'own' : 'cascaded');
  }
  return drawn;
}

/**
 * An actor's other skills are drawn too (taking on an unchanged skill can be what widens it),
 * with an edge from the actor to each skill it uses; returns each actor's drawn skills.
 */
function drawActorSkills(g: Drawing, actors: readonly ActorRow[]): Map<string, string[]> {
  const actorSkills = new Map<string, string[]>();
  for (const a of actors) {
    const drawn: string[] = [];
    for (const name of a.skills) {
      if (drawNode(g, 'skill', name, 'unchanged')) {
        drawn.push(name);
        g.edges.push([g.actorId.get(a.name) as string, g.skillId.get(name) as string, false]);
      }
    }
    actorSkills.set(a.name, drawn);
  }
  return actorSkills;
}

/**
 * What a cause reaches beyond the changed skills and affected actors (a configuration key that
 * hides or rereads files reaches skills the diff cannot show as changed), so that its arrows go
 * somewhere; returns how many of those names did not fit, but for the diff's own `rows` (counted
 * with them, as `s<skill>` and `a<actor>`).
 */
function drawReach(g: Drawing, causes: readonly Cause[], rows: ReadonlySet<string>): number {
  const left = new Set<string>();
  const leave = (key: string): void => {
    if (!rows.has(key)) left.add(key);
  };
  for (const c of causes) {
    for (const name of c.skills) if (!drawNode(g, 'skill', name, 'reached')) leave(`s${name}`);
    for (const name of c.actors) if (!drawNode(g, 'actor', name, 'actor')) leave(`a${name}`);
  }
  return left.size;
}

/** The include edges among drawn skills; returns each skill's drawn children. */
function drawIncludes(g: Drawing, includes: readonly [string, string][]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const [from, to] of includes) {
    const a = g.skillId.get(from);
    const b = g.skillId.get(to);
    if (!a || !b) continue;
    g.edges.push([a, b, false]);
    const list = children.get(from) ?? [];
    list.push(to);
    children.set(from, list);
  }
  return children;
}

/** A cause's edges to where it enters: the lowest skills of its reach, and actors it reaches on its own. */
function drawCauseEdges(
  g: Drawing,
  id: string,
  c: Cause,
  children: Map<string, string[]>,
  actorSkills: Map<string, string[]>,
): void {
  const reach = new Set(c.skills);
  // Where the cause enters: skills of its reach that include no other skill of its reach; on a
  // cycle of includes each includes another, so then every drawn skill of its reach.
  const drawn = [...g.skillId].filter(([name]) => reach.has(name));
  const lowest = drawn.filter(([name]) => !(children.get(name) ?? []).some((child) => reach.has(child)));
  for (const [, skill] of lowest.length > 0 ? lowest : drawn) g.edges.push([id, skill, true]);
  // An actor reached through none of the cause's skills got it on its own (a policy, a new skill).
  const reached = new Set(c.actors);
  for (const [name, actor] of g.actorId) {
    if (reached.has(name) && !(actorSkills.get(name) ?? []).some((s) => reach.has(s)))
      g.edges.push([id, actor, true]);
  }
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
  const causes = nodes.filter((n) => n.cls === 'cause').map((n) => n.id);
  const linked = new Set(drawn.map(([from]) => from));
  const floating = causes.some((id) => !linked.has(id))
    ? ' A cause without an arrow names no skill or actor: it changes how every file is read or judged (a severity, fail-on, overrides, schemas), or what it reaches is not drawn.'
    : '';
  const left = [
    notDrawn > 0 ? `${notDrawn} causes, actors and skills` : '',
    edges.length > drawn.length ? `${edges.length - drawn.length} arrows` : '',
  ].filter(Boolean);
  return `${lines.join('\n')}\n${sentence}.${arrows}${floating}${left.length > 0 ? ` Not drawn: ${left.join(' and ')}.` : ''}`;
}

/** GitHub's Mermaid draws at most 500 edges; fewer nodes keep the picture readable. */
const MAX_NODES = 120;
const MAX_EDGES = 400;
/**
 * Nor a diagram of more than 50,000 characters (Mermaid's `maxTextSize`, which GitHub keeps): it
 * shows "Maximum text size in diagram exceeded" instead. A label of 80 CJK characters, each
 * written `#19968;`, is 560, so 120 nodes can pass it.
 */
const MAX_TEXT = 50_000;

/** The diagram Mermaid reads: the text between the fences. */
const diagramLength = (text: string): number => text.indexOf('\n```\n') - '```mermaid\n'.length;

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
    if (size(text) <= room && diagramLength(text) <= MAX_TEXT) return text;
  }
  return undefined;
}
