// The diff's two trees, base and head, built together: the one place that decides what the base
// takes from the head instead of reading or working it out again (README.md says what, when, why
// it is safe and what it buys). With `reuse` off each tree is built as if it were alone: the
// reference the reuse is held to, byte for byte.
import { runRules, type CheckSettings } from '../check/check.js';
import type { Diagnostic } from '../model/diagnostic.js';
import { diffTrees, type DiffSettings } from '../diff/diff-trees.js';
import type { Comparison } from '../diff/types.js';
import { YamlLoader, type LoadedText, type LoadOptions } from '../yaml/load.js';
import type { RepoInput } from '../model/model.js';
import { Project } from '../project/project.js';
import { resolvesNothing } from '../sources/registered-tools.js';
import { findRenames } from '../diff/renames.js';
import { SkillPrograms } from '../diff/skill-programs.js';
import { CodePrograms } from '../diff/code-programs.js';
import { anonymousToolInfo } from '../sources/anonymous-tools.js';
import type { ToolInfo } from '../kinds/tool.js';
import type { SchemaValidator } from '../schema/validator.js';

interface PairOptions {
  /** Off, nothing is shared between the trees; on unless said. */
  reuse?: boolean;
  /** How every file of both trees is parsed. */
  load?: LoadOptions;
}

export class TreePair {
  readonly head: Project;
  readonly base: Project;
  private readonly reuse: boolean;
  private readonly loadText: (text: string, blobId?: string) => LoadedText;

  /**
   * What the pair asks of the adapters that read the trees, before it is built: whether the head
   * is read with each file's git blob id and handed to the git reader. A git base's files carry
   * their blob ids; with the head's, both trees' parses are keyed alike, and a base blob the head
   * holds is not read from git again.
   */
  static sharesBlobs(base: 'dir' | 'git', options: PairOptions = {}): boolean {
    return base === 'git' && options.reuse !== false;
  }

  constructor(baseInput: RepoInput, headInput: RepoInput, options: PairOptions = {}) {
    this.reuse = options.reuse !== false;
    const { load } = new YamlLoader(options.load);
    const loadText = this.reuse ? sharedLoader(load) : load;
    this.loadText = loadText;
    // The head first: the base is built like it, taking what is the same.
    this.head = new Project(headInput, loadText);
    // The head's unknowns are the most they could be; the base's, as unknown (read as empty).
    this.head.readUnknownAsMostPowerful();
    this.base = this.baseTree(baseInput);
    // A file outside an Agent Skills folder that its SKILL.md runs is part of the head's folder
    // where it changed (diff/skill-programs.ts): both trees are needed to tell, so the pair tells.
    const programs = new SkillPrograms(this.base, this.head);
    this.head.runOutsideAs((folder) => programs.changeOf(folder));
    // So is a file of the repository that a tool's inline code imports, to the tool's code.
    const codes = new CodePrograms(this.base, this.head);
    this.head.runCodeAs((code) => codes.changeOf(code));
  }

  /**
   * The diff of the head against the base. Once the skills that can reach a change are known,
   * the base takes the head's flattened set of every other skill whose definition is the very
   * same one (same file, same text): a borrowed set points at the head's document, so only there
   * does the base find what it would find by itself. A skill moved or shifted unchanged is
   * flattened on the base, so its findings keep the base's file and lines.
   */
  compare(settings: Omit<DiffSettings, 'reached'>): Comparison {
    const { base, head } = this;
    const lend = (affected: ReadonlySet<string>): void =>
      base.borrowFlattened(
        head,
        (name) => !affected.has(name) && base.skill(name)?.def === head.skill(name)?.def,
      );
    return diffTrees(base, head, { ...settings, reached: this.reuse ? lend : undefined });
  }

  /**
   * A base tree built beside the head, sharing the pair's parses: the pair's own `base` (both
   * trees read by the head's globs), and the base as its own configuration reads it where its
   * globs or size limit read other files than the head's: a finding is new when the base so read
   * did not have it (SPEC §6), so the one the head's new `ignore` creates (an include of a skill it
   * hides, on both trees as the head reads them) is new.
   */
  baseTree(input: RepoInput): Project {
    const base = new Project(input, this.loadText, this.reuse ? this.head : undefined);
    // An Agent Skills folder whose SKILL.md is the same blob on both sides is the head's object on
    // the base too: its entry is then one object on both sides where its files read alike
    // (agentSkillEntry), which the diff passes by; each side still lists its own files.
    if (this.reuse) base.shareAgentSkills(this.head);
    base.unknownReadAsEmpty = readAsEmptyOnBase(base, this.head);
    return base;
  }

  /**
   * The base's findings, which only tell which of the head's are new (matched by rule): the rules
   * with no finding on the head need not run there. Unless the head has a config finding (it may
   * be an unused suppression, and whether the base's is unused depends on every rule). `base` is
   * the pair's own, or the base as its configuration reads it (baseTree).
   */
  baseFindings(
    head: readonly Diagnostic[],
    settings: CheckSettings,
    validator: SchemaValidator,
    base: Project = this.base,
  ): Diagnostic[] {
    const rules = new Set(head.map((d) => d.rule));
    const only = this.reuse && !rules.has('config') ? rules : undefined;
    return runRules(base, settings, validator, only);
  }
}

/**
 * Which of the base's tools whose sources resolve to nothing read as nothing there: those the head
 * resolves. Where the head cannot resolve it either, the base reads it alike: unknown on both
 * sides, so leaving it alone, or renaming it word for word, grants nothing.
 */
function readAsEmptyOnBase(base: Project, head: Project): (tool: ToolInfo) => boolean {
  const unresolvedOnHead = new Map<string, boolean>();
  const counterpart = headCounterpart(base, head);
  return (tool) => {
    // An anonymous tool is its skill's: asked by both names, never as a registered tool's name.
    const key = tool.pointer === '' ? tool.name : `${tool.def.name ?? ''}\u0000${tool.name}`;
    let unresolved = unresolvedOnHead.get(key);
    if (unresolved === undefined) {
      const now = counterpart(tool);
      unresolvedOnHead.set(key, (unresolved = now !== undefined && resolvesNothing(head, now)));
    }
    return !unresolved;
  };
}

/**
 * The head's tool a base tool is: the tool of its name, or of the name it is renamed to word for
 * word; for an anonymous tool, the one of its name in its skill, where the head defines that skill
 * once (under its name or its rename).
 */
function headCounterpart(base: Project, head: Project): (tool: ToolInfo) => ToolInfo | undefined {
  // Renames are looked for only where the head lacks a name; they read no tool's sources.
  const headName = (kind: 'tool' | 'skill', name: string): string => {
    if ((kind === 'tool' ? head.toolsByName : head.skillsByName).has(name)) return name;
    return findRenames(base, head).of(kind).get(name) ?? name;
  };
  return (tool) => {
    if (tool.pointer === '') return head.tool(headName('tool', tool.name));
    const skills = head.skillsByName.get(headName('skill', tool.def.name ?? '')) ?? [];
    const skill = skills.length === 1 ? skills[0] : undefined;
    const anon = skill?.anonymousTools.find((a) => a.name === tool.name);
    return skill && anon ? anonymousToolInfo(skill, anon) : undefined;
  };
}

/**
 * Parses each distinct content once for both trees, keyed by blob id when the trees have them
 * (a git base, and a head read with them), by the text otherwise: in two maps, so that no text
 * is ever taken for a blob id (a SKILL.md's frontmatter, parsed from its opening `---`, cannot be
 * one today; nothing here should rely on that).
 */
function sharedLoader(load: (text: string) => LoadedText): (text: string, blobId?: string) => LoadedText {
  const byBlob = new Map<string, LoadedText>();
  const byText = new Map<string, LoadedText>();
  return (text, blobId) => {
    const [cache, key] = blobId === undefined ? [byText, text] : [byBlob, blobId];
    let loaded = cache.get(key);
    if (!loaded) {
      loaded = load(text);
      cache.set(key, loaded);
    }
    return loaded;
  };
}
