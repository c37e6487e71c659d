#!/usr/bin/env node
// The benchmark and test workload: a synthetic configuration repository shaped like a real one
// (tools of every source, skills in include layers, actors, Agent Skills folders), the same for a
// given seed. With --mutate it writes the head side of a pull request against the same options.
//
//   node scripts/gen-corpus.mjs OUT_DIR [--tools N] [--skills N] [--actors N] [--seed S] [--mutate]
//
// It also writes 20 pinned MCP server inventories of 50 tools each (`mcp-servers/<server>.json`),
// each used whole (`mcp_servers: [{name: S}]`) by about a fifth of the skills; they are drawn from a
// second seeded stream, so every other file is what it was before they existed.
//
// The head side differs from the base in six ways: one read-only tool that a skill uses gains
// `writes: true`, one mid-level skill includes one more skill, one skill drops its first tool, one
// tool's description changes, and one inventory gains a tool that writes and has a read-only tool
// start writing (`readOnlyHint` flipped). The model is drawn first and mutated afterwards, so the
// random stream, and with it every other file, is the same on both sides.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const USAGE = 'usage: gen-corpus.mjs OUT_DIR [--tools N] [--skills N] [--actors N] [--seed S] [--mutate]';

function parseArgs(argv) {
  const options = { tools: 10000, skills: 2000, actors: 200, seed: 42, mutate: false, out: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--mutate') options.mutate = true;
    else if (['--tools', '--skills', '--actors', '--seed'].includes(arg)) {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 0) fail(`${arg} wants a whole number, got '${argv[i]}'`);
      options[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) fail(`unknown option '${arg}'`);
    else if (options.out === undefined) options.out = arg;
    else fail(`one OUT_DIR only, got '${options.out}' and '${arg}'`);
  }
  if (options.out === undefined) fail('OUT_DIR is missing');
  return options;
}

function fail(message) {
  console.error(`gen-corpus: ${message}\n${USAGE}`);
  process.exit(2);
}

/** A small seeded generator (mulberry32): the same seed gives the same repository everywhere. */
function randomSource(seed) {
  let a = seed >>> 0 || 1;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p) => next() < p,
    between: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    oneOf: (xs) => xs[Math.floor(next() * xs.length)],
    someOf(xs, lo, hi) {
      const count = this.between(lo, hi);
      return [...new Set(Array.from({ length: count }, () => this.oneOf(xs)))];
    },
  };
}

const NAMESPACES = ['local', 'devops', 'data', 'web', 'sec', 'ml', 'docs', 'qa', 'infra', 'fin'];
const VERBS = [
  'read',
  'write',
  'list',
  'scan',
  'parse',
  'build',
  'deploy',
  'check',
  'format',
  'lint',
  'test',
];
const VERBS_MORE = ['index', 'query', 'fetch', 'sync', 'merge', 'split', 'render', 'export', 'import'];
const ACTIONS = [...VERBS, ...VERBS_MORE, 'archive', 'measure', 'trace', 'compile', 'review', 'label'];
const NOUNS = ['file', 'repo', 'image', 'chart', 'table', 'log', 'metric', 'ticket', 'branch', 'commit'];
const NOUNS_MORE = ['schema', 'report', 'page', 'bucket', 'queue', 'secret', 'cluster', 'node', 'invoice'];
const THINGS = [...NOUNS, ...NOUNS_MORE, 'model', 'dataset'];
const FILLER = ['the', 'a', 'of', 'for', 'with', 'and'];
const WORDS = [...ACTIONS, ...THINGS, ...FILLER];
const TYPES = ['string', 'integer', 'boolean', 'number'];
const SIDE_EFFECTS = ['network', 'filesystem', 'billing', 'email'];
const BUILTIN_GROUPS = ['file_operations', 'directory_operations', 'git_operations'];

/** Tool sources in the proportions of a typical repository. */
function drawSource(random) {
  const r = random.between(0, 99);
  if (r < 50) return 'custom';
  if (r < 70) return 'mcp';
  if (r < 85) return 'builtin';
  if (r < 95) return 'agent_skill';
  return 'wrapped';
}

function drawModel(options) {
  const random = randomSource(options.seed);
  const words = (lo, hi) =>
    Array.from({ length: random.between(lo, hi) }, () => random.oneOf(WORDS)).join(' ');

  const tools = [];
  for (let i = 0; i < options.tools; i++) {
    const namespace = random.oneOf(NAMESPACES);
    const base = `${random.oneOf(ACTIONS)}-${random.oneOf(THINGS)}-${i}`;
    const readOnly = random.chance(0.35);
    const tool = {
      name: `${namespace}/${base}`,
      file: `tools/${namespace}/${base}.yaml`,
      description: words(8, 40),
      source: drawSource(random),
      properties: Array.from({ length: random.between(1, 8) }, (_, k) => ({
        name: `${random.oneOf(THINGS)}_${k}`,
        type: random.oneOf(TYPES),
        description: words(3, 12),
      })),
      capability: {
        read_only: readOnly,
        writes: readOnly ? undefined : random.chance(0.5),
        checkpointable: readOnly ? undefined : random.chance(0.2),
        side_effects: random.chance(0.3) ? [random.oneOf(SIDE_EFFECTS)] : undefined,
        idempotent: random.chance(0.5),
        unsafe: random.chance(0.05),
        human_approval_required: random.chance(0.1),
      },
      timeout: random.oneOf([30, 60, 120, 300, 600]),
    };
    tool.required = tool.properties.slice(0, random.between(0, tool.properties.length)).map((p) => p.name);
    tool.hasOutput = random.chance(0.3);
    if (random.chance(0.25)) {
      tool.slot = {
        name: `${random.oneOf(THINGS)}_slot`,
        resource_type: random.oneOf(THINGS),
        access: readOnly ? 'read_only' : random.oneOf(['read_only', 'read_write']),
        static: random.chance(0.3) ? `${random.oneOf(THINGS)}-main` : undefined,
      };
    }
    if (tool.source === 'custom')
      tool.code = Array.from({ length: random.between(4, 30) }, () => random.oneOf(THINGS));
    if (tool.source === 'mcp') {
      tool.server = `${random.oneOf(THINGS)}-server`;
      tool.mcpName = `${random.oneOf(ACTIONS)}_${random.oneOf(THINGS)}`;
    }
    if (tool.source === 'agent_skill') {
      const leaf = `${random.oneOf(ACTIONS)}-${i}`;
      tool.agentSkill = {
        folder: `agent-skills/${namespace}/${leaf}`,
        name: leaf,
        description: words(6, 20),
        body: words(60, 60),
      };
    }
    tools.push(tool);
  }
  const wrappable = tools.filter((t) => t.source !== 'wrapped');
  for (const tool of tools)
    if (tool.source === 'wrapped' && wrappable.length) tool.wraps = random.oneOf(wrappable).name;

  // Skills in three layers: 60% leaves that list tools, 30% that include leaves, 10% on top that
  // include either. Includes only point down, so the graph has no cycle.
  const skills = [];
  for (let i = 0; i < options.skills; i++) {
    const namespace = random.oneOf(NAMESPACES);
    const base = `${random.oneOf(THINGS)}-kit-${i}`;
    const layer = i < options.skills * 0.6 ? 0 : i < options.skills * 0.9 ? 1 : 2;
    skills.push({
      name: `${namespace}/${base}`,
      file: `skills/${namespace}/${base}.yaml`,
      namespace,
      layer,
      i,
    });
  }
  const leaves = skills.filter((s) => s.layer === 0);
  const middle = skills.filter((s) => s.layer === 1);
  const toolNames = tools.map((t) => t.name);
  for (const skill of skills) {
    skill.description = words(5, 20);
    const picked = toolNames.length
      ? random.someOf(toolNames, ...(skill.layer === 0 ? [3, 15] : [0, 4]))
      : [];
    skill.tools = picked.map((name) =>
      random.chance(0.1) ? { name, overrideDescription: words(6, 6) } : { name },
    );
    if (skill.layer === 1 && leaves.length) skill.includes = random.someOf(leaves, 2, 6).map((s) => s.name);
    if (skill.layer === 2 && leaves.length)
      skill.includes = random.someOf([...leaves, ...middle], 3, 10).map((s) => s.name);
    if (random.chance(0.15))
      skill.mcp = {
        server: `${random.oneOf(THINGS)}-server`,
        tools: [random.oneOf(ACTIONS), `${random.oneOf(ACTIONS)}_${random.oneOf(THINGS)}`],
      };
    if (random.chance(0.2)) skill.builtins = [random.oneOf(BUILTIN_GROUPS)];
    if (random.chance(0.1))
      skill.anonymous = { name: `${skill.namespace}/inline-${skill.i}`, description: words(8, 8) };
  }

  const actors = [];
  for (let i = 0; i < options.actors; i++) {
    const namespace = random.oneOf(NAMESPACES);
    actors.push({
      name: `${namespace}/actor-${i}`,
      file: `actors/${namespace}/actor-${i}.yaml`,
      skills: skills.length ? random.someOf(skills, 1, 4).map((s) => s.name) : [],
      allowAll: random.chance(0.3),
    });
  }
  return { tools, skills, actors, servers: drawInventories(options, skills) };
}

const INVENTORIES = 20;
const INVENTORY_TOOLS = 50;

/** One inventory tool with MCP annotations in the mix real servers show. */
function inventoryTool(random, words, name) {
  const readOnly = random.chance(0.5);
  const annotations = { title: words(2, 5), readOnlyHint: readOnly };
  if (!readOnly) {
    const destructive = random.between(0, 2);
    if (destructive < 2) annotations.destructiveHint = destructive === 0;
    if (random.chance(0.4)) annotations.idempotentHint = random.chance(0.5);
  }
  const openWorld = random.between(0, 2);
  if (openWorld < 2) annotations.openWorldHint = openWorld === 0;
  const properties = {};
  const names = [];
  const count = random.between(1, 8);
  for (let k = 0; k < count; k++) {
    const key = `${random.oneOf(THINGS)}_${k}`;
    names.push(key);
    properties[key] = random.chance(0.15)
      ? { type: 'string', description: words(4, 16), enum: random.someOf(THINGS, 2, 5) }
      : { type: random.oneOf(TYPES), description: words(4, 16) };
  }
  const inputSchema = {
    type: 'object',
    properties,
    required: names.slice(0, random.between(0, names.length)),
  };
  return { name, description: words(15, 70), inputSchema, annotations };
}

/**
 * The pinned MCP inventories, and which skills use a server whole. A stream of their own (seed
 * + 1), drawn after the rest, so the registered tools, skills and actors are as they were.
 */
function drawInventories(options, skills) {
  const random = randomSource(options.seed + 1);
  const words = (lo, hi) =>
    Array.from({ length: random.between(lo, hi) }, () => random.oneOf(WORDS)).join(' ');
  const servers = [];
  for (let s = 0; s < INVENTORIES; s++) {
    const name = `pinned-${THINGS[s % THINGS.length]}-${s}`;
    const tools = Array.from({ length: INVENTORY_TOOLS }, (_, j) =>
      inventoryTool(random, words, `${random.oneOf(ACTIONS)}_${random.oneOf(THINGS)}_${j}`),
    );
    servers.push({ name, version: `1.${s}.0`, tools });
  }
  for (const skill of skills) if (random.chance(0.2)) skill.wholeServer = random.oneOf(servers).name;
  return servers;
}

/** The head side of a pull request: six small changes, each to a file that exists. */
function mutate({ tools, skills, servers }) {
  const used = new Set(skills.flatMap((s) => s.tools.map((t) => t.name)));
  const widened = tools.find((t) => t.capability.read_only && used.has(t.name));
  if (widened)
    Object.assign(widened.capability, { read_only: false, writes: true, checkpointable: undefined });
  const described = tools.find((t) => t !== widened);
  if (described) described.description = 'changed on the head side';
  const dropper = skills.find((s) => s.layer === 0 && s.tools.length > 1);
  if (dropper) dropper.tools.shift();
  const includer = skills.find((s) => s.layer === 1);
  const extra = includer && skills.find((s) => s.layer === 0 && !includer.includes.includes(s.name));
  if (extra) includer.includes.push(extra.name);
  // An inventory change, as a re-pin of a drifting server brings: a new tool that writes, and a
  // read-only tool that starts writing. Both escalate every set using the server whole.
  const server = servers.find((sv) => skills.some((sk) => sk.wholeServer === sv.name));
  if (server) {
    server.tools.push({
      name: 'delete_everything',
      description: 'Deletes every record the server holds; added on the head side.',
      inputSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
      annotations: { title: 'Delete everything', readOnlyHint: false, destructiveHint: true },
    });
    const flipped = server.tools.find((t) => t.annotations.readOnlyHint);
    if (flipped) flipped.annotations.readOnlyHint = false;
  }
}

/** An inventory as `mcp pin` writes it: tools sorted by name, 2-space JSON, a final newline. */
function inventoryJson(server) {
  const tools = [...server.tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const pinned = {
    serverInfo: { name: server.name, version: server.version },
    protocolVersion: '2025-06-18',
    date: '2026-12-01',
  };
  return `${JSON.stringify({ server: server.name, pinned, tools }, null, 2)}\n`;
}

const quote = (text) => JSON.stringify(text);

function toolYaml(tool) {
  const out = [`name: ${tool.name}`, `description: ${quote(tool.description)}`, `source: ${tool.source}`];
  if (tool.wraps) out.push('tool_type: validation', `wraps: ${tool.wraps}`);
  if (tool.code) {
    out.push('code: |', '  def run(inputs):');
    for (const [k, key] of tool.code.slice(1).entries())
      out.push(`      x${k + 1} = inputs.get(${quote(key)})`);
  }
  if (tool.server) out.push(`mcp_server: ${tool.server}`, `mcp_tool_name: ${tool.mcpName}`);
  if (tool.agentSkill) out.push(`agent_skill_path: ${tool.agentSkill.folder}`);
  out.push('input_schema:', '  type: object', '  properties:');
  for (const p of tool.properties)
    out.push(`    ${p.name}:`, `      type: ${p.type}`, `      description: ${quote(p.description)}`);
  out.push(`  required: [${tool.required.join(', ')}]`);
  if (tool.hasOutput)
    out.push('output_schema:', '  type: object', '  properties:', '    ok:', '      type: boolean');
  out.push('capability:');
  for (const [field, value] of Object.entries(tool.capability)) {
    if (value === undefined) continue;
    out.push(Array.isArray(value) ? `  ${field}: [${value.join(', ')}]` : `  ${field}: ${value}`);
  }
  if (tool.slot) {
    const s = tool.slot;
    out.push(
      'resource_slots:',
      `  - name: ${s.name}`,
      `    resource_type: ${s.resource_type}`,
      `    access: ${s.access}`,
    );
    if (s.static) out.push('    binding: static', `    static_resource: ${s.static}`);
  }
  out.push(`timeout: ${tool.timeout}`);
  return out.join('\n') + '\n';
}

function skillYaml(skill) {
  const out = [`name: ${skill.name}`, `description: ${quote(skill.description)}`];
  if (skill.tools.length) {
    out.push('tools:');
    for (const ref of skill.tools) {
      if (ref.overrideDescription === undefined) out.push(`  - ${ref.name}`);
      else
        out.push(
          `  - name: ${ref.name}`,
          '    overrides:',
          `      description: ${quote(ref.overrideDescription)}`,
          '      capability:',
          '        human_approval_required: true',
        );
    }
  }
  if (skill.includes?.length) out.push('includes:', ...skill.includes.map((n) => `  - ${n}`));
  if (skill.mcp || skill.wholeServer) out.push('mcp_servers:');
  if (skill.mcp) out.push(`  - name: ${skill.mcp.server}`, `    tools: [${skill.mcp.tools.join(', ')}]`);
  if (skill.wholeServer) out.push(`  - name: ${skill.wholeServer}`);
  if (skill.builtins) out.push(`builtins: [${skill.builtins.join(', ')}]`);
  if (skill.anonymous)
    out.push(
      'anonymous_tools:',
      `  - name: ${skill.anonymous.name}`,
      `    description: ${quote(skill.anonymous.description)}`,
      '    source: custom',
      '    code: "def run(inputs): return inputs"',
      '    capability:',
      '      read_only: true',
    );
  return out.join('\n') + '\n';
}

function actorYaml(actor) {
  const out = [`name: ${actor.name}`, 'skills:', ...actor.skills.map((n) => `  - ${n}`)];
  if (actor.allowAll) out.push('skill_access_policy:', '  allow: ["*/*"]');
  return out.join('\n') + '\n';
}

function agentSkillMarkdown(skill) {
  return `---\nname: ${skill.name}\ndescription: ${quote(skill.description)}\n---\n\n# Instructions\n\n${skill.body}\n`;
}

const options = parseArgs(process.argv.slice(2));
const model = drawModel(options);
if (options.mutate) mutate(model);

rmSync(options.out, { recursive: true, force: true });
const write = (relative, text) => {
  const path = join(options.out, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
};
for (const tool of model.tools) {
  write(tool.file, toolYaml(tool));
  if (tool.agentSkill) write(`${tool.agentSkill.folder}/SKILL.md`, agentSkillMarkdown(tool.agentSkill));
}
for (const skill of model.skills) write(skill.file, skillYaml(skill));
for (const actor of model.actors) write(actor.file, actorYaml(actor));
for (const server of model.servers) write(`mcp-servers/${server.name}.json`, inventoryJson(server));
console.log(
  `wrote ${options.tools} tools, ${options.skills} skills, ${options.actors} actors, ` +
    `${model.servers.length} MCP inventories to ${options.out}` +
    (options.mutate ? ' (head side: six changes)' : ''),
);
