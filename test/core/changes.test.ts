// Changes are data: every kind's factory gives the subject, site, words and criticality the table
// says, each kind is detected from the power it is about, and a change is shown in the same words
// by the escalation finding, the text output, the Markdown comment and the JSON report.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { runRules } from '../../src/core/check/check.js';
import {
  ADDED_KINDS,
  ESCALATION_KINDS,
  addedWidenings,
  escalationChanges,
  gateSettingChange,
  relaunchChange,
  shortKind,
  shows,
  unsitedGrant,
  widenings,
  type Change,
  type Escalation,
  type EscalationFinding,
  type GateSettingFinding,
  type GateWeakening,
  type Relaunch,
} from '../../src/core/diff/changes.js';
import type { Comparison } from '../../src/core/diff/types.js';
import type { Site } from '../../src/core/model/model.js';
import type { Power } from '../../src/core/power/power.js';
import { formatJson } from '../../src/report/json.js';
import { formatMarkdown } from '../../src/report/markdown.js';
import { buildReport } from '../../src/report/report.js';
import { formatText } from '../../src/report/text.js';
import { projectOf, settings, validator } from '../helpers.js';

type PowerKind = Escalation['kind'];

const ROOT = join(import.meta.dirname, '..', '..');

// One tool with every capability field on its own line, two skills and an actor: the sites below.
const project = projectOf({
  'tools/t.yaml':
    'name: x/t\ndescription: d\nsource: builtin\ncapability:\n  read_only: false\n  writes: true\n  unsafe: true\n  human_approval_required: false\n  side_effects: [net]\n',
  'skills/s.yaml': 'name: x/leaf\ntools: [x/t]\n---\nname: x/top\nincludes: [x/leaf]\n',
  'actors/a.yaml': 'name: x/bot\ndescription: d\nskills:\n  - x/top\n',
});
const inTool = (field: string): Site => ({ def: project.tool('x/t')!.def, pointer: `/capability/${field}` });
const inSkill: Site = { def: project.skill('x/leaf')!.def, pointer: '/tools/0' };
const inActor: Site = { def: project.actorsByName.get('x/bot')![0]!.def, pointer: '/skills/0' };

const FIELD: Record<string, string> = {
  read_only: 'read_only',
  writes: 'writes',
  unsafe: 'unsafe',
  human_approval_required: 'human_approval_required',
  side_effects: 'side_effects',
};

function finding(kind: PowerKind, site: Site, extra: Partial<EscalationFinding> = {}): EscalationFinding {
  const to = kind === 'side_effects' ? ['net'] : undefined;
  return {
    entry: 'x/t',
    kind,
    to,
    skill: 'x/leaf',
    skills: ['x/leaf', 'x/top'],
    actors: [],
    site,
    ...extra,
  };
}

const actor = { name: 'x/bot', why: 'a skill it did not use on the base' };

interface Row {
  what: string;
  kind: PowerKind;
  site: Site;
  extra?: Partial<EscalationFinding>;
  at: string;
  message: string;
  grant: string;
}

const TOOL_AT: Record<string, string> = {
  read_only: 'tools/t.yaml:5:14',
  writes: 'tools/t.yaml:6:11',
  unsafe: 'tools/t.yaml:7:11',
  human_approval_required: 'tools/t.yaml:8:28',
  side_effects: 'tools/t.yaml:9:17',
};
const SKILL_AT = 'skills/s.yaml:2:9';
const ACTOR_AT = 'actors/a.yaml:4:5';
const IN_2 = "(in 2 skills: 'x/leaf', 'x/top')";

/** The kinds read from fields beyond the capability flags, each with the value it changed to. */
const DETAIL_ROWS: Row[] = (
  [
    ['write_scope', null, 'now writes anywhere (no write_scope)'],
    ['resource_slots', ['db'], 'now writes resource slots ["db"]'],
    [
      'slot_binding',
      ['db: database (contextual)'],
      'now binds writing resource slots as ["db: database (contextual)"]',
    ],
    ['lifecycle', 'h1', 'gains or changes a lifecycle hook'],
    ['mcp_target', 'gh/*', 'now calls MCP "gh/*"'],
    // A definition that gives no mcp_tool_name (or no mcp_server) names no tool: never "gh/null".
    ['mcp_target', 'gh/', 'now calls an MCP tool of "gh" it does not name (no mcp_tool_name)'],
    [
      'mcp_target',
      '/delete_repo',
      'now calls MCP tool "delete_repo" of a server it does not name (no mcp_server)',
    ],
    ['code', 'c2', 'runs changed code'],
  ] as const
).map(([kind, to, is]) => ({
  what: 'in a skill',
  kind,
  site: inSkill,
  extra: { to },
  at: SKILL_AT,
  message: `'x/t' in 'x/leaf' ${is}; reaches 'x/top'`,
  grant: `'x/t' ${is}`,
}));

const ROWS: Row[] = [
  ...DETAIL_ROWS,
  ...(
    [
      ['read_only', 'is no longer read_only', "makes 'x/t' no longer read_only"],
      ['writes', 'now writes', "makes 'x/t' write"],
      ['unsafe', 'is now unsafe', "makes 'x/t' unsafe"],
      ['human_approval_required', 'no longer requires human approval', "drops human approval from 'x/t'"],
      ['side_effects', 'gains side effects ["net"]', 'gives \'x/t\' side effects ["net"]'],
    ] as const
  ).flatMap(([kind, is, grant]): Row[] => [
    {
      what: 'in its tool',
      kind,
      site: inTool(FIELD[kind]!),
      at: TOOL_AT[kind]!,
      message: `'x/t' ${is} ${IN_2}`,
      grant,
    },
    {
      what: 'in a skill',
      kind,
      site: inSkill,
      at: SKILL_AT,
      message: `'x/t' in 'x/leaf' ${is}; reaches 'x/top'`,
      grant,
    },
  ]),
  ...(
    [
      ['added-writes', 'which writes'],
      ['added-unsafe', 'which is unsafe'],
      ['added-side-effects', 'which has side effects'],
      ['added-dynamic-mcp', 'which may offer any tool'],
      ['added-lifecycle', 'which runs a lifecycle hook'],
    ] as const
  ).map(([kind, which]): Row => ({
    what: 'in a skill',
    kind,
    site: inSkill,
    at: SKILL_AT,
    message: `'x/leaf' gains 'x/t', ${which}; reaches 'x/top'`,
    grant: `adds 'x/t', ${which}`,
  })),
  {
    what: 'in a skill reaching more than three',
    kind: 'writes',
    site: inSkill,
    extra: { skills: ['x/a', 'x/b', 'x/c', 'x/d', 'x/leaf'] },
    at: SKILL_AT,
    message: "'x/t' in 'x/leaf' now writes; reaches 'x/a', 'x/b', 'x/c' and 1 more",
    grant: "makes 'x/t' write",
  },
  {
    what: 'in its tool, one skill',
    kind: 'unsafe',
    site: inTool('unsafe'),
    extra: { skills: ['x/leaf'] },
    at: TOOL_AT.unsafe!,
    message: "'x/t' is now unsafe (in 1 skill: 'x/leaf')",
    grant: "makes 'x/t' unsafe",
  },
  {
    what: 'in a skill reaching no other',
    kind: 'added-writes',
    site: inSkill,
    extra: { skills: ['x/leaf'] },
    at: SKILL_AT,
    message: "'x/leaf' gains 'x/t', which writes",
    grant: "adds 'x/t', which writes",
  },
  {
    what: 'in an actor',
    kind: 'writes',
    site: inActor,
    extra: { skill: 'x/top', actors: ['x/bot', 'x/ops'], actor },
    at: ACTOR_AT,
    message:
      "actor 'x/bot' gains 'x/t' writing through 'x/top' (a skill it did not use on the base); also 'x/ops'",
    grant: "makes 'x/t' write through 'x/top'",
  },
  {
    what: 'in an actor',
    kind: 'human_approval_required',
    site: inActor,
    extra: { skill: 'x/top', actors: ['x/bot'], actor },
    at: ACTOR_AT,
    message:
      "actor 'x/bot' gains 'x/t' without human approval through 'x/top' (a skill it did not use on the base)",
    grant: "drops human approval from 'x/t' through 'x/top'",
  },
  {
    what: 'in an actor',
    kind: 'side_effects',
    site: inActor,
    extra: { skill: 'x/top', actors: ['x/bot'], actor },
    at: ACTOR_AT,
    message: `actor 'x/bot' gains 'x/t' with side effects ["net"] through 'x/top' (a skill it did not use on the base)`,
    grant: `gives 'x/t' side effects ["net"] through 'x/top'`,
  },
  {
    what: 'in an actor',
    kind: 'added-dynamic-mcp',
    site: inActor,
    extra: { skill: 'x/top', actors: ['x/bot'], actor },
    at: ACTOR_AT,
    message:
      "actor 'x/bot' gains 'x/t', which may offer any tool, through 'x/top' (a skill it did not use on the base)",
    grant: "adds 'x/t', which may offer any tool, through 'x/top'",
  },
];

const where = (c: Change): string => `${c.site.file}:${c.site.span.line}:${c.site.span.column}`;

const span = { line: 3, column: 15, endLine: 3, endColumn: 18 };
const setting: GateSettingFinding = {
  file: '.agents-config-check.yml',
  span,
  weakening: { what: 'severity', rule: 'escalation', before: 'error', now: 'off', gate: true },
};
const settingMessage =
  "the configuration turns 'escalation' from error to off for its own change; the gate keeps the base's error";

const GATE_ROWS: [GateWeakening, string, string, string][] = [
  [setting.weakening, 'rules.escalation', settingMessage, "turns 'escalation' from error to off"],
  [
    { what: 'severity', rule: 'yaml-syntax', before: 'error', now: 'warning', gate: false },
    'rules.yaml-syntax',
    "the configuration turns 'yaml-syntax' from error to warning, which can hide power from the gate",
    "turns 'yaml-syntax' from error to warning",
  ],
  [
    { what: 'ignore', globs: ['tools/x/**', 'skills/y.yaml'] },
    'ignore',
    "the configuration ignores 'tools/x/**', 'skills/y.yaml' for its own change, hiding files from the gate",
    "ignores 'tools/x/**', 'skills/y.yaml'",
  ],
  [
    { what: 'globs', key: 'tools', globs: ['tools/**/*.yaml'] },
    'tools',
    "the configuration drops 'tools/**/*.yaml' from 'tools' for its own change, hiding files from the gate",
    "drops 'tools/**/*.yaml' from 'tools'",
  ],
  [
    { what: 'inventory-globs', globs: ['docs/*.json'] },
    'mcp-servers',
    "the configuration adds 'docs/*.json' to 'mcp-servers' for its own change: an inventory found there has its server's tools read by their annotations, no longer as the most they could be",
    "adds 'docs/*.json' to 'mcp-servers'",
  ],
  [
    { what: 'max-file-size', size: 1024 },
    'max-file-size',
    "the configuration lowers 'max-file-size' to 1024 for its own change, leaving larger files unread",
    "lowers 'max-file-size' to 1024",
  ],
  [
    { what: 'fail-on', before: 'error', now: 'never' },
    'fail-on',
    "the configuration sets 'fail-on' from error to never for its own change; the gate keeps the base's error",
    "sets 'fail-on' from error to never",
  ],
];

describe('every kind of change, from its factory', () => {
  it('one cause widening an entry in several ways: one change, in one sentence without a stray colon', () => {
    const [c, ...others] = escalationChanges([finding('unsafe', inSkill), finding('writes', inSkill)]);
    expect(others).toEqual([]);
    expect(c!.kinds).toEqual(['writes', 'unsafe']);
    expect(c!.message).toBe("'x/t' in 'x/leaf' now writes and is now unsafe; reaches 'x/top'");
    expect(c!.grant).toBe("'x/t' now writes and is now unsafe");
    const inActor_ = { actor, actors: ['x/bot'] };
    const [a] = escalationChanges([
      finding('writes', inActor, inActor_),
      finding('unsafe', inActor, inActor_),
    ]);
    expect(a!.message).toBe(
      "actor 'x/bot' gains 'x/t' writing and unsafe through 'x/leaf' (a skill it did not use on the base)",
    );
    expect(a!.grant).toBe("'x/t' now writes and is now unsafe through 'x/leaf'");
  });

  it.each(ROWS.map((r) => [r.kind, r.what, r] as const))('%s %s', (_kind, _what, row) => {
    const f = finding(row.kind, row.site, row.extra);
    const c = escalationChanges([f])[0]!;
    expect({
      kind: c.kind,
      subject: c.subject,
      at: where(c),
      message: c.message,
      grant: c.grant,
      level: c.criticality.level,
    }).toEqual({
      kind: row.kind,
      subject: 'x/t',
      at: row.at,
      message: row.message,
      grant: row.grant,
      level: 'power',
    });
    expect(c.reach).toEqual({ skills: [...f.skills].sort(), actors: [...f.actors].sort() });
    expect(c.criticality.reason).not.toBe('');
  });

  it.each(GATE_ROWS)('a gate setting weakened: %j', (weakening, subject, message, grant) => {
    const c = gateSettingChange({ file: setting.file, span, weakening });
    expect({ ...c, criticality: c.criticality.level }).toEqual({
      kind: 'gate-setting',
      criticality: 'gate',
      subject,
      site: { file: setting.file, span },
      reach: { skills: [], actors: [] },
      message,
      grant,
    });
  });

  const program = (was: Extract<Relaunch['how'], { program: string }>['was']) => ({
    program: 'servers/gh.js',
    configuration: '.cursor/mcp.json',
    was,
  });
  const byProgram = (which: string) =>
    `the program of MCP server 'gh' changed in the repository: '.cursor/mcp.json' runs it with 'servers/gh.js', which ${which}`;
  it.each<[Relaunch['how'], string]>([
    [{ key: 'args' }, "starts MCP server 'gh' differently ('args')"],
    [{}, "starts MCP server 'gh' differently"],
    [{ added: true as const }, "starts MCP server 'gh', which this file did not start"],
    [{ unread: 'not UTF-8' }, "may start MCP server 'gh' any way: the file cannot be read (not UTF-8)"],
    [
      { elsewhere: 'marketplace' as const },
      "may start MCP server 'gh' any way: it newly names a plugin marketplace from outside the repository, whose servers the checker cannot read",
    ],
    [
      { elsewhere: 'plugin' as const },
      "may start MCP server 'gh' any way: it newly names a plugin from outside the repository, whose servers the checker cannot read",
    ],
    [program('changed'), byProgram('changed')],
    [program('added'), byProgram('is new')],
    [program({ unread: 'binary' }), byProgram('changed and cannot be read (binary)')],
    [program('removed'), byProgram('the head removed')],
    [{ ...program('changed'), loads: 'servers/lib.js' }, byProgram("loads 'servers/lib.js', which changed")],
    [
      { ...program('added'), loads: 'servers/x.js', under: { folder: 'servers', why: 'it calls eval' } },
      byProgram("may load any file of 'servers' (it calls eval), among them 'servers/x.js', which is new"),
    ],
    [
      { ...program('changed'), loads: 'x.js', under: { folder: '', why: 'it loads more than 5000 files' } },
      byProgram(
        "may load any file of the repository (it loads more than 5000 files), among them 'x.js', which changed",
      ),
    ],
  ])('an MCP server started differently: %j', (how, grant) => {
    const reach = { skills: ['a/s'], actors: ['a/bot'] };
    const c = relaunchChange(
      { server: 'gh', file: '.mcp.json', span, how },
      { path: 'mcp-servers/gh.json', repinned: false },
      reach,
    );
    expect({ ...c, criticality: c.criticality.level }).toEqual({
      kind: 'mcp-launch',
      criticality: 'power',
      subject: 'mcp:gh',
      site: { file: '.mcp.json', span },
      reach,
      message: `${'program' in how ? '' : "'.mcp.json' "}${grant}: its pinned inventory 'mcp-servers/gh.json' was not listed from what now answers, so the gate cannot see what the server's tools do; re-pin it (\`agents-config-check mcp pin gh${'program' in how ? ' --mcp-config .cursor/mcp.json' : ''}\`) and review the inventory's change`,
      grant,
    });
  });

  // `mcp pin` reads `.mcp.json` by itself, a file in its format when named, and no other format:
  // the finding says how to re-pin from the configuration that starts the server.
  it.each([
    ['.mcp.json', '`agents-config-check mcp pin gh`'],
    ['.vscode/mcp.json', '`agents-config-check mcp pin gh --mcp-config .vscode/mcp.json`'],
    [
      '.amazonq/cli-agents/dev.json',
      '`agents-config-check mcp pin gh --mcp-config .amazonq/cli-agents/dev.json`',
    ],
    ['.MCP.json', '`agents-config-check mcp pin gh --mcp-config .MCP.json`'],
    ['opencode.json', "`agents-config-check mcp pin gh -- COMMAND [ARGS…]` with what 'opencode.json' starts"],
    [
      '.codex/config.toml',
      "`agents-config-check mcp pin gh -- COMMAND [ARGS…]` with what '.codex/config.toml' starts",
    ],
    [
      '.continue/mcpServers/gh.yaml',
      "`agents-config-check mcp pin gh -- COMMAND [ARGS…]` with what '.continue/mcpServers/gh.yaml' starts",
    ],
    [
      '.zed/settings.json',
      "`agents-config-check mcp pin gh -- COMMAND [ARGS…]` with what '.zed/settings.json' starts",
    ],
  ])('says how to re-pin a server %s starts', (file, command) => {
    const c = relaunchChange(
      { server: 'gh', file, span, how: { key: 'args' } },
      { path: 'mcp-servers/gh.json', repinned: false },
      {
        skills: [],
        actors: [],
      },
    );
    expect(c.message).toContain(`; re-pin it (${command}) and review the inventory's change`);
  });

  it('covers every kind, each with its own short words', () => {
    const covered = new Set<string>([...ROWS.map((r) => r.kind), 'gate-setting', 'mcp-launch']);
    expect(ESCALATION_KINDS.filter((k) => !covered.has(k))).toEqual([]);
    const short = ESCALATION_KINDS.map(shortKind);
    expect(new Set(short).size).toBe(short.length);
    // The added kinds, in table order: an actor joins a skill's finding of the first it shows.
    expect(ADDED_KINDS).toEqual([
      'added-writes',
      'added-unsafe',
      'added-side-effects',
      'added-dynamic-mcp',
      'added-lifecycle',
    ]);
    // A kind from a report this version does not know is shown as it is, never looked up on a prototype.
    expect(shortKind('constructor')).toBe('constructor');
    expect(unsitedGrant({ entry: 'x/t', kind: 'toString' })).toBe("'x/t': toString");
  });

  it("the report schema's kinds are the kinds of an entry's escalation (UPDATE_SCHEMA=1 writes them)", () => {
    const path = join(ROOT, 'schemas', 'report.schema.json');
    const kinds = ESCALATION_KINDS.filter((k) => k !== 'gate-setting' && k !== 'mcp-launch');
    if (process.env.UPDATE_SCHEMA) {
      // A new kind of widening is written here from changes.ts: its newcomer edits two files, not four.
      const published = JSON.parse(readFileSync(path, 'utf8'));
      published.$defs.escalation.properties.kind.enum = kinds;
      writeFileSync(path, `${JSON.stringify(published, null, 2)}\n`);
    }
    const schema = readFileSync(path, 'utf8');
    const listed = /"kind": \{\s*"enum": \[([^\]]*)\]/
      .exec(schema)![1]!
      .match(/"[^"]+"/g)!
      .map((k) => JSON.parse(k));
    expect(listed).toEqual(kinds);
  });
});

describe('each kind, detected from the power it is about', () => {
  const none: Power = {
    read_only: true,
    writes: false,
    unsafe: false,
    human_approval_required: true,
    side_effects: [],
    dynamic: false,
    write_scope: null,
    read_write_slots: [],
    slot_bindings: [],
    lifecycle: null,
    target: null,
    code: null,
  };
  it.each<[PowerKind, Partial<Power>, { from: unknown; to: unknown }]>([
    ['read_only', { read_only: false }, { from: true, to: false }],
    ['writes', { writes: true }, { from: false, to: true }],
    ['unsafe', { unsafe: true }, { from: false, to: true }],
    ['human_approval_required', { human_approval_required: false }, { from: true, to: false }],
    ['side_effects', { side_effects: ['net'] }, { from: [], to: ['net'] }],
    ['resource_slots', { read_write_slots: ['db'] }, { from: [], to: ['db'] }],
    ['lifecycle', { lifecycle: 'h1' }, { from: null, to: 'h1' }],
    ['mcp_target', { target: 'gh/*' }, { from: null, to: 'gh/*' }],
  ])('%s on an entry both sides have', (kind, gained, values) => {
    const after: Power = { ...none, ...gained };
    const found = widenings(none, after, 'x/t');
    expect(found).toEqual([{ entry: 'x/t', kind, ...values }]);
    expect(shows(after, found[0]!)).toBe(true);
    expect(shows(none, found[0]!)).toBe(false);
    expect(widenings(after, none, 'x/t')).toEqual([]);
  });

  it.each<[PowerKind, Partial<Power>, Partial<Power>, { from: unknown; to: unknown }]>([
    ['write_scope', { write_scope: 'repo/a' }, { write_scope: null }, { from: 'repo/a', to: null }],
    ['code', { code: 'c1' }, { code: 'c2' }, { from: 'c1', to: 'c2' }],
  ])('%s on an entry that writes on both sides', (kind, before, after, values) => {
    const writing: Power = { ...none, read_only: false, writes: true };
    const found = widenings({ ...writing, ...before }, { ...writing, ...after }, 'x/t');
    expect(found).toEqual([{ entry: 'x/t', kind, ...values }]);
    expect(shows({ ...writing, ...after }, found[0]!)).toBe(true);
    expect(widenings({ ...none, ...before }, { ...none, ...after }, 'x/t')).toEqual([]);
  });

  // A hook may run the entry's code (a SKILL.md's `!`bash scripts/setup.sh``): read-only is no excuse.
  it('code on a read-only entry with a lifecycle hook', () => {
    const hooked: Power = { ...none, lifecycle: 'h1' };
    const found = widenings({ ...hooked, code: 'c1' }, { ...hooked, code: 'c2' }, 'x/t');
    expect(found).toEqual([{ entry: 'x/t', kind: 'code', from: 'c1', to: 'c2' }]);
    // A hook new on the head is `lifecycle` (its SKILL.md, part of the content, changed with it).
    expect(widenings({ ...none, code: 'c1' }, { ...hooked, code: 'c2' }, 'x/t').map((e) => e.kind)).toEqual([
      'lifecycle',
    ]);
    expect(widenings({ ...none, code: 'c1' }, { ...none, code: 'c2' }, 'x/t')).toEqual([]);
  });

  it('slot_binding on a writing slot both sides have, bound elsewhere', () => {
    const slot = (binding: string): Partial<Power> => ({
      read_write_slots: ['db'],
      slot_bindings: [`db: database (${binding})`],
    });
    const [before, after] = [
      { ...none, ...slot('static staging') },
      { ...none, ...slot('contextual') },
    ];
    const found = widenings(before, after, 'x/t');
    expect(found).toEqual([
      {
        entry: 'x/t',
        kind: 'slot_binding',
        from: ['db: database (static staging)'],
        to: ['db: database (contextual)'],
      },
    ]);
    expect(shows(after, found[0]!)).toBe(true);
    expect(shows(before, found[0]!)).toBe(false);
    // A new writing slot is `resource_slots`, not a slot bound elsewhere.
    expect(widenings(none, after, 'x/t').map((e) => e.kind)).toEqual(['resource_slots']);
  });

  it.each<[PowerKind, Partial<Power>]>([
    ['added-writes', { writes: true }],
    ['added-unsafe', { unsafe: true }],
    ['added-side-effects', { side_effects: ['net'], read_only: false }],
    // Read-only, an effect other than reaching an open world is still one.
    ['added-side-effects', { side_effects: ['open_world', 'payments'], read_only: true }],
    ['added-dynamic-mcp', { dynamic: true }],
    ['added-lifecycle', { lifecycle: 'h1' }],
  ])('%s on an added entry', (kind, power) => {
    const found = addedWidenings({ ...none, ...power }, 'x/t');
    expect(found).toEqual([{ entry: 'x/t', kind }]);
    expect(shows(none, found[0]!)).toBe(false);
  });

  it('nothing from an entry without power', () => {
    expect(addedWidenings({ ...none, read_only: false, human_approval_required: false }, 'x/t')).toEqual([]);
    // An open-world search only reads.
    expect(addedWidenings({ ...none, read_only: true, side_effects: ['open_world'] }, 'x/t')).toEqual([]);
  });
});

/** The text a reader sees of some HTML. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\u2060/g, '');
}

describe('a change in the same words everywhere', () => {
  const approval = "; approve with the 'allow-escalation' label or --allow-escalations";
  it.each(
    ROWS.filter((r) => r.what !== 'in a skill reaching more than three').map(
      (r) => [r.kind, r.what, r] as const,
    ),
  )('%s %s: the finding, text, Markdown and JSON', (_kind, _what, row) => {
    const f = finding(row.kind, row.site, row.extra);
    const c = escalationChanges([f])[0]!;
    const comparison: Comparison = {
      label: 'base',
      diff: { tools: { added: [], removed: [], changed: [] }, skills: [], actors: [], suppressions: [] },
      changes: [c, gateSettingChange(setting)],
      graph: { edges: [], changed: [] },
      affected: new Set(),
    };
    const diagnostics = runRules(project, { ...settings(), changes: comparison.changes }, validator).filter(
      (d) => d.rule === 'escalation',
    );
    expect(diagnostics.map((d) => [`${d.file}:${d.line}:${d.column}`, d.message])).toEqual(
      [
        [where(c), `${c.message}${approval}`],
        [`${setting.file}:3:15`, `${settingMessage}${approval}`],
      ].sort(),
    );
    const report = buildReport({ project, diagnostics, root: '.', base: 'base', comparison });

    const text = formatText(report);
    expect(text).toContain(`${where(c)}: error: ${c.message}${approval} [escalation]`);

    const json = JSON.parse(formatJson(report)) as typeof report;
    expect(json.diff?.causes?.find((k) => k.kind === c.kind)?.grant).toBe(c.grant);

    const html = micromark(formatMarkdown(report), {
      allowDangerousHtml: true,
      extensions: [gfm()],
      htmlExtensions: [gfmHtml()],
    });
    const cells = [...html.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => plain(m[1]!));
    expect(cells).toContain(`${c.message}${approval}`);
    // The causes table shows names as code, without their quotes.
    expect(cells).toContain(c.grant.replace(/'([^']*)'/g, '$1'));
  });
});
