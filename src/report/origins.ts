// Where each entry change of a skill came from, read from the report alone: the skill's own
// document, an included skill that shows the same change, or the definition of a tool it lists.
// So that "own change" labels only what the skill's own document did (SPEC §7), and an include
// path is shown only when the skill at its end changed something this skill shows.
import type { ChangedEntry, ReportDiff, SkillDiff } from '../core/diff/types.js';

export type EntryOrigin =
  | { by: 'own' }
  | { by: 'include'; skill: string }
  | { by: 'tool' }
  /** What the skill reads outside its document (an inventory, a folder, …) changed: SkillDiff.sourced. */
  | { by: 'source' }
  /** Nothing in the report says which: a cascade the report's paths describe. */
  | { by: 'cascade' };

type Category = 'added' | 'removed' | 'changed';

const subset = (a: readonly string[], b: readonly string[]): boolean => a.every((x) => b.includes(x));

/** The diff's skills and changed tools by name, built once per diff: a diff may list thousands. */
interface Index {
  skills: Map<string, SkillDiff>;
  tools: Map<string, ChangedEntry>;
}
const indexes = new WeakMap<ReportDiff, Index>();

function indexOf(diff: ReportDiff): Index {
  let index = indexes.get(diff);
  if (!index) {
    index = {
      skills: new Map(diff.skills.map((s) => [s.name, s])),
      tools: new Map(diff.tools.changed.map((c) => [c.name, c])),
    };
    indexes.set(diff, index);
  }
  return index;
}

/** The graph's edges by includer, built once per graph: a skill's own are read without a scan. */
const edgeIndexes = new WeakMap<readonly [string, string][], Map<string, string[]>>();

function includesOf(edges: readonly [string, string][], skill: string): readonly string[] {
  let index = edgeIndexes.get(edges);
  if (!index) {
    index = new Map();
    for (const [from, to] of edges) {
      const list = index.get(from) ?? [];
      if (list.length === 0) index.set(from, list);
      list.push(to);
    }
    edgeIndexes.set(edges, index);
  }
  return index.get(skill) ?? [];
}

/** A skill diff's changes by name, built once per skill diff: included skills are asked many times. */
interface Shown {
  added: Set<string>;
  removed: Set<string>;
  changed: Map<string, ChangedEntry>;
}
const shownIndexes = new WeakMap<SkillDiff, Shown>();

function shownBy(skill: SkillDiff): Shown {
  let shown = shownIndexes.get(skill);
  if (!shown) {
    const changed = new Map(skill.changed.map((c) => [c.name, c]));
    shown = { added: new Set(skill.added), removed: new Set(skill.removed), changed };
    shownIndexes.set(skill, shown);
  }
  return shown;
}

/** The skills in the diff that `skill` includes directly: the report's graph, else its paths' next hops. */
export function includedInDiff(
  skill: SkillDiff,
  diff: ReportDiff,
  edges: readonly [string, string][],
): SkillDiff[] {
  const names = new Set<string>(includesOf(edges, skill.name));
  for (const path of skill.via) if (path[0] === skill.name && path[1] !== undefined) names.add(path[1]);
  for (const next of skill.viaNext ?? []) names.add(next);
  names.delete(skill.name);
  const { skills } = indexOf(diff);
  return [...names].sort().flatMap((n) => skills.get(n) ?? []);
}

function shows(other: SkillDiff, category: Category, name: string, fields: readonly string[]): boolean {
  const shown = shownBy(other);
  if (category !== 'changed') return shown[category].has(name);
  const c = shown.changed.get(name);
  return c !== undefined && subset(fields, c.fields);
}

/** The origin of one of the skill's changes (`fields` only for a changed entry). */
function originOf(
  skill: SkillDiff,
  diff: ReportDiff,
  included: readonly SkillDiff[],
  change: { category: Category; name: string; fields?: readonly string[] },
): EntryOrigin {
  const { category, name, fields = [] } = change;
  const through = included.find((s) => shows(s, category, name, fields));
  if (through) return { by: 'include', skill: through.name };
  const tool =
    (skill.changedTools ?? []).includes(name) &&
    (category === 'changed'
      ? subset(fields, indexOf(diff).tools.get(name)?.fields ?? [])
      : diff.tools[category].includes(name));
  if (tool && !(skill.direct && category !== 'changed')) return { by: 'tool' };
  // A listed tool whose edit changed the entry in more fields than its own (its power, from a new source).
  if ((skill.sourced ?? []).includes(name))
    return (skill.changedTools ?? []).includes(name) ? { by: 'tool' } : { by: 'source' };
  return skill.direct ? { by: 'own' } : { by: 'cascade' };
}

/** The origin of every change of a changed skill, by `added`/`removed`/`changed` and entry name. */
export function entryOrigins(
  skill: SkillDiff,
  diff: ReportDiff,
  edges: readonly [string, string][] = [],
): (category: Category, entry: string | ChangedEntry) => EntryOrigin {
  const included = includedInDiff(skill, diff, edges);
  return (category, entry) =>
    typeof entry === 'string'
      ? originOf(skill, diff, included, { category, name: entry })
      : originOf(skill, diff, included, { category, name: entry.name, fields: entry.fields });
}

/** Whether a skill at the end of an include path changed something `skill` shows. */
export function contributes(skill: SkillDiff, diff: ReportDiff, end: string): boolean {
  const other = indexOf(diff).skills.get(end);
  if (!other) return false;
  if (other === skill) return true;
  const names = new Set([...other.added, ...other.removed, ...other.changed.map((c) => c.name)]);
  return [...skill.added, ...skill.removed, ...skill.changed.map((c) => c.name)].some((n) => names.has(n));
}
