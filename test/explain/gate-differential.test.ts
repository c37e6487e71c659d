// Explain tells the truth the gate uses (SPEC §6, §10), held as a differential: for a skill holding
// entries of each source, explain of an actor that uses it (one tree, no base) must list the
// entries the gate reads the actor gaining when a pull request adds that actor, and the entries
// whose stated power is new power (writes, unsafe, a side effect beyond a read of the open world, a
// dynamic entry, a hook) must be the ones the gate escalates. Two disagreements this found: an
// include it could not flatten hid every entry of the skill (unknown-include-single-tree.test.ts),
// and two Agent Skills folders of one name (agent-skill-two-folders.test.ts).
import { describe, it } from 'vitest';
import { expectExplainOfAddedActor } from './gate-agreement.js';

const tool = (name: string, capability: string, extra = ''): string =>
  `name: ${name}\ndescription: d\nsource: custom\ncode: x\n${extra}capability:\n${capability}`;
const inventory = (tools: [string, object | undefined][]): string =>
  JSON.stringify({
    server: 'gh',
    tools: tools.map(([name, annotations]) => ({
      name,
      description: name,
      inputSchema: { type: 'object' },
      ...(annotations ? { annotations } : {}),
    })),
  });
const skillMd = (name: string, front: string): string =>
  `---\nname: ${name}\ndescription: d\n${front}---\nBody\n`;
const anonymous = (...caps: string[]): string =>
  `anonymous_tools:\n${caps.map((c) => `  - name: t/anon\n    description: d\n    source: custom\n    code: x\n    capability:\n      ${c}\n`).join('')}`;

const TREE: Record<string, string> = {
  '.agents-config-check.yml': 'builtin-groups:\n  files-read:\n    read_only: true\n',
  'tools/ro.yaml': tool('t/ro', '  read_only: true\n'),
  'tools/w.yaml': tool('t/w', '  writes: true\n'),
  'tools/u.yaml': tool('t/u', '  unsafe: true\n'),
  'tools/se.yaml': tool('t/se', '  read_only: true\n  side_effects: [sends_email]\n'),
  'tools/ow.yaml': tool('t/ow', '  read_only: true\n  side_effects: [open_world]\n'),
  'tools/dup.yaml': `${tool('t/dup', '  read_only: true\n')}---\n${tool('t/dup', '  writes: true\n')}`,
  'tools/rep.yaml': tool('t/rep', '  read_only: true\n  read_only: false\n'),
  'tools/wrap.yaml':
    'name: t/wrap\ndescription: d\nsource: wrapped\ntool_type: validation\nwraps: t/w\ncapability:\n  read_only: true\n',
  'tools/mcp.yaml':
    'name: t/mcp\ndescription: d\nsource: mcp\nmcp_server: gh\nmcp_tool_name: del\ncapability:\n  read_only: true\n',
  'tools/askill.yaml':
    'name: t/askill\ndescription: d\nsource: agent_skill\nagent_skill_path: agent-skills/bash\ncapability:\n  read_only: true\n',
  'mcp-servers/gh.json': inventory([
    ['get', { readOnlyHint: true, openWorldHint: false }],
    ['del', undefined],
  ]),
  'agent-skills/bash/SKILL.md': skillMd('bash', 'allowed-tools: Read Bash\n'),
  'agent-skills/reader/SKILL.md': skillMd('reader', 'allowed-tools: Read Grep\n'),
  'agent-skills/hooked/SKILL.md': skillMd('hooked', 'allowed-tools: Read\n').replace(
    'Body',
    'Body !`sh x.sh`',
  ),
  'agent-skills/twin/SKILL.md': skillMd('reader', 'allowed-tools: Bash\n'),
  'skills/cycle.yaml': 'name: t/c1\ntools: [t/ro]\nincludes: [t/c2]\n---\nname: t/c2\nincludes: [t/c1]\n',
};

/** Each case: the body of the skill `t/x` that the actor uses. */
const SKILLS: Record<string, string> = {
  'a read-only tool': 'tools: [t/ro]',
  'a writing tool': 'tools: [t/w]',
  'an unsafe tool': 'tools: [t/u]',
  'a side effect': 'tools: [t/se]',
  'a read of the open world': 'tools: [t/ow]',
  'a tool defined twice': 'tools: [t/dup]',
  'a repeated capability key': 'tools: [t/rep]',
  'a wrapped validation that claims less': 'tools: [t/wrap]',
  'a registered MCP tool that claims less': 'tools: [t/mcp]',
  'a registered Agent Skill tool': 'tools: [t/askill]',
  'anonymous tools, one twice': anonymous('read_only: true', 'writes: true'),
  'an inventory used whole': 'mcp_servers:\n  - name: gh',
  'an inventory tool by name': 'mcp_servers:\n  - name: gh\n    tools: [get]',
  'a server without inventory': 'mcp_servers:\n  - name: nope',
  'builtin groups, one configured': 'builtins: [files-read, shell]',
  'Agent Skills': 'agent_skills: [agent-skills/reader, agent-skills/bash, agent-skills/hooked]',
  'two Agent Skills folders of one name': 'agent_skills: [agent-skills/reader, agent-skills/twin]',
  'remote references': 'tools: [hub:v/t]\nincludes: [hub:v/s]',
  'an unknown include': 'tools: [t/w]\nincludes: [t/nosuch]',
  'an include cycle': 'includes: [t/c1]',
  'a repeated tools key': 'tools: [t/ro]\ntools: [t/w]',
  'an override that claims less':
    'tools:\n  - name: t/w\n    overrides:\n      capability:\n        read_only: true',
};

describe("explain's power of each entry is the gate's", () => {
  it.each(Object.entries(SKILLS))('%s', (_name, body) => {
    const base = { ...TREE, 'skills/x.yaml': `name: t/x\n${body}\n` };
    expectExplainOfAddedActor(base, 'name: t/a\nskills: [t/x]\n', 't/a');
  });
});
