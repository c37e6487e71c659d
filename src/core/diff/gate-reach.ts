// A head configuration's weakened gate setting, like any cause, is shown with its reach (SPEC §7:
// "the skills and actors it lands in, named"): the head's skills whose flattened set and actors
// whose effective set hold what the setting reads otherwise. A builtin group given less power
// reaches every entry of that group; a pattern called read-only, every Agent Skill that allows it;
// globs that read files otherwise, what those files define; globs that hide files from both sides,
// what those files define as their text says (the checker reads them on neither side); a lower
// size limit, what the files it leaves unread define; a definition moved into an ignored path,
// what it defines. Settings that change how every file is judged (severities, `fail-on`,
// `overrides`, `schemas`) name no reach.
import { actorSet, type ActorSet } from '../project/actor-set.js';
import type { Project } from '../project/project.js';
import type { EffectiveTool } from '../power/effective.js';
import { builtinEntryName } from '../sources/builtins.js';
import { byCodeUnits } from '../text/order.js';
import type { DefinitionKind } from '../model/model.js';
import { namesWritten } from './names-written.js';
import type { GateWeakening, HiddenFile } from './changes.js';

interface GateReach {
  skills: string[];
  actors: string[];
}

/** Whether an entry of a set, by its name there and its definition, is one the setting reads otherwise. */
type EntryTest = (name: string, tool: EffectiveTool) => boolean;

/** What a setting reads otherwise: entries, and skills and actors by name. */
interface Touched {
  entries?: EntryTest;
  skills: Set<string>;
  actors: Set<string>;
}

/** An entry's name as defined, where a conflict qualified it by its contributor (`x/a.builtin:g`). */
function named(name: string, wanted: ReadonlySet<string>): boolean {
  if (wanted.has(name)) return true;
  const dot = name.indexOf('.');
  return dot >= 0 && wanted.has(name.slice(dot + 1));
}

/**
 * What the definitions in some files are: the skills and actors they define, and the entries of
 * the tools and MCP servers they define (a tool by its name, a server by every tool called on it).
 */
function definedIn(project: Project, paths: readonly string[]): Touched {
  const files = new Set(paths);
  const inFiles = (d: { def: { file: { path: string } } }): boolean => files.has(d.def.file.path);
  const tools = new Set(project.tools.filter(inFiles).map((t) => t.name));
  const servers = new Set(project.inventories.filter(inFiles).map((i) => i.name));
  const entries: EntryTest | undefined =
    tools.size + servers.size === 0
      ? undefined
      : (name, tool) => named(name, tools) || (tool.mcp_server !== null && servers.has(tool.mcp_server));
  return {
    ...(entries ? { entries } : {}),
    skills: new Set(project.skills.filter(inFiles).map((s) => s.name)),
    actors: new Set(project.actors.filter(inFiles).map((a) => a.name)),
  };
}

/** The names a hidden file's documents give, as a runtime would read it. */
function namesIn(head: Project, file: HiddenFile): string[] {
  const read =
    file.text === undefined ? head.aux.read(file.path) : { kind: 'text' as const, text: file.text };
  if (read.kind !== 'text') return [];
  return namesWritten(read.text, file.kind, file.path).map((n) => n.name);
}

/**
 * What the head's files that the setting hides define, read from their text: the checker reads
 * them on neither side, so they are named where the head refers to them.
 */
function hiddenIn(head: Project, files: readonly HiddenFile[]): Touched {
  const names = new Map<DefinitionKind, Set<string>>();
  for (const file of files) {
    const set = names.get(file.kind) ?? new Set<string>();
    names.set(file.kind, set);
    for (const name of namesIn(head, file)) set.add(name);
  }
  return namedIn(names);
}

/** What definitions the checker does not read define, by kind and name. */
function namedIn(names: ReadonlyMap<DefinitionKind, Set<string>>): Touched {
  const none = new Set<string>();
  const [tools, servers] = [names.get('tool') ?? none, names.get('mcp-server') ?? none];
  return {
    ...(tools.size + servers.size === 0
      ? {}
      : {
          entries: (name: string, tool: EffectiveTool) =>
            named(name, tools) || (tool.mcp_server !== null && servers.has(tool.mcp_server)),
        }),
    skills: names.get('skill') ?? none,
    actors: names.get('actor') ?? none,
  };
}

function touchedBy(w: GateWeakening, base: Project, head: Project): Touched | undefined {
  switch (w.what) {
    case 'ignore':
    case 'globs':
    case 'skipping-globs':
    case 'max-file-size':
      return w.hidden ? hiddenIn(head, w.hidden) : undefined;
    // A definition moved into an ignored path: its holders, and an actor itself, as if hidden.
    case 'ignored-definition':
      return namedIn(new Map([[w.kind, new Set([w.name])]]));
    // A builtin group's holders are looked up (HeadSets.builtinHolders).
    case 'read-only-agent-tools': {
      const patterns = new Set(w.patterns);
      return {
        entries: (_, tool) => (tool.allowed_tools ?? []).some((p) => patterns.has(p)),
        skills: new Set(),
        actors: new Set(),
      };
    }
    // Base files read as a kind the base's globs do not read them as: what they define counts as
    // the base's, for whatever on the head shares its names.
    case 'base-globs':
    case 'raised-file-size':
      return definedIn(base, w.files);
    case 'inventory-globs':
      return w.files && w.files.length > 0 ? definedIn(head, w.files) : undefined;
    default:
      return undefined;
  }
}

/** The skills that include any of `seeds`, themselves included, on the head. */
function withIncluders(head: Project, seeds: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const stack = [...seeds];
  while (stack.length > 0) {
    const skill = stack.pop() as string;
    if (out.has(skill)) continue;
    out.add(skill);
    stack.push(...head.includeGraph.parents(skill));
  }
  return out;
}

/** Who holds an entry: the head's skills whose sets and actors whose effective sets hold it. */
interface Holders {
  skills: Set<string>;
  actors: Set<string>;
}

/**
 * The head's sets, each worked out once however many settings ask (a configuration may lower a
 * thousand builtin groups), and the holders of each builtin entry, so that a group's reach is one
 * look-up rather than a walk over every set.
 */
export class HeadSets {
  private skillSets?: [string, { name: string; tool: EffectiveTool }[]][];
  private actorSets?: [string, ActorSet][];
  private builtins?: Map<string, Holders>;

  constructor(readonly head: Project) {}

  skills(): [string, { name: string; tool: EffectiveTool }[]][] {
    this.skillSets ??= [...this.head.skillsByName.keys()].map((skill) => [
      skill,
      [...(this.head.flatten(skill)?.entries.values() ?? [])],
    ]);
    return this.skillSets;
  }

  actors(): [string, ActorSet][] {
    this.actorSets ??= [...this.head.actorsByName].map(([actor, defs]) => [actor, actorSet(this.head, defs)]);
    return this.actorSets;
  }

  /** The holders of a builtin entry, by its name as defined (`builtin:<group>`). */
  builtinHolders(name: string): Holders {
    this.builtins ??= this.indexBuiltins();
    return this.builtins.get(name) ?? { skills: new Set(), actors: new Set() };
  }

  /** Every builtin entry's holders, in one pass over the sets, under its name and its name unqualified. */
  private indexBuiltins(): Map<string, Holders> {
    const index = new Map<string, Holders>();
    const holders = (entry: string): Holders[] => {
      const dot = entry.indexOf('.');
      return (dot >= 0 ? [entry, entry.slice(dot + 1)] : [entry]).map((key) => {
        const found = index.get(key) ?? { skills: new Set<string>(), actors: new Set<string>() };
        index.set(key, found);
        return found;
      });
    };
    for (const [skill, entries] of this.skills())
      for (const e of entries)
        if (e.tool.source === 'builtin') for (const h of holders(e.name)) h.skills.add(skill);
    for (const [actor, set] of this.actors())
      for (const e of set.entries.values())
        if (e.tools.some((tool) => tool.source === 'builtin'))
          for (const h of holders(e.name)) h.actors.add(actor);
    return index;
  }
}

/** The head's skills and actors a weakened gate setting reaches, sorted; none where it names no file or entry. */
export function gateSettingReach(w: GateWeakening, base: Project, sets: HeadSets): GateReach {
  if (w.what === 'builtin-groups') return sorted(sets.builtinHolders(builtinEntryName(w.group)));
  const touched = touchedBy(w, base, sets.head);
  if (!touched) return { skills: [], actors: [] };
  const { entries } = touched;
  // Skills a file defines reach whoever includes or uses them (a hidden one, unknown on the head,
  // is named too); entries, only where a set holds them.
  const defined = withIncluders(sets.head, touched.skills);
  const skills = new Set(defined);
  if (entries) {
    for (const [skill, held] of sets.skills())
      if (!skills.has(skill) && held.some((e) => entries(e.name, e.tool))) skills.add(skill);
  }
  const actors = new Set(touched.actors);
  for (const [actor, set] of sets.actors()) {
    if (actors.has(actor)) continue;
    const uses = [...set.skills].some(
      ([skill, standing]) =>
        (standing.status === 'used' || standing.status === 'unknown') && defined.has(skill),
    );
    const holds =
      entries !== undefined &&
      [...set.entries.values()].some((e) => e.tools.some((tool) => entries(e.name, tool)));
    if (uses || holds) actors.add(actor);
  }
  return sorted({ skills, actors });
}

function sorted(holders: Holders): GateReach {
  return { skills: [...holders.skills].sort(byCodeUnits), actors: [...holders.actors].sort(byCodeUnits) };
}
