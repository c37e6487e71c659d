// The Action entry (dist/index.js) where the runner's environment, not the repository, is wrong:
// an event payload that is missing, a folder, no JSON or a device; a job summary, outputs file,
// `report-file` or `sarif-file` that cannot be written. Each is one message naming what failed,
// never "this is a bug" with a stack trace; the step fails where a later step could read a pass,
// and only warns for the job summary, which reports what the annotations and comment also say.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EventError, readEvent } from '../../src/event.js';
import { dispatchEnv } from '../action-env.js';

const ACTION = join(import.meta.dirname, '..', '..', 'dist', 'index.js');

/**
 * Runs the Action on a clean workspace for a `workflow_dispatch` event (no base, no API), with
 * the runner's files in a fresh folder and `env` over them. The workflow commands it printed.
 */
function runAction(
  env: Record<string, string>,
  files: Record<string, string> = {},
): { status: number; commands: string[]; outputs: string } {
  const runner = mkdtempSync(join(tmpdir(), 'acc-runner-'));
  const workspace = join(runner, 'ws');
  mkdirSync(join(workspace, 'tools'), { recursive: true });
  writeFileSync(
    join(workspace, 'tools', 't.yaml'),
    'name: team/grep\ndescription: A tool.\nsource: builtin\ncapability:\n  read_only: true\n',
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), text);
  }
  writeFileSync(join(runner, 'event.json'), '{}');
  writeFileSync(join(runner, 'summary.md'), '');
  writeFileSync(join(runner, 'output.txt'), '');
  let stdout: string;
  let status = 0;
  try {
    stdout = execFileSync(process.execPath, [ACTION], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 30_000,
      env: { ...dispatchEnv(runner, workspace), ...env },
    });
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    expect(e.stderr).toBe('');
    ({ stdout, status } = e);
  }
  return {
    status,
    commands: stdout.split('\n').filter((line) => line.startsWith('::')),
    outputs: readFileSync(join(runner, 'output.txt'), 'utf8'),
  };
}

describe('the runner environment the Action cannot use', () => {
  const folder = mkdtempSync(join(tmpdir(), 'acc-folder-'));
  const notJson = join(folder, 'event.txt');
  writeFileSync(notJson, 'not json');
  const list = join(folder, 'event.json');
  writeFileSync(list, '[]');

  it.each([
    ['GITHUB_EVENT_PATH', '/nonexistent/event.json', "'/nonexistent/event.json': it does not exist"],
    ['GITHUB_EVENT_PATH', folder, `'${folder}': it is a folder`],
    ['GITHUB_EVENT_PATH', notJson, `'${notJson}': it is not JSON`],
    ['GITHUB_EVENT_PATH', list, `'${list}': it is not a JSON object`],
    ['GITHUB_EVENT_PATH', '/dev/zero', "'/dev/zero': not a regular file"],
  ])('%s=%s fails the step: the payload cannot be read', (name, value, why) => {
    expect(runAction({ [name]: value })).toEqual({
      status: 1,
      commands: [`::error::agents-config-check: cannot read the event payload ${name} ${why}`],
      outputs: '',
    });
  });

  it('GITHUB_OUTPUT a folder fails the step: a later step would read no errors as 0', () => {
    expect(runAction({ GITHUB_OUTPUT: folder }).commands).toEqual([
      `::error::agents-config-check: cannot write the step's outputs (GITHUB_OUTPUT '${folder}'): it is a folder`,
    ]);
  });

  it.each([
    ['INPUT_REPORT-FILE', "input 'report-file'"],
    ['INPUT_SARIF-FILE', "input 'sarif-file'"],
  ])('%s a folder fails the step, naming the input', (name, input) => {
    expect(runAction({ [name]: folder })).toMatchObject({
      status: 1,
      commands: [`::error::agents-config-check: cannot write ${input} '${folder}': it is a folder`],
    });
  });

  it('RUNNER_TEMP a file fails the step: the report has nowhere to go', () => {
    const file = join(folder, 'event.txt');
    expect(runAction({ RUNNER_TEMP: file }).commands).toEqual([
      `::error::agents-config-check: cannot write the report '${file}/agents-config-check/report.json': a folder on its path is a file`,
    ]);
  });

  it('GITHUB_STEP_SUMMARY a folder is a warning; the outputs are written and the step passes', () => {
    const run = runAction({ GITHUB_STEP_SUMMARY: folder });
    expect(run.status).toBe(0);
    expect(run.commands).toEqual([
      `::warning::Could not write the job summary (GITHUB_STEP_SUMMARY '${folder}'): it is a folder`,
    ]);
    expect(run.outputs).toMatch(/^errors<</);
  });
});

// A configuration error quotes the repository's text. The CLI writes its control and invisible
// characters out (errorLines); the Action failed the step with them raw, so ESC sequences reached
// the job's log and a bidi override reversed the quoted key in the annotation.
describe("a configuration error that quotes the repository's text", () => {
  it('is written with its control and invisible characters shown', () => {
    const run = runAction({}, { '.agents-config-check.yml': '"k\\e[2J\\e]0;t\\a\\u202e": error\n' });
    expect(run.status).toBe(1);
    expect(run.commands).toEqual([
      "::error::agents-config-check: .agents-config-check.yml:1:1: unknown key 'k\\x1b[2J\\x1b]0;t\\x07\\u202e'",
    ]);
  });

  // SPEC §2: the Action's paths open from the workspace. With `root: agents` the mistake was
  // named `.agents-config-check.yml:1:1`, a file the workspace does not hold.
  it('names the file from the workspace, with the root below it', () => {
    const run = runAction(
      { INPUT_ROOT: 'agents' },
      {
        'agents/tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\n',
        'agents/.agents-config-check.yml': 'max-tool: 3\n',
      },
    );
    expect([run.status, run.commands]).toEqual([
      1,
      [
        "::error::agents-config-check: agents/.agents-config-check.yml:1:1: unknown key 'max-tool'; did you mean 'max-tools'?",
      ],
    ]);
  });

  // The file the input `config` names, too: it was quoted as the runner's absolute path.
  it.each([
    [{ INPUT_CONFIG: 'conf/nope.yml' }, "configuration 'conf/nope.yml' not found"],
    [{ INPUT_CONFIG: './conf/folder.yml' }, "configuration 'conf/folder.yml' is a folder, not a file"],
    [
      { INPUT_CONFIG: 'conf/folder.yml', INPUT_ROOT: 'agents' },
      "configuration 'conf/folder.yml' is a folder, not a file",
    ],
    // The workspace, or the root, itself: it was told as configuration ''.
    [{ INPUT_CONFIG: '.' }, "configuration '.' is a folder, not a file"],
    [{ INPUT_CONFIG: 'agents', INPUT_ROOT: 'agents' }, "configuration 'agents' is a folder, not a file"],
  ])('names the file the input %j names from the workspace', (env, message) => {
    const run = runAction(env, {
      'agents/tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\n',
      'conf/folder.yml/README': 'a folder\n',
    });
    expect([run.status, run.commands]).toEqual([1, [`::error::agents-config-check: ${message}`]]);
  });

  // Its prose mistakes too: they named the files from the root, files the workspace does not hold.
  it('names the files of a prose mistake from the workspace, with the root below it', () => {
    const run = runAction(
      { INPUT_ROOT: 'agents' },
      {
        'agents/tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\n',
        'agents/.agents-config-check.yml': 'rules: {}\n',
        'agents/.agents-config-check.yaml': 'rules: {}\n',
      },
    );
    expect([run.status, run.commands]).toEqual([
      1,
      [
        '::error::agents-config-check: both agents/.agents-config-check.yml and agents/.agents-config-check.yaml exist; keep one (they are one configuration)',
      ],
    ]);
  });
});

// SPEC §8: "Action inputs of the same names override the file" (of the configuration's keys, the
// Action has `fail-on`), and §7: the step fails when a finding reaches it.
describe("the input fail-on over the configuration's", () => {
  const files = {
    'tools/bad.yaml': 'name: team/x\ndescription: A tool.\nsource: builtin\ntimeout: 0\n',
    '.agents-config-check.yml': 'fail-on: never\n',
  };
  const failed = (run: ReturnType<typeof runAction>): [number, string[]] => [
    run.status,
    run.commands.filter((c) => c.startsWith('::error::')),
  ];

  it("the file's never passes the step with an error; the input error fails it, the counts in words", () => {
    expect(failed(runAction({}, files))).toEqual([0, []]);
    expect(failed(runAction({ 'INPUT_FAIL-ON': 'error' }, files))).toEqual([
      1,
      ['::error::agents-config-check found 1 error, 0 warnings and 2 notes.'],
    ]);
  });

  it('the input never passes what the file would fail', () => {
    const strict = { ...files, '.agents-config-check.yml': 'fail-on: note\n' };
    expect(failed(runAction({}, strict))).toEqual([
      1,
      ['::error::agents-config-check found 1 error, 0 warnings and 2 notes.'],
    ]);
    expect(failed(runAction({ 'INPUT_FAIL-ON': 'never' }, strict))).toEqual([0, []]);
  });

  // A workflow may fill an input from text it does not control: quoted, its controls are written out.
  it('a bad value fails the step, naming the input, its text written out', () => {
    expect(failed(runAction({ 'INPUT_FAIL-ON': 'Error\x1b[2J' }, files))).toEqual([
      1,
      [
        "::error::agents-config-check: input 'fail-on' must be one of error, warning, note, never, not 'Error\\x1b[2J'",
      ],
    ]);
  });
});

describe('readEvent', () => {
  it('reads no payload where the runner names none', () => {
    expect(readEvent('push', undefined).pullRequest).toBeUndefined();
  });

  it('throws an EventError for a payload it cannot read', () => {
    expect(() => readEvent('pull_request', '/nonexistent/event.json')).toThrow(EventError);
  });
});
