// A FIFO where a user's file would be is refused before it is opened: opening its read end, even
// non-blocking and at once closed, releases a writer waiting on it (an outside program sees a
// reader appear and its write go through). Definitions, inventories and Agent Skills files were
// opened and only then refused by fstat; the configuration and the schemas were not opened.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { git } from '../git-helpers.js';
import { runCheck, type RunRequest } from '../../src/run.js';
import { GOOD_TOOL, repo } from './helpers.js';

const writers: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const writer of writers.splice(0)) if (writer.exitCode === null) writer.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The kernel's word for a process blocked opening a FIFO's write end until a reader comes. */
function waitsForReader(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/wchan`, 'utf8') === 'wait_for_partner';
  } catch {
    return false;
  }
}

/** A FIFO at `path` with a writer blocked on it (a shell opening it for writing). */
async function fifoWithWriter(path: string): Promise<ChildProcess> {
  execFileSync('mkfifo', [path]);
  const writer = spawn('sh', ['-c', 'echo written > "$0"', path], { stdio: 'ignore' });
  writers.push(writer);
  const deadline = Date.now() + 10_000;
  while (!waitsForReader(writer.pid as number)) {
    if (Date.now() > deadline) throw new Error('the writer never blocked on the FIFO');
    await new Promise((done) => setTimeout(done, 10));
  }
  return writer;
}

/** Whether the writer went on (a reader came) within a while after the check returned. */
async function released(writer: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + 500;
  while (writer.exitCode === null && writer.signalCode === null && Date.now() < deadline)
    await new Promise((done) => setTimeout(done, 20));
  return writer.exitCode !== null || writer.signalCode !== null;
}

const SKILL_MD = '---\nname: pdf\ndescription: Reads PDFs.\n---\nSee notes.md.\n';
const AGENT_SKILL = 'name: x/s\nagent_skills: [agent-skills/pdf]\n';

function findings(root: string, base?: RunRequest['base']): string[] {
  return runCheck({ root, ...(base ? { base } : {}) })
    .report.diagnostics.filter((d) => d.rule === 'unreadable-file')
    .map((d) => `${d.rule} ${d.file}:${d.line}:${d.column} ${d.message}`);
}

describe.skipIf(!existsSync('/proc/self/wchan'))(
  'a FIFO is never opened, so a writer on it keeps waiting',
  () => {
    it.each([
      ['a tool file', 'tools/f.yaml', 'not a regular file'],
      ['an MCP server inventory', 'mcp-servers/s.json', 'not a regular file'],
      [
        "an Agent Skills folder's text file",
        'agent-skills/pdf/notes.md',
        'not a regular file; a text file of an Agent Skills folder the model reads, not checked for hidden text',
      ],
    ])('%s', async (_what, path, message) => {
      const root = repo({
        'tools/good.yaml': GOOD_TOOL,
        'mcp-servers/keep': '',
        'agent-skills/pdf/SKILL.md': SKILL_MD,
        'skills/s.yaml': AGENT_SKILL,
      });
      folders.push(root);
      const writer = await fifoWithWriter(join(root, path));
      expect(findings(root)).toEqual([`unreadable-file ${path}:1:1 ${message}`]);
      expect(await released(writer)).toBe(false);
    });

    it('nor hashed for a folder base, in a listing of an Agent Skills folder or as a definition', async () => {
      const base = repo({
        'tools/good.yaml': GOOD_TOOL,
        'agent-skills/pdf/SKILL.md': SKILL_MD,
        'skills/s.yaml': AGENT_SKILL,
      });
      const root = join(base, '..', `${base.split('/').pop() as string}-head`);
      cpSync(base, root, { recursive: true });
      folders.push(base, root);
      const inFolder = await fifoWithWriter(join(root, 'agent-skills/pdf/notes.md'));
      const definition = await fifoWithWriter(join(root, 'tools/f.yaml'));
      findings(root, { kind: 'dir', path: base });
      expect(await released(inFolder)).toBe(false);
      expect(await released(definition)).toBe(false);
    });

    it('nor compared with the blob a git base holds at its path', async () => {
      const root = repo({
        'tools/good.yaml': GOOD_TOOL,
        'tools/f.yaml': GOOD_TOOL.replace('x/good', 'x/f'),
        'agent-skills/pdf/SKILL.md': SKILL_MD,
        'agent-skills/pdf/notes.md': 'Notes.\n',
        'skills/s.yaml': AGENT_SKILL,
      });
      folders.push(root);
      git(root, 'init', '-q');
      git(root, 'add', '-A');
      git(root, 'commit', '-qm', 'base');
      rmSync(join(root, 'tools/f.yaml'));
      rmSync(join(root, 'agent-skills/pdf/notes.md'));
      const writers = [
        await fifoWithWriter(join(root, 'tools/f.yaml')),
        await fifoWithWriter(join(root, 'agent-skills/pdf/notes.md')),
      ];
      findings(root, { kind: 'git', ref: 'HEAD' });
      for (const writer of writers) expect(await released(writer)).toBe(false);
    });

    it.each([
      ['the configuration', '.agents-config-check.yml'],
      ['a schema the configuration names', 'policy/tool.schema.json'],
    ])('%s (refused unopened before too)', async (_what, path) => {
      const root = repo({
        'tools/good.yaml': GOOD_TOOL,
        ...(path.startsWith('policy') ? { '.agents-config-check.yml': 'schemas: policy\n' } : {}),
        'policy/keep': '',
      });
      folders.push(root);
      const writer = await fifoWithWriter(join(root, path));
      expect(() => runCheck({ root })).toThrow(/not a regular file/);
      expect(await released(writer)).toBe(false);
    });
  },
);
