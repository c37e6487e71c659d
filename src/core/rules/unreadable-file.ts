// A file that matched a kind's globs but could not be read as UTF-8 text within the size limit,
// a folder that could not be read at all (discovery found it; its files are not checked), and a
// text file of an Agent Skills folder in use that could not be (the model may read it; hidden-text
// could not); and an MCP client's project file the checker cannot read while a client can, in a
// repository that pins servers (the programs of the servers it starts are never read).
import { unreadClientFiles } from '../diff/client-files.js';
import { reportFileProblems, type RuleContext, type RuleModule } from './rule.js';

const id = 'unreadable-file';

function check(ctx: RuleContext): void {
  reportFileProblems(ctx, id);
  for (const d of ctx.project.discovery) if (d.rule === id) ctx.report(d.file, d, d.message);
  // Only where a server is pinned: the gate reads the programs of pinned servers alone.
  if (ctx.project.inventories.length > 0)
    for (const file of unreadClientFiles(ctx.project.aux))
      ctx.report(
        file.path,
        { line: 1, column: 1, endLine: 1, endColumn: 1 },
        `${file.why}; ${file.path === file.client ? 'a file' : `read for '${file.client}' (a link to it), a file`} MCP clients start servers from: the programs of the pinned servers it starts are not read, so no change to them can be seen`,
      );
  // A file of nested folders is in each one's files, and is reported once.
  const reported = new Set<string>();
  for (const folder of ctx.project.referencedAgentSkills()) {
    for (const file of ctx.project.agentSkillUnreadableTextFiles(folder)) {
      if (reported.has(file.path)) continue;
      reported.add(file.path);
      ctx.report(
        file.path,
        { line: 1, column: 1, endLine: 1, endColumn: 1 },
        `${file.reason}; a text file of an Agent Skills folder the model reads, ${file.decoded ? 'read as a client decodes it (GitHub shows no diff of it)' : 'not checked for hidden text'}`,
      );
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id,
    defaultSeverity: 'error',
    description: 'A file is over the size limit, not UTF-8 text, not a regular file, or cannot be read.',
    scope: 'project',
    incompleteReading: true,
  },
  check,
};
