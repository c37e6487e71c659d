// The files of the repository outside an Agent Skills folder that its SKILL.md runs without the
// model asking (SPEC §6: what the checker cannot see is taken as the most it could be). A hook
// `command: node tools/check.js`, or a body's `` !`bash ../../scripts/setup.sh` ``, runs a file
// the folder's content digest does not cover: a pull request rewriting `scripts/setup.sh` (or a
// module `check.js` loads) changes what the skill runs as surely as one rewriting the folder's own
// script. Each command line is read as a pinned MCP server's is (server-programs.ts: its words,
// what an interpreter resolves, the runner's configuration files, what each file loads), all of a
// head's folders followed once through both trees; the first change a folder's commands reach
// outside the folder becomes part of its content on the head (Project.runOutsideAs), so that the
// entry changes, and its cause is that file's line.
//
// So too what the folder's own files of code load (a `scripts/render.sh` the model runs, which
// sources `../../helpers/env.sh`): each is named in the folder's program, its names read from the
// skill's folder as well as its own and the root, and a folder moved whole whose files load a file
// outside it (found from its new place now) is a change of its code too (moved).
//
// Where the client runs them: Claude Code runs a hook, and a skill's dynamic context commands, in
// the session's working folder, normally the project's root (`$CLAUDE_PROJECT_DIR`), and gives
// `${CLAUDE_SKILL_DIR}` for the skill's folder; which folder a relative path is read from is not
// written down for the `!` commands, so each command's words are read from both the skill's folder
// and the project's root: the folder holding the `.claude` of a skill in `.claude/skills/`, else
// the root the checker was given (a project root above it is not read).
import type { Node as JsonNode } from 'jsonc-parser';
import type { Project } from '../project/project.js';
import type { AgentSkillFolder } from '../kinds/agent-skill.js';
import type { OutsideRun } from '../sources/types.js';
import { skillMdCommandLines } from '../sources/agent-skills.js';
import { quoted as q } from '../text/words.js';
import { changedFileWords, runChainWords } from './changes.js';
import { languageOf } from './program-loads.js';
import { dirOf } from './tree-paths.js';
import { byCodeUnits } from '../text/order.js';
import {
  askedOnce,
  commandLinesProgram,
  ProgramFiles,
  ProgramGraph,
  readOnTheWayUp,
  type Program,
  type ProgramFound,
} from './server-programs.js';

/**
 * A folder's commands as one program (each command an argument), and the SKILL.md line of each;
 * with the folder's own code files named too (`files`), whose loads are followed as a command's.
 */
interface FolderProgram {
  program: Program;
  lines: Map<JsonNode, number>;
  files: Set<JsonNode>;
}

/**
 * The most Agent Skills folders, nested one in another, that a script reads its names from (the
 * nearest first): bounds the folders each name of a text is looked for in.
 */
const MAX_SKILL_FOLDERS = 4;

/** The root as server-programs.ts spells it in a path (fromRoot). */
const ROOT = '${workspaceFolder}';

export class SkillPrograms {
  private programs: Map<AgentSkillFolder, FolderProgram> | undefined;
  private graph: ProgramGraph | undefined;
  private readonly found = new Map<AgentSkillFolder, OutsideRun | null>();

  constructor(
    private readonly base: Project,
    private readonly head: Project,
  ) {}

  /** The first file outside the head's `folder` that its SKILL.md runs and the head changed, if one did. */
  changeOf(folder: AgentSkillFolder): OutsideRun | undefined {
    return askedOnce(this.found, folder, () => this.read(folder));
  }

  private read(folder: AgentSkillFolder): OutsideRun | undefined {
    // Every folder the head's tools and skills name, followed at once: thousands of skills whose
    // hooks run one program read its files once.
    if (!this.programs) {
      this.programs = new Map();
      for (const each of this.head.referencedAgentSkills()) {
        const program = folderProgram(each, codeFiles(this.head, each));
        if (program) this.programs.set(each, program);
      }
      const all = [...this.programs.values()].map((p) => p.program);
      // A script of a folder reads its names from the folder too, where the model runs it from,
      // and from the root.
      const dirs = new Set([...this.programs.keys()].map((f) => f.dir));
      const folderOf = (dir: string): string[] => {
        const out: string[] = [];
        for (let at = dir; ; at = dirOf(at)) {
          if (dirs.has(at) && out.length < MAX_SKILL_FOLDERS) out.push(at);
          if (at === '') return out.includes('') ? out : [...out, ''];
        }
      };
      if (all.length > 0)
        this.graph = new ProgramGraph(
          new ProgramFiles(this.base.aux, this.head.aux),
          this.base.aux,
          this.head.aux,
          all,
          undefined,
          folderOf,
        );
    }
    const own = this.programs.get(folder);
    if (!own) return undefined;
    const found = this.graph?.change(own.program);
    // A file of the folder itself is its content already (and its change caused there).
    if (found && !inside(found.path, folder.dir)) return outsideRun(found, folder, own, this.head);
    return this.moved(folder, own);
  }

  /** The digest of each folder the base's tools and skills name, with the folders that have it. */
  private baseFolders: Map<string, string[]> | undefined;

  /**
   * A folder the head reads at another place than the base, its files as they were (a folder
   * moved whole, agent_skill_path updated: quiet as such, Project.folderContent), whose SKILL.md's
   * commands or own files load a file outside it: what they load is found from the new place, as a
   * tool's code moved to another folder (code-programs.ts), a change of its code. A folder whose
   * files load nothing outside it moves quietly.
   */
  private moved(folder: AgentSkillFolder, own: FolderProgram): OutsideRun | undefined {
    const digest = this.head.aux.folderDigest?.(folder.dir);
    if (digest === undefined || digest === '' || this.base.aux.folderDigest?.(folder.dir) === digest)
      return undefined;
    if (!this.baseFolders) {
      this.baseFolders = new Map();
      for (const each of this.base.referencedAgentSkills()) {
        const at = each.status === 'ok' ? this.base.aux.folderDigest?.(each.dir) : undefined;
        if (at === undefined || at === '') continue;
        const dirs = this.baseFolders.get(at);
        if (!dirs) this.baseFolders.set(at, [each.dir]);
        else if (!dirs.includes(each.dir)) dirs.push(each.dir);
      }
    }
    const from = (this.baseFolders.get(digest) ?? []).filter((d) => d !== folder.dir).sort(byCodeUnits);
    if (from.length === 0) return undefined;
    // A file read on the way up in a folder above both places (the root's `package.json`) is found
    // alike from either: what the folder loads is found otherwise only where another is reached.
    const above = (path: string): boolean =>
      readOnTheWayUp(path) && [folder.dir, ...from].every((at) => inside(at, dirOf(path)));
    const reached = this.graph?.reachedOutside(own.program, folder.dir, above);
    if (!reached) return undefined;
    const { named, path, why } = reached;
    const file = own.files.has(named.node);
    const outside =
      why !== undefined
        ? `may load any file of ${folderWords(path)} (${why})`
        : `${file ? 'loads' : 'reaches'} ${q(path)}`;
    const how = file
      ? `its ${q(named.path)} ${outside}`
      : named.path === path
        ? `its SKILL.md runs ${q(path)}`
        : `its SKILL.md runs ${q(named.path)}, which ${outside}`;
    const runs = `its Agent Skills folder is read from ${folderWords(folder.dir)} now, not from ${from.map(folderWords).join(', ')} as on the base, and ${how} outside it: what it loads is found from there`;
    return file
      ? { file: named.path, text: headText(this.head, named.path), line: 1, runs }
      : { file: folder.skillMd, text: folder.text ?? '', line: own.lines.get(named.node) ?? 1, runs };
  }
}

/** A folder as the words of a change name it. */
const folderWords = (dir: string): string => (dir === '' ? 'the repository' : q(dir));

/** The head's text of a file, for the span of a line shown in it ('' where it is not text). */
function headText(head: Project, path: string): string {
  const read = head.aux.read(path);
  return read.kind === 'text' ? read.text : '';
}

/**
 * The files of a folder that its programs' readers read for what they load (program-loads.ts):
 * those whose name tells their language (`.sh`, `.py`, `.js`, …), and those with no extension
 * whose `#!` line tells it. The model runs them as the SKILL.md points it to (a file it runs is
 * its content already: what it loads outside the folder is not).
 */
function codeFiles(head: Project, folder: AgentSkillFolder): string[] {
  return head.agentSkillFilePaths(folder).filter((path) => {
    if (languageOf(path, '') !== 'data') return true;
    if (/\.[^./]+$/.test(path)) return false;
    const read = head.aux.read(path);
    return read.kind === 'text' && languageOf(path, read.text) !== 'data';
  });
}

/** Whether a path from the root lies in the folder `dir` (the root itself holds every path). */
function inside(path: string, dir: string): boolean {
  return dir === '' || path === dir || path.startsWith(`${dir}/`);
}

/**
 * A folder's commands (skillMdCommandLines) as one entry of a client configuration: each command
 * an argument, which server-programs.ts splits into its words, started from the skill's folder
 * and from the project's root (`cwd` written twice: both are read), `${CLAUDE_SKILL_DIR}` and
 * `$CLAUDE_PROJECT_DIR` standing for them. Undefined for a folder that runs no command.
 */
function folderProgram(folder: AgentSkillFolder, code: readonly string[]): FolderProgram | undefined {
  if (folder.status !== 'ok') return undefined;
  const commands = skillMdCommandLines(folder);
  if (commands.length === 0 && code.length === 0) return undefined;
  const lines = new Map<JsonNode, number>();
  const nodes = commands.map(({ command, line }) => {
    const node: JsonNode = { type: 'string', value: command, offset: 0, length: 0 };
    lines.set(node, line);
    return node;
  });
  const files = new Set<JsonNode>();
  const named = code.map((path) => {
    const node: JsonNode = { type: 'string', value: path, offset: 0, length: 0 };
    files.add(node);
    return { path, node, as: 'file' as const };
  });
  const project = /^(?:(.*)\/)?\.claude\/skills\//.exec(folder.dir)?.[1] ?? '';
  const inRoot = (dir: string): string => (dir === '' ? ROOT : `${ROOT}/${dir}`);
  const [skillDir, projectDir] = [inRoot(folder.dir), inRoot(project)];
  const placeholders = {
    '${CLAUDE_SKILL_DIR}': skillDir,
    $CLAUDE_SKILL_DIR: skillDir,
    '${CLAUDE_PROJECT_DIR}': projectDir,
    $CLAUDE_PROJECT_DIR: projectDir,
  };
  // A folder that runs no command adds no folder its programs start in (the graph's starts, which
  // every text reads its names from): its files read theirs from the folder and the root (read).
  const program =
    commands.length === 0
      ? { named: [], inline: [], starts: [], pythonRoots: [], nodeRoots: [] }
      : commandLinesProgram(nodes, [folder.dir, project], placeholders);
  program.named.push(...named);
  return { program, lines, files };
}

/**
 * The change as the head's folder shows it: at the changed file's first changed line (line 1
 * where it cannot be read), at the command's line in the SKILL.md where the head removed the file
 * (at the folder's file that loads it, where one of those does); its words name the file the
 * SKILL.md runs, or the folder's file that loads it, and, where another, the one that changed.
 */
function outsideRun(
  found: ProgramFound,
  folder: AgentSkillFolder,
  own: FolderProgram,
  head: Project,
): OutsideRun {
  const { named, path, change, via } = found;
  const was = changedFileWords(change.was);
  const file = own.files.has(named.node);
  const runs = `its SKILL.md runs ${q(named.path)}`;
  const how = file
    ? via === 'loads' || via === 'self'
      ? `its Agent Skills folder's ${q(named.path)} loads ${q(path)}`
      : `its Agent Skills folder's ${q(named.path)} may load any file of ${folderWords(via.folder)} (${via.why}), among them ${q(path)}`
    : via === 'self'
      ? runs
      : runChainWords(runs, path, via === 'loads' ? undefined : via);
  const words = `${how}, which ${was}`;
  if (change.was === 'removed')
    return file
      ? { file: named.path, text: headText(head, named.path), line: 1, runs: words }
      : { file: folder.skillMd, text: folder.text ?? '', line: own.lines.get(named.node) ?? 1, runs: words };
  if (typeof change.was === 'object') return { file: path, text: '', line: 1, runs: words };
  return { file: path, text: change.text, line: change.line, runs: words };
}
