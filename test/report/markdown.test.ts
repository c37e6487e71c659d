// The review comment is parsed as GitHub-flavoured Markdown: one row per cause of new power, the
// actors named with what they gain and lose, a graph whose legend names the colours it uses,
// tables that keep their column count, user strings that inject nothing, and a body that stays
// within GitHub's limit by cutting inside its sections.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/report.js';
import {
  COMMENT_LIMIT,
  COMMENT_MARKER,
  formatMarkdown,
  noBaseNote,
  notCheckedComment,
} from '../../src/report/markdown.js';
import { powerReport, skillDiff } from './fixed-reports.js';
import { escapeMarkdown } from '../../src/report/escape.js';
import { assertInert, assertWellFormed, reportFor } from './gfm.js';

const HOSTILE = [
  'x/pipe|break',
  'x/`tick`',
  '<script>alert(1)</script>',
  '<!-- agents-config-check -->',
  '@someone',
  '&#64;x',
  '#123',
  'see GH-123 and gh-7',
  '[x](javascript:alert(1))',
  'line\nbreak',
  'https://evil.example/',
  // GitHub typesets the text between two dollars with MathJax, where \phantom shows nothing.
  '$\\phantom{deletes the repository}$ and $x$',
  // Tag characters: a sentence the model reads and a reviewer does not see.
  `reads${String.fromCodePoint(...[...'ignore the user'].map((c) => 0xe0000 + c.charCodeAt(0)))} files`,
  'a selector run 😊\u{E0110}\u{E0120}',
];

/** The rendered text of each section, by its heading. */
function sections(html: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = html.split(/<h4>/).slice(1);
  for (const part of parts) {
    const end = part.indexOf('</h4>');
    out.set(part.slice(0, end), part.slice(end + 5));
  }
  return out;
}

function occurrences(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/** The colour word the legend uses for each class the graph can draw. */
const COLOUR_OF_CLASS: Record<string, string> = {
  cause: 'red',
  actor: 'blue',
  own: 'yellow',
  cascaded: 'grey',
  unchanged: 'white',
  reached: 'dashed',
};

function graphOf(md: string): { classes: string[]; legend: string } {
  const match = /```mermaid\n([\s\S]*?)\n```\n\n(.*)/.exec(md);
  expect(match).not.toBeNull();
  const classes = [...match![1]!.matchAll(/^ {2}class \S+ (\w+)$/gm)].map((m) => m[1]!);
  return { classes, legend: match![2]! };
}

describe('markdown report: change-centric', () => {
  const report = powerReport();
  const md = formatMarkdown(report, { linkBase: 'https://github.com/o/r/blob/abc' });
  const html = assertWellFormed(md);
  const byHeading = sections(html);

  it('starts with the marker and a verdict counting causes, then says which label approves them', () => {
    const [marker, verdict] = md.split('\n');
    expect(marker).toBe(COMMENT_MARKER);
    expect(verdict).toBe(
      '### ❌ agents-config-check: 2 causes of new power · 2 errors, 0 warnings, 1 note · 3 skills changed · 2 actors affected',
    );
    expect(md).toMatch(/until the pull request carries the <code>allow-escalation<\/code> label/);
  });

  it('orders causes, actors, suppressions, findings, per-skill detail, graph', () => {
    expect([...byHeading.keys()]).toEqual([
      'Power this pull request grants',
      'Actors whose tools or access change',
      'Suppression comments this pull request adds',
      'Findings',
      'Per-skill detail',
      'Graph of the change',
    ]);
  });

  it('shows each cause once, at its head-side line, with its reach named', () => {
    const causes = byHeading.get('Power this pull request grants')!;
    const rows = causes.split('<tr>').slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('href="https://github.com/o/r/blob/abc/tools/deploy.yaml#L6"');
    expect(rows[1]).toContain('<code>x/deploy</code> now writes');
    for (const reached of ['x/bot', 'x/releaser', 'x/all', 'x/ops', 'x/release'])
      expect(rows[1]).toContain(`<code>${reached}</code>`);
    expect(rows[0]).toContain('adds <code>x/db</code>, which writes');
    // The change is not repeated per skill anywhere in the comment.
    expect(occurrences(html, '<code>x/deploy</code> now writes')).toBe(1);
    expect(occurrences(html, 'which writes')).toBe(2); // the cause row, and the finding's message
  });

  it('names each affected actor with the tools it gains and loses, marked with the power gained', () => {
    const actors = byHeading.get('Actors whose tools or access change')!;
    const bot = actors.split('<tr>').find((r) => r.includes('<code>x/bot</code>'))!;
    const cells = bot.split('<td>').slice(1);
    expect(cells[1]).toContain('<code>x/db</code> (<strong>writes</strong>)');
    expect(cells[2]).toContain('<code>x/grep</code>');
    expect(cells[3]).toContain('<code>x/deploy</code> (<strong>now writes</strong>)');
    expect(actors).toContain('<code>x/releaser</code>');
  });

  it('lists the suppression comments the head adds, with their rules linked to the docs', () => {
    const added = byHeading.get('Suppression comments this pull request adds')!;
    expect(added).toContain('tools/grep.yaml:3:1');
    expect(added).toContain('docs/rules.md#unused-tool"><code>unused-tool</code></a>');
    expect(added).toContain('the whole file');
  });

  it('folds per-skill detail, one block per skill', () => {
    const detail = byHeading.get('Per-skill detail')!;
    expect(occurrences(detail, '<details>')).toBe(3);
  });

  it('links rule ids to their documentation, and only ids this version documents', () => {
    const doc = 'https://github.com/o/action/blob/v9/docs/rules.md';
    const withUnknown: Report = {
      ...report,
      diagnostics: [
        ...report.diagnostics,
        {
          rule: 'not-a-rule',
          severity: 'note',
          file: 'a',
          line: 1,
          column: 1,
          endLine: 1,
          endColumn: 1,
          message: 'm',
        },
      ],
      summary: { ...report.summary, notes: 2 },
    };
    const linked = assertWellFormed(formatMarkdown(withUnknown, { rulesDoc: doc }));
    expect(linked).toContain(`<a href="${doc}#escalation"><code>escalation</code></a>`);
    expect(linked).toContain('<td><code>not-a-rule</code></td>');
    expect(linked).not.toContain('#not-a-rule');
  });

  it('folds a long reach into a <details> in its cell', () => {
    const wide = powerReport();
    const names = Array.from({ length: 30 }, (_, i) => `x/skill-${i}`);
    wide.diff!.causes![1]!.skills = names;
    const out = assertWellFormed(formatMarkdown(wide));
    expect(out).toContain('<details><summary>2 actors, 30 skills</summary>');
    for (const n of names) expect(occurrences(out, `<code>${n}</code>`)).toBe(1);
  });
});

describe('the graph of the change', () => {
  it('draws affected actors and skills, causes highlighted, the legend naming exactly the colours used', () => {
    const { classes, legend } = graphOf(formatMarkdown(powerReport()));
    expect(classes.sort()).toEqual(['actor', 'cascaded', 'cause', 'unchanged']);
    for (const [cls, colour] of Object.entries(COLOUR_OF_CLASS))
      expect(
        legend.includes(`${colour}:`) || legend.startsWith(`${colour[0]!.toUpperCase()}${colour.slice(1)}:`),
      ).toBe(classes.includes(cls));
  });

  it('a change with no actors and one directly changed skill has a legend of two colours', () => {
    const report = reportFor(
      { 'skills/s.yaml': 'name: x/s\n' },
      { 'skills/s.yaml': 'name: x/s\nmcp_servers:\n  - name: shell\n' },
    );
    const { classes, legend } = graphOf(formatMarkdown(report));
    expect(classes.sort()).toEqual(['cause', 'own']);
    expect(legend).toMatch(/^Red: a cause .*; yellow: a skill whose own document changed\./);
    expect(legend).not.toMatch(/blue|grey|white/);
  });

  it('draws at most 120 nodes of a huge change, and says how many it left out', () => {
    const md = formatMarkdown(stressReport(), { maxLength: 1024 * 1024, unit: 'utf8-bytes' });
    const mermaid = /```mermaid\n([\s\S]*?)\n```/.exec(md)![1]!;
    const nodes = mermaid.split('\n').filter((l) => /^ {2}[a-z]\d+[[({]/.test(l));
    expect(nodes).toHaveLength(120);
    expect(nodes.every((l) => l.startsWith('  c'))).toBe(true);
    // 120 causes drawn; 80 actors and 150 skills not, nor the actor 'x/bot' the causes reach.
    expect(md).toMatch(/Not drawn: 231 causes, actors and skills\./);
  });

  // Mermaid refuses a diagram of more than 50,000 characters (its `maxTextSize`, which GitHub
  // keeps): the job summary showed "Maximum text size in diagram exceeded" in place of the graph
  // where 120 skills had names of 80 CJK characters, each written `#19968;`.
  it('draws no more than Mermaid renders: 50,000 characters, however the names are written', () => {
    const report = stressReport();
    const cjk = (i: number): string =>
      `x/${Array.from({ length: 80 }, (_, j) => String.fromCodePoint(0x4e00 + i * 80 + j)).join('')}`;
    report.diff!.causes = report.diff!.causes!.slice(0, 1);
    report.diff!.actors = [];
    report.diff!.skills = report.diff!.skills.map((s, i) => ({ ...s, name: cjk(i) }));
    report.graph = { edges: [], changed: [] };
    const md = formatMarkdown(report, { maxLength: 1024 * 1024, unit: 'utf8-bytes' });
    const mermaid = /```mermaid\n([\s\S]*?)\n```/.exec(md)![1]!;
    expect(mermaid.length).toBeLessThanOrEqual(50_000);
    expect(mermaid).toContain('#19968;');
    expect(md).toMatch(/Not drawn: \d+ causes, actors and skills\./);
  });

  it('draws the most dangerous causes first when it cannot draw them all', () => {
    const report = stressReport();
    report.diff!.causes!.push({
      ...report.diff!.causes![0]!,
      file: 'tools/z.yaml',
      kind: 'unsafe',
      entry: 'x/zz',
      grant: "makes 'x/zz' unsafe",
    });
    const md = formatMarkdown(report, { maxLength: 1024 * 1024, unit: 'utf8-bytes' });
    const mermaid = /```mermaid\n([\s\S]*?)\n```/.exec(md)![1]!;
    expect(mermaid).toContain('c0{{"x/zz: now unsafe"}}');
  });
});

describe('reports from before causes were recorded', () => {
  it('group the skills’ escalations into one row per change, however many skills show it', () => {
    const skills = Array.from({ length: 6 }, (_, i) => `name: x/s${i}\ntools: [x/t]\n`).join('---\n');
    const tool = (capability: string): string =>
      `name: x/t\ndescription: d\nsource: builtin\ncapability: ${capability}\n`;
    const report = reportFor(
      { 'tools/t.yaml': tool('{read_only: true}'), 'skills/s.yaml': skills },
      { 'tools/t.yaml': tool('{read_only: false, writes: true}'), 'skills/s.yaml': skills },
    );
    delete report.diff!.causes;
    const md = formatMarkdown(report);
    const html = assertWellFormed(md);
    expect(occurrences(html, '<code>x/t</code> now writes')).toBe(1);
    expect(md).toMatch(/^### .* 2 causes of new power/m);
  });

  it('name an added entry that writes and is unsafe in one row, not one per way', () => {
    const skill = (tools: string): string => `name: x/s\ntools: [${tools}]\n`;
    const tool = 'name: x/t\ndescription: d\nsource: builtin\ncapability: {writes: true, unsafe: true}\n';
    const report = reportFor(
      { 'tools/t.yaml': tool, 'skills/s.yaml': skill('') },
      { 'tools/t.yaml': tool, 'skills/s.yaml': skill('x/t') },
    );
    delete report.diff!.causes;
    const html = assertWellFormed(formatMarkdown(report));
    expect(occurrences(html, 'adds <code>x/t</code>, which writes and is unsafe')).toBe(1);
    expect(html).not.toContain('which is unsafe');
  });
});

describe('markdown report: escaping', () => {
  it('escapes every user string: no table breaks, no pings, no links, no HTML, no forged marker', () => {
    for (const text of HOSTILE) {
      const report = reportFor(
        { 'skills/s.yaml': 'name: x/s\n' },
        {
          'skills/s.yaml': `name: x/s\ndescription: ${JSON.stringify(text)}\nbuiltins: [${JSON.stringify(text)}]\ntools: [${JSON.stringify(text)}]\n`,
        },
      );
      const md = formatMarkdown(report);
      expect(md.split(COMMENT_MARKER)).toHaveLength(2);
      assertInert(assertWellFormed(md));
    }
  });

  it("escapes the job summary's note of why there is no base: the workflow's base input is user text", () => {
    expect(noBaseNote("input 'base' (v1.2) is not a commit in this clone")).toBe(
      "\n> [!NOTE]\n> No base to compare against (input 'base' \\(v1\\.2\\) is not a commit in this clone): only the head was checked.\n",
    );
    expect(noBaseNote('base commit 1 could not be fetched', true)).toBe(
      "\n> [!CAUTION]\n> No base to compare against (base commit 1 could not be fetched): only the head was checked, so the power this pull request grants was not reviewed and the check fails. Check out with `fetch-depth: 0`, or give the base's commit in the `base` input.\n",
    );
    const report = reportFor({ 'skills/s.yaml': 'name: x/s\n' }, { 'skills/s.yaml': 'name: x/s\n' });
    for (const [text, pullRequest] of [...HOSTILE, `${'$'.repeat(5000)}`].flatMap((t) => [
      [t, false] as const,
      [t, true] as const,
    ])) {
      const note = noBaseNote(`input 'base' (${text}) is not a commit in this clone`, pullRequest);
      // One quoted note, of one line, within the room the job summary keeps for it.
      expect(note.split('\n')).toHaveLength(4);
      expect(new TextEncoder().encode(note).length).toBeLessThanOrEqual(4096);
      const md = formatMarkdown(report) + note;
      expect(md.split(COMMENT_MARKER)).toHaveLength(2);
      assertInert(assertWellFormed(md));
    }
  });

  it('escapes hostile strings in every field of a fixed report, causes and suppressions included', () => {
    for (const text of HOSTILE) {
      const report = powerReport();
      const diff = report.diff!;
      diff.causes![1]!.grant = `'${text}' now ${text}`;
      diff.causes![1]!.file = text;
      diff.causes![1]!.skills.push(text);
      diff.actors[0]!.name = text;
      diff.actors[0]!.added.push(text);
      diff.actors[0]!.escalations!.push({ entry: text, kind: 'added-unsafe' });
      diff.suppressions![0]!.rules.push(text);
      diff.suppressions![0]!.file = text;
      diff.skills[0]!.name = text;
      diff.skills[0]!.via = [[text, text]];
      diff.skills[0]!.changed[0]!.fields.push(text);
      diff.skills[0]!.changed[0]!.values = [{ field: text, from: text, to: text }];
      diff.skills[0]!.added.push(text);
      diff.skills[0]!.grants = [{ name: text, source: text, power: [text] }];
      diff.actors[0]!.policy = [{ field: text, from: text, to: null, file: text, line: 1, column: 1 }];
      report.approval.label = text;
      report.diagnostics[2]!.message = text;
      report.diagnostics[2]!.file = text;
      const md = formatMarkdown(report, { fullReport: text });
      expect(md.split(COMMENT_MARKER)).toHaveLength(2);
      assertInert(assertWellFormed(md));
    }
  });
});

/** 150 changed skills with long names (the case that once gave 71,013 characters), and more of everything. */
function stressReport(): Report {
  const report = powerReport();
  const long = (i: number): string => `team-with-a-rather-long-name/skill-${'n'.repeat(120)}-${i}`;
  const diff = report.diff!;
  diff.skills = Array.from({ length: 150 }, (_, i) =>
    skillDiff(long(i), {
      direct: i % 3 === 0,
      via: i % 3 === 0 ? [] : [[long(i), long(i - 1)]],
      added: Array.from({ length: 30 }, (_, j) => `team/missing-tool-${j}`),
      escalations: [{ entry: 'x/deploy', kind: 'writes', from: false, to: true }],
    }),
  );
  diff.causes = Array.from({ length: 120 }, (_, i) => ({
    file: `tools/t${i}.yaml`,
    line: 6,
    column: 11,
    kind: 'writes' as const,
    entry: `x/tool-${i}`,
    grant: `'x/tool-${i}' now writes`,
    skills: diff.skills.slice(0, 40).map((s) => s.name),
    actors: ['x/bot'],
    approved: false,
  }));
  diff.actors = Array.from({ length: 80 }, (_, i) => ({
    name: `x/actor-${i}`,
    skills: diff.skills.slice(0, 12).map((s) => s.name),
    added: Array.from({ length: 40 }, (_, j) => `x/tool-${j}`),
    removed: [],
    changed: [],
  }));
  report.graph = { edges: diff.skills.slice(1).map((s, i) => [s.name, diff.skills[i]!.name]), changed: [] };
  return report;
}

describe('the size limit', () => {
  it('a stress report stays within 65,536 characters, every section cut inside rather than dropped', () => {
    const md = formatMarkdown(stressReport(), { fullReport: 'the job summary' });
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const html = assertWellFormed(md);
    expect([...sections(html).keys()]).toEqual([
      'Power this pull request grants',
      'Actors whose tools or access change',
      'Suppression comments this pull request adds',
      'Findings',
      'Per-skill detail',
      'Graph of the change',
    ]);
    expect(md).toMatch(/…and \d+ more causes in the job summary/);
    expect(md).toMatch(/…and \d+ more skills in the job summary\./);
    const note = md.slice(md.lastIndexOf('> [!NOTE]'));
    expect(note).toMatch(
      /^> \[!NOTE\]\n> To stay within 65536 characters: .* cut short\. See the job summary\.\n$/,
    );
    expect(note.length).toBeLessThan(300);
  });

  // The Action's comment points at the job summary for what it leaves out, but the summary lists
  // no more rows than the same caps (50 findings, 100 actors or skills, 200 causes): the comment
  // said 30 findings past the 50th were "in the job summary", which listed the same 50 and said
  // they were in the JSON report.
  it('points at where rows past a section’s cap are, not at a job summary with the same cap', () => {
    const report = powerReport();
    report.diagnostics = Array.from({ length: 80 }, (_, i) => ({
      ...report.diagnostics[0]!,
      rule: 'schema',
      line: i + 1,
      endLine: i + 1,
      message: `unknown key 'k${i}'`,
    }));
    report.diff!.actors = Array.from({ length: 130 }, (_, i) => ({
      ...report.diff!.actors[0]!,
      name: `x/a${i}`,
    }));
    const json = 'the JSON report (output report-file)';
    const summary = formatMarkdown(report, { maxLength: 1024 * 1024, unit: 'utf8-bytes', fullReport: json });
    expect(summary).toContain(`…and 30 more findings in ${escapeMarkdown(json)}`);
    expect(summary).toContain(`…and 30 more actors in ${escapeMarkdown(json)}`);
    const comment = formatMarkdown(report, { fullReport: 'the job summary', pastCaps: json });
    expect(comment).toContain(`…and 30 more findings in ${escapeMarkdown(json)}`);
    expect(comment).toMatch(/…and \d+ more actors in the JSON report/);
    expect(comment).not.toContain('in the job summary |');
  });

  it('the same report as a job summary gets 1 MiB, measured in bytes', () => {
    const summary = formatMarkdown(stressReport(), { maxLength: 1024 * 1024, unit: 'utf8-bytes' });
    expect(summary.length).toBeGreaterThan(COMMENT_LIMIT);
    expect(new TextEncoder().encode(summary).length).toBeLessThanOrEqual(1024 * 1024);
    expect(summary.split('<details>').length).toBe(summary.split('</details>').length);
  });

  it('any report within any limit: never over, always well-formed (property)', () => {
    const nameArb = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(...HOSTILE, '漢字'.repeat(50), 'x'.repeat(5000)),
    );
    fc.assert(
      fc.property(
        fc.record({
          skills: fc.array(nameArb, { maxLength: 40 }),
          causes: fc.nat({ max: 60 }),
          actors: fc.nat({ max: 40 }),
          limit: fc.integer({ min: 1500, max: 70_000 }),
          bytes: fc.boolean(),
        }),
        ({ skills, causes, actors, limit, bytes }) => {
          const report = powerReport();
          const diff = report.diff!;
          diff.skills = skills.map((n) => skillDiff(n, { added: [n, n], via: [[n, n]] }));
          diff.causes = Array.from({ length: causes }, (_, i) => ({
            ...diff.causes![1]!,
            grant: `'${skills[i % Math.max(1, skills.length)] ?? 'x'}' now writes`,
            skills,
          }));
          diff.actors = Array.from({ length: actors }, (_, i) => ({
            ...diff.actors[0]!,
            name: skills[i % Math.max(1, skills.length)] ?? `x/a${i}`,
            added: skills,
          }));
          const md = formatMarkdown(report, { maxLength: limit, unit: bytes ? 'utf8-bytes' : 'characters' });
          const size = bytes ? new TextEncoder().encode(md).length : md.length;
          expect(size).toBeLessThanOrEqual(limit);
          assertInert(assertWellFormed(md));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('wide characters count three bytes each, so a summary of CJK text still fits its budget', () => {
    const head: Record<string, string> = {};
    for (let i = 0; i < 400; i++)
      head[`tools/t${i}.yaml`] =
        `name: x/t${i}\ndescription: d\nsource: builtin\n${'漢'.repeat(40)}${i}: 1\n`;
    const report = reportFor({}, head);
    const limit = 20_000;
    const summary = formatMarkdown(report, { maxLength: limit, unit: 'utf8-bytes', maxFindings: 1000 });
    expect(new TextEncoder().encode(summary).length).toBeLessThanOrEqual(limit);
    expect(summary).toMatch(/To stay within 20000 bytes: findings cut short/);
    assertWellFormed(summary);
  });

  it('links findings to their lines when given a blob URL', () => {
    const report = reportFor({}, { 'tools/t.yaml': 'name: x/t\nsource: builtin\n' });
    const md = formatMarkdown(report, { linkBase: 'https://github.com/o/r/blob/abc' });
    expect(md).toContain('](https://github.com/o/r/blob/abc/tools/t.yaml#L1)');
  });

  it('links a line of a file GitHub renders (SKILL.md) in its source view, where the line is', () => {
    // GitHub shows a Markdown file rendered, where `#L3` is no anchor: `?plain=1` shows its lines.
    const report = reportFor(
      {},
      {
        'skills/s.yaml': 'name: x/s\nagent_skills: [agent-skills/pdf]\n',
        'agent-skills/pdf/SKILL.md': '---\nname: Pdf\ndescription: d\n---\nBody\n',
      },
    );
    const md = formatMarkdown(report, { linkBase: 'https://github.com/o/r/blob/abc' });
    const lines = [
      ...md.matchAll(/\]\((https:\/\/github\.com\/o\/r\/blob\/abc\/agent-skills\/pdf\/[^)]*)\)/g),
    ];
    expect(lines.length).toBeGreaterThan(0);
    for (const [, url] of lines) expect(url).toMatch(/\/SKILL\.md\?plain=1#L\d+$/);
  });
});

// The comment of a run that could not check the head replaces an earlier run's verdict: the
// reason quotes the configuration's keys and values, each line escaped, the lines counted past 20.
describe('the comment of a head that was not checked', () => {
  it('quotes every line of the reason escaped, and counts the lines past twenty', () => {
    const reason = [
      ...HOSTILE.map((h) => `.agents-config-check.yml:1:1: unknown key '${h}'`),
      ...Array(20).fill('x'),
    ].join('\n');
    const body = notCheckedComment(reason, 'a'.repeat(40));
    expect(
      body.startsWith(
        `${COMMENT_MARKER}\n### ❌ agents-config-check: this pull request's head <code>${'a'.repeat(40)}</code> was not checked`,
      ),
    ).toBe(true);
    expect(body.split(COMMENT_MARKER)).toHaveLength(2);
    assertInert(assertWellFormed(body));
    expect(body).toContain(`> …and ${reason.split('\n').length - 20} more lines`);
  });

  it("stays within the comment's limit however its lines escape", () => {
    const body = notCheckedComment(Array(25).fill('$'.repeat(5000)).join('\n'), 'a'.repeat(40));
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    assertWellFormed(body);
  });
});

// A skill's detail lists a hundred entries and counts the rest: in name order, a hundred tools
// that write pushed the one that is unsafe (`x/zz`) into "…and 21 more entries".
describe("a skill's detail", () => {
  it('lists the most dangerous entries first', () => {
    const tool = (name: string, capability: string): string =>
      `name: ${name}\ndescription: d\nsource: builtin\ncapability: {${capability}}\n`;
    const many = Array.from({ length: 120 }, (_, i) => `x/a${String(i).padStart(3, '0')}`);
    const files = (tools: string[]): Record<string, string> => {
      const out: Record<string, string> = { 'skills/s.yaml': `name: x/s\ntools: [${tools.join(', ')}]\n` };
      for (const n of many) out[`tools/${n.slice(2)}.yaml`] = tool(n, 'writes: true');
      out['tools/zz.yaml'] = tool('x/zz', 'writes: true, unsafe: true');
      return out;
    };
    const md = formatMarkdown(reportFor(files(['x/a000']), files([...many, 'x/zz'])));
    const detail = md.slice(md.indexOf('#### Per-skill detail'));
    const rows = detail.split('\n').filter((l) => l.startsWith('| added |'));
    expect(rows).toHaveLength(100);
    expect(rows[0]).toMatch(/^\| added \| <code>x\/zz<\/code> \|.*unsafe/);
    expect(rows[1]).toMatch(/^\| added \| <code>x\/a001<\/code> \|/);
    expect(detail).toContain('…and 20 more entries');
  });

  // A skill whose own document swaps a tool for a new one (examples/config-repo's local/deploy)
  // said "Changed tools it lists: x/old", a tool it no longer lists, over rows that say "own
  // change"; the line names only the tools whose edit is where a row's change came from.
  it('names as changed tools only those whose edit a row shows', () => {
    const tool = (name: string, description: string): string =>
      `name: ${name}\ndescription: ${description}\nsource: builtin\ncapability: {read_only: true}\n`;
    const base = {
      'tools/old.yaml': tool('x/old', 'Old.'),
      'tools/kept.yaml': tool('x/kept', 'Kept.'),
      'skills/s.yaml': 'name: x/s\ntools: [x/old, x/kept]\n',
    };
    const swapped = {
      'tools/new.yaml': tool('x/new', 'New.'),
      'tools/kept.yaml': tool('x/kept', 'Kept.'),
      'skills/s.yaml': 'name: x/s\ntools: [x/new, x/kept]\n',
    };
    const detailOf = (md: string): string => md.slice(md.indexOf('#### Per-skill detail'));
    const own = detailOf(formatMarkdown(reportFor(base, swapped)));
    expect(own).toContain('| removed | <code>x/old</code> | own change |');
    expect(own).not.toContain('Changed tools it lists');
    // The kept tool's own edit is still named, beside the swap.
    const both = detailOf(
      formatMarkdown(reportFor(base, { ...swapped, 'tools/kept.yaml': tool('x/kept', 'Kept, reworded.') })),
    );
    expect(both).toContain('Changed tools it lists: <code>x/kept</code>  \n');
  });
});

// The detail shows a hundred skills, fewer where the room runs out, in the report's (name) order:
// 105 skills each gaining a tool that writes pushed `zz/last`, which gains an unsafe one, into
// "…and 5 more skills".
describe('the per-skill detail', () => {
  it('shows the skills that gain the most dangerous power first', () => {
    const tool = (name: string, capability: string): string =>
      `name: ${name}\ndescription: d\nsource: builtin\ncapability: {${capability}}\n`;
    const files = (head: boolean): Record<string, string> => {
      const out: Record<string, string> = {
        'tools/w.yaml': tool('x/w', 'writes: true'),
        'tools/u.yaml': tool('x/u', 'writes: true, unsafe: true'),
        'tools/r.yaml': tool('x/r', 'read_only: true'),
        'skills/last.yaml': `name: zz/last\ntools: [x/r${head ? ', x/u' : ''}]\n`,
      };
      for (let i = 0; i < 105; i++)
        out[`skills/s${i}.yaml`] =
          `name: aa/s${String(i).padStart(3, '0')}\ntools: [x/r${head ? ', x/w' : ''}]\n`;
      return out;
    };
    const md = formatMarkdown(reportFor(files(false), files(true)));
    const detail = md.slice(md.indexOf('#### Per-skill detail'));
    const summaries = [...detail.matchAll(/<summary><code>([^<]*)<\/code>/g)].map((m) => m[1]);
    expect(summaries[0]).toBe('zz/last');
    expect(summaries[1]).toBe('aa/s000');
    expect(detail).toContain('…and 6 more skills');
  });
});

// A run may fail with no error among its findings: the base could not be read, the workspace was
// not the pull request's head, or notes reach `fail-on: note`. The verdict said "✅ … no findings"
// over a failed check, which a reviewer reads as a glitch of CI to merge past.
describe('the verdict of a run that fails', () => {
  const clean = reportFor(
    { 'tools/r.yaml': 'name: x/r\ndescription: d\nsource: builtin\ncapability: {read_only: true}\n' },
    { 'tools/r.yaml': 'name: x/r\ndescription: d\nsource: builtin\ncapability: {read_only: true}\n' },
  );
  const verdictOf = (md: string): string | undefined => md.split('\n')[1];

  it('says the check fails, with the mark of a failure, where the run fails without an error', () => {
    expect(clean.summary.errors).toBe(0);
    expect(verdictOf(formatMarkdown(clean, { fails: true }))).toBe(
      '### ❌ agents-config-check: the check fails · 0 errors, 0 warnings, 1 note · 0 skills changed',
    );
  });

  it('reads as before where the run passes, or where its errors already say it fails', () => {
    expect(verdictOf(formatMarkdown(clean))).toBe(
      '### ✅ agents-config-check: 0 errors, 0 warnings, 1 note · 0 skills changed',
    );
    const failing = powerReport();
    expect(verdictOf(formatMarkdown(failing, { fails: true }))).toBe(verdictOf(formatMarkdown(failing)));
  });
});

describe('the commit a comment is of', () => {
  const head = 'a'.repeat(39) + 'b';
  const verdictAndAfter = (md: string): string[] => md.split('\n').slice(1, 4);

  it("names the pull request's whole head commit under the verdict, where the report names it", () => {
    // A push whose run never writes (skipped, cancelled, unable to read the comments) leaves this
    // comment as it is: without its commit, an earlier head's ✅ read as the pull request's now.
    const md = formatMarkdown({ ...powerReport(), pullRequest: { number: 7, headSha: head } });
    expect(verdictAndAfter(md)).toEqual([
      '### ❌ agents-config-check: 2 causes of new power · 2 errors, 0 warnings, 1 note · 3 skills changed · 2 actors affected',
      '',
      `Of the pull request's head <code>${head}</code>: what a commit pushed after it grants is not in this.`,
    ]);
    assertWellFormed(md);
  });

  it('names none where the report names no head (the CLI, a report without one)', () => {
    for (const pullRequest of [undefined, { number: 7, headSha: null }]) {
      const md = formatMarkdown({ ...powerReport(), ...(pullRequest ? { pullRequest } : {}) });
      expect(md).not.toContain("Of the pull request's head");
      expect(md.split('\n')[3]).toBe('#### Power this pull request grants');
    }
  });
});

describe('the verdict of approved causes', () => {
  const approved = (approverIsAuthor: boolean): Report => {
    const report = powerReport();
    return {
      ...report,
      approval: {
        ...report.approval,
        approved: true,
        by: 'label',
        approver: 'octocat',
        ...(approverIsAuthor ? { approverIsAuthor: true as const } : {}),
      },
      diff: report.diff && {
        ...report.diff,
        causes: (report.diff.causes ?? []).map((c) => ({ ...c, approved: true })),
      },
    };
  };

  it('says the author approved them where the label was added by who opened the pull request', () => {
    // The line a reviewer glances at: an escalation its author approved read as reviewed.
    expect(formatMarkdown(approved(true)).split('\n')[1]).toMatch(
      /^### .* agents-config-check: 2 causes of new power \(approved by its author\) · /,
    );
  });

  it('says approved where someone else added it', () => {
    expect(formatMarkdown(approved(false)).split('\n')[1]).toMatch(
      /^### .* agents-config-check: 2 causes of new power \(approved\) · /,
    );
  });
});
