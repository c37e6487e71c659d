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
import {
  askedOnce,
  commandLinesProgram,
  ProgramFiles,
  ProgramGraph,
  type Program,
  type ProgramFound,
} from './server-programs.js';

/** A folder's commands as one program (each command an argument), and the SKILL.md line of each. */
interface FolderProgram {
  program: Program;
  lines: Map<JsonNode, number>;
}

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
        const program = folderProgram(each);
        if (program) this.programs.set(each, program);
      }
      const all = [...this.programs.values()].map((p) => p.program);
      if (all.length > 0)
        this.graph = new ProgramGraph(
          new ProgramFiles(this.base.aux, this.head.aux),
          this.base.aux,
          this.head.aux,
          all,
        );
    }
    const own = this.programs.get(folder);
    const found = own && this.graph?.change(own.program);
    // A file of the folder itself is its content already (and its change caused there).
    if (!own || !found || inside(found.path, folder.dir)) return undefined;
    return outsideRun(found, folder, own.lines.get(found.named.node) ?? 1);
  }
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
function folderProgram(folder: AgentSkillFolder): FolderProgram | undefined {
  if (folder.status !== 'ok') return undefined;
  const commands = skillMdCommandLines(folder);
  if (commands.length === 0) return undefined;
  const lines = new Map<JsonNode, number>();
  const nodes = commands.map(({ command, line }) => {
    const node: JsonNode = { type: 'string', value: command, offset: 0, length: 0 };
    lines.set(node, line);
    return node;
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
  return { program: commandLinesProgram(nodes, [folder.dir, project], placeholders), lines };
}

/**
 * The change as the head's folder shows it: at the changed file's first changed line (line 1
 * where it cannot be read), at the command's line in the SKILL.md where the head removed the file;
 * its words name the file the SKILL.md runs and, where another, the one that changed.
 */
function outsideRun(found: ProgramFound, folder: AgentSkillFolder, line: number): OutsideRun {
  const { named, path, change, via } = found;
  const was = changedFileWords(change.was);
  const runs = `its SKILL.md runs ${q(named.path)}`;
  const how = via === 'self' ? runs : runChainWords(runs, path, via === 'loads' ? undefined : via);
  const words = `${how}, which ${was}`;
  if (change.was === 'removed') return { file: folder.skillMd, text: folder.text ?? '', line, runs: words };
  if (typeof change.was === 'object') return { file: path, text: '', line: 1, runs: words };
  return { file: path, text: change.text, line: change.line, runs: words };
}
