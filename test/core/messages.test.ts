// Messages in our words, one finding per mistake: every finding the core reports for each slip,
// with its exact text, severity and position. (Configuration messages: test/cli/usage.test.ts.)
import { describe, expect, it } from 'vitest';
import { decodeText, overSizeLimit } from '../../src/adapters/read-text.js';
import { loadYaml, LOAD_LIMITS } from '../../src/core/yaml/load.js';
import { closest } from '../../src/core/model/names.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { buildReport } from '../../src/report/report.js';
import { formatText } from '../../src/report/text.js';
import { check } from '../../src/core/check/check.js';
import { checkFiles, memoryInput, settings, validator, type Files } from '../helpers.js';

const TOOL = (name: string, extra = ''): string =>
  `name: ${name}\ndescription: A tool.\nsource: builtin\ncapability:\n  read_only: true\n${extra}`;

/** Every finding but the unused-tool notes, as `file:line:column severity [rule] message`. */
function findings(files: Files): string[] {
  return checkFiles(files)
    .filter((d) => d.rule !== 'unused-tool')
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`);
}

describe('YAML messages a person can act on', () => {
  it.each([
    [
      'a plain value holding ": "',
      'name: x/a\ndescription: Greps: fast\nsource: builtin\n',
      "tools/a.yaml:2:14 error [yaml-syntax] Nested mappings are not allowed in compact mappings: the value holds ': ', which YAML reads as the start of a mapping; put the value in quotes",
    ],
    [
      'a key indented one space too far, at that key',
      'name: x/a\ndescription: d\nsource: builtin\ncapability:\n  read_only: true\n   writes: true\n',
      "tools/a.yaml:6:4 error [yaml-syntax] Nested mappings are not allowed in compact mappings: 'writes' is indented further than 'read_only' on line 5, so YAML reads it as part of that value; indent it as far as the key it belongs with",
    ],
    [
      'a key indented one space too little, at that key',
      'name: x/a\ndescription: d\nsource: builtin\ncapability:\n  read_only: true\n writes: true\n',
      "tools/a.yaml:6:2 error [yaml-syntax] All mapping items must start at the same column: 'writes' starts at column 2, the line before it at column 3; line it up with the keys of the mapping it belongs to",
    ],
    [
      'a key without its colon',
      'name: x/a\ndescription: d\nsource builtin\ntimeout: 3\n',
      "tools/a.yaml:3:1 error [yaml-syntax] Implicit keys need to be on a single line: line 3 has no ':' after its key; write 'key: value'",
    ],
    [
      'a tab as indentation',
      'name: x/a\ndescription: d\nsource: builtin\ncapability:\n\tread_only: true\n',
      'tools/a.yaml:5:1 error [yaml-syntax] Tabs are not allowed as indentation; indent with spaces',
    ],
  ])('%s', (_what, text, expected) => {
    expect(findings({ 'tools/a.yaml': text })).toEqual([expected]);
  });

  // Loaded with a lower node limit: the yaml package takes seconds over 200,000 nodes.
  const smallLimits = { limits: { ...LOAD_LIMITS, maxExpandedNodes: 2000 } };

  it('a large document without aliases is called large, not an alias bomb', () => {
    const text = `name: x/a\nlist:\n${'  - 1\n'.repeat(2001)}`;
    expect(loadYaml(text, smallLimits).problems[0]?.message).toBe(
      'the document has more than 2000 nodes, the most one document may hold; split it into several files',
    );
  });

  it('an alias bomb is still named by its aliases', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 5; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    expect(loadYaml(lines.join('\n'), smallLimits).problems[0]?.message).toBe(
      'its aliases expand the document to more than 2000 nodes, the most one document may hold',
    );
  });
});

describe('one finding per mistake', () => {
  it('a misspelt required key is one finding: unknown key, did you mean', () => {
    expect(findings({ 'tools/a.yaml': 'name: x/a\ndescripton: d\nsource: builtin\n' })).toEqual([
      "tools/a.yaml:2:1 error [schema] unknown key 'descripton'; did you mean 'description'?",
    ]);
  });

  it('a reference into a file that did not parse is a note pointing at it, not an error of its own', () => {
    expect(
      findings({
        'tools/team/grep.yaml': 'name: team/grep\ndescription: Greps: fast\nsource: builtin\n',
        'tools/find.yaml': TOOL('team/find'),
        'skills/search.yaml': 'name: team/search\ndescription: d\ntools: [team/grep, team/find, team/nope]\n',
        'skills/broken/core.yaml': 'name: team/core\ntools: [\n',
        'actors/bot.yaml': 'name: team/bot\nskills: [team/core]\n',
      }),
    ).toEqual([
      'actors/bot.yaml:2:10 note [unknown-skill] ' +
        "skill 'team/core' is not known because skills/broken/core.yaml, which probably defines it, could not be read; fix the error there",
      'skills/broken/core.yaml:2:9 error [yaml-syntax] Flow sequence in block collection must be sufficiently indented and end with a ]',
      'skills/search.yaml:3:9 note [unknown-tool] ' +
        "tool 'team/grep' is not known because tools/team/grep.yaml, which probably defines it, could not be read; fix the error there",
      "skills/search.yaml:3:31 error [unknown-tool] unknown tool 'team/nope'",
      "tools/team/grep.yaml:2:14 error [yaml-syntax] Nested mappings are not allowed in compact mappings: the value holds ': ', which YAML reads as the start of a mapping; put the value in quotes",
    ]);
  });
});

describe('did you mean', () => {
  it.each([
    ['case does not count', 'Team/Grep', ['team/grep', 'team/gerp2'], 'team/grep'],
    [
      'a bare name finds its namespaced name',
      'read-file',
      ['team/read-file', 'team/write-file'],
      'team/read-file',
    ],
    ['an exact match in another case wins over a namespaced one', 'Grep', ['grep', 'team/grep'], 'grep'],
    ['nothing near is nothing', 'deploy', ['team/grep'], undefined],
    ['the word itself is no suggestion', 'X/S', ['X/S', 'x/s'], 'x/s'],
    ['nor is it when it is the only candidate', 'X/S', ['X/S'], undefined],
  ])('%s', (_what, word, candidates, expected) => {
    expect(closest(word, candidates)).toBe(expected);
  });

  it('a reference in capitals, and a bare one from another namespace, point at the tool that exists', () => {
    expect(
      findings({
        'tools/read.yaml': TOOL('team/read-file'),
        'skills/s.yaml': 'name: ops/s\ndescription: d\ntools: [Team/Read-File, read-file]\n',
      }),
    ).toEqual([
      "skills/s.yaml:3:9 error [invalid-name] invalid reference: 'Team/Read-File' has namespace 'Team' and short name 'Read-File', which must each be lowercase letters and digits, joined by single '-' or '_'; did you mean 'team/read-file'?",
      "skills/s.yaml:3:25 error [unknown-tool] unknown tool 'ops/read-file'; did you mean 'team/read-file'?",
    ]);
  });

  it('an MCP override key the server does not list points at the one it does', () => {
    expect(
      findings({
        'skills/s.yaml':
          'name: team/s\ndescription: d\nmcp_servers:\n  - name: db\n    tools: [query, write]\n    overrides:\n      mcp:db/qeury:\n        description: d\n',
      }),
    ).toEqual([
      "skills/s.yaml:7:7 error [unknown-tool] override targets 'mcp:db/qeury', which is not among the tools this skill lists of MCP server 'db'; did you mean 'mcp:db/query'?",
    ]);
  });

  it("an MCP override of a tool the server's inventory lists but the skill does not: the skill's list is named", () => {
    expect(
      findings({
        'mcp-servers/db.yaml':
          'tools:\n  - name: query\n    inputSchema: {type: object}\n  - name: drop\n    inputSchema: {type: object}\n',
        'skills/s.yaml':
          'name: team/s\ndescription: d\nmcp_servers:\n  - name: db\n    tools: [query]\n    overrides:\n      drop:\n        description: d\n',
      }),
    ).toEqual([
      "skills/s.yaml:7:7 error [unknown-tool] override targets 'drop', which is not among the tools this skill lists of MCP server 'db'",
    ]);
  });
});

describe('files and characters shown as they are', () => {
  it('a file over the size limit: its size and the limit never read the same', () => {
    expect(overSizeLimit(3 * 1024 * 1024, 1024 * 1024)).toBe(
      'the file is 3.0 MiB, over the 1.0 MiB limit (max-file-size)',
    );
    expect(overSizeLimit(44, 10)).toBe('the file is 44 bytes, over the 10 bytes limit (max-file-size)');
    // A few bytes over: rounded, both were "1.0 MiB".
    expect(overSizeLimit(1024 * 1024 + 36, 1024 * 1024)).toBe(
      'the file is 1,048,612 bytes, over the 1,048,576 bytes limit (max-file-size)',
    );
  });

  it('UTF-16 text is named as UTF-16, not binary', () => {
    const le = Buffer.from('\ufeffname: x/a\n', 'utf16le');
    const be = Buffer.from(le).swap16();
    const noBom = Buffer.from('name: x/a\n', 'utf16le');
    // Each with its text, as a client that reads it anyway decodes it.
    expect([le, be, noBom].map((b) => decodeText(b, 1024))).toEqual([
      {
        unreadable: 'the file is UTF-16LE text; the checker reads UTF-8, so save it as UTF-8',
        decoded: 'name: x/a\n',
      },
      {
        unreadable: 'the file is UTF-16BE text; the checker reads UTF-8, so save it as UTF-8',
        decoded: 'name: x/a\n',
      },
      {
        unreadable: 'the file is UTF-16LE text; the checker reads UTF-8, so save it as UTF-8',
        decoded: 'name: x/a\n',
      },
    ]);
    // Binary, with the text a client that reads it anyway decodes, since its bytes are UTF-8 otherwise.
    expect(decodeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), 1024)).toEqual({
      unreadable: 'the file is binary (it contains NUL bytes)',
      decoded: 'PK\u0003\u0004\0\0\b\0',
    });
    expect(decodeText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]), 1024)).toEqual({
      unreadable: 'the file is binary (it contains NUL bytes)',
    });
  });

  it('bidi controls and zero-width characters are shown escaped in text and Markdown', () => {
    const files: Files = {
      'tools/a.yaml': TOOL('x/a'),
      'skills/s.yaml': 'name: x/s\ndescription: d\ntools: ["x/a\u202e", "x/\u200ba"]\n',
    };
    const input = memoryInput(files);
    const { project, diagnostics } = check(input, settings(), validator);
    const report = buildReport({ project, diagnostics, root: '.', base: null });
    const text = formatText(report);
    expect(text).toContain("invalid reference: 'x/a\\u202e' has short name 'a\\u202e'");
    expect(text).toContain("invalid reference: 'x/\\u200ba' has short name '\\u200ba'");
    const markdown = formatMarkdown(report);
    expect(markdown).toContain('x/a\\\\u202e');
    for (const output of [text, markdown]) expect(output).not.toMatch(/[\u202e\u200b]/);
  });
});
