import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'vitest';
import { Workspace } from '../../src/lsp/workspace.js';
import { runCheck } from '../../src/run.js';
it('scratch', () => {
  const dir = mkdtempSync(join(tmpdir(), 'acc-scr-'));
  const files: Record<string, string> = {
    '.agents-config-check.yml': 'builtin-groups:\n  file_operations: { read_only: true }\n  shell_access:\nread-only-agent-tools: [Bash]\n',
    'skills/s.yaml': 'name: x/s\ndescription: S.\nbuiltins: [file_operations]\n',
    'skills/t.yaml': 'name: x/t\ndescription: T.\nbuiltins: [shell_access]\nagent_skills: [a]\n',
    'a/SKILL.md': '---\nname: a\ndescription: A.\nallowed-tools: Bash\n---\n',
    'actors/a.yaml': 'name: x/a\nskills: [x/s, x/t]\nskill_access_policy: {read_only: true}\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const show = (ds: { file: string; line: number; rule: string; message: string }[]) => ds.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message.slice(0, 120)}`).sort();
  console.log('CLI', show((runCheck as any)({ root: dir }).diagnostics ?? (runCheck as any)({ root: dir }).report?.diagnostics));
  console.log('LSP', show(new Workspace(dir).check()!.diagnostics));
});
