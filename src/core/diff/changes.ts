// Changes are data: each kind of widening the gate judges is one entry of KINDS, with what detects
// it and every word it is shown in, and each change the gate finds is one `Change`, built by its
// kind's factory. The escalation rule (text, SARIF, the Action's annotations), the diff's causes
// (JSON) and the Markdown comment all show a change through it, so its wording lives here once.
// A new kind is one entry below, and one row in the table test of test/core/changes.test.ts.
import type { Span } from '../model/diagnostic.js';
import { keySpan, siteKey, valueSpan, type DefinitionKind, type Site } from '../model/model.js';
import type { Power } from '../power/power.js';
import { GRANTS_WHEN, lacking, type FlagField, type PowerFields } from '../model/power-fields.js';
import { byCodeUnits } from '../text/order.js';
import { repinCommand } from './client-files.js';
import { jsonWords, noun, plural, quoted, someOf } from '../text/words.js';

/** Who approved a run's escalations: the pull request's label or `--allow-escalations`. */
export type ApprovedBy = 'label' | 'option';

/** How a change matters to the gate; `reason` says why, for a reader who asks. */
interface Criticality {
  /** `power`: what the tools may do widens. `gate`: the gate's own settings weaken. */
  level: 'power' | 'gate';
  reason: string;
}

/** One widening of power the gate judges, with everything every report shows of it. */
export interface Change {
  kind: EscalationKind;
  /** Every kind, where one cause widens one entry in several ways (`kind` is the first). */
  kinds?: EscalationKind[];
  criticality: Criticality;
  /** The entry that gains power, or the setting the head weakens. */
  subject: string;
  /** The head-side place that caused it: the escalation finding and the cause row point here. */
  site: { file: string; span: Span };
  /** The skills whose flattened set and the actors whose effective set show it, sorted. */
  reach: { skills: string[]; actors: string[] };
  /** The finding's words (the rule adds how it is approved). */
  message: string;
  /** What it grants, in a few words, for its row in the comment: "adds 'x/deploy', which writes". */
  grant: string;
}

/** A widening of one entry, before it is located: what the diff lists per skill and per actor. */
export interface Escalation {
  entry: string;
  kind: PowerKind;
  from?: unknown;
  to?: unknown;
}

/** An escalation with the head-side place that caused it, for the escalation rule. */
export interface EscalationFinding extends Escalation {
  /** The skill where the change was made (for an actor's cause, the skill that carries it). */
  skill: string;
  /** Every skill whose flattened set shows this escalation. */
  skills: string[];
  /** Every actor whose effective set shows it. */
  actors: string[];
  site: Site;
  /** Set when the cause is in an actor's own document: which actor, and how it came to gain. */
  actor?: { name: string; why: string };
}

/** A replacement schema file the head adds, removes or changes, by its path from the configuration's folder. */
export interface SchemaFileChange {
  path: string;
  how: 'added' | 'removed' | 'changed';
}

/** A file of the head that the base's globs read as `kind` and the head's do not read at all. */
export interface HiddenFile {
  path: string;
  kind: DefinitionKind;
  /** Its text where the head's reader does not give it: over the head's lowered size limit. */
  text?: string;
}

/** How a head configuration weakens a setting the gate takes from the base (SPEC §6). */
export type GateWeakening =
  /** A rule's severity lowered: one of the gate's own (`gate`), or one that keeps its reading honest. */
  | { what: 'severity'; rule: string; before: string; now: string; gate: boolean }
  /** Ignore globs the base does not have; `hidden`: the head's files they hide that the base's globs read. */
  | { what: 'ignore'; globs: string[]; hidden?: HiddenFile[] }
  /** Globs of the base's `tools`, `skills` or `actors` the head drops; `hidden`: the files only they read. */
  | { what: 'globs'; key: string; globs: string[]; hidden?: HiddenFile[] }
  /** Globs the head adds to a kind (`key`) that also take files the base reads as another kind: they are skipped. */
  | { what: 'skipping-globs'; key: string; files: string[]; hidden?: HiddenFile[] }
  /** Globs of a kind (`key`) that read files of the base its own globs do not read as that kind. */
  | { what: 'base-globs'; key: string; files: string[] }
  /**
   * `mcp-servers` globs the base does not have: an inventory they find lowers its server's power.
   * `files`: the head's inventories the base's globs do not find.
   */
  | { what: 'inventory-globs'; globs: string[]; files?: string[] }
  /** A lower size limit; `hidden`: the head's files it leaves unread that the base's limit reads. */
  | { what: 'max-file-size'; size: number; hidden?: HiddenFile[] }
  /**
   * A higher size limit that reads `files` of the base its own limit leaves unread: what they
   * define counts as the base's, where the base's own reading knew nothing of it.
   */
  | { what: 'raised-file-size'; size: number; files: string[] }
  | { what: 'fail-on'; before: string; now: string }
  /** A builtin group given less power than the base gives it. */
  | { what: 'builtin-groups'; group: string }
  /** `allowed-tools` patterns called read-only that the base does not call so. */
  | { what: 'read-only-agent-tools'; patterns: string[] }
  /**
   * Replacement schemas the base does not use: a folder it does not name, or (`files`) files of
   * the folder both name that the head adds, removes or changes.
   */
  | { what: 'schemas'; folder: string; files?: SchemaFileChange[] }
  /**
   * `overrides` that lower rules in some files: the entry (by index) that does, or none where the
   * head's top-level `rules` do once an entry of the base's that raised them is gone.
   */
  | { what: 'overrides'; index?: number; rules: string[] }
  /**
   * A definition the base reads that the head no longer reads, while a head file its kind globs
   * take but the `ignore` globs skip, added or changed, defines that kind and name: it moved
   * where the checker does not look (a runtime loading `actors/**` still loads it). `unread`: why
   * that file cannot be read at all, so it may define the name as well as not.
   */
  | { what: 'ignored-definition'; kind: DefinitionKind; name: string; path: string; unread?: string };

/** A head configuration that weakens a setting the gate takes from the base, at its key. */
export interface GateSettingFinding {
  file: string;
  span: Span;
  weakening: GateWeakening;
}

interface KindBase {
  criticality: Criticality;
  /** A few words for a graph node or an actor's row: "now writes". */
  short: string;
  /** Whether a reading shows the power this escalation is about. */
  shows(power: Power, e: Escalation): boolean;
  /** Its grant where the report names no site (a report from before causes were recorded). */
  unsited(entry: string, to: unknown): string;
}

/** A change of an entry both sides have, read from one field of its power. */
interface EntryKind extends KindBase {
  field: FlagField | 'side_effects' | Exclude<keyof Power, keyof PowerFields>;
  /** Where a tool's document sets it, when not at `/capability/<field>`. */
  pointer?: string;
  widened(before: Power, after: Power): { from: unknown; to: unknown } | undefined;
  /** What the entry became, after its name: "now writes". */
  is(to: unknown): string;
  /** The entry as an actor gains it, after its name: "writing". */
  as(to: unknown): string;
  grant(entry: string, to: unknown): string;
}

/** An entry the head adds, with power it brings. */
interface AddedKind extends KindBase {
  brings(power: Power): boolean;
  /** What it brings, after its name and a comma: "which writes". */
  which: string;
}

/** The head's configuration weakening the gate: its words are the setting's (`gateWords`). */
type GateKind = KindBase;

type Kind = EntryKind | AddedKind | GateKind;

const q = quoted;

/** A change of a boolean capability field, widening when it turns to the value that grants power. */
function flag(
  field: FlagField,
  words: Pick<EntryKind, 'short' | 'grant'> & {
    reason: string;
    /** What the entry became, after its name, where `short` does not say it. */
    is?: string;
    as: string;
    unsited?: EntryKind['unsited'];
  },
): EntryKind {
  const { reason, short, is = short, as, grant } = words;
  const power = (p: Power): boolean => p[field] === GRANTS_WHEN[field];
  return {
    criticality: { level: 'power', reason },
    short,
    field,
    shows: power,
    widened: (before, after) =>
      !power(before) && power(after) ? { from: before[field], to: after[field] } : undefined,
    is: () => is,
    as: () => as,
    grant,
    unsited: words.unsited ?? ((entry) => `${q(entry)} ${is}`),
  };
}

/** An added entry that brings the power `power` reads. */
function added(
  power: (p: Power) => boolean,
  words: { short: string; which: string; reason: string },
): AddedKind {
  return {
    criticality: { level: 'power', reason: words.reason },
    short: words.short,
    which: words.which,
    brings: power,
    shows: power,
    unsited: (entry) => `adds ${q(entry)}, ${words.which}`,
  };
}

const sideEffects = (to: unknown): string => jsonWords(to);

/**
 * The MCP tools an entry now calls (power.ts `target`, `server/tool`, one a line), in words where
 * a definition leaves a part unnamed (an empty part): never a tool or a server called "null".
 */
function callsMcp(to: unknown): string {
  const targets = typeof to === 'string' ? to.split('\n') : [to];
  // Up to three, then how many more: a name defined hundreds of times may call as many.
  const shown = targets.slice(0, 3).map(mcpTool);
  if (targets.length > 3) shown.push(`${targets.length - 3} more`);
  return `now calls ${listed(shown)}`;
}

function mcpTool(target: unknown): string {
  if (typeof target === 'string' && target.length > 1 && target.endsWith('/'))
    return `an MCP tool of ${jsonWords(target.slice(0, -1))} it does not name (no mcp_tool_name)`;
  if (typeof target === 'string' && target.length > 1 && target.startsWith('/'))
    return `MCP tool ${jsonWords(target.slice(1))} of a server it does not name (no mcp_server)`;
  if (target === '/') return 'an MCP tool it does not name (no mcp_server, no mcp_tool_name)';
  return `MCP ${jsonWords(target)}`;
}

/**
 * The parts of `after` that `before` has not (power.ts `target`, `code`, `lifecycle`: one a line),
 * one a line; null for none.
 */
function newParts(before: string | null, after: string | null): string | null {
  const had = new Set(before?.split('\n'));
  const now = (after?.split('\n') ?? []).filter((part) => !had.has(part));
  return now.length === 0 ? null : now.join('\n');
}

/** Whether an entry runs hooks it ran before, and no new one (which is `lifecycle`). */
function keptHook(before: Power, after: Power): boolean {
  return after.lifecycle !== null && newParts(before.lifecycle, after.lifecycle) === null;
}

/**
 * Whether a reading shows a change of a field whose values unite where an entry has several
 * definitions (power.ts `stronger`: hooks, targets, code, one a line): its value is the new one, or
 * holds a part the new one has and the old one had not (the definition that brought it).
 */
function bringsPart(value: string | null, e: Escalation): boolean {
  if (value === null || typeof e.to !== 'string') return false;
  if (value === e.to) return true;
  const to = new Set(e.to.split('\n'));
  const from = new Set(typeof e.from === 'string' ? e.from.split('\n') : []);
  return value.split('\n').some((part) => to.has(part) && !from.has(part));
}

/**
 * A change of a field beyond the capability flags that grants power (SPEC §6 "every field that
 * grants power is read"): widening as `widened` says, shown in its own words.
 */
function detail(
  field: EntryKind['field'],
  pointer: string,
  widened: EntryKind['widened'],
  words: {
    reason: string;
    short: string;
    is: (to: unknown) => string;
    as: string;
    shows: EntryKind['shows'];
  },
): EntryKind {
  return {
    criticality: { level: 'power', reason: words.reason },
    short: words.short,
    field,
    pointer,
    shows: words.shows,
    widened,
    is: words.is,
    as: () => words.as,
    grant: (entry, to) => `${q(entry)} ${words.is(to)}`,
    unsited: (entry, to) => `${q(entry)} ${words.is(to)}`,
  };
}

const gained = (after: readonly string[], before: readonly string[]): string[] =>
  after.filter((s) => !before.includes(s));

/** The kinds of widening of an entry's power, each with what detects it and its words. */
const POWER_KINDS = {
  read_only: flag('read_only', {
    reason: 'a read_only tool only reads; without it, the tool may change what it touches',
    short: 'no longer read-only',
    is: 'is no longer read_only',
    as: 'no longer read_only',
    grant: (entry) => `makes ${q(entry)} no longer read_only`,
  }),
  writes: flag('writes', {
    reason: 'a tool that writes changes files, repositories or the services it reaches',
    short: 'now writes',
    as: 'writing',
    grant: (entry) => `makes ${q(entry)} write`,
  }),
  unsafe: flag('unsafe', {
    reason: 'an unsafe tool can do harm that is hard to undo (run code, delete, spend)',
    short: 'now unsafe',
    is: 'is now unsafe',
    as: 'unsafe',
    grant: (entry) => `makes ${q(entry)} unsafe`,
  }),
  human_approval_required: flag('human_approval_required', {
    reason: 'without human approval, the agent runs the tool on its own judgement',
    short: 'no human approval',
    is: 'no longer requires human approval',
    as: 'without human approval',
    grant: (entry) => `drops human approval from ${q(entry)}`,
    // The comment's words for a report without sites have always said "needs".
    unsited: (entry) => `${q(entry)} no longer needs human approval`,
  }),
  side_effects: {
    criticality: { level: 'power', reason: 'each side effect is something the tool does to the world' },
    short: 'new side effects',
    field: 'side_effects',
    widened: (before, after) => {
      const gained = lacking(after.side_effects, before.side_effects);
      return gained.length > 0 ? { from: before.side_effects, to: gained } : undefined;
    },
    shows: (power, e) => {
      const has = new Set(power.side_effects);
      return Array.isArray(e.to) && e.to.some((s) => has.has(s as string));
    },
    is: (to) => `gains side effects ${sideEffects(to)}`,
    as: (to) => `with side effects ${sideEffects(to)}`,
    grant: (entry, to) => `gives ${q(entry)} side effects ${sideEffects(to)}`,
    unsited: (entry, to) => `${q(entry)} gains side effects ${sideEffects(to ?? [])}`,
  } satisfies EntryKind,
  write_scope: detail(
    'write_scope',
    '/capability/write_scope',
    (before, after) =>
      before.writes && after.writes && after.write_scope !== before.write_scope
        ? { from: before.write_scope, to: after.write_scope }
        : undefined,
    {
      reason: 'a write scope bounds where a tool writes; without one it writes anywhere',
      short: 'write scope changed',
      is: (to) => (to === null ? 'now writes anywhere (no write_scope)' : `now writes to ${jsonWords(to)}`),
      as: 'writing elsewhere',
      shows: (p, e) => p.writes && p.write_scope === e.to,
    },
  ),
  resource_slots: detail(
    'read_write_slots',
    '/resource_slots',
    (before, after) => {
      const slots = gained(after.read_write_slots, before.read_write_slots);
      return slots.length > 0 ? { from: before.read_write_slots, to: slots } : undefined;
    },
    {
      reason: 'a read_write resource slot lets the tool change the resource bound to it',
      short: 'writes a resource slot',
      is: (to) => `now writes resource slots ${jsonWords(to)}`,
      as: 'writing a resource slot',
      shows: (p, e) => Array.isArray(e.to) && e.to.some((s) => p.read_write_slots.includes(s as string)),
    },
  ),
  slot_binding: detail(
    'slot_bindings',
    '/resource_slots',
    (before, after) => {
      const rebound = after.slot_bindings.filter(
        (b) =>
          !before.slot_bindings.includes(b) && before.read_write_slots.some((n) => b.startsWith(`${n}: `)),
      );
      return rebound.length > 0 ? { from: before.slot_bindings, to: rebound } : undefined;
    },
    {
      reason:
        'a writing resource slot bound to another resource, or to whatever the context gives, writes there',
      short: 'slot bound elsewhere',
      is: (to) => `now binds writing resource slots as ${jsonWords(to)}`,
      as: 'writing a slot bound elsewhere',
      shows: (p, e) => Array.isArray(e.to) && e.to.some((s) => p.slot_bindings.includes(s as string)),
    },
  ),
  lifecycle: detail(
    'lifecycle',
    '/lifecycle',
    (before, after) =>
      newParts(before.lifecycle, after.lifecycle) !== null
        ? { from: before.lifecycle, to: after.lifecycle }
        : undefined,
    {
      reason: 'a lifecycle hook is code that runs without the model asking',
      short: 'lifecycle hook',
      is: () => 'gains or changes a lifecycle hook',
      as: 'with a new lifecycle hook',
      shows: (p, e) => bringsPart(p.lifecycle, e),
    },
  ),
  mcp_target: detail(
    'target',
    '/mcp_tool_name',
    (before, after) => {
      const to = newParts(before.target, after.target);
      return to === null ? undefined : { from: before.target, to };
    },
    {
      reason: 'another MCP server or tool is another power, whatever the definition declares',
      short: 'calls another MCP tool',
      is: callsMcp,
      as: 'calling another MCP tool',
      shows: (p, e) => bringsPart(p.target, e),
    },
  ),
  // Code a hook may run changes what runs without the model asking, whatever the entry declares: a
  // read-only Agent Skill whose SKILL.md runs `!`bash scripts/setup.sh`` at invocation runs a
  // changed `setup.sh`. The checker cannot tell which of the folder's files a hook runs, so any is
  // (and a file outside the folder that it names or loads is part of its content where it changed:
  // skill-programs.ts). A hook new or changed is `lifecycle` already, whose change of the SKILL.md
  // is a change of its content too.
  code: detail(
    'code',
    '/code',
    (before, after) =>
      (after.writes || after.unsafe || keptHook(before, after)) && newParts(before.code, after.code) !== null
        ? { from: before.code, to: after.code }
        : undefined,
    {
      reason:
        'new code in a tool that writes, is unsafe or runs a lifecycle hook (which may run it without the model asking) does what no reviewer of the old code saw',
      short: 'runs changed code',
      is: () => 'runs changed code',
      as: 'running changed code',
      shows: (p, e) => bringsPart(p.code, e),
    },
  ),
  'added-writes': added((p) => p.writes, {
    reason: 'a tool that writes changes files, repositories or the services it reaches',
    short: 'added, writes',
    which: 'which writes',
  }),
  'added-unsafe': added((p) => p.unsafe, {
    reason: 'an unsafe tool can do harm that is hard to undo (run code, delete, spend)',
    short: 'added, unsafe',
    which: 'which is unsafe',
  }),
  // A read-only entry's reach into an open world is a read (an open-world search): not a grant. Any
  // other effect it declares (`sends_email`, `payments`) is something it does to the world, whatever
  // `read_only` claims, as it is when an entry already there gains it (`side_effects`).
  'added-side-effects': added((p) => p.side_effects.some((s) => !p.read_only || s !== 'open_world'), {
    reason: 'each side effect is something the tool does to the world',
    short: 'added, side effects',
    which: 'which has side effects',
  }),
  'added-dynamic-mcp': added((p) => p.dynamic, {
    reason:
      'a dynamic entry (a whole MCP server, a remote reference) grants whatever tools it offers, now and later',
    short: 'added, tools unseen',
    which: 'which may offer any tool',
  }),
  // A hook runs without the model asking, whatever the entry declares: being read-only is no excuse,
  // as it is none for a hook added to an entry already there (`lifecycle`).
  'added-lifecycle': added((p) => p.lifecycle !== null, {
    reason: 'a lifecycle hook is code that runs without the model asking',
    short: 'added, lifecycle hook',
    which: 'which runs a lifecycle hook',
  }),
} satisfies Record<string, EntryKind | AddedKind>;

const KINDS = {
  ...POWER_KINDS,
  'gate-setting': {
    criticality: {
      level: 'gate',
      reason: 'a pull request that weakens the gate would judge its own change by weaker rules',
    },
    short: 'weakens the gate',
    shows: () => true,
    unsited: (entry) => `changes ${q(entry)}, a setting the gate reads from the base`,
  } satisfies GateKind,
  // Another program answering to a pinned server's name (relaunched-servers.ts): its inventory
  // tells nothing of it, so every tool called on the server is unseen, as a server without one.
  'mcp-launch': {
    criticality: {
      level: 'power',
      reason:
        'another program answering as a pinned MCP server may offer any tool, whatever its inventory lists',
    },
    short: 'starts an MCP server differently',
    shows: () => true,
    unsited: (entry) => `starts ${q(entry)} differently`,
  } satisfies GateKind,
} satisfies Record<string, Kind>;

export type EscalationKind = keyof typeof KINDS;
/** The kinds an entry's escalation can be (every kind but the gate's own settings). */
type PowerKind = keyof typeof POWER_KINDS;

/** Every kind, in the order KINDS lists them. */
export const ESCALATION_KINDS = Object.keys(KINDS) as EscalationKind[];
const ENTRY_KINDS = Object.keys(POWER_KINDS) as PowerKind[];
/** The kinds an added entry brings (`added-…`), in the order KINDS lists them. */
export const ADDED_KINDS: readonly EscalationKind[] = ENTRY_KINDS.filter((k) => isAddedKind(POWER_KINDS[k]));

function kindOf(kind: EscalationKind): Kind {
  return KINDS[kind];
}

function isEntryKind(k: Kind): k is EntryKind {
  return 'widened' in k;
}

function isAddedKind(k: Kind): k is AddedKind {
  return 'brings' in k;
}

/** Whether `kind` is one this version knows (a report read from elsewhere may carry any string). */
function isEscalationKind(kind: string): kind is EscalationKind {
  return Object.hasOwn(KINDS, kind);
}

/** The capability field an entry's change of this kind is read from, if it is one (an override can set it). */
export function fieldOf(kind: EscalationKind): string | undefined {
  const k = kindOf(kind);
  return isEntryKind(k) && k.pointer === undefined ? k.field : undefined;
}

/** Where a tool's document sets what an entry's change of this kind is read from. */
export function toolPointerOf(kind: EscalationKind): string | undefined {
  const k = kindOf(kind);
  if (!isEntryKind(k)) return undefined;
  return k.pointer ?? `/capability/${k.field}`;
}

/** How an entry present on both sides gained power. */
export function widenings(before: Power, after: Power, entry: string): Escalation[] {
  const out: Escalation[] = [];
  for (const kind of ENTRY_KINDS) {
    const k: Kind = POWER_KINDS[kind];
    const change = isEntryKind(k) ? k.widened(before, after) : undefined;
    if (change) out.push({ entry, kind, from: change.from, to: change.to });
  }
  return out;
}

/** The power an added entry brings: it writes, is unsafe, is a whole MCP server, or runs a hook. */
export function addedWidenings(power: Power, entry: string): Escalation[] {
  const out: Escalation[] = [];
  for (const kind of ENTRY_KINDS) {
    const k: Kind = POWER_KINDS[kind];
    if (isAddedKind(k) && k.brings(power)) out.push({ entry, kind });
  }
  return out;
}

/** Whether a reading shows the power an escalation of this kind is about. */
export function shows(power: Power, e: Escalation): boolean {
  return kindOf(e.kind).shows(power, e);
}

/** A few words for a kind, e.g. "now writes"; a kind this version does not know, as it is. */
export function shortKind(kind: string): string {
  return isEscalationKind(kind) ? kindOf(kind).short : kind;
}

/** What an escalation grants where the report names no site; a kind unknown here, plainly. */
export function unsitedGrant(e: { entry: string; kind: string; to?: unknown }): string {
  return isEscalationKind(e.kind) ? kindOf(e.kind).unsited(e.entry, e.to) : `${q(e.entry)}: ${e.kind}`;
}

interface Words {
  message: string;
  grant: string;
}

/** Phrases joined as a sentence lists them: "a", "a and b", "a, b and c". */
function listed(phrases: readonly string[]): string {
  return phrases.length < 2 ? (phrases[0] ?? '') : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

/**
 * Every way one cause widens one entry, in one kind's words (SPEC §6: one cause, one finding):
 * `which` for added entries ("which writes and is unsafe"), `is` and `as` for changed ones.
 */
function combined(k: EntryKind | AddedKind, all: readonly EscalationFinding[]): EntryKind | AddedKind {
  if (all.length < 2) return k;
  const kinds = all.map((f) => ({ k: POWER_KINDS[f.kind] as EntryKind | AddedKind, to: f.to }));
  if (!isEntryKind(k)) {
    const which = kinds.map(({ k: x }) => (isAddedKind(x) ? x.which.replace(/^which /, '') : ''));
    return { ...k, which: `which ${listed(which.filter((w) => w !== ''))}` };
  }
  const is = listed(kinds.map(({ k: x, to }) => (isEntryKind(x) ? x.is(to) : '')).filter((w) => w !== ''));
  const as = listed(kinds.map(({ k: x, to }) => (isEntryKind(x) ? x.as(to) : '')).filter((w) => w !== ''));
  return { ...k, is: () => is, as: () => as, grant: (entry) => `${q(entry)} ${is}` };
}

/** The words of a change caused in an actor's own document (a skill taken on, a policy loosened). */
function actorWords(
  k: EntryKind | AddedKind,
  f: EscalationFinding,
  actor: { name: string; why: string },
): Words {
  const gains = isEntryKind(k) ? `${q(f.entry)} ${k.as(f.to)}` : `${q(f.entry)}, ${k.which},`;
  const grant = isEntryKind(k) ? k.grant(f.entry, f.to) : `adds ${q(f.entry)}, ${k.which},`;
  const others = f.actors.filter((a) => a !== actor.name);
  const more = others.length > 0 ? `; also ${others.map(q).join(', ')}` : '';
  return {
    message: `actor ${q(actor.name)} gains ${gains} through ${q(f.skill)} (${actor.why})${more}`,
    grant: `${grant} through ${q(f.skill)}`,
  };
}

/** The words of a change made in a tool's or a skill's document. */
function ownWords(k: EntryKind | AddedKind, f: EscalationFinding): Words {
  // A change made in a tool's own file (or an inventory, a SKILL.md, the configuration) is about
  // the entry, wherever it is used; one made in a skill is about that skill, and reaches the
  // skills that include it.
  const inTool =
    f.site.def.kind === 'tool' || f.site.def.kind === 'mcp-server' || f.site.def.beside !== undefined;
  // An entry added is said of the skill that gains it ('x/s' gains …): the reach names the others.
  const named = !isEntryKind(k);
  const reached = inTool && !named ? f.skills : f.skills.filter((s) => s !== f.skill);
  const count = `${named ? 'also ' : ''}in ${plural(reached.length, 'skill')}`;
  // The actors it reaches are named too: power belongs to whoever runs the tools.
  const actors = [...f.actors].sort(byCodeUnits);
  const who = actors.length === 0 ? [] : [`${noun(actors.length, 'actor')} ${someOf(actors)}`];
  let reach = '';
  if (inTool) {
    const parts = [...(reached.length > 0 ? [`${count}: ${someOf(reached)}`] : []), ...who];
    if (parts.length > 0) reach = ` (${parts.join('; ')})`;
  } else {
    const parts = [...(reached.length > 0 ? [someOf(reached)] : []), ...who];
    if (parts.length > 0) reach = `; reaches ${parts.join(' and ')}`;
  }
  if (!isEntryKind(k)) {
    return {
      message: `${q(f.skill)} gains ${q(f.entry)}, ${k.which}${reach}`,
      grant: `adds ${q(f.entry)}, ${k.which}`,
    };
  }
  const subject = inTool ? q(f.entry) : `${q(f.entry)} in ${q(f.skill)}`;
  // A file the entry runs without its definition naming it (a script a SKILL.md's hook runs): how.
  const runs = f.site.runs === undefined ? '' : `: ${f.site.runs}`;
  return { message: `${subject} ${k.is(f.to)}${runs}${reach}`, grant: `${k.grant(f.entry, f.to)}${runs}` };
}

/**
 * The change an escalation finding is: the factory of its kind, with the words it is shown in;
 * with `all`, every finding of the same cause and entry (itself first), named in one change.
 */
function escalationChange(f: EscalationFinding, all: readonly EscalationFinding[] = [f]): Change {
  const k = combined(POWER_KINDS[f.kind], all);
  const words = f.actor ? actorWords(k, f, f.actor) : ownWords(k, f);
  return {
    kind: f.kind,
    ...(all.length > 1 ? { kinds: all.map((e) => e.kind) } : {}),
    criticality: k.criticality,
    subject: f.entry,
    site: { file: f.site.def.file.path, span: f.site.key ? keySpan(f.site) : valueSpan(f.site) },
    reach: { skills: [...f.skills].sort(byCodeUnits), actors: [...f.actors].sort(byCodeUnits) },
    ...words,
  };
}

/** The setting a weakening is about, as the configuration file spells it: `rules.escalation`. */
function settingOf(w: GateWeakening): string {
  switch (w.what) {
    case 'severity':
      return `rules.${w.rule}`;
    case 'globs':
    case 'skipping-globs':
    case 'base-globs':
      return w.key;
    case 'inventory-globs':
      return 'mcp-servers';
    case 'raised-file-size':
      return 'max-file-size';
    case 'builtin-groups':
      return `builtin-groups.${w.group}`;
    case 'overrides':
      return w.index === undefined ? 'overrides' : `overrides[${w.index}]`;
    case 'ignored-definition':
      return 'ignore';
    default:
      return w.what;
  }
}

/** A definition moved into a path the `ignore` globs skip, or maybe moved into a file there the checker cannot read. */
function ignoredWords(w: Extract<GateWeakening, { what: 'ignored-definition' }>): {
  message: string;
  grant: string;
} {
  const kind = w.kind === 'mcp-server' ? 'MCP server' : w.kind;
  if (w.unread !== undefined) {
    const grant = `may move ${kind} ${q(w.name)} into ${q(w.path)}, which the 'ignore' globs skip and the checker cannot read`;
    return {
      message: `${kind} ${q(w.name)} is gone, and ${q(w.path)}, in a path the 'ignore' globs skip, cannot be read (${w.unread}), so it may define it there: the gate reads it as the most it could be`,
      grant,
    };
  }
  const grant = `moves ${kind} ${q(w.name)} into ${q(w.path)}, which the 'ignore' globs skip`;
  return {
    message: `${kind} ${q(w.name)} moved into a path the 'ignore' globs skip, where the checker does not look: the gate reads it as the most it could be`,
    grant,
  };
}

/** Up to three files, quoted, and how many more. */
function someFiles(files: readonly string[]): string {
  const shown = files.slice(0, 3).map(q);
  if (files.length > 3) shown.push(`${files.length - 3} more`);
  return shown.join(', ');
}

/** A gate setting's words: the finding says what it does to the gate, the grant what it changes. */
function gateWords(w: GateWeakening): Words {
  const globs = 'globs' in w ? w.globs.map(q).join(', ') : '';
  const hiding = 'for its own change, hiding files from the gate';
  switch (w.what) {
    case 'severity': {
      const grant = `turns ${q(w.rule)} from ${w.before} to ${w.now}`;
      const consequence = w.gate
        ? ` for its own change; the gate keeps the base's ${w.before}`
        : ', which can hide power from the gate';
      return { message: `the configuration ${grant}${consequence}`, grant };
    }
    case 'ignore':
      return { message: `the configuration ignores ${globs} ${hiding}`, grant: `ignores ${globs}` };
    case 'globs': {
      const grant = `drops ${globs} from ${q(w.key)}`;
      return { message: `the configuration ${grant} ${hiding}`, grant };
    }
    case 'skipping-globs': {
      const them = w.files.length > 1 ? 'they are' : 'it is';
      const grant = `makes ${q(w.key)} take ${someFiles(w.files)} as well, read as another kind on the base, so ${them} skipped`;
      return { message: `the configuration ${grant} ${hiding}`, grant };
    }
    case 'base-globs': {
      const grant = `makes ${q(w.key)} read ${someFiles(w.files)} on the base, which its own globs do not read so`;
      return {
        message: `the configuration ${grant}: what ${w.files.length > 1 ? 'they define' : 'it defines'} counts as the base's for its own change, hiding what the head adds to those names`,
        grant,
      };
    }
    case 'inventory-globs': {
      const grant = `adds ${globs} to 'mcp-servers'`;
      return {
        message: `the configuration ${grant} for its own change: an inventory found there has its server's tools read by their annotations, no longer as the most they could be`,
        grant,
      };
    }
    case 'max-file-size':
    case 'raised-file-size':
      return sizeWords(w);
    case 'ignored-definition':
      return ignoredWords(w);
    case 'fail-on': {
      const grant = `sets 'fail-on' from ${w.before} to ${w.now}`;
      return {
        message: `the configuration ${grant} for its own change; the gate keeps the base's ${w.before}`,
        grant,
      };
    }
    default:
      return readingWords(w);
  }
}

/** The words of a size limit that reads fewer files, or more of the base's. */
function sizeWords(w: Extract<GateWeakening, { what: 'max-file-size' | 'raised-file-size' }>): Words {
  if (w.what === 'max-file-size') {
    const unread = w.hidden && w.hidden.length > 0 ? someFiles(w.hidden.map((f) => f.path)) : 'larger files';
    const lowers = `lowers 'max-file-size' to ${w.size}`;
    return {
      message: `the configuration ${lowers} for its own change, leaving ${unread} unread`,
      grant: w.hidden && w.hidden.length > 0 ? `${lowers}, leaving ${unread} unread` : lowers,
    };
  }
  const grant = `raises 'max-file-size' to ${w.size}, reading ${someFiles(w.files)} on the base, which its own limit leaves unread`;
  return {
    message: `the configuration ${grant}: what ${w.files.length > 1 ? 'they define' : 'it defines'} counts as the base's for its own change, where the base's own reading knew nothing of it`,
    grant,
  };
}

/** The words of a setting that changes how power or files are read. */
function readingWords(
  w: Extract<GateWeakening, { what: 'builtin-groups' | 'read-only-agent-tools' | 'schemas' | 'overrides' }>,
): Words {
  switch (w.what) {
    case 'builtin-groups': {
      const grant = `gives builtin group ${q(w.group)} less power than the base does`;
      return { message: `the configuration ${grant}; the gate keeps the base's reading`, grant };
    }
    case 'read-only-agent-tools': {
      const grant = `calls ${w.patterns.map(q).join(', ')} read-only`;
      return {
        message: `the configuration ${grant}, which the base does not; the gate keeps the base's list`,
        grant,
      };
    }
    case 'schemas': {
      const verb = { added: 'adds', removed: 'removes', changed: 'changes' } as const;
      const grant = w.files
        ? w.files.map((f) => `${verb[f.how]} replacement schema ${q(f.path)}`).join(', ')
        : `replaces the shipped schemas with ${q(w.folder)}`;
      return {
        message: `the configuration ${grant} for its own change, which can hide schema findings`,
        grant,
      };
    }
    case 'overrides': {
      const rules = w.rules.map(q).join(', ');
      const grant =
        w.index === undefined
          ? `lowers ${rules} in some files where the base's overrides raised ${w.rules.length > 1 ? 'them' : 'it'}`
          : `lowers ${rules} in some files`;
      return {
        message: `the configuration ${grant} for its own change, which can hide power from the gate`,
        grant,
      };
    }
  }
}

/**
 * The change a weakened gate setting is: at its key in the head's configuration file, with the
 * skills and actors it reaches (gate-reach.ts).
 */
export function gateSettingChange(
  g: GateSettingFinding,
  reach: { skills: string[]; actors: string[] } = { skills: [], actors: [] },
): Change {
  const words = gateWords(g.weakening);
  // Named in the finding too, as an entry's change names its reach: an annotation is read alone.
  const parts = [
    ...(reach.skills.length > 0
      ? [`in ${plural(reach.skills.length, 'skill')}: ${someOf(reach.skills)}`]
      : []),
    ...(reach.actors.length > 0 ? [`${noun(reach.actors.length, 'actor')} ${someOf(reach.actors)}`] : []),
  ];
  return {
    kind: 'gate-setting',
    criticality: KINDS['gate-setting'].criticality,
    subject: settingOf(g.weakening),
    site: { file: g.file, span: g.span },
    reach,
    ...words,
    ...(parts.length > 0 ? { message: `${words.message} (${parts.join('; ')})` } : {}),
  };
}

/** A pinned MCP server a client configuration starts otherwise than the base's did (relaunched-servers.ts). */
export interface Relaunch {
  server: string;
  /** The file the change is shown in, from the root, and the head's place that changed. */
  file: string;
  span: Span;
  /** The client's file where it is a link to the configuration read (`.mcp.json` -> `cfg/mcp.json`): what `mcp pin` is told. */
  client?: string;
  /**
   * The first key of the server's entry that changed, a server new to the file, or a file that
   * cannot be read; or a file of the repository that the entry runs the server with (`program`,
   * named by `configuration`'s entry) that the head added, changed, made unreadable (`unread`:
   * why) or removed (then `file` is the configuration, at the name); or such a file whose content
   * the configuration reads in (`reference`: OpenCode's `{file:…}`, a dotenv file's variables), into
   * the server's `entry` or anywhere in the `file`; or a source of plugins outside the repository
   * that the file newly names (`elsewhere`: a marketplace, a plugin a marketplace lists, or a plugin
   * the settings turn on of a marketplace the repository does not hold).
   */
  how:
    | { key?: string }
    | { added: true }
    | { unread: string }
    | { elsewhere: 'marketplace' | 'plugin' | 'enabled plugin' }
    | {
        program: string;
        configuration: string;
        was: 'added' | 'changed' | 'removed' | { unread: string };
        reference?: 'entry' | 'file';
        /**
         * The file that changed where it is not `program` itself: one the program loads, or (`under`)
         * one of a folder the program may load any file of, and why.
         */
        loads?: string;
        under?: { folder: string; why: string };
        /**
         * Why `configuration` cannot be read, where it is the same on both sides: the servers it
         * starts are unknown, so each pinned one may run any file of the repository (`loads`).
         */
        unreadConfiguration?: string;
      };
}

/** How a file a program runs changed, as a finding words it after "which": "is new", "changed", …. */
export function changedFileWords(was: 'added' | 'changed' | 'removed' | { unread: string }): string {
  if (typeof was === 'object') return `changed and cannot be read (${was.unread})`;
  return was === 'added' ? 'is new' : was === 'removed' ? 'the head removed' : 'changed';
}

/**
 * How what `runs` names reaches the file that changed, where that is another (`loads`): it loads
 * it, or (`under`) may load any file of a folder, among them that one.
 */
export function runChainWords(
  runs: string,
  loads: string | undefined,
  under: { folder: string; why: string } | undefined,
): string {
  if (loads === undefined) return runs;
  if (under === undefined) return `${runs}, which loads ${q(loads)}`;
  const folder = under.folder === '' ? 'the repository' : q(under.folder);
  return `${runs}, which may load any file of ${folder} (${under.why}), among them ${q(loads)}`;
}

/** What a source of plugins outside the repository that a file newly names is, as a relaunch words it. */
const ELSEWHERE_WORDS = {
  marketplace: 'it newly names a plugin marketplace from outside the repository',
  plugin: 'it newly names a plugin from outside the repository',
  'enabled plugin': 'it newly turns on a plugin of a marketplace the repository does not hold',
} as const;

/** What a relaunch grants: for a configuration's change, as the finding words it after the file's name. */
function relaunchGrant(r: Relaunch): string {
  const server = q(r.server);
  const how = r.how;
  if ('program' in how) {
    const was = changedFileWords(how.was);
    if (how.reference === 'entry')
      return `the entry of MCP server ${server} changed in the repository: ${q(how.configuration)} reads ${q(how.program)} into it, which ${was}`;
    if (how.reference === 'file')
      return `${q(how.configuration)} may start MCP server ${server} any way: it reads ${q(how.program)} in, which ${was}`;
    if (how.unreadConfiguration !== undefined)
      return `${q(how.configuration)} may start MCP server ${server} with any file of the repository: it cannot be read (${how.unreadConfiguration}); among them ${q(how.loads ?? how.program)}, which ${was}`;
    const runs = `the program of MCP server ${server} changed in the repository: ${q(how.configuration)} runs it with ${q(how.program)}`;
    return `${runChainWords(runs, how.loads, how.under)}, which ${was}`;
  }
  if ('unread' in how)
    return `may start MCP server ${server} any way: the file cannot be read (${how.unread})`;
  if ('added' in how) return `starts MCP server ${server}, which this file did not start`;
  if ('elsewhere' in how)
    return `may start MCP server ${server} any way: ${ELSEWHERE_WORDS[how.elsewhere]}, whose servers the checker cannot read`;
  return `starts MCP server ${server} differently${how.key === undefined ? '' : ` (${q(how.key)})`}`;
}

/** How to re-pin a relaunched server from the configuration that starts it. */
function repinWords(r: Relaunch): string {
  const configuration = r.client ?? ('program' in r.how ? r.how.configuration : r.file);
  const { command, unread } = repinCommand(r.server, configuration);
  return `\`${command}\`${unread ? ` with what ${q(configuration)} starts` : ''}`;
}

/**
 * The change a relaunched server is, reaching every skill and actor that calls it. Where the pull
 * request changed the inventory too (re-pinned it), it is still one: nothing shows that the new
 * inventory was listed from the new program, and the words say how to check that.
 */
export function relaunchChange(
  r: Relaunch,
  inventory: { path: string; repinned: boolean },
  reach: Change['reach'],
): Change {
  const grant = relaunchGrant(r);
  // A program's change names its file in its words; a configuration's is told after the file's name.
  const file = r.client === undefined ? q(r.file) : `${q(r.client)} (a link to ${q(r.file)})`;
  const told = 'program' in r.how ? grant : `${file} ${grant}`;
  return {
    kind: 'mcp-launch',
    criticality: KINDS['mcp-launch'].criticality,
    subject: `mcp:${r.server}`,
    site: { file: r.file, span: r.span },
    reach,
    message: inventory.repinned
      ? `${told}: its pinned inventory ${q(inventory.path)} changed in this pull request too, but the gate cannot tell that it was listed from what now answers; check that re-pinning it (${repinWords(r)}) changes nothing in it`
      : `${told}: its pinned inventory ${q(inventory.path)} was not listed from what now answers, so the gate cannot see what the server's tools do; re-pin it (${repinWords(r)}) and review the inventory's change`,
    grant,
  };
}

/** The escalations as changes: one per cause and entry, naming every way it widens that entry. */
export function escalationChanges(findings: readonly EscalationFinding[]): Change[] {
  const groups = new Map<string, EscalationFinding[]>();
  for (const f of findings) {
    const key = `${siteKey(f.site)}\u0000${f.entry}\u0000${f.actor?.name ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  return [...groups.values()].map((group) => {
    const ordered = [...group].sort((a, b) => ENTRY_KINDS.indexOf(a.kind) - ENTRY_KINDS.indexOf(b.kind));
    return escalationChange(ordered[0] as EscalationFinding, ordered);
  });
}
