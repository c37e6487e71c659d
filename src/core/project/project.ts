// The analysed repository: definitions read into typed structures (by src/core/kinds/, a module
// per kind), the three registries, the include graph (include-graph.ts), Agent Skills folders, and
// memoised flattening. Rules and the diff read from here; nothing here reports.
import type { Finding } from '../model/diagnostic.js';
import { YamlLoader, type LoadedText } from '../yaml/load.js';
import {
  appendAll,
  clientText,
  byName,
  makeDefinition,
  type AuxFileReader,
  type AuxRead,
  type Definition,
  type RepoInput,
  type Site,
  type SourceFile,
} from '../model/model.js';
import { flattenSkill, type FlatSet } from './flatten.js';
import {
  UNSEEN_FOLDER,
  type CodeRun,
  type InlineCode,
  type OutsideRun,
  type SourceContext,
} from '../sources/types.js';
import {
  otherSkillMd,
  twinFolders,
  climbedFolders,
  readAgentSkillFolder,
  readFolderTextFiles,
  listedText,
  listedLine,
  type AgentSkillFolder,
  type ListedLine,
  type ListedText,
  type FolderTextFile,
  type FolderTextFiles,
} from '../kinds/agent-skill.js';
import { IncludeGraph } from './include-graph.js';
import { folderLinks } from '../kinds/skill-md-links.js';
import { readActor, type ActorInfo } from '../kinds/actor.js';
import { readSkill, type IncludeEntry, type SkillInfo } from '../kinds/skill.js';
import { readTool, type ToolInfo } from '../kinds/tool.js';
import { hexDigest } from '../text/digest.js';
import { canonicalJson } from '../power/effective.js';
import { readInventory, type InventoryInfo } from '../kinds/mcp-server.js';
import { SHIPPED_POWER_SETTINGS, type PowerSettings } from '../power/power-settings.js';
import { byCodeUnits } from '../text/order.js';

export type { AgentSkillFolder } from '../kinds/agent-skill.js';

import { otherNames, unitedSkill, unitedTool } from '../kinds/duplicates.js';
import { unknownAnonymousTool } from './unknown.js';

type Info = ToolInfo | SkillInfo | ActorInfo | InventoryInfo;

interface FileRecord {
  file: SourceFile;
  definitions: { def: Definition; info: Info | undefined }[];
  /** A document's definitions under the other names it gives itself (a repeated `name` key). */
  otherNames: Info[];
}

const READERS: { readonly [K in Definition['kind']]: (def: Definition, name: string) => Info } = {
  tool: readTool,
  skill: readSkill,
  actor: readActor,
  'mcp-server': readInventory,
};

export class Project implements SourceContext {
  readonly files: SourceFile[] = [];
  readonly definitions: Definition[] = [];
  readonly tools: ToolInfo[] = [];
  readonly skills: SkillInfo[] = [];
  readonly actors: ActorInfo[] = [];
  readonly inventories: InventoryInfo[] = [];
  readonly toolsByName: Map<string, ToolInfo[]>;
  readonly skillsByName: Map<string, SkillInfo[]>;
  readonly actorsByName: Map<string, ActorInfo[]>;
  readonly inventoriesByName: Map<string, InventoryInfo[]>;
  /** What the configuration says of the power of builtin groups and Agent Skills patterns. */
  readonly power: PowerSettings;
  /** The configuration file that gave `power`, when one was read. */
  readonly configuration: Definition | undefined;
  /** The includes between skills, and the algorithms over them (cycles, paths, reach). */
  readonly includeGraph: IncludeGraph;
  /** The record of each file, in the order of `files`. */
  private readonly records: FileRecord[];
  private readonly flatMemo = new Map<string, FlatSet | null>();
  private readonly agentSkillMemo = new Map<string, AgentSkillFolder>();
  private referencesRead = false;

  readonly aux: AuxFileReader;
  /** Findings made by discovery, before parsing (reported by the rule each names). */
  readonly discovery: Finding[];

  constructor(
    input: RepoInput,
    /** The run's loader: definitions and SKILL.md frontmatters are read with it. */
    private readonly loadText: (text: string, blobId?: string) => LoadedText = new YamlLoader().load,
    /**
     * A project of another tree read with the same loader (the diff's head, src/core/pair/; the
     * language server's previous check): a file read from the very same parse at the same path
     * takes that project's record. Nothing of it is kept once built.
     */
    like?: Project,
  ) {
    this.aux = input.aux;
    this.discovery = input.discovery;
    this.power = input.power ?? SHIPPED_POWER_SETTINGS;
    this.configuration = input.configuration;
    const sorted = [...input.files].sort((a, b) => byCodeUnits(a.path, b.path));
    const lent = like && new Map(like.records.map((r) => [r.file.path, r]));
    this.records = sorted.map((repoFile) => this.fileRecord(repoFile, loadText, lent));
    const others: Info[] = [];
    for (const record of this.records) {
      this.files.push(record.file);
      for (const { def, info } of record.definitions) {
        this.definitions.push(def);
        if (!info) continue;
        if (info.def.kind === 'tool') this.tools.push(info as ToolInfo);
        else if (info.def.kind === 'skill') this.skills.push(info as SkillInfo);
        else if (info.def.kind === 'actor') this.actors.push(info as ActorInfo);
        else this.inventories.push(info as InventoryInfo);
      }
      appendAll(others, record.otherNames);
    }
    // A document's other names are in the registries (they resolve, the diff sees them), not in
    // the lists the rules walk: the document is checked once.
    this.toolsByName = byName([...this.tools, ...others.filter((i) => i.def.kind === 'tool')] as ToolInfo[]);
    this.skillsByName = byName([
      ...this.skills,
      ...others.filter((i) => i.def.kind === 'skill'),
    ] as SkillInfo[]);
    this.actorsByName = byName([
      ...this.actors,
      ...others.filter((i) => i.def.kind === 'actor'),
    ] as ActorInfo[]);
    this.inventoriesByName = byName([
      ...this.inventories,
      ...others.filter((i) => i.def.kind === 'mcp-server'),
    ] as InventoryInfo[]);
    this.includeGraph = new IncludeGraph(this);
  }

  /**
   * A file with its definitions read. What is read depends only on the path, the kind and the
   * parsed text, so where another tree's project (`lent`, by path) read the same path and kind
   * from the very same parse, its record is this one: the tree then costs nothing for the files
   * that did not change, and the diff can tell them apart by identity.
   */
  private fileRecord(
    repoFile: RepoInput['files'][number],
    loadText: (text: string, blobId?: string) => LoadedText,
    lent: Map<string, FileRecord> | undefined,
  ): FileRecord {
    if (repoFile.text === undefined) {
      const file: SourceFile = { path: repoFile.path, kind: repoFile.kind, loaded: undefined, problems: [] };
      if (repoFile.blobId !== undefined) file.blobId = repoFile.blobId;
      file.problems.push({
        kind: 'unreadable-file',
        span: { line: 1, column: 1, endLine: 1, endColumn: 1 },
        message: repoFile.unreadable ?? 'the file cannot be read',
      });
      return { file, definitions: [], otherNames: [] };
    }
    const loaded = loadText(repoFile.text, repoFile.blobId);
    const found = lent?.get(repoFile.path);
    if (found && found.file.loaded === loaded && found.file.kind === repoFile.kind) return found;
    const file: SourceFile = {
      path: repoFile.path,
      kind: repoFile.kind,
      loaded,
      problems: loaded.problems,
    };
    const others: Info[] = [];
    const definitions = loaded.documents.flatMap((doc) => {
      const def = makeDefinition(repoFile.kind, file, doc);
      if (!def) return [];
      for (const other of otherNames(def)) others.push(readInfo(other, other.name as string));
      return [{ def, info: def.name === undefined ? undefined : readInfo(def, def.name) }];
    });
    // flatMap leaves room to grow; every record is kept to the end, so at its length.
    return { file, definitions: definitions.slice(), otherNames: others };
  }

  private readonly united = new Map<string, ToolInfo | SkillInfo>();

  /**
   * The definition a name resolves to. A name defined more than once (a `duplicate-name`) may
   * resolve to any of them at run time, so it resolves to all of them as one (kinds/duplicates.ts):
   * the power of every definition, the entries of every skill.
   */
  tool(name: string): ToolInfo | undefined {
    const infos = this.toolsByName.get(name);
    if (!infos || infos.length === 1) return infos?.[0];
    return this.unite(`t${name}`, () => unitedTool(infos)) as ToolInfo;
  }

  skill(name: string): SkillInfo | undefined {
    const infos = this.skillsByName.get(name);
    if (!infos) return undefined;
    // One definition needs uniting only when it repeats an anonymous tool's name.
    if (infos.length === 1 && (infos[0] as SkillInfo).anonymousTools.length < 2) return infos[0];
    return this.unite(`s${name}`, () => unitedSkill(infos)) as SkillInfo;
  }

  /** Made once: flattening, the diff and explain then hold one object for the name. */
  private unite(key: string, make: () => ToolInfo | SkillInfo): ToolInfo | SkillInfo {
    let info = this.united.get(key);
    if (!info) this.united.set(key, (info = make()));
    return info;
  }

  /** Every inventory of a server (more than one is a duplicate-name finding; the gate reads them all). */
  inventory(server: string): readonly InventoryInfo[] {
    return this.inventoriesByName.get(server) ?? [];
  }

  private borrowed: { from: Pick<Project, 'flatten'>; when: (name: string) => boolean } | undefined;

  /**
   * Takes flattened sets from another project for the skills `when` accepts (src/core/pair/ lends
   * the base the head's sets of every skill no change can reach; the language server, the
   * previous check's).
   */
  borrowFlattened(from: Pick<Project, 'flatten'>, when: (name: string) => boolean): void {
    this.borrowed = { from, when };
  }

  /** The flattened set of a skill, or undefined when a cycle or an unknown include prevents it. */
  flatten(name: string): FlatSet | undefined {
    if (this.borrowed?.when(name)) return this.borrowed.from.flatten(name);
    const memo = this.flatMemo.get(name);
    if (memo !== undefined) return memo ?? undefined;
    // Children first, without recursion: include chains can be thousands deep. The skills of one
    // include cycle (a strongly connected component, found as Tarjan's algorithm finds it) are
    // flattened together once its first skill is done, each reading an include into the cycle
    // alike: which of them was asked first (an actor's skill, a changed one) changes nothing.
    const order = new Map<string, { index: number; low: number }>([[name, { index: 0, low: 0 }]]);
    const open: string[] = [name];
    const onOpen = new Set<string>([name]);
    const stack: { name: string; next: number }[] = [{ name, next: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { name: string; next: number };
      const info = this.skill(top.name);
      const includes = info?.includes ?? [];
      const at = order.get(top.name) as { index: number; low: number };
      if (top.next < includes.length) {
        const ref = (includes[top.next++] as IncludeEntry).ref;
        const borrowed = ref.kind === 'local' && this.borrowed?.when(ref.name);
        if (borrowed && !this.flatMemo.has(ref.name))
          this.flatMemo.set(ref.name, this.flatten(ref.name) ?? null);
        if (ref.kind !== 'local' || !this.skill(ref.name) || this.flatMemo.has(ref.name)) continue;
        const seen = order.get(ref.name);
        if (seen === undefined) {
          order.set(ref.name, { index: order.size, low: order.size });
          open.push(ref.name);
          onOpen.add(ref.name);
          stack.push({ name: ref.name, next: 0 });
        } else if (onOpen.has(ref.name)) at.low = Math.min(at.low, seen.index);
        continue;
      }
      stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) {
        const above = order.get(parent.name) as { index: number; low: number };
        above.low = Math.min(above.low, at.low);
      }
      if (at.low !== at.index) continue;
      const cycle = new Set(open.splice(open.lastIndexOf(top.name)));
      for (const member of cycle) onOpen.delete(member);
      const within =
        cycle.size > 1 || includes.some((i) => i.ref.kind === 'local' && i.ref.name === top.name);
      if (!within) {
        const result = info
          ? flattenSkill(
              this,
              this.withUnknownIncludes(info),
              (child) => this.flatMemo.get(child) ?? undefined,
            )
          : undefined;
        this.flatMemo.set(top.name, result ?? null);
      } else this.flattenCycle(cycle);
    }
    return this.flatMemo.get(name) ?? undefined;
  }

  /** On a comparison's base: which tools' sources that resolve to nothing give no floor (sources/). */
  unknownReadAsEmpty: ((tool: ToolInfo) => boolean) | undefined = undefined;

  /** Whether an include that cannot be flattened stands as an unknown entry (unknown.ts). */
  unknownAsMostPowerful = false;

  /**
   * On the head of a comparison, an include that cannot be flattened (unknown, on a cycle, in a
   * file that does not parse) no longer makes the including skill unknown, which the diff would
   * read as no change: it stands as one dynamic entry at its line (SPEC §6). The base keeps its
   * unknown sets, which the diff reads as empty.
   */
  readUnknownAsMostPowerful(): void {
    this.unknownAsMostPowerful = true;
    this.flatMemo.clear();
  }

  /**
   * The skills of one include cycle (or a skill that includes itself), each read alike whichever
   * was asked first (SPEC §4: not flattened). On a comparison's head, each include into the cycle
   * stands as an unknown entry at its line (withUnknownIncludes) and brings nothing else: what an
   * include path reads of a set never comes back to the skill it started from.
   */
  private flattenCycle(cycle: ReadonlySet<string>): void {
    for (const member of cycle) {
      const info = this.skill(member);
      const set = info
        ? flattenSkill(this, this.withUnknownIncludes(info, cycle), (child) =>
            cycle.has(child) ? undefined : (this.flatMemo.get(child) ?? undefined),
          )
        : undefined;
      this.flatMemo.set(member, set ?? null);
    }
  }

  /**
   * The skill with each include that cannot be flattened made an unknown entry at its line, when
   * asked. (A tool reference that resolves to no tool is an unknown entry always: sources/.)
   */
  private withUnknownIncludes(info: SkillInfo, cycle?: ReadonlySet<string>): SkillInfo {
    if (!this.unknownAsMostPowerful) return info;
    // A remote include is a dynamic entry of its own (flatten.ts); an invalid one is unknown here,
    // and so is one into the include cycle the skill is on (`cycle`: flattenCycle).
    const known = (i: IncludeEntry): boolean =>
      i.ref.kind === 'remote' ||
      (i.ref.kind === 'local' &&
        this.skill(i.ref.name) !== undefined &&
        !(cycle?.has(i.ref.name) ?? false) &&
        this.flatMemo.get(i.ref.name) != null);
    if (info.includes.every(known) && info.unreadable.length === 0) return info;
    // So is an item of a shape the skill's reader cannot read (kinds/skill.ts).
    const unknown = [...info.includes.filter((i) => !known(i)), ...info.unreadable];
    return {
      ...info,
      includes: info.includes.filter(known),
      anonymousTools: [...info.anonymousTools, ...unknown.map((i) => unknownAnonymousTool(i.site, i.raw))],
    };
  }

  /** On the head of a comparison: how a file outside an Agent Skills folder that its SKILL.md runs changed (sources/). */
  outsideRun: ((folder: AgentSkillFolder) => OutsideRun | undefined) | undefined = undefined;

  /**
   * On the head of a comparison, the files outside an Agent Skills folder that its SKILL.md runs
   * are part of the folder's content where they changed (src/core/pair/ tells which did): a pull
   * request rewriting `scripts/setup.sh`, which a hook runs, changes the entry as one rewriting the
   * folder's own script does.
   */
  runOutsideAs(outsideRun: (folder: AgentSkillFolder) => OutsideRun | undefined): void {
    this.outsideRun = outsideRun;
    this.contentMemo.clear();
    this.flatMemo.clear();
  }

  /** On the head of a comparison: how a file of the repository that a tool's inline code imports changed (sources/inline-code.ts). */
  codeRun: ((code: InlineCode) => CodeRun | undefined) | undefined = undefined;

  /**
   * On the head of a comparison, a file of the repository that a tool's inline `code` imports is
   * part of the tool's code where it changed (src/core/pair/ tells which did): a pull request
   * rewriting `ops_lib/deploy.py`, which the code imports, changes the entry as one rewriting the
   * code does. Set before the head's tools are read.
   */
  runCodeAs(codeRun: (code: InlineCode) => CodeRun | undefined): void {
    this.codeRun = codeRun;
    this.flatMemo.clear();
  }

  private agentSkillSource: Pick<Project, 'aux' | 'agentSkill'> | undefined;

  /**
   * Takes Agent Skills folders from another project wherever both readers name the same blob for
   * the SKILL.md (src/core/pair/ lends the base the head's): the folders that did not change are
   * neither read nor parsed again (each side still lists its own files: a script may differ).
   */
  shareAgentSkills(from: Pick<Project, 'aux' | 'agentSkill'>): void {
    this.agentSkillSource = from;
  }

  /** An Agent Skills folder, read and its SKILL.md frontmatter parsed once however often it is used. */
  agentSkill(path: string): AgentSkillFolder {
    const dir = normaliseRelative(path);
    // A path that climbs back out of a folder (`as/tmp/../pdf`) is not the folder it names as
    // written where that folder is a link: read on its own (readAgentSkillFolder).
    const climbs = climbedFolders(path).length > 0;
    const key = dir !== undefined && !climbs ? dir : `\u0000${path}`;
    const memo = this.agentSkillMemo.get(key);
    if (memo) return memo;
    const folder =
      (climbs ? undefined : this.sharedAgentSkill(dir, path)) ??
      readAgentSkillFolder(this.aux, dir, path, this.loadText);
    this.agentSkillMemo.set(key, folder);
    return folder;
  }

  private sharedAgentSkill(dir: string | undefined, path: string): AgentSkillFolder | undefined {
    const from = this.agentSkillSource;
    if (!from || dir === undefined) return undefined;
    const skillMd = dir === '' ? 'SKILL.md' : `${dir}/SKILL.md`;
    const id = this.aux.blobId?.(skillMd);
    return id !== undefined && id === from.aux.blobId?.(skillMd) ? from.agentSkill(path) : undefined;
  }

  private readonly contentMemo = new Map<AgentSkillFolder, string | null>();
  private readonly listingMemo = new Map<AgentSkillFolder, string[] | undefined>();
  private readonly textFilesMemo = new Map<AgentSkillFolder, FolderTextFiles>();

  /** Every file of a readable Agent Skills folder as `path blob-id` lines, listed once. */
  private folderListing(folder: AgentSkillFolder): string[] | undefined {
    if (folder.status !== 'ok') return undefined;
    if (!this.listingMemo.has(folder)) this.listingMemo.set(folder, this.aux.folderListing?.(folder.dir));
    return this.listingMemo.get(folder);
  }

  /**
   * The text files of an Agent Skills folder besides its SKILL.md, which the model reads when the
   * SKILL.md points it there (`references/*.md`), each read once; none where the reader cannot
   * list folders.
   */
  agentSkillTextFiles(folder: AgentSkillFolder): FolderTextFile[] {
    return this.folderTextFiles(folder).read;
  }

  /** The path of every file of a readable Agent Skills folder, whatever it holds; none where the reader cannot list folders. */
  agentSkillFilePaths(folder: AgentSkillFolder): string[] {
    return (this.folderListing(folder) ?? []).map((line) => line.slice(0, line.lastIndexOf(' ')));
  }

  private readonly linkedMemo = new Map<AgentSkillFolder, LinkedRead[]>();

  /** Each file outside an Agent Skills folder that its SKILL.md links to, read once (never through a link). */
  private linkedReads(folder: AgentSkillFolder): LinkedRead[] {
    let reads = this.linkedMemo.get(folder);
    if (!reads) {
      reads = folderLinks(folder).paths.map((path) => {
        const listed = this.linkedFolder(path);
        return listed === undefined ? { path, read: this.readOrWhy(path) } : { path, read: NO_FILE, listed };
      });
      this.linkedMemo.set(folder, reads);
    }
    return reads;
  }

  /**
   * A folder a SKILL.md links to (`[helpers](../../helpers/)`), by its files: the model may open
   * any of them. Undefined where the path is no folder. A folder is no file to either reader, each
   * in its own words (a git tree's path is missing, a folder on disk unreadable), so it is read by
   * what it holds, which both give alike.
   */
  private linkedFolder(path: string): string | undefined {
    if (this.aux.folderNames?.(path) === undefined) return undefined;
    return this.aux.folderDigest?.(path) ?? (this.aux.folderListing?.(path) ?? []).join('\n');
  }

  /**
   * The text files outside an Agent Skills folder that its SKILL.md links to (inside the root,
   * read as every file is, never through a link): the model opens them as it opens the folder's.
   */
  agentSkillLinkedFiles(folder: AgentSkillFolder): FolderTextFile[] {
    const files: FolderTextFile[] = [];
    for (const { path, read } of this.linkedReads(folder)) {
      const text = clientText(read);
      if (text !== undefined) files.push({ path, text });
    }
    return files;
  }

  private readOrWhy(path: string): AuxRead {
    try {
      return this.aux.read(path);
    } catch (error) {
      return { kind: 'unreadable', reason: String(error) };
    }
  }

  /** Whether an Agent Skills folder's files are listed (its SKILL.md read, and the reader lists folders). */
  agentSkillListed(folder: AgentSkillFolder): boolean {
    return this.folderListing(folder) !== undefined;
  }

  /** The text files of an Agent Skills folder that could not be read as text, with why. */
  agentSkillUnreadableTextFiles(folder: AgentSkillFolder): FolderTextFiles['unreadable'] {
    return this.folderTextFiles(folder).unreadable;
  }

  /** Each listed file as a text file, by its listing's line: nested folders list one file each. */
  private readonly listedTexts = new Map<string, ListedText | null>();

  private readonly listedText = (line: string): ListedText | undefined => {
    let text = this.listedTexts.get(line);
    if (text === undefined) {
      this.listedTexts.set(line, (text = listedText(this.aux, line) ?? null));
      if (text && 'text' in text) this.textFilesByPath.set(text.path, text.text);
    }
    return text ?? undefined;
  };

  /** The text files of the folders listed so far (agentSkillTextFiles), by path. */
  private readonly textFilesByPath = new Map<string, string>();

  /** The text of a text file of an Agent Skills folder whose text files were read, by its path. */
  agentSkillTextFileAt(path: string): string | undefined {
    return this.textFilesByPath.get(path);
  }

  private folderTextFiles(folder: AgentSkillFolder): FolderTextFiles {
    let files = this.textFilesMemo.get(folder);
    if (!files) {
      const listing = this.folderListing(folder);
      files = listing ? readFolderTextFiles(folder, listing, this.listedText) : { read: [], unreadable: [] };
      this.textFilesMemo.set(folder, files);
    }
    return files;
  }

  /**
   * A digest of every file of an Agent Skills folder, so that a change to any of them (a script)
   * is a change of its entry; where the reader cannot list folders, of its SKILL.md's frontmatter.
   * The files outside it that its SKILL.md links to are read by the model as its own are, and
   * the files outside it that it runs (outsideRun) are run as its own are: both are part of it.
   */
  folderContent(folder: AgentSkillFolder): string | null {
    let digest = this.contentMemo.get(folder);
    if (digest === undefined) {
      digest = folder.status === 'ok' ? this.readFolderContent(folder) : this.unreadFolderContent(folder);
      if (digest !== null && folder.status === 'ok') digest = this.withOutsideFiles(folder, digest);
      this.contentMemo.set(folder, digest);
    }
    return digest;
  }

  private withOutsideFiles(folder: AgentSkillFolder, digest: string): string {
    const outside = this.outsideRun?.(folder);
    const linked = this.linkedReads(folder);
    if (!outside && linked.length === 0) return digest;
    let unseen = digest.startsWith(UNSEEN_FOLDER);
    const lines = [digest];
    for (const { path, read, listed } of linked) {
      if (listed !== undefined) {
        lines.push(`linked ${path} folder ${listed}`);
        continue;
      }
      // A link on the way leads where the checker does not look, as a link in the folder does.
      if (read.kind === 'missing' && read.link !== undefined) unseen = true;
      lines.push(`linked ${path} ${linkedFileIdentity(read, this.aux.blobId?.(path))}`);
    }
    if (outside) lines.push(`outside ${outside.file}:${outside.line} ${outside.runs}`);
    return `${unseen ? UNSEEN_FOLDER : ''}${hexDigest('sha256', lines.join('\n'))}`;
  }

  /** The content of a folder whose SKILL.md is read: its files, or its frontmatter where none are listed. */
  private readFolderContent(folder: AgentSkillFolder): string {
    const listing = this.folderListing(folder);
    // A folder in another case beside it may be the one a case-insensitive checkout holds: its
    // files are part of what the folder may be, so a change to them is a change of the entry.
    const twins = twinFolders(this.aux, folder.dir);
    const text = listing
      ? this.listedContent(folder.dir, twins, listing)
      : canonicalJson(folder.frontmatter?.values ?? null);
    // A link in the folder leads where the checker does not look, and a second SKILL.md or a
    // twin folder may be the one a runtime reads: the digest says so (sources/).
    const unseen =
      listing !== undefined &&
      (twins.length > 0 ||
        listing.some((line) => this.listedLine(line).link) ||
        otherSkillMd(folder, listing, this.listedLine) !== undefined);
    return `${unseen ? UNSEEN_FOLDER : ''}${hexDigest('sha256', text)}`;
  }

  /** What each listing's line says (listedLine), by line: nested folders list one file each. */
  private readonly listedLines = new Map<string, ListedLine>();

  private readonly listedLine = (line: string): ListedLine => {
    let listed = this.listedLines.get(line);
    if (listed === undefined) this.listedLines.set(line, (listed = listedLine(line)));
    return listed;
  };

  /**
   * What a folder's content is made of: its listing's lines (`listing`, where it was listed), then
   * each twin folder's (twinFolders), named; where the reader composes digests of listings, theirs
   * in place of their lines, as nested folders would hash every file below them again. Each folder
   * is listed as before all the same (the language server's budget counts listings). `''` where
   * there is nothing.
   */
  private listedContent(dir: string, twins: readonly string[], listing?: readonly string[]): string {
    const digest = this.aux.folderDigest?.bind(this.aux);
    const listed = (
      at: string,
      lines: readonly string[] | undefined = this.aux.folderListing?.(at),
    ): readonly string[] | string =>
      !digest ? (lines ?? []) : lines === undefined ? '' : (digest(at) ?? '');
    const parts = (found: readonly string[] | string): readonly string[] =>
      typeof found !== 'string' ? found : found === '' ? [] : [`listed ${found}`];
    const lines = [...parts(listed(dir, listing ?? this.aux.folderListing?.(dir)))];
    for (const twin of twins) appendAll(lines, [`twin ${twin}`, ...parts(listed(twin))]);
    return lines.join('\n');
  }

  /**
   * What a folder whose SKILL.md the checker cannot read holds all the same, for its content: the
   * runtime loads it (a submodule its checkout fetched, a folder behind a link, a SKILL.md over the
   * size limit or in another case, a twin folder a case-insensitive checkout makes one with it), so
   * a change there (a submodule's commit, a script behind the link) is a change of the entry, whose
   * power is unknown. What stands in its place where that is a link (by what it leads to) or a
   * submodule (by its commit), else its files and its twins' files; null where there is nothing, or
   * the path leaves the root.
   */
  private unreadFolderContent(folder: AgentSkillFolder): string | null {
    if (folder.status === 'escapes') return null;
    const at = folder.link ?? folder.dir;
    const there = this.aux.unentered?.(at);
    const text =
      there !== undefined
        ? `${at} ${there}`
        : this.listedContent(folder.dir, twinFolders(this.aux, folder.dir));
    return text === '' ? null : `${UNSEEN_FOLDER}${hexDigest('sha256', text)}`;
  }

  get agentSkillFolders(): AgentSkillFolder[] {
    return [...this.agentSkillMemo.values()];
  }

  /** Every `agent_skill_path` of a tool and `agent_skills` entry of a skill, in that order. */
  agentSkillReferences(): { site: Site; path: string }[] {
    return [
      ...this.tools.flatMap((tool) => (tool.agentSkillPath ? [tool.agentSkillPath] : [])),
      ...this.skills.flatMap((skill) => skill.agentSkills),
    ];
  }

  /** Every Agent Skills folder a tool or a skill points at, each read once. */
  referencedAgentSkills(): AgentSkillFolder[] {
    // Three rules and the suppressions ask; the references are walked for the first only.
    if (!this.referencesRead) {
      for (const { path } of this.agentSkillReferences()) this.agentSkill(path);
      this.referencesRead = true;
    }
    return this.agentSkillFolders;
  }

  /** The files suppression comments are read from: definitions, and SKILL.md frontmatters. */
  suppressibleFiles(): SourceFile[] {
    const out = [...this.files];
    for (const folder of this.referencedAgentSkills())
      if (folder.frontmatter) out.push(folder.frontmatter.file);
    return out;
  }
}

function readInfo(def: Definition, name: string): Info {
  return READERS[def.kind](def, name);
}

/**
 * A POSIX path relative to the root, or undefined when it is absolute, climbs out of the root or
 * holds a backslash: a separator to a Windows runtime, a character of a folder's name to a POSIX
 * one (`as\pdf` is a folder of its own there), so no one folder is the one it names.
 */
export function normaliseRelative(path: string): string | undefined {
  if (path.startsWith('/') || path.includes('\\') || /^[A-Za-z]:/.test(path) || path.includes('\0'))
    return undefined;
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return undefined;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

/** What a linked file holds, for a folder's digest: its text, else its bytes' id where known, else why it is not read. */
/** A path a SKILL.md links to as read: a file's text or why not, or a folder's files (`listed`). */
interface LinkedRead {
  path: string;
  read: AuxRead;
  listed?: string;
}

/** A linked folder's read as a file: there is none at its path. */
const NO_FILE: AuxRead = { kind: 'missing' };

function linkedFileIdentity(read: AuxRead, blobId: string | undefined): string {
  if (read.kind === 'text') return hexDigest('sha256', read.text);
  if (read.kind === 'missing') return 'missing';
  return `unreadable ${blobId ?? hexDigest('sha256', read.decoded ?? read.reason)}`;
}
