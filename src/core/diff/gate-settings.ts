// The gate is judged by the base's rules (SPEC §6): with a base, the severities of the gate's own
// rules and `fail-on` come from the base's configuration file, so that a pull request cannot
// turn the gate off for the very change it should judge; a head file that weakens one is itself
// an escalation at that key.
import { DEFAULT_CONFIG, DEFAULT_GLOBS, type RawConfig, type RuleCatalogue } from '../config/config.js';
import { FILE_START, SEVERITY_RANK, type FailOn, type SeveritySetting } from '../model/diagnostic.js';
import type { ParsedDocument } from '../yaml/load.js';
import { PathClassifier } from '../config/discover.js';
import { RuleSeverities, type RuleOverride } from '../config/overrides.js';
import { clientText, type AuxRead, type DefinitionKind } from '../model/model.js';
import { byCodeUnits } from '../text/order.js';
import { namesWritten } from './names-written.js';
import { coverKeys, coverNeeds, globsCover } from '../text/glob.js';
import type { Project } from '../project/project.js';
import type { GateSettingFinding, GateWeakening, HiddenFile, SchemaFileChange } from './changes.js';
import { canonicalJson } from '../power/effective.js';
import { strongerFields } from '../model/power-fields.js';
import {
  builtinCapability,
  DEFAULT_BUILTIN_GROUPS,
  DEFAULT_READ_ONLY_AGENT_TOOLS,
  powerSettingsOf,
  type BuiltinGroups,
  type PowerSettings,
} from '../power/power-settings.js';

/** Settings that decide which files are read. */
const DISCOVERY_KEYS = ['tools', 'skills', 'actors', 'mcp-servers', 'ignore'] as const;

/** How much a fail-on setting fails on: `never` least, `note` most. */
const FAIL_ON_RANK: Record<FailOn, number> = { never: 0, error: 1, warning: 2, note: 3 };

/** A rule's severity as a side's file sets it; `rule` is a registered id (the file was validated). */
function severityOf(raw: RawConfig, rule: string, rules: RuleCatalogue): SeveritySetting {
  const configured = raw.rules?.[rule];
  if (configured !== undefined) return configured;
  return rules.defaultSeverity.get(rule) as SeveritySetting;
}

/**
 * The head's configuration file with the gate's settings replaced by the base's: what the run
 * uses when there is a base. Flags and Action inputs still come on top (the workflow is trusted).
 */
export function withBaseGate(head: RawConfig, base: RawConfig, catalogue: RuleCatalogue): RawConfig {
  const rules: Record<string, SeveritySetting> = { ...head.rules };
  for (const rule of catalogue.gate) {
    const fromBase = base.rules?.[rule];
    if (fromBase === undefined) delete rules[rule];
    else rules[rule] = fromBase;
  }
  const out: RawConfig = { ...head, rules };
  if (base['fail-on'] === undefined) delete out['fail-on'];
  else out['fail-on'] = base['fail-on'];
  return out;
}

/**
 * One side's replacement schema files (`tool.schema.json`, ...) as read from the folder its
 * configuration's `schemas` names, by file name: the text, or null where the file is there but
 * cannot be read (a link, over the size limit, outside its folder). A file that is not there has
 * no entry.
 */
export type SchemaFiles = ReadonlyMap<string, string | null>;

/**
 * The head's configuration file as the gate judges it: its settings, where it is, its document
 * for the places of its keys, and (`below`) the folder its globs are written from, down to the
 * root ('' at the root), as the base's are.
 */
export interface HeadConfiguration {
  raw: RawConfig;
  path: string;
  doc: ParsedDocument | undefined;
  below?: string;
}

/**
 * What the head's globs read, both trees being read by them: the paths (from the root) they skip
 * on the head, two kinds' globs taking each, and the base's files with the kind they read each as.
 */
interface ReadByHeadGlobs {
  skipped: readonly string[];
  baseFiles: readonly { path: string; kind: DefinitionKind }[];
  /** The head's files, with the kind the head's globs read each as. */
  headFiles?: readonly { path: string; kind: DefinitionKind }[];
  /** Every file of the head below the folders `enter` lets in, from the root. */
  headPaths?: (enter: (dir: string) => boolean) => Iterable<string>;
  /** The head's files of a kind that it could not read (too large, not text, ...). */
  headUnread?: readonly { path: string; kind: DefinitionKind }[];
  /** The base's files, as read (by the head's size limit), of more than `limit` bytes. */
  baseOver?: (limit: number) => string[];
  /** A head file's text read up to `limit` bytes; undefined where it is over that too, or not text. */
  headTextUpTo?: (path: string, limit: number) => string | undefined;
  /**
   * The definitions each side reads, as `kind NUL name`, and a file as each side reads it: what
   * moved into an ignored path.
   */
  definitions?: {
    base: ReadonlySet<string>;
    head: ReadonlySet<string>;
    headRead: (path: string) => AuxRead;
    baseRead: (path: string) => AuxRead;
    /** A file's git blob id on each side, where its reader knows it: one id, the same bytes. */
    headBlob?: (path: string) => string | undefined;
    baseBlob?: (path: string) => string | undefined;
    /** What stands at a head path the walk never enters (a link, a submodule: AuxFileReader.unentered). */
    headUnentered?: (path: string) => string | undefined;
    /** Where a head link leads (AuxFileReader.linkedFolder). */
    headLinkedFolder?: (path: string) => { folder: string } | 'outside' | 'none';
  };
}

/** Each gate setting the head's file weakens, at its key there (the file's first line when gone). */
export function weakenedGateSettings(
  head: HeadConfiguration,
  base: RawConfig,
  rules: RuleCatalogue,
  schemaFiles?: { head: SchemaFiles; base: SchemaFiles },
  read: ReadByHeadGlobs = { skipped: [], baseFiles: [] },
  /** The files a finding can be in, from the root (asked only where the two `overrides` differ). */
  findingPaths: () => Iterable<string> = () => [],
): GateSettingFinding[] {
  const weakenings = [
    ...weakenedSeverities(head.raw, base, rules),
    ...withHiddenFiles(
      hiddenGlobs(head.raw, base).map((w) => withInventoriesFound(w, head, base, read)),
      head,
      base,
      read,
    ),
    ...readOtherwise(head, base, read),
    ...loweredLimits(head.raw, base, read),
    ...loweredPower(head.raw, base),
    ...replacedReadings(head, base, rules, findingPaths),
    ...changedSchemas(head.raw, base, schemaFiles),
  ];
  return [
    ...weakenings.map((weakening) => {
      const pointer = pointerOf(weakening);
      const span = head.doc ? head.doc.valueSpan(pointer) : { line: 1, column: 1, endLine: 1, endColumn: 1 };
      return { file: head.path, span, weakening };
    }),
    ...movedIntoIgnored(head, base, read),
  ];
}

/**
 * Definitions that moved where the checker does not look: a kind and name the base reads and the
 * head does not, which a head file defines (as its text says) that the head's kind globs take as
 * that kind but its `ignore` globs skip, added or changed against the base. A runtime that loads
 * `actors/**` still loads `actors/drafts/bot.yaml`, so it counts as the most it could be (SPEC §6),
 * at its `name` there. An ignored file that defines no name the head lost, or that the base holds
 * as it is, is a draft or a fixture (SPEC §2): quiet. One whose text cannot be read at all (a
 * link, over the size limit) may define any name of its kind the head lost, each named at its
 * start, unless it holds the base's very bytes there (sameBytes): a link's target may have changed.
 */
function movedIntoIgnored(
  head: HeadConfiguration,
  base: RawConfig,
  read: ReadByHeadGlobs,
): GateSettingFinding[] {
  const defs = read.definitions;
  if (defs === undefined || read.headPaths === undefined || (head.raw.ignore ?? []).length === 0) return [];
  const gone = new Set([...defs.base].filter((key) => !defs.head.has(key)));
  if (gone.size === 0) return [];
  const [now, before] = [classifierOf(head.raw), classifierOf(base)];
  const unignored = classifierOf({ ...head.raw, ignore: [] });
  const below = head.below ?? '';
  const written = (path: string): string => (below === '' ? path : `${below}/${path}`);
  const out: GateSettingFinding[] = [];
  const looks = kindLooksIn();
  for (const path of read.headPaths((dir) => unignored.mayReach(written(dir)))) {
    const kinds = unignored.kindsOf(written(path));
    if (kinds.length === 0) {
      if (unenteredHides(path, written, { unignored, now }, defs))
        out.push(...intoIgnoredFolder(path, written(path), head.raw, base, defs, gone, looks));
      continue;
    }
    if (kinds.length !== 1 || now.kindsOf(written(path)).length > 0) continue;
    const kind = kinds[0] as DefinitionKind;
    // One the base's globs read is hidden by the head's own globs, named there (withHiddenFiles).
    if (before.kindsOf(written(path)).includes(kind)) continue;
    const moved = { what: 'ignored-definition', kind, path } as const;
    const held = defs.headRead(path);
    const text = clientText(held);
    if (text === undefined) {
      const unread = unreadWhy(held);
      if (unread === undefined || sameBytes(defs, path)) continue;
      for (const key of [...gone].sort(byCodeUnits)) {
        const [of, name] = key.split('\u0000') as [string, string];
        if (of === kind) out.push({ file: path, span: FILE_START, weakening: { ...moved, name, unread } });
      }
      continue;
    }
    if (text === clientText(defs.baseRead(path))) continue;
    // Each name once a file, at its first document: ten thousand copies of it say no more.
    const named = new Set<string>();
    for (const { name, span } of namesWritten(text, kind, path)) {
      if (!gone.has(`${kind}\u0000${name}`) || named.has(name)) continue;
      named.add(name);
      out.push({ file: path, span: span(), weakening: { ...moved, name } });
    }
  }
  return out;
}

/**
 * Whether a file the checker cannot read holds the bytes the base holds there (one blob id on both
 * sides): a fixture over the size limit, left as it was, moved nothing into it. A link is never the
 * same (what it leads to may have changed), nor a file whose id either reader cannot say.
 */
function sameBytes(defs: NonNullable<ReadByHeadGlobs['definitions']>, path: string): boolean {
  if (defs.headRead(path).kind !== 'unreadable') return false;
  const id = defs.headBlob?.(path);
  return id !== undefined && id === defs.baseBlob?.(path);
}

/**
 * The same for a folder the walk does not enter (a link to a folder, a submodule) that the head's
 * `ignore` globs skip, where a kind's globs would take files in it or below it but for them
 * (unenteredHides) and the base's globs do not: a runtime that loads `actors/**` follows
 * `actors/drafts` to what it leads to, which may define any name of the kind the head lost
 * (SPEC §6: never silence), each named at its start.
 */
function intoIgnoredFolder(
  path: string,
  written: string,
  headRaw: RawConfig,
  base: RawConfig,
  defs: NonNullable<ReadByHeadGlobs['definitions']>,
  gone: ReadonlySet<string>,
  looks: KindLooksIn,
): GateSettingFinding[] {
  const there = defs.headUnentered?.(path);
  if (there === undefined) return [];
  const unread = there.startsWith('submodule:')
    ? 'a submodule, which the walk does not enter'
    : 'a symbolic link; links are not followed';
  const out: GateSettingFinding[] = [];
  for (const key of [...gone].sort(byCodeUnits)) {
    const [kind, name] = key.split('\u0000') as [DefinitionKind, string];
    if (!looks(headRaw, kind, false, written) || looks(headRaw, kind, true, written)) continue;
    if (looks(base, kind, true, written)) continue;
    const weakening = { what: 'ignored-definition', kind, path, name, unread } as const;
    out.push({ file: path, span: FILE_START, weakening });
  }
  return out;
}

/**
 * Whether an entry the walk does not enter, in a path the head's `ignore` globs skip, hides what the
 * kind globs would take but for them: files in it; or files only further below it
 * (`actors/**\/defs/*.yaml`) where it is no link to a folder the walk reads whose files the globs
 * take there alike (checked there, at their own paths).
 */
function unenteredHides(
  path: string,
  written: (path: string) => string,
  classifiers: { unignored: PathClassifier; now: PathClassifier },
  defs: NonNullable<ReadByHeadGlobs['definitions']>,
): boolean {
  const { unignored, now } = classifiers;
  const at = written(path);
  if (now.mayLookBelow(at) || !unignored.mayReach(at)) return false;
  if (unignored.mayLookIn(at)) return true;
  const leads = defs.headLinkedFolder?.(path) ?? 'none';
  if (typeof leads !== 'object') return true;
  const there = written(leads.folder);
  return !now.walksInto(there) || !unignored.takesAlikeBelow(at, there);
}

/** Whether a side's globs of one kind (with its ignore globs or without) may take files in a folder or below it. */
type KindLooksIn = (raw: RawConfig, kind: DefinitionKind, ignoring: boolean, dir: string) => boolean;

/** KindLooksIn, each side's classifier of a kind built once. */
function kindLooksIn(): KindLooksIn {
  const built = new Map<RawConfig, Map<string, PathClassifier>>();
  return (raw, kind, ignoring, dir) => {
    let of = built.get(raw);
    if (!of) built.set(raw, (of = new Map()));
    const key = `${kind}${ignoring ? ' ignoring' : ''}`;
    let classifier = of.get(key);
    if (!classifier) {
      const globs = raw[KIND_KEYS[kind] as 'tools' | 'skills' | 'actors' | 'mcp-servers'];
      const only = (k: DefinitionKind, shipped: string[]): string[] => (k === kind ? (globs ?? shipped) : []);
      classifier = new PathClassifier({
        tools: only('tool', DEFAULT_GLOBS.tools),
        skills: only('skill', DEFAULT_GLOBS.skills),
        actors: only('actor', DEFAULT_GLOBS.actors),
        mcpServers: only('mcp-server', DEFAULT_GLOBS.mcpServers),
        ignore: ignoring ? (raw.ignore ?? []) : [],
      });
      of.set(key, classifier);
    }
    return classifier.mayLookBelow(dir);
  };
}

/** Why a file that is there cannot be read at all; undefined where it is not there. */
function unreadWhy(read: AuxRead): string | undefined {
  if (read.kind === 'unreadable') return read.reason;
  return read.kind === 'missing' && read.link !== undefined ? 'a symbolic link on the way to it' : undefined;
}

/** Where in the configuration file a weakened setting is. */
function pointerOf(w: GateWeakening): string {
  switch (w.what) {
    case 'severity':
      return `/rules/${w.rule}`;
    case 'globs':
    case 'skipping-globs':
    case 'base-globs':
      return `/${w.key}`;
    case 'inventory-globs':
      return '/mcp-servers';
    case 'raised-file-size':
      return '/max-file-size';
    case 'builtin-groups':
      return `/builtin-groups/${w.group}`;
    case 'overrides':
      return w.index === undefined ? '/overrides' : `/overrides/${w.index}`;
    default:
      return `/${w.what}`;
  }
}

/**
 * The gate's own rules keep the base's severity. Rules that keep the gate's reading honest keep
 * the head's: silenced there, they would hide what the gate cannot see (a second definition, a
 * repeated key, a file that does not parse), so weakening one still needs approval.
 */
function weakenedSeverities(head: RawConfig, base: RawConfig, rules: RuleCatalogue): GateWeakening[] {
  const out: GateWeakening[] = [];
  for (const rule of [...rules.gate, ...rules.incompleteReading]) {
    const now = severityOf(head, rule, rules);
    const before = severityOf(base, rule, rules);
    if (SEVERITY_RANK[now] >= SEVERITY_RANK[before]) continue;
    out.push({ what: 'severity', rule, before, now, gate: rules.gate.has(rule) });
  }
  return out;
}

/**
 * What is read at all: both trees are read by the head's globs, so a new ignore pattern or
 * narrower globs would hide a file from base and head alike, and a new `mcp-servers` glob would
 * find an inventory in both (`docs/github.json`) that reads a server unseen on the base by its
 * annotations, as less than the most it could be.
 */
function hiddenGlobs(head: RawConfig, base: RawConfig): GateWeakening[] {
  const out: GateWeakening[] = [];
  for (const key of DISCOVERY_KEYS) {
    if (key === 'ignore') {
      const globs = (head.ignore ?? []).filter((g) => !globsCover(base.ignore ?? [], g));
      if (globs.length > 0) out.push({ what: 'ignore', globs });
      continue;
    }
    const defaults = key === 'mcp-servers' ? DEFAULT_GLOBS.mcpServers : DEFAULT_GLOBS[key];
    const globs = (base[key] ?? defaults).filter((g) => !globsCover(head[key] ?? defaults, g));
    if (globs.length > 0) out.push({ what: 'globs', key, globs });
    const added = (head[key] ?? defaults).filter((g) => !globsCover(base[key] ?? defaults, g));
    if (key === 'mcp-servers' && added.length > 0) out.push({ what: 'inventory-globs', globs: added });
  }
  return out;
}

/**
 * New `mcp-servers` globs with the head's inventories that only they find (the base's globs read
 * each otherwise), so the servers they lower can be named.
 */
function withInventoriesFound(
  w: GateWeakening,
  head: HeadConfiguration,
  base: RawConfig,
  read: ReadByHeadGlobs,
): GateWeakening {
  if (w.what !== 'inventory-globs') return w;
  const before = classifierOf(base);
  const below = head.below ?? '';
  const files = (read.headFiles ?? [])
    .filter((f) => f.kind === 'mcp-server')
    .map((f) => f.path)
    .filter((path) => !before.kindsOf(below === '' ? path : `${below}/${path}`).includes('mcp-server'));
  return files.length > 0 ? { ...w, files } : w;
}

/**
 * Ignore globs and dropped kind globs with the head's files they hide: read as one kind by the
 * base's globs and not as that kind by the head's, so that what those files define can be named.
 * A file the head's kind globs still take as that kind is hidden by the ignore globs; any other,
 * by its kind's globs.
 */
function withHiddenFiles(
  weakenings: GateWeakening[],
  head: HeadConfiguration,
  base: RawConfig,
  read: ReadByHeadGlobs,
): GateWeakening[] {
  if (read.headPaths === undefined || !weakenings.some((w) => w.what === 'ignore' || w.what === 'globs'))
    return weakenings;
  const [now, before] = [classifierOf(head.raw), classifierOf(base)];
  const unignored = classifierOf({ ...head.raw, ignore: [] });
  const below = head.below ?? '';
  const written = (path: string): string => (below === '' ? path : `${below}/${path}`);
  const byIgnore: HiddenFile[] = [];
  const byKind = new Map<string, HiddenFile[]>();
  for (const path of read.headPaths((dir) => before.mayReach(written(dir)))) {
    const was = before.kindsOf(written(path));
    if (was.length !== 1 || now.kindsOf(written(path)).includes(was[0] as DefinitionKind)) continue;
    const file = { path, kind: was[0] as DefinitionKind };
    if (unignored.kindsOf(written(path)).includes(file.kind)) {
      byIgnore.push(file);
      continue;
    }
    const key = KIND_KEYS[file.kind];
    const files = byKind.get(key);
    if (files) files.push(file);
    else byKind.set(key, [file]);
  }
  return weakenings.map((w) => {
    const hidden = w.what === 'ignore' ? byIgnore : w.what === 'globs' ? byKind.get(w.key) : undefined;
    return hidden && hidden.length > 0 ? { ...w, hidden } : w;
  });
}

/** A side's kind and ignore globs, as its file gives them (the shipped ones where it says none). */
function classifierOf(raw: RawConfig): PathClassifier {
  return new PathClassifier({
    tools: raw.tools ?? DEFAULT_GLOBS.tools,
    skills: raw.skills ?? DEFAULT_GLOBS.skills,
    actors: raw.actors ?? DEFAULT_GLOBS.actors,
    mcpServers: raw['mcp-servers'] ?? DEFAULT_GLOBS.mcpServers,
    ignore: raw.ignore ?? [],
  });
}

const KIND_KEYS: Record<DefinitionKind, string> = {
  tool: 'tools',
  skill: 'skills',
  actor: 'actors',
  'mcp-server': 'mcp-servers',
};

/**
 * Files the head's globs read otherwise than the base's own do, both trees being read by the
 * head's, so that the base looks the same as the head there and nothing seems to change:
 * - a file two kinds' globs take is skipped on both sides, where the base's globs read it as one
 *   (`skipping-globs`): an inventory skipped so leaves its server's tools read as they declare
 *   themselves; a skill or tool skipped, what it grants;
 * - a file of the base read as a kind the base's globs do not read it as (`base-globs`): what it
 *   defines counts as the base's (a second definition of a name, an example in `docs/`), so what
 *   the head adds to that name is no change.
 * Each such key, with its files; nothing where both sides' globs are the same.
 */
function readOtherwise(head: HeadConfiguration, base: RawConfig, read: ReadByHeadGlobs): GateWeakening[] {
  const globsOf = (raw: RawConfig): string =>
    canonicalJson(['tools', 'skills', 'actors', 'mcp-servers', 'ignore'].map((key) => raw[key] ?? null));
  if (globsOf(head.raw) === globsOf(base)) return [];
  const [now, before] = [classifierOf(head.raw), classifierOf(base)];
  const below = head.below ?? '';
  const written = (path: string): string => (below === '' ? path : `${below}/${path}`);
  const found = new Map<string, { what: 'skipping-globs' | 'base-globs'; key: string; files: string[] }>();
  const hidden = new Map<string, HiddenFile[]>();
  const add = (what: 'skipping-globs' | 'base-globs', kind: DefinitionKind, path: string): void => {
    const key = KIND_KEYS[kind];
    const weakening = found.get(`${what} ${key}`);
    if (weakening) weakening.files.push(path);
    else found.set(`${what} ${key}`, { what, key, files: [path] });
  };
  for (const path of read.skipped) {
    const was = before.kindsOf(written(path));
    if (was.length !== 1) continue;
    for (const kind of now.kindsOf(written(path))) {
      if (was.includes(kind)) continue;
      add('skipping-globs', kind, path);
      // Skipped on both sides, it is read on neither: it holds what the base's globs read it as.
      const files = hidden.get(KIND_KEYS[kind]) ?? [];
      hidden.set(KIND_KEYS[kind], files);
      files.push({ path, kind: was[0] as DefinitionKind });
    }
  }
  // An `mcp-servers` glob the base does not have is a weakening of its own (hiddenGlobs).
  const inventories = (raw: RawConfig): string[] => raw['mcp-servers'] ?? DEFAULT_GLOBS.mcpServers;
  const newInventoryGlob = inventories(head.raw).some((g) => !inventories(base).includes(g));
  for (const { path, kind } of read.baseFiles) {
    if (kind === 'mcp-server' && newInventoryGlob) continue;
    const was = before.kindsOf(written(path));
    if (was.length !== 1 || was[0] !== kind) add('base-globs', kind, path);
  }
  return [...found.values()].map((w) => {
    const files = w.what === 'skipping-globs' ? hidden.get(w.key) : undefined;
    return files ? { ...w, hidden: files } : w;
  });
}

/** The power settings as a side's file gives them (the shipped ones where it says nothing). */
function powerSettingsIn(raw: RawConfig): PowerSettings {
  return powerSettingsOf(
    (raw['builtin-groups'] as BuiltinGroups | undefined) ?? DEFAULT_BUILTIN_GROUPS,
    (raw['read-only-agent-tools'] as string[] | undefined) ?? DEFAULT_READ_ONLY_AGENT_TOOLS,
  );
}

/**
 * A builtin group the head gives less power than the base does, and an `allowed-tools` pattern
 * the head calls read-only that the base does not: the gate reads the base's, and says so here.
 */
function loweredPower(head: RawConfig, base: RawConfig): GateWeakening[] {
  const [before, now] = [powerSettingsIn(base), powerSettingsIn(head)];
  const out: GateWeakening[] = [];
  for (const group of now.builtinGroups.keys()) {
    const was = builtinCapability(before, group);
    const is = builtinCapability(now, group);
    if (canonicalJson(strongerFields(is, was)) !== canonicalJson(strongerFields(is, is))) {
      out.push({ what: 'builtin-groups', group });
    }
  }
  const patterns = [...now.readOnlyAgentTools].filter((p) => !before.readOnlyAgentTools.has(p));
  if (patterns.length > 0) out.push({ what: 'read-only-agent-tools', patterns });
  return out;
}

/**
 * What changes how the head's own files are read: replacement schemas the base does not have
 * (one that accepts anything hides every schema finding), and `overrides` that lower a rule in
 * some files: an entry the base does not have that lowers it below the head's own `rules` for a
 * glob the base's entries did not set it as low for, or any setting that leaves it lower than the
 * base's file does in a file a finding can be in.
 */
function replacedReadings(
  head: HeadConfiguration,
  base: RawConfig,
  rules: RuleCatalogue,
  findingPaths: () => Iterable<string>,
): GateWeakening[] {
  const out: GateWeakening[] = [];
  if (head.raw.schemas !== undefined && !sameFolder(head.raw.schemas, base.schemas))
    out.push({ what: 'schemas', folder: head.raw.schemas });
  const lowered = loweredInFiles(head, base, rules, findingPaths);
  const known = new Set((base.overrides ?? []).map((o) => canonicalJson(o)));
  (head.raw.overrides ?? []).forEach((o, index) => {
    if (known.has(canonicalJson(o))) return;
    for (const [rule, severity] of Object.entries(o.rules ?? {}))
      if (
        SEVERITY_RANK[severity] < SEVERITY_RANK[severityOf(head.raw, rule, rules)] &&
        !o.files.every((glob) => setAsLowOnBase(base.overrides ?? [], glob, rule, severity))
      )
        lowerIn(lowered, index, rule);
  });
  const at = (index: number | undefined): number => index ?? Number.MAX_SAFE_INTEGER;
  for (const [index, ids] of [...lowered].sort(([a], [b]) => at(a) - at(b)))
    out.push({ what: 'overrides', ...(index === undefined ? {} : { index }), rules: [...ids].sort() });
  return out;
}

/**
 * Whether the base's `overrides` already set `rule` as low as `severity` for every file `glob`
 * matches: the last of their entries that sets the rule for a glob covering it (globsCover: the
 * same glob, one of its brace alternatives, a folder's `**`) does. A head entry that only does
 * that (the base's entry split in two, entries regrouped, a glob written otherwise) is none the
 * base does not have; where the order of the entries lowers the rule in a file, loweredInFiles
 * says so.
 */
function setAsLowOnBase(
  overrides: readonly RuleOverride[],
  glob: string,
  rule: string,
  severity: SeveritySetting,
): boolean {
  // The entries that may cover the glob, by the keys globsCover needs: each head entry walked
  // every base entry (5,000 entries split anew: 25 million comparisons).
  const entries = settingEntries(overrides).get(rule);
  if (entries === undefined) return false;
  const candidates = [...new Set(coverNeeds(glob).flatMap((key) => entries.get(key) ?? []))].sort(
    (a, b) => b - a,
  );
  for (const i of candidates) {
    const o = overrides[i] as RuleOverride;
    if (globsCover(o.files, glob))
      return SEVERITY_RANK[o.rules?.[rule] as SeveritySetting] <= SEVERITY_RANK[severity];
  }
  return false;
}

/** The indexes of a side's entries that set each rule, by each of their globs' coverKeys; once per side. */
const SETTING_ENTRIES = new WeakMap<readonly RuleOverride[], Map<string, Map<string, number[]>>>();

function settingEntries(overrides: readonly RuleOverride[]): Map<string, Map<string, number[]>> {
  let out = SETTING_ENTRIES.get(overrides);
  if (out) return out;
  out = new Map();
  overrides.forEach((o, index) => {
    const keys = coverKeys(o.files);
    for (const rule of Object.keys(o.rules ?? {})) {
      let byKey = out.get(rule);
      if (!byKey) out.set(rule, (byKey = new Map()));
      for (const key of keys) {
        const list = byKey.get(key);
        if (list) list.push(index);
        else byKey.set(key, [index]);
      }
    }
  });
  SETTING_ENTRIES.set(overrides, out);
  return out;
}

function lowerIn(
  lowered: Map<number | undefined, Set<string>>,
  index: number | undefined,
  rule: string,
): void {
  const ids = lowered.get(index);
  if (ids) ids.add(rule);
  else lowered.set(index, new Set([rule]));
}

/**
 * Where the head's `overrides` leave a rule lower than the base's file sets it, in the files a
 * finding can be in: an entry the base had that raised it, removed or moved before one that lowers
 * it; an entry that lowers it to no less than the head's own `rules`. By the head's entry that
 * decides it there, or none (`/overrides`) where the head's top-level `rules` do. Where the
 * top-level `rules` decide on both sides, weakenedSeverities judges; the gate's rules ignore the
 * head's overrides.
 */
function loweredInFiles(
  head: HeadConfiguration,
  base: RawConfig,
  rules: RuleCatalogue,
  findingPaths: () => Iterable<string>,
): Map<number | undefined, Set<string>> {
  const lowered = new Map<number | undefined, Set<string>>();
  const [now, before] = [head.raw.overrides ?? [], base.overrides ?? []];
  if (canonicalJson(now) === canonicalJson(before)) return lowered;
  const named = new Set([...now, ...before].flatMap((o) => Object.keys(o.rules ?? {})));
  const ids = [...named].filter((rule) => rules.ids.has(rule) && !rules.gate.has(rule));
  if (ids.length === 0) return lowered;
  const [headRules, baseRules] = [
    new RuleSeverities(head.raw.rules ?? {}, now),
    new RuleSeverities(base.rules ?? {}, before),
  ];
  const severity = (rule: string, setting: SeveritySetting | undefined): SeveritySetting =>
    setting ?? (rules.defaultSeverity.get(rule) as SeveritySetting);
  const below = head.below ?? '';
  for (const path of new Set(findingPaths())) {
    const written = below === '' ? path : `${below}/${path}`;
    for (const rule of ids) {
      const is = headRules.decidedBy(rule, written);
      const was = baseRules.decidedBy(rule, written);
      if (is.index === undefined && was.index === undefined) continue;
      if (SEVERITY_RANK[severity(rule, is.setting)] < SEVERITY_RANK[severity(rule, was.setting)])
        lowerIn(lowered, is.index, rule);
    }
  }
  return lowered;
}

/**
 * The replacement schemas themselves: a head that keeps `schemas` as the base names it but edits
 * a file there (`{}` accepts anything), adds or removes one, or drops the key (the shipped
 * schemas then read its files), changes how its own files are read just as a new folder would.
 * Files are compared as parsed JSON, so reformatting one is no change; one that cannot be read or
 * parsed is taken as changed.
 */
function changedSchemas(
  head: RawConfig,
  base: RawConfig,
  files: { head: SchemaFiles; base: SchemaFiles } | undefined,
): GateWeakening[] {
  // A folder the base does not name is a weakening of its own (replacedReadings).
  if (base.schemas === undefined || (head.schemas !== undefined && !sameFolder(head.schemas, base.schemas)))
    return [];
  const folder = (head.schemas ?? base.schemas).replace(/\/+$/, '');
  // Files not read (a diff of two trees alone): what either folder holds is unknown.
  if (files === undefined) return [{ what: 'schemas', folder }];
  const headFiles: SchemaFiles = head.schemas === undefined ? new Map() : files.head;
  const baseFiles = files.base;
  const changed: SchemaFileChange[] = [];
  for (const name of [...new Set([...baseFiles.keys(), ...headFiles.keys()])].sort()) {
    const [was, is] = [baseFiles.get(name), headFiles.get(name)];
    const how = was === undefined ? 'added' : is === undefined ? 'removed' : 'changed';
    if (how === 'changed' && sameSchema(was, is)) continue;
    changed.push({ path: `${folder}/${name}`, how });
  }
  return changed.length > 0 ? [{ what: 'schemas', folder, files: changed }] : [];
}

/**
 * Whether two `schemas` values name one folder as the checker reads it: `./s/` is `s`, and `s//t`
 * is `s/t`. Anything else (`..`, a backslash) is another folder, its files compared by their own.
 */
function sameFolder(a: string, b: string | undefined): boolean {
  const folder = (path: string): string =>
    path
      .split('/')
      .filter((s, i) => s !== '.' && (s !== '' || i === 0))
      .join('/');
  return b !== undefined && folder(a) === folder(b);
}

/** Whether two schema files hold the same JSON, whatever its layout and key order. */
function sameSchema(a: string | null | undefined, b: string | null | undefined): boolean {
  const canonical = (text: string | null | undefined): string | undefined => {
    if (typeof text !== 'string') return undefined;
    try {
      return canonicalJson(JSON.parse(text));
    } catch {
      return undefined;
    }
  };
  const [x, y] = [canonical(a), canonical(b)];
  return x !== undefined && x === y;
}

/**
 * A lower size limit leaves larger files unread, named with the head's files it leaves so (the
 * base's limit reads them), their text read for what they define; a laxer fail-on lets findings
 * pass.
 */
function loweredLimits(head: RawConfig, base: RawConfig, read: ReadByHeadGlobs): GateWeakening[] {
  const out: GateWeakening[] = [];
  // Without the key, files are read up to the default: writing it lowers nothing, dropping a
  // higher one does.
  const size = head['max-file-size'] ?? DEFAULT_CONFIG.maxFileSize;
  const limit = base['max-file-size'] ?? DEFAULT_CONFIG.maxFileSize;
  if (size < limit) {
    const hidden: HiddenFile[] = [];
    for (const file of read.headUnread ?? []) {
      const text = read.headTextUpTo?.(file.path, limit);
      if (text !== undefined) hidden.push({ ...file, text });
    }
    out.push(hidden.length > 0 ? { what: 'max-file-size', size, hidden } : { what: 'max-file-size', size });
  }
  // A higher one reads, on both sides, base files the base's own limit left unread: what they
  // define counts as the base's, as a file of the base read by new globs does (base-globs).
  const files = size > limit ? (read.baseOver?.(limit) ?? []) : [];
  if (files.length > 0) out.push({ what: 'raised-file-size', size, files });
  const now = head['fail-on'] ?? 'error';
  const before = base['fail-on'] ?? 'error';
  if (FAIL_ON_RANK[now] < FAIL_ON_RANK[before]) out.push({ what: 'fail-on', before, now });
  return out;
}

/**
 * For each head file, the files of the base that held what it holds, in groups: the files that
 * held a definition of its kind and name, one group for each (one list shared by every head file
 * that defines the name: a name defined in 8,000 files of the base is 8,000 paths once, not for
 * each of them); and, in an Agent Skills folder the head moved (a definition pointing at another
 * folder than on the base), the same file of the folder where it was. The base's `overrides`
 * raise the gate's rules there too (SPEC §6, the head may not weaken them for its own change), so
 * that moving an actor, a skill, a tool or an Agent Skills folder out of `prod/**`, where the base
 * holds escalations to errors, keeps them errors. Linear in the definitions.
 */
export function gateFiles(base: Project, head: Project): (file: string) => readonly (readonly string[])[] {
  const held = new Map<string, Set<string>>();
  for (const d of base.definitions)
    if (!d.beside && d.name !== undefined) listUnder(held, `${d.kind}\u0000${d.name}`, d.file.path);
  const groups = new Map<string, string[]>();
  const group = (key: string): string[] | undefined => {
    let paths = groups.get(key);
    if (paths === undefined) {
      const found = held.get(key);
      if (found === undefined) return undefined;
      groups.set(key, (paths = [...found]));
    }
    return paths;
  };
  const out = new Map<string, Set<string[]>>();
  for (const d of head.definitions) {
    if (d.beside || d.name === undefined) continue;
    const paths = group(`${d.kind}\u0000${d.name}`);
    if (paths === undefined) continue;
    const fileGroups = out.get(d.file.path);
    if (fileGroups) fileGroups.add(paths);
    else out.set(d.file.path, new Set([paths]));
  }
  const [foldersBefore, foldersNow] = [agentSkillFolders(base), agentSkillFolders(head)];
  // Each head folder a definition points at where it pointed at others on the base.
  const moved = new Map<string, Set<string>>();
  foldersNow.forEach((now, key) => {
    const before = foldersBefore.get(key);
    if (!before) return;
    for (const dir of now) for (const was of before) if (!now.has(was)) listUnder(moved, dir, was);
  });
  return (file) => {
    const found: (readonly string[])[] = [...(out.get(file) ?? [])];
    if (moved.size === 0) return found;
    const paths: string[] = [];
    for (let slash = file.lastIndexOf('/'); slash > 0; slash = file.lastIndexOf('/', slash - 1))
      for (const was of moved.get(file.slice(0, slash)) ?? []) paths.push(`${was}${file.slice(slash)}`);
    if (paths.length > 0) found.push(paths);
    return found;
  };
}

/** The Agent Skills folders each named definition points at, by its kind and name. */
function agentSkillFolders(project: Project): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const { site, path } of project.agentSkillReferences()) {
    const { def } = site;
    if (def.name !== undefined) listUnder(out, `${def.kind}\u0000${def.name}`, project.agentSkill(path).dir);
  }
  return out;
}

function listUnder(map: Map<string, Set<string>>, key: string, value: string): void {
  const values = map.get(key);
  if (values) values.add(value);
  else map.set(key, new Set([value]));
}
