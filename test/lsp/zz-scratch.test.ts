import { it } from 'vitest';
import { Workspace } from '../../src/lsp/workspace.js';
import { runCheck } from '../../src/run.js';
it('scratch', () => {
  for (const dir of ['/tmp/adv25/sub', '/tmp/adv25/subclone']) {
    const show = (ds: { file: string; line: number; rule: string; message: string }[]) => ds.map((d) => `${d.file}:${d.line} ${d.rule} ${d.message.slice(0, 150)}`).sort();
    console.log(dir, 'CLI', show(runCheck({ root: dir }).report.diagnostics));
    console.log(dir, 'LSP', show(new Workspace(dir).check()!.diagnostics));
  }
});
