// The seam every source of entries plugs into (SPEC §3 "The power of an entry, by source"): what a
// skill's own document contributes through one source, each entry with its real power, and what
// a source reads outside the skill's document, so that the diff knows when that changed and where.
import type { EffectiveTool } from '../power/effective.js';
import type { FlatEntry } from '../sets/flat-entries.js';
import type { AuxFileReader, Definition, Site } from '../model/model.js';
import type { AgentSkillFolder } from '../kinds/agent-skill.js';
import type { InventoryInfo } from '../kinds/mcp-server.js';
import type { SkillInfo } from '../kinds/skill.js';
import type { ToolInfo } from '../kinds/tool.js';
import type { PowerSettings } from '../power/power-settings.js';
import type { SetTokens } from '../tokens/set-tokens.js';
import type { SetDigest } from '../sets/set-digest.js';

/** Where an entry came into a skill: a site in that skill's document, and the include it came through. */
export interface EntrySite {
  site: Site;
  /** The included skill the entry came through; undefined for the skill's own entries. */
  via: string | undefined;
}

/** What one definition of a name brings into a skill: its own list or one include. */
export interface Contribution {
  name: string;
  tool: EffectiveTool;
  contributor: string;
  site: EntrySite;
}

/**
 * Entries worked out once per tree and shared by every skill that brings them whole: a whole
 * server's tools (each entry, its power and its tokens), so that 2,000 skills using one
 * 2,000-tool inventory hold one map, not 4 million entries.
 */
export interface SharedEntries {
  readonly entries: ReadonlyMap<string, FlatEntry>;
  readonly tokens: SetTokens;
  readonly digest: SetDigest;
}

/** A skill's document bringing `shared` whole at one site: every entry is a contribution of it. */
export interface SharedContribution {
  shared: SharedEntries;
  contributor: string;
  site: EntrySite;
}

export function isShared(item: Contribution | SharedContribution): item is SharedContribution {
  return 'shared' in item;
}

/** What a source reads of a tree besides the skill's own document. */
export interface SourceContext {
  tool(name: string): ToolInfo | undefined;
  inventory(server: string): readonly InventoryInfo[];
  agentSkill(path: string): AgentSkillFolder;
  /** A digest of every file of an Agent Skills folder (its SKILL.md frontmatter where files cannot be listed). */
  folderContent(folder: AgentSkillFolder): string | null;
  skill(name: string): SkillInfo | undefined;
  readonly power: PowerSettings;
  /** The configuration file that gave `power`, when one was read: where a setting's change is caused. */
  readonly configuration: Definition | undefined;
  /** The tree's files besides the definitions: an Agent Skills folder's scripts, where a change to one is caused. */
  readonly aux: AuxFileReader;
  /**
   * On a comparison's base, whether what this tool (registered, or anonymous in its skill) cannot
   * resolve (a folder or a wrapped tool it names no way to find) is read as nothing, where every
   * other tree reads it as the most it could be: an unknown base is no excuse (SPEC §6), so a head
   * that resolves it is judged against the tool's own word. Unknown on both sides, it reads alike
   * on both.
   */
  readonly unknownReadAsEmpty?: (tool: ToolInfo) => boolean;
  /**
   * On a comparison's head, how a file outside an Agent Skills folder that its SKILL.md runs (a
   * command's or a hook's program, or a file that program loads) differs from the base's, where
   * one does: part of the folder's content there (folderContent), and where the change is caused.
   */
  readonly outsideRun?: (folder: AgentSkillFolder) => OutsideRun | undefined;
  /**
   * On a comparison's head, how a file of the repository that a tool's inline `code` imports (or
   * a file that one imports) differs from the base's, where one does: part of the tool's code
   * there (inline-code.ts), and where the change is caused.
   */
  readonly codeRun?: (code: InlineCode) => CodeRun | undefined;
}

/**
 * A tool's inline `code` as a runtime runs it, and the file it is written in (whose folder it
 * imports from); or one of its `lifecycle` hooks (`hook`: its key), whose text is what the runtime
 * loads: a module's dotted path (`ops_lib.hooks.activate`, `ops_lib.hooks:activate`) or a file.
 */
export interface InlineCode {
  text: string;
  file: string;
  hook?: string;
}

/**
 * A file of the repository that a tool's code imports, changed on the head: how the code reaches
 * it, in words ("its code imports 'ops_lib/deploy.py', which changed"), and where the change is
 * shown (the file's first changed line); none where the head removed the file (then at the code).
 */
export interface CodeRun {
  runs: string;
  shown?: Omit<OutsideRun, 'runs'>;
}

/**
 * A file outside an Agent Skills folder that its SKILL.md runs, changed on the head: where the
 * change is shown (the file's first changed line; the command's line in the SKILL.md where the
 * head removed the file) and how the skill reaches it, in words ("its SKILL.md runs
 * 'tools/check.js', which loads 'tools/lib.js', which changed").
 */
export interface OutsideRun {
  file: string;
  /** The text of `file` on the head, for the span of `line`. */
  text: string;
  line: number;
  runs: string;
}

/** Where an entry's power comes from, for explain: an inventory's annotation, a configuration key, a SKILL.md line. */
export interface PowerOrigin {
  source: string;
  file?: string;
  line?: number;
}

export interface EntrySource {
  /** Where the power field `field` of the entry `name` comes from, when this source gave it. */
  originOf?(tree: SourceContext, name: string, tool: EffectiveTool, field: string): PowerOrigin | undefined;
  /** The entries the skill's own document brings through this source, in its order. */
  contributions(tree: SourceContext, skill: SkillInfo): (Contribution | SharedContribution)[];
  /**
   * Whether what the skill reads through this source outside its own document (a registered
   * tool, an inventory, a folder, a configuration key) differs between two trees.
   */
  changedBetween(skill: SkillInfo, base: SourceContext, head: SourceContext): boolean;
  /**
   * The head-side place outside the skill's document that gave `entry` (which came in at `site`)
   * the power `field` names (undefined: the entry as a whole), or the other definition of its
   * name in the skill's document that did, when that is where the change was made; undefined
   * when the skill's own line is the cause. `pointer`: what of a tool's document the change reads
   * (`/code` for a change of its code), where the change is of one.
   */
  causeOf?(
    trees: { base: SourceContext; head: SourceContext },
    skill: SkillInfo,
    site: Site,
    entry: string,
    field: string | undefined,
    pointer?: string,
  ): Site | undefined;
}

export function ownSite(site: Site): EntrySite {
  return { site, via: undefined };
}

/**
 * The prefix of a folder's content digest when the folder holds what the checker cannot read as the
 * runtime may: a symbolic link, or a second SKILL.md spelt in another case (`skill.md` beside
 * `SKILL.md`), which a case-insensitive checkout or loader may read instead of the one read here.
 */
export const UNSEEN_FOLDER = 'unseen:';
