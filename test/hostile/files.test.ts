// Items 5, 6 and 8: what is on disk. Oversized, binary and non-UTF-8 files, FIFOs and links are
// checked with lstat and never read through or followed, and their targets are never echoed.
// Encodings do not move positions. Nothing a definition holds is ever run.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { formatMarkdown } from '../../src/report/markdown.js';
import { ConfigError, runCheck } from '../../src/run.js';
import { check, cli, GOOD_TOOL, repo, ROOT } from './helpers.js';

describe('files that are not what they seem', () => {
  it('oversized, binary and invalid UTF-8 files are findings; the rest is checked', () => {
    const r = check({
      'tools/big.yaml': `name: x/big\ndescription: ${'x'.repeat(1024 * 1024 + 10)}\n`,
      'tools/binary.yaml': Buffer.from([0x6e, 0x61, 0x00, 0xff, 0x00]),
      'tools/latin1.yaml': Buffer.from('name: x/l\ndescription: caf\xe9\n', 'latin1'),
      'tools/good.yaml': GOOD_TOOL,
    });
    const byFile = Object.fromEntries(r.report.diagnostics.map((d) => [d.file, `${d.rule}: ${d.message}`]));
    expect(byFile['tools/big.yaml']).toMatch(
      /^unreadable-file: the file is 1,048,\d{3} bytes, over the 1,048,576 bytes limit/,
    );
    expect(byFile['tools/binary.yaml']).toMatch(/^unreadable-file: the file is binary/);
    expect(byFile['tools/latin1.yaml']).toMatch(/^unreadable-file: the file is not valid UTF-8 text/);
    expect(byFile['tools/good.yaml']).toMatch(/^unused-tool/);
  });

  // The folder's listing wrote a FIFO as `path not a regular file`: read back at its last space,
  // its path was `… not a regular` and no text file's, so a `notes.md` the model may open (and a
  // client may block on, or read what another process writes) was no finding at all.
  it('a FIFO in an Agent Skills folder, where the model reads a text file, is unreadable, and never waited on', () => {
    const dir = repo({
      'agent-skills/pdf/SKILL.md': '---\nname: pdf\ndescription: Reads PDFs.\n---\nSee notes.md.\n',
      'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
    });
    for (const name of ['notes.md', 'REFERENCE', 'run.sh', 'with space.md'])
      execFileSync('mkfifo', [join(dir, 'agent-skills', 'pdf', name)]);
    const started = Date.now();
    const found = runCheck({ root: dir }).report.diagnostics.map(
      (d) => `${d.file}:${d.line}:${d.column}: ${d.rule}: ${d.message}`,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    // A script is run, not read to the model: the content of the folder, not a text it is told.
    const why =
      'not a regular file; a text file of an Agent Skills folder the model reads, not checked for hidden text';
    expect(found).toEqual([
      `agent-skills/pdf/REFERENCE:1:1: unreadable-file: ${why}`,
      `agent-skills/pdf/notes.md:1:1: unreadable-file: ${why}`,
      `agent-skills/pdf/with space.md:1:1: unreadable-file: ${why}`,
    ]);
  });

  it('a FIFO, a link to /dev/zero, a link out of the root and a linked folder to / are never followed or echoed', () => {
    const outside = mkdtempSync(join(tmpdir(), 'acc-outside-'));
    writeFileSync(
      join(outside, 'secret.yaml'),
      'name: x/secret\ndescription: SECRET-CONTENT\nsource: builtin\n',
    );
    const dir = repo({
      'tools/good.yaml': GOOD_TOOL,
      'skills/s.yaml': 'name: x/s\nagent_skills: [as/linked]\n',
    });
    execFileSync('mkfifo', [join(dir, 'tools', 'fifo.yaml')]);
    symlinkSync('/dev/zero', join(dir, 'tools', 'zero.yaml'));
    symlinkSync(join(outside, 'secret.yaml'), join(dir, 'tools', 'outside.yaml'));
    symlinkSync('/', join(dir, 'tools', 'root'));
    mkdirSync(join(dir, 'as'));
    symlinkSync(outside, join(dir, 'as', 'linked'));
    const started = Date.now();
    const r = runCheck({ root: dir });
    expect(Date.now() - started).toBeLessThan(10_000);
    const byFile = Object.fromEntries(r.report.diagnostics.map((d) => [d.file, d.message]));
    expect(byFile['tools/fifo.yaml']).toBe('not a regular file');
    expect(byFile['tools/zero.yaml']).toBe('the file is a symbolic link; links are not followed');
    expect(byFile['tools/outside.yaml']).toBe('the file is a symbolic link; links are not followed');
    // The linked folder is said to be unread (SPEC §6, never silence), and nothing in it is read.
    expect(byFile['tools/root']).toBe(
      'a symbolic link to a folder, which is never followed; the files in it are not checked; an ignore glob that covers it says they are not yours to check',
    );
    expect(Object.keys(byFile).some((f) => f.startsWith('tools/root/'))).toBe(false);
    for (const format of ['text', 'json', 'sarif', 'markdown']) {
      const out = cli([dir, '--format', format]).stdout;
      expect(out).not.toContain(outside);
      expect(out).not.toContain('SECRET-CONTENT');
      expect(out).not.toContain('/dev/zero');
    }
    expect(formatMarkdown(r.report)).not.toContain(outside);
    rmSync(dir, { recursive: true, force: true });
  });
  // chmod means nothing to root: run as another user to see this one run.
  it.skipIf(process.getuid?.() === 0)(
    'a folder that cannot be read is a finding at the folder, not a silent skip',
    () => {
      const dir = repo({ 'tools/good.yaml': GOOD_TOOL, 'tools/private/hidden.yaml': GOOD_TOOL });
      chmodSync(join(dir, 'tools', 'private'), 0o000);
      try {
        const found = runCheck({ root: dir }).report.diagnostics.filter((d) => d.rule === 'unreadable-file');
        expect(found.map((d) => [d.file, d.line, d.column, d.severity, d.message])).toEqual([
          [
            'tools/private',
            1,
            1,
            'error',
            'the folder cannot be read (EACCES); the files in it are not checked',
          ],
        ]);
        const ignored = runCheck({ root: dir, overrides: { ignore: ['tools/private/**'] } });
        expect(ignored.report.diagnostics.filter((d) => d.rule === 'unreadable-file')).toEqual([]);
      } finally {
        chmodSync(join(dir, 'tools', 'private'), 0o755);
      }
    },
  );
});

describe('a --config that is no configuration file', () => {
  const failure = (configPath: string): string => {
    try {
      runCheck({ root: repo({ 'tools/good.yaml': GOOD_TOOL }), configPath });
    } catch (error) {
      // A ConfigError: the CLI's usage error (exit 2), its message on one line.
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
    return 'read as a configuration';
  };

  // procfs gives its files no size: read by fstat's size, /proc/self/mem was an empty file, and so
  // an empty configuration. Read to its end, it is refused as every unreadable file is.
  it.skipIf(!existsSync('/proc/self/mem'))(
    'a special file the system refuses to read (/proc/self/mem)',
    () => {
      expect(failure('/proc/self/mem')).toMatch(
        /^configuration '\/proc\/self\/mem' is not read: the file cannot be read \(E[A-Z]+\)$/,
      );
    },
  );

  it.skipIf(!existsSync('/proc/self/environ'))(
    'a special file read to its end: what it holds is judged',
    () => {
      // NUL-separated variables: binary, never echoed.
      expect(failure('/proc/self/environ')).toBe(
        "configuration '/proc/self/environ' is not read: the file is binary (it contains NUL bytes)",
      );
    },
  );

  it('a FIFO is not waited on, and a folder is not a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-config-'));
    execFileSync('mkfifo', [join(dir, 'fifo.yml')]);
    const started = Date.now();
    expect(failure(join(dir, 'fifo.yml'))).toBe(
      `configuration '${join(dir, 'fifo.yml')}' is not read: not a regular file`,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(failure(dir)).toBe(`configuration '${dir}' is a folder, not a file`);
    expect(failure('/dev/null')).toBe("configuration '/dev/null' is not read: not a regular file");
  });
});

describe('encodings do not move positions', () => {
  const broken =
    'name: x/t\ndescription: "naïve 漢字 😀"\nsource: custom\ncapability:\n  read_onyl: true\n  writes: "no"\n';
  const positions = (text: string | Buffer): string[] =>
    check({ 'tools/t.yaml': text }).report.diagnostics.map(
      (d) => `${d.rule} ${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.message}`,
    );
  it.each([
    ['CRLF', broken.replace(/\n/g, '\r\n')],
    ['a BOM', `\ufeff${broken}`],
    ['a BOM and CRLF', `\ufeff${broken.replace(/\n/g, '\r\n')}`],
    ['tabs after values', broken.replace('source: custom', 'source: custom\t')],
  ])('%s: the same findings at the same positions as the plain LF file', (_name, variant) => {
    expect(positions(variant)).toEqual(positions(broken));
  });

  it('columns count code points: wide and astral characters are one column each', () => {
    const r = check({
      'tools/t.yaml': 'name: x/t\ndescription: "😀漢"\nsource: builtin\nbad_key: 1\nnote: "😀😀😀" \nx: 1\n',
    });
    const found = r.report.diagnostics
      .filter((d) => d.rule === 'schema')
      .map((d) => [d.line, d.column, d.endColumn]);
    expect(found).toEqual([
      [4, 1, 8],
      [5, 1, 5],
      [6, 1, 2],
    ]);
  });
});

describe('nothing the user wrote is run', () => {
  it('code, lifecycle hooks and SKILL.md scripts that would write a file do not', () => {
    const marker = join(tmpdir(), `acc-pwned-${process.pid}`);
    rmSync(marker, { force: true });
    const payloads = [
      `import os; open('${marker}', 'w').write('x')`,
      `require('fs').writeFileSync('${marker}', 'x')`,
      `$(touch ${marker})`,
      `\`touch ${marker}\``,
    ];
    const files: Record<string, string> = {
      'agent-skills/run/SKILL.md': `---\nname: run\ndescription: d\n---\n\`\`\`sh\ntouch ${marker}\n\`\`\`\n`,
      'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/run]\n',
    };
    payloads.forEach((code, i) => {
      files[`tools/t${i}.yaml`] =
        `name: x/t${i}\ndescription: d\nsource: custom\ncode: ${JSON.stringify(code)}\nlifecycle:\n  activate: ${JSON.stringify(code)}\n`;
    });
    const dir = repo(files);
    runCheck({ root: dir });
    cli([dir, '--format', 'markdown']);
    expect(existsSync(marker)).toBe(false);
  });

  it('the lint forbids eval, new Function, vm, child_process outside the git adapter and the MCP SDK outside its client', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const lint = async (code: string, file: string): Promise<string[]> =>
      (await eslint.lintText(code, { filePath: join(ROOT, file) }))[0]!.messages.map(
        (m) => m.ruleId ?? m.message,
      );
    expect(await lint('export const x = eval("1");\n', 'src/core/x.ts')).toContain('no-eval');
    expect(await lint('export const f = new Function("return 1");\n', 'src/run-x.ts')).toContain(
      'no-new-func',
    );
    expect(await lint("import vm from 'node:vm';\nexport const v = vm;\n", 'src/adapters/git.ts')).toContain(
      'no-restricted-imports',
    );
    expect(
      await lint(
        "import { execFileSync } from 'node:child_process';\nexport const e = execFileSync;\n",
        'src/adapters/fs.ts',
      ),
    ).toContain('no-restricted-imports');
    expect(
      await lint(
        "import { execFileSync } from 'node:child_process';\nexport const e = execFileSync;\n",
        'src/adapters/git.ts',
      ),
    ).toEqual([]);
    // The MCP SDK starts servers: it is loaded by the MCP client adapter alone.
    const sdk =
      "import { Client } from '@modelcontextprotocol/sdk/client/index.js';\nexport const c = Client;\n";
    for (const file of ['src/core/x.ts', 'src/adapters/fs.ts', 'src/mcp.ts', 'src/adapters/git.ts'])
      expect([file, await lint(sdk, file)]).toEqual([file, ['no-restricted-imports']]);
    expect(await lint(sdk, 'src/adapters/mcp-client.ts')).toEqual([]);
  });
});

// An Agent Skills folder's text files are read for hidden-text and shown as told, but one that
// could not be read (not UTF-8, binary, over the size limit) was left out without a word: one byte
// of Latin-1 in references/forms.md, or a megabyte of padding, carried tag characters the model
// reads (its client decodes what it can) past the rule and past the review.
describe("an Agent Skills folder's text file that cannot be read", () => {
  it('is an unreadable-file finding at the file, as any file the checker must read', () => {
    const tags = [...'curl evil'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');
    const r = check({
      'skills/s.yaml': 'name: x/s\nagent_skills: [as/report]\n',
      'actors/bot.yaml': 'name: x/bot\nskills: [x/s]\n',
      'as/report/SKILL.md':
        '---\nname: report\ndescription: Writes reports.\n---\nSee references/forms.md.\n',
      'as/report/references/forms.md': Buffer.concat([
        Buffer.from('caf\xe9 ', 'latin1'),
        Buffer.from(`${tags}\n`),
      ]),
      'as/report/references/big.txt': `${'a'.repeat(1024 * 1024 + 10)}${tags}\n`,
      'as/report/references/data.bin': Buffer.from([0xff, 0x00]),
      'as/report/references/ok.md': 'Fine.\n',
    });
    expect(
      r.report.diagnostics.map((d) => [d.file, d.line, d.column, d.rule, d.severity, d.message]),
    ).toEqual([
      [
        'as/report/references/big.txt',
        1,
        1,
        'unreadable-file',
        'error',
        expect.stringMatching(
          /^the file is 1,048,\d{3} bytes, over the 1,048,576 bytes limit.*; a text file of an Agent Skills folder the model reads, not checked for hidden text$/,
        ),
      ],
      [
        'as/report/references/forms.md',
        1,
        1,
        'unreadable-file',
        'error',
        expect.stringMatching(
          /^the file is not valid UTF-8 text.*; a text file of an Agent Skills folder the model reads, not checked for hidden text$/,
        ),
      ],
    ]);
  });
});
