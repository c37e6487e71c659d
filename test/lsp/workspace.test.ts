// The language server's workspace: its findings are the CLI's, and after any edit the findings
// and flattened sets of the incremental check equal those of a check from scratch.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolKey } from '../../src/core/power/effective.js';
import type { Project } from '../../src/core/project/project.js';
import { runCheck } from '../../src/run.js';
import { Workspace } from '../../src/lsp/workspace.js';
import { git } from '../git-helpers.js';

const FILES: Record<string, string> = {
  '.agents-config-check.yml': 'rules:\n  unused-tool: note\n',
  'tools/a.yaml': 'name: x/a\ndescription: A.\nsource: builtin\ncapability:\n  read_only: true\n',
  'tools/b.yaml': 'name: x/b\ndescription: B.\nsource: builtin\n',
  'tools/c.yaml': 'name: x/c\ndescription: C.\nsource: builtin\ncapability:\n  writes: true\n',
  'skills/leaf.yaml': 'name: x/leaf\ntools: [x/a, x/b]\n',
  'skills/mid.yaml': 'name: x/mid\ntools: [x/c]\nincludes: [x/leaf]\n',
  'skills/top.yaml':
    'name: x/top\nincludes:\n  - skill: x/mid\n    overrides:\n      x/c:\n        capability: {human_approval_required: true}\n',
  'skills/other.yaml': 'name: x/other\ntools: [x/b]\nagent_skills: [agent-skills/rep]\n',
  'agent-skills/rep/SKILL.md': '---\nname: rep\ndescription: Reports.\n---\n',
  // A file of the folder the model may read, with a hidden character: found as the CLI finds it.
  'agent-skills/rep/references/guide.md': 'Read the report\u200b twice.\n',
  'actors/r.yaml': 'name: x/r\nskills: [x/top, x/other]\nskill_access_policy: {read_only: true}\n',
  // An MCP server's pinned inventory (JSON), a registered tool that stands for one of its tools,
  // and skills that expose it: an edit to the inventory must reach each of them.
  'mcp-servers/files.json':
    '{"server": "files", "tools": [\n  {"name": "read_file", "description": "Reads.", "annotations": {"readOnlyHint": true}},\n  {"name": "write_file", "description": "Writes.", "annotations": {"readOnlyHint": false, "destructiveHint": false, "openWorldHint": false}}\n]}\n',
  'tools/m.yaml': 'name: x/m\ndescription: M.\nsource: mcp\nmcp_server: files\nmcp_tool_name: read_file\n',
  'skills/mcp.yaml': 'name: x/mcp\ntools: [x/m]\nmcp_servers:\n  - name: files\n    tools: [read_file]\n',
  'skills/whole.yaml': 'name: x/whole\nmcp_servers: [{name: files}]\n',
};

const INVENTORY = FILES['mcp-servers/files.json'] as string;

/**
 * Edits a person makes: each replaces one file's text (or adds a file). Between them they reach
 * the rules scoped to a file (schema, yaml-syntax, duplicate-key, forbidden-override,
 * remote-reference, unknown-builtin), the rules over the project, and suppression comments of both.
 */
const EDITS: [string, string][] = [
  ['tools/a.yaml', 'name: x/a\ndescription: A.\nsource: builtin\ncapability:\n  writes: true\n'],
  ['tools/b.yaml', 'name: x/bb\ndescription: B.\nsource: builtin\n'],
  ['tools/b.yaml', 'name: x/a\ndescription: B twice.\nsource: builtin\n'],
  ['tools/b.yaml', '\n\nname: x/b\ndescription: B.\nsource: builtin\nunknown_key: 1\n'],
  ['tools/c.yaml', 'name: x/c\ndescription: [\n'],
  ['tools/c.yaml', 'name: x/c\ndescription: C.\ndescription: C again.\nsource: builtin\n'],
  [
    'tools/c.yaml',
    '# agents-config-check-disable-file schema, unused-tool\nname: x/c\ndescription: C.\nsource: builtin\nextra: 1\n',
  ],
  ['tools/new.yaml', 'name: x/new\ndescription: New.\nsource: builtin\n'],
  ['skills/leaf.yaml', 'name: x/leaf\ntools: [x/a, x/c]\n'],
  ['skills/leaf.yaml', 'name: x/leaf\ntools: [x/a]\nincludes: [x/top]\n'],
  ['skills/leaf.yaml', 'name: x/leaf\ntools: [x/a, srv:x/far]\nbuiltins: [file_operatons]\n'],
  ['skills/mid.yaml', 'name: x/mid\ntools: [x/c]\n'],
  [
    'skills/mid.yaml',
    'name: x/mid\ntools:\n  # agents-config-check-disable-next-line forbidden-override\n  - name: x/c\n    overrides: {timeout: 5}\nincludes: [x/leaf]\n',
  ],
  ['skills/top.yaml', 'name: x/top\ntools: [x/b]\n'],
  ['skills/other.yaml', 'name: x/other\ntools: [x/b, x/nope]\n'],
  ['agent-skills/rep/SKILL.md', '---\nname: Rep\ndescription: Reports.\n---\n'],
  ['agent-skills/rep/references/guide.md', 'Read the report twice.\n'],
  ['agent-skills/rep/references/guide.md', 'Read the\u202e report twice.\n'],
  ['actors/r.yaml', 'name: x/r\nskills: [x/mid]\n'],
  ['mcp-servers/files.json', INVENTORY.replace('"readOnlyHint": true', '"readOnlyHint": false')],
  ['mcp-servers/files.json', INVENTORY.replace('"server": "files"', '"server": "disks"')],
  ['mcp-servers/files.json', INVENTORY.replace('"name": "write_file"', '"name": "delete_file"')],
];
function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acc-workspace-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function sets(project: Project): Record<string, string[] | null> {
  const out: Record<string, string[] | null> = {};
  for (const name of [...project.skillsByName.keys()].sort()) {
    const set = project.flatten(name);
    out[name] = set ? [...set.entries.values()].map((e) => `${e.name} ${toolKey(e.tool)}`).sort() : null;
  }
  return out;
}

describe('the language server workspace', () => {
  it("finds exactly the CLI's findings", () => {
    const dir = repo();
    const state = new Workspace(dir).check();
    expect(state?.diagnostics).toEqual(runCheck({ root: dir }).report.diagnostics);
  });

  // The configuration's `builtin-groups` and `read-only-agent-tools` say what power a builtin group
  // and an Agent Skill's allowed-tools have. The server read neither (the shipped defaults): a
  // read-only actor was told `builtin:file_operations` is not read-only where the configuration
  // makes it so, and `agent-skill:a` (allowed-tools: Bash, read-only here) with it, findings the
  // command line never gives; and a hover called that power "the power the gate reads".
  it("reads the configuration's power settings, as the command line does", () => {
    const dir = repo();
    writeFileSync(
      join(dir, '.agents-config-check.yml'),
      'builtin-groups:\n  file_operations: { read_only: true }\n  shell_access:\nread-only-agent-tools: [Bash]\n',
    );
    writeFileSync(
      join(dir, 'skills/b.yaml'),
      'name: x/b1\nbuiltins: [file_operations]\n---\nname: x/b2\nbuiltins: [shell_access]\nagent_skills: [a]\n',
    );
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a/SKILL.md'), '---\nname: a\ndescription: A.\nallowed-tools: Bash\n---\n');
    writeFileSync(
      join(dir, 'actors/b.yaml'),
      'name: x/b\nskills: [x/b1, x/b2]\nskill_access_policy: {read_only: true}\n',
    );
    const expected = runCheck({ root: dir }).report.diagnostics;
    expect(expected.filter((d) => d.file === 'actors/b.yaml').map((d) => d.message)).toEqual([
      "read-only actor 'x/b' gets tools that are not read_only through 'x/b2': builtin:shell_access",
    ]);
    expect(new Workspace(dir).check()?.diagnostics).toEqual(expected);
  });

  // A checkout that did not fetch a submodule leaves an empty folder where the globs look: the
  // command line says so (unreadable-file, at the commit the index records; SPEC §6, never
  // silence), the server said nothing; and of one checked out it named no commit.
  it('says what the command line says of submodules, fetched or not', () => {
    const dir = repo();
    git(dir, 'init', '-q');
    mkdirSync(join(dir, 'tools', 'vendor'));
    const commit = 'a'.repeat(40);
    git(dir, 'update-index', '--add', '--cacheinfo', `160000,${commit},tools/vendor`);
    const expected = runCheck({ root: dir }).report.diagnostics;
    expect(expected.filter((d) => d.file === 'tools/vendor').map((d) => d.message)).toEqual([
      `a submodule (a repository of its own, at commit ${commit}), which is not read; the files in it are not checked; an ignore glob that covers it says they are not yours to check`,
    ]);
    expect(new Workspace(dir).check()?.diagnostics).toEqual(expected);
  });

  it('after any sequence of edits, checks as a fresh workspace would', () => {
    const dir = repo();
    // An edit (index into EDITS) or the closing of an edited document (-1 - index), back to the disk's text.
    const step = fc.oneof(fc.nat(EDITS.length - 1), fc.integer({ min: -EDITS.length, max: -1 }));
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 6 }), (steps) => {
        const incremental = new Workspace(dir);
        incremental.check();
        const open = new Map<string, string>();
        for (const s of steps) {
          const [path, text] = EDITS[s >= 0 ? s : -1 - s] as [string, string];
          if (s >= 0) {
            open.set(path, text);
            incremental.setOpen(path, text);
          } else {
            open.delete(path);
            incremental.close(path);
          }
          const fresh = new Workspace(dir);
          for (const [p, t] of open) fresh.setOpen(p, t);
          const a = incremental.check();
          const b = fresh.check();
          expect(a?.diagnostics).toEqual(b?.diagnostics);
          expect(sets(a!.project)).toEqual(sets(b!.project));
        }
      }),
      { seed: 18, numRuns: 20 },
    );
  });

  it('an edit to an MCP inventory reaches the skills that expose its server or list a tool of it', () => {
    const dir = repo();
    const workspace = new Workspace(dir);
    const before = sets(workspace.check()!.project);
    expect(before['x/mcp']).toHaveLength(2);
    const edit = EDITS.find(([path, text]) => path === 'mcp-servers/files.json' && !text.includes('true'))!;
    workspace.setOpen(edit[0], edit[1]);
    const after = workspace.check()!;
    const fresh = new Workspace(dir);
    fresh.setOpen(edit[0], edit[1]);
    expect(sets(after.project)).toEqual(sets(fresh.check()!.project));
    for (const skill of ['x/mcp', 'x/whole']) expect(sets(after.project)[skill]).not.toEqual(before[skill]);
    expect(after.diagnostics).toEqual(fresh.check()!.diagnostics);
  });

  it('checks no document opened at a folder as a definition, whatever its name', () => {
    const dir = repo();
    // A folder whose name the tool globs match, with a definition in it, and the tools folder.
    mkdirSync(join(dir, 'tools', 'more.yaml'));
    writeFileSync(join(dir, 'tools', 'more.yaml', 'd.yaml'), 'name: x/d\ndescription: D.\nsource: builtin\n');
    const expected = new Workspace(dir).check()!;
    const workspace = new Workspace(dir);
    for (const path of ['tools/more.yaml', 'tools']) {
      workspace.setOpen(path, 'name: x/folder\nunknown_key: 1\n');
      expect(workspace.kindOf(path)).toBeUndefined();
    }
    const state = workspace.check()!;
    expect(state.diagnostics).toEqual(expected.diagnostics);
    expect(state.diagnostics.some((d) => d.file === 'tools/more.yaml' || d.file === 'tools')).toBe(false);
    expect(state.project.tool('x/folder')).toBeUndefined();
    expect(state.project.tool('x/d')).toBeDefined();
  });

  it('checks nothing in a folder that holds more entries than the walk reads, until an ignore leaves them out', () => {
    const dir = repo();
    mkdirSync(join(dir, 'vendor'));
    for (let i = 0; i < 40; i++) writeFileSync(join(dir, 'vendor', `f${i}.txt`), '');
    const workspace = new Workspace(dir, 40);
    expect(workspace.tooLarge).toMatch(/^the folder holds more than 40 files and folders where the globs/);
    expect(workspace.check()).toBeUndefined();
    // Left out by the configuration: walked and checked again, as the command line checks it.
    writeFileSync(
      join(dir, '.agents-config-check.yml'),
      'rules:\n  unused-tool: note\nignore: [vendor/**]\n',
    );
    workspace.changedOnDisk(['.agents-config-check.yml']);
    expect(workspace.tooLarge).toBeUndefined();
    expect(workspace.check()!.diagnostics).toEqual(new Workspace(dir).check()!.diagnostics);
    // Files that come later, past the limit: the check stops, it does not go on with what it had.
    mkdirSync(join(dir, 'more'));
    for (let i = 0; i < 40; i++) writeFileSync(join(dir, 'more', `f${i}.txt`), '');
    workspace.changedOnDisk(['more']);
    expect(workspace.tooLarge).toBeDefined();
    expect(workspace.check()).toBeUndefined();
  });

  it("takes the files of a folder named '..x' as the root's own, and follows their edits", () => {
    const dir = repo();
    mkdirSync(join(dir, '..x', 'tools'), { recursive: true });
    writeFileSync(
      join(dir, '..x', 'tools', 'd.yaml'),
      'name: x/d\ndescription: D.\nsource: builtin\nbogus: 1\n',
    );
    const workspace = new Workspace(dir);
    const path = workspace.relativePath(join(dir, '..x', 'tools', 'd.yaml'));
    expect(path).toBe('..x/tools/d.yaml');
    for (const outside of [join(dir, '..'), join(dir, '..', 'x', 'tools', 'd.yaml'), `${dir}x/tools/d.yaml`])
      expect(workspace.relativePath(outside)).toBeUndefined();
    // Two lines added above in the editor: the finding moves with them.
    workspace.setOpen(path!, '# 1\n# 2\nname: x/d\ndescription: D.\nsource: builtin\nbogus: 1\n');
    const found = workspace.check()!.diagnostics.filter((d) => d.file === path && d.rule === 'schema');
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(['6:1']);
  });

  it('counts only what the globs may reach against the walk limit', () => {
    const dir = repo();
    writeFileSync(
      join(dir, '.agents-config-check.yml'),
      'tools: [tools/*.yaml]\nskills: [skills/*.yaml]\nactors: [actors/*.yaml]\nmcp-servers: [mcp-servers/*.json]\n',
    );
    mkdirSync(join(dir, 'docs'));
    for (let i = 0; i < 60; i++) writeFileSync(join(dir, 'docs', `f${i}.md`), '');
    const workspace = new Workspace(dir, 40);
    expect(workspace.tooLarge).toBeUndefined();
    expect(workspace.check()!.diagnostics).toEqual(new Workspace(dir).check()!.diagnostics);
  });

  it("follows an open edit of an Agent Skills folder's other file", () => {
    const dir = repo();
    const workspace = new Workspace(dir);
    const hidden = (): string[] =>
      (workspace.check()?.diagnostics ?? [])
        .filter((d) => d.rule === 'hidden-text')
        .map((d) => `${d.file}:${d.line}:${d.column}`);
    expect(hidden()).toEqual(['agent-skills/rep/references/guide.md:1:16']);
    workspace.setOpen('agent-skills/rep/references/guide.md', 'Read the report twice.\n');
    expect(hidden()).toEqual([]);
    workspace.setOpen('agent-skills/rep/references/guide.md', 'Read\u202e the report twice.\n');
    expect(hidden()).toEqual(['agent-skills/rep/references/guide.md:1:5']);
  });

  it('follows files of an Agent Skills folder that come, change and go on disk', () => {
    const dir = repo();
    const workspace = new Workspace(dir);
    const hidden = (): string[] =>
      (workspace.check()?.diagnostics ?? []).filter((d) => d.rule === 'hidden-text').map((d) => d.file);
    expect(hidden()).toEqual(['agent-skills/rep/references/guide.md']);
    const added = 'agent-skills/rep/references/more/notes.md';
    mkdirSync(join(dir, 'agent-skills/rep/references/more'));
    writeFileSync(join(dir, added), 'A\u200b note.\n');
    workspace.changedOnDisk([added]);
    expect(hidden()).toEqual([added, 'agent-skills/rep/references/guide.md'].sort());
    rmSync(join(dir, 'agent-skills/rep/references'), { recursive: true });
    workspace.changedOnDisk(['agent-skills/rep/references']);
    expect(hidden()).toEqual([]);
    expect(workspace.check()?.diagnostics).toEqual(new Workspace(dir).check()?.diagnostics);
  });

  it('forgets the SKILL.md of a whole Agent Skills folder removed, told as one change of the folder', () => {
    const dir = repo();
    const workspace = new Workspace(dir);
    expect(workspace.check()?.diagnostics).toEqual(runCheck({ root: dir }).report.diagnostics);
    rmSync(join(dir, 'agent-skills'), { recursive: true });
    workspace.changedOnDisk(['agent-skills']);
    const after = runCheck({ root: dir }).report.diagnostics;
    expect(after.some((d) => d.rule === 'missing-file' && d.file === 'skills/other.yaml')).toBe(true);
    expect(workspace.check()?.diagnostics).toEqual(after);
  });

  // An Agent Skills folder is listed whole, files of every folder below it (node_modules too), for
  // its digest and the files its model reads: at the root (`agent_skill_path: .`) that was the
  // whole workspace, past the walk's limit and every folder ignore leaves out, listed and hashed
  // again at every save (a million files: minutes, the editor waiting on each answer).
  it('lists an Agent Skills folder only up to the walk limit, and checks again once it is smaller', () => {
    const dir = repo();
    writeFileSync(
      join(dir, '.agents-config-check.yml'),
      'tools: [tools/*.yaml]\nskills: [skills/*.yaml]\nactors: [actors/*.yaml]\nmcp-servers: [mcp-servers/*.json]\n',
    );
    writeFileSync(join(dir, 'SKILL.md'), '---\nname: all\ndescription: All.\n---\n');
    const tool = 'name: x/all\ndescription: All.\nsource: agent_skill\nagent_skill_path: .\n';
    writeFileSync(join(dir, 'tools', 'all.yaml'), tool);
    mkdirSync(join(dir, 'node_modules', 'p'), { recursive: true });
    for (let i = 0; i < 60; i++) writeFileSync(join(dir, 'node_modules', 'p', `f${i}.js`), '');
    const workspace = new Workspace(dir, 40);
    expect(workspace.tooLarge).toBeUndefined();
    expect(workspace.check()).toBeUndefined();
    expect(workspace.tooLarge).toMatch(
      /^the Agent Skills folders the definitions name hold more than 40 files and folders between them \(each listed whole, once per folder named; the last '\.'\)/,
    );
    // The tool moved to a folder of its own in the editor: checked again, as the command line checks it.
    const moved = tool.replace('agent_skill_path: .', 'agent_skill_path: agent-skills/rep');
    workspace.setOpen('tools/all.yaml', moved);
    const state = workspace.check();
    expect(workspace.tooLarge).toBeUndefined();
    writeFileSync(join(dir, 'tools', 'all.yaml'), moved);
    expect(state?.diagnostics).toEqual(new Workspace(dir).check()?.diagnostics);
  });

  // Each definition that names a folder has it listed whole: 30 tools naming 30 nested folders
  // over 30 files listed 30 × 30 entries, a number that grows as the square of the repository
  // (100 nested folders over 10,000 files took 17 s a check, every one of them under the limit).
  // The listings share one budget per check, the walk's limit.
  it('lists the folders definitions name within one budget per check, however they nest', () => {
    const dir = repo();
    let folder = 'deep';
    const tools: string[] = [];
    for (let i = 0; i < 30; i++) {
      folder += `/d${i}`;
      tools.push(`name: x/n${i}\ndescription: N.\nsource: agent_skill\nagent_skill_path: ${folder}\n`);
    }
    mkdirSync(join(dir, folder), { recursive: true });
    for (let i = 0; i < 30; i++) writeFileSync(join(dir, folder, `f${i}.txt`), '');
    writeFileSync(join(dir, 'tools', 'nested.yaml'), tools.join('---\n'));
    writeFileSync(join(dir, '.agents-config-check.yml'), 'ignore: [deep/**]\n');
    const workspace = new Workspace(dir, 200);
    expect(workspace.tooLarge).toBeUndefined();
    expect(workspace.check()).toBeUndefined();
    expect(workspace.tooLarge).toMatch(/^the Agent Skills folders the definitions name hold more than 200 /);
    // Within the budget, the findings are the command line's.
    expect(new Workspace(dir, 2000).check()?.diagnostics).toEqual(runCheck({ root: dir }).report.diagnostics);
  });

  it('reads no file outside its folder', () => {
    const dir = repo();
    const workspace = new Workspace(dir);
    expect(workspace.relativePath(join(dir, '..', 'elsewhere.yaml'))).toBeUndefined();
    expect(workspace.relativePath(join(dir, 'tools', 'a.yaml'))).toBe('tools/a.yaml');
  });
});

describe('a configuration error in a file of its schemas folder', () => {
  it('is read again when that file is fixed on disk, though the broken configuration names no folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-ws-schemas-'));
    mkdirSync(join(dir, 'schemas'));
    mkdirSync(join(dir, 'tools'));
    writeFileSync(join(dir, '.agents-config-check.yml'), 'schemas: ./schemas\n');
    writeFileSync(join(dir, 'tools/a.yaml'), 'name: x/a\ndescription: A.\nsource: builtin\nzork: 1\n');
    writeFileSync(join(dir, 'schemas/tool.schema.json'), '{ "type": \n');
    try {
      const workspace = new Workspace(dir);
      expect(workspace.configProblems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
        'schemas/tool.schema.json:1:1 not valid JSON',
      ]);
      writeFileSync(
        join(dir, 'schemas/tool.schema.json'),
        readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'tool.schema.json'), 'utf8'),
      );
      workspace.changedOnDisk(['schemas/tool.schema.json']);
      expect(workspace.configError).toBeUndefined();
      expect(workspace.configProblems).toEqual([]);
      expect(workspace.check()?.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`)).toEqual(
        expect.arrayContaining(['tools/a.yaml:4:1 schema']),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The text of a file a configuration error names, read again to place the error in the editor,
// was read with readFileSync: a FIFO there was opened (a writer waiting on it went on, and with
// none the server hung), a link followed out of the folder, a file read whatever its size. It is
// read as the configuration is.
describe('the file a configuration error names, read to place it', () => {
  const waiting = (pid: number): boolean => {
    try {
      return readFileSync(`/proc/${pid}/wchan`, 'utf8') === 'wait_for_partner';
    } catch {
      return false;
    }
  };

  it.skipIf(!existsSync('/proc/self/wchan'))('is never a FIFO opened', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-ws-schemas-'));
    mkdirSync(join(dir, 'schemas'));
    mkdirSync(join(dir, 'tools'));
    writeFileSync(join(dir, '.agents-config-check.yml'), 'schemas: ./schemas\n');
    writeFileSync(join(dir, 'tools/a.yaml'), 'name: x/a\ndescription: A.\nsource: builtin\n');
    const fifo = join(dir, 'schemas/tool.schema.json');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', 'echo "{}" > "$0"', fifo], { stdio: 'ignore' });
    try {
      for (const deadline = Date.now() + 10_000; !waiting(writer.pid as number);) {
        if (Date.now() > deadline) throw new Error('the writer never blocked on the FIFO');
        await new Promise((done) => setTimeout(done, 10));
      }
      const workspace = new Workspace(dir);
      expect(
        workspace.configProblems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.text}]`),
      ).toEqual(['schemas/tool.schema.json:1:1 not read: not a regular file []']);
      await new Promise((done) => setTimeout(done, 500));
      expect([writer.exitCode, writer.signalCode]).toEqual([null, null]);
    } finally {
      writer.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is no link followed out of the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-ws-schemas-'));
    const outside = mkdtempSync(join(tmpdir(), 'acc-ws-outside-'));
    writeFileSync(join(outside, 'secret.json'), 'SECRET\n');
    mkdirSync(join(dir, 'schemas'));
    mkdirSync(join(dir, 'tools'));
    writeFileSync(join(dir, '.agents-config-check.yml'), 'schemas: ./schemas\n');
    writeFileSync(join(dir, 'tools/a.yaml'), 'name: x/a\ndescription: A.\nsource: builtin\n');
    symlinkSync(join(outside, 'secret.json'), join(dir, 'schemas/tool.schema.json'));
    try {
      const workspace = new Workspace(dir);
      expect(
        workspace.configProblems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.text}]`),
      ).toEqual(['schemas/tool.schema.json:1:1 not read: it is a symbolic link; links are not followed []']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
