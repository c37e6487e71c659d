// No output writes a control character a terminal or a job's log acts on: a name holding ESC or a
// C1 control (U+009B is CSI) could erase the lines printed above it (the escalations) or set the
// title. The text output escaped them; the workflow commands, the annotations and the JSON and
// SARIF texts wrote them raw.
import { describe, expect, it } from 'vitest';
import { planAnnotations } from '../../src/report/annotations.js';
import { formatGithub } from '../../src/report/github.js';
import { formatJson } from '../../src/report/json.js';
import { formatSarif } from '../../src/report/sarif.js';
import { formatText } from '../../src/report/text.js';
import { reportFor } from './gfm.js';

// Cursor up and erase the line, twice, by ESC and by the C1 CSI; then DEL and OSC.
const NAME = 'gh\u001b[1A\u001b[2K\u009b1A\u009b2K\u007f\u009d0;title\u0007';
// eslint-disable-next-line no-control-regex
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('control characters in a name', () => {
  const report = reportFor(
    { 'skills/s.yaml': 'name: x/s\n' },
    { 'skills/s.yaml': `name: x/s\nmcp_servers:\n  - name: ${JSON.stringify(NAME)}\n` },
  );

  it('are written out in the workflow commands and the annotations', () => {
    const github = formatGithub(report);
    expect(github).not.toMatch(RAW);
    expect(github).toContain('gh\\x1b[1A\\x1b[2K\\x9b1A');
    const { annotations } = planAnnotations(report.diagnostics);
    expect(annotations.length).toBeGreaterThan(0);
    for (const a of annotations) expect(a.message).not.toMatch(RAW);
  });

  it('are escaped in the JSON and SARIF texts, which still hold the same data', () => {
    const json = formatJson(report);
    expect(json).not.toMatch(RAW);
    expect(JSON.stringify(JSON.parse(json))).toBe(JSON.stringify(JSON.parse(JSON.stringify(report))));
    const sarif = formatSarif(report, '0.0.0');
    expect(sarif).not.toMatch(RAW);
    expect(JSON.parse(sarif).runs[0].results.length).toBeGreaterThan(0);
  });
});

// The Actions runner reads the legacy `##[command]` anywhere in a line of a job's log (actions/runner,
// ActionCommand.TryParse), as the text output knows: a JSON or SARIF report printed in a workflow
// step (`--format json`, `mcp verify --format json`) made an annotation, or set a step's output,
// from an unknown key `##[warning]x`. Inside a JSON string `#` is written `\u0023`: the same data.
describe('##[ in user text', () => {
  const report = reportFor(
    { 'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\n' },
    {
      'tools/t.yaml':
        'name: x/t\ndescription: "fine ##[set-output name=errors;]0"\nsource: builtin\nkey_##[warning]x: 1\n',
    },
  );

  it('is written so that no command reads it in the JSON and SARIF texts, which still hold the same data', () => {
    const json = formatJson(report);
    expect(json).toContain("unknown key 'key_#\\u0023[warning]x'");
    expect(json).toContain('fine #\\u0023[set-output name=errors;]0');
    expect(json).not.toContain('##[');
    expect(JSON.stringify(JSON.parse(json))).toBe(JSON.stringify(JSON.parse(JSON.stringify(report))));
    const sarif = formatSarif(report, '0.0.0');
    expect(sarif).not.toContain('##[');
    expect(JSON.parse(sarif).runs[0].results.length).toBeGreaterThan(0);
  });
});

// Every message of ours is one line, so a line break in one is the repository's (a quoted key): in
// an annotation it started a line of its own, which read as the checker's words ("✅ approved by
// the security team") in the annotation and in the job's log. It is written `\n`, as the text
// output writes it.
describe('a line break in a name', () => {
  const report = reportFor(
    { 'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\n' },
    {
      'tools/t.yaml':
        'name: x/t\ndescription: d\nsource: builtin\n"k\\n\\n✅ approved by the security team": 1\n',
    },
  );
  const shown = "unknown key 'k\\n\\n✅ approved by the security team'";

  it('is written out in the annotations and the workflow commands', () => {
    const messages = planAnnotations(report.diagnostics).annotations.map((a) => a.message);
    expect(messages).toContainEqual(expect.stringContaining(shown));
    expect(messages.join('')).not.toContain('\n');
    expect(formatGithub(report)).toContain(shown);
  });

  it('is written out in the SARIF messages, which code scanning shows as lines', () => {
    const results = JSON.parse(formatSarif(report, '0.0.0')).runs[0].results as {
      message: { text: string };
    }[];
    const texts = results.map((r) => r.message.text);
    expect(texts).toContainEqual(expect.stringContaining(shown));
    expect(texts.join('')).not.toContain('\n\n');
  });
});

// U+2028 and U+2029 are line breaks to a browser (Unicode's mandatory breaks) and to YAML 1.1; the
// comment already writes them as spaces. In the annotations, the workflow commands, the SARIF
// messages and the text output they were left raw, so a quoted key `k<U+2028>✅ approved by the
// security team` showed its second half as a line of its own wherever a browser shows the message.
describe('a line or paragraph separator in a name', () => {
  const report = reportFor(
    { 'tools/t.yaml': 'name: x/t\ndescription: d\nsource: builtin\n' },
    {
      'tools/t.yaml':
        'name: x/t\ndescription: d\nsource: builtin\n"k\\u2028✅ approved\\u2029by the security team": 1\n',
    },
  );
  const shown = "unknown key 'k\\u2028✅ approved\\u2029by the security team'";
  const SEPARATOR = /[\u2028\u2029]/;

  it('is written out in the annotations, the workflow commands, SARIF and the text output', () => {
    const messages = planAnnotations(report.diagnostics).annotations.map((a) => a.message);
    expect(messages).toContainEqual(expect.stringContaining(shown));
    expect(messages.join('')).not.toMatch(SEPARATOR);
    const github = formatGithub(report);
    expect(github).toContain(shown);
    expect(github).not.toMatch(SEPARATOR);
    const sarif = formatSarif(report, '0.0.0');
    expect(sarif).not.toMatch(SEPARATOR);
    const texts = (JSON.parse(sarif).runs[0].results as { message: { text: string } }[]).map(
      (r) => r.message.text,
    );
    expect(texts).toContainEqual(expect.stringContaining(shown));
    const text = formatText(report);
    expect(text).toContain(shown);
    expect(text).not.toMatch(SEPARATOR);
  });
});
