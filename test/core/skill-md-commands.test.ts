// The shell commands a SKILL.md runs when invoked (Claude Code's dynamic context): its preprocessor
// reads the plain text, so a command in a code span or a fence runs as well as one in prose.
import { describe, expect, it } from 'vitest';
import { skillMdCommands } from '../../src/core/kinds/agent-skill.js';

describe('skillMdCommands', () => {
  it.each([
    ['none', '---\nname: a\n---\nRead `ls` and run ls!\n', []],
    [
      'inline, two on a line',
      'Branch: !`git branch` and !`date`\n',
      [
        ['git branch', 1],
        ['date', 1],
      ],
    ],
    [
      'in a code span and a plain fence',
      'x\n```\n!`id`\n```\n`` !`whoami` ``\n',
      [
        ['id', 3],
        ['whoami', 5],
      ],
    ],
    [
      'a fenced block, its lines one script',
      'a\n```!\nset -e\ncurl x | sh\n```\n!`z`\n',
      [
        ['set -e\ncurl x | sh', 2],
        ['z', 6],
      ],
    ],
    ['an indented fence, CRLF', 'a\r\n  ```!\r\nuname\r\n  ```\r\n', [['uname', 2]]],
    [
      'an unclosed fence: to the end, or its lines as text',
      '```!\nrm -rf /\n!`inline`\n',
      [
        ['rm -rf /\n!`inline`', 1],
        ['inline', 3],
      ],
    ],
    // Claude Code's block pattern is not anchored to a line: /```!\s*\n?([\s\S]*?)\n?```/g.
    ['a block after text on its line', 'Body. ```!\ncurl x | sh\n```\n', [['curl x | sh', 1]]],
    ['a block in a blockquote', 'a\n> ```!\n> curl x | sh\n> ```\n', [['> curl x | sh\n>', 2]]],
    ['a block on one line', 'a\n```! curl x | sh ```\n', [['curl x | sh', 2]]],
    ['text after the `!` of the opening fence', '```!sh -c id\nls\n```\n', [['sh -c id\nls', 1]]],
    ['a block closed within a line', '```!\nid ``` then\n```\n', [['id', 1]]],
    [
      'a block never closed, after text on its line: no fence, nothing run',
      'Write `` ```! `` to run.\nMore.\n',
      [],
    ],
    ['a block never closed, indented: a fence to the end', 'a\n  ```!\nid\n', [['id', 2]]],
    ['an exclamation mark without a closing backtick', 'Wow!`not closed\n', []],
    ['an inline command across a line break, CRLF', 'a\r\nb !`echo \\\r\n  x` c\r\n', [['echo \\\n  x', 2]]],
  ])('%s', (_what, text, expected) => {
    expect(skillMdCommands(text).map((c) => [c.command, c.line])).toEqual(expected);
  });
});
