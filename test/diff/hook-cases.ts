// What the lifecycle-hook diff tests share: a tool `x/deploy` in skill `x/ops` that actor `x/bot`
// uses, the finding for a file its hook loads, and the three overrides that may hold a hook.
type Files = Record<string, string>;

/** Skill `x/ops` listing `x/deploy`, and actor `x/bot` using it. */
export const SKILL: Files = {
  'skills/ops.yaml': 'name: x/ops\ntools: [x/deploy]\n',
  'actors/a.yaml': 'name: x/bot\nskills: [x/ops]\n',
};

/** A read-only registered tool `x/deploy` whose `activate` hook is `hook` (a YAML scalar), in `x/ops`. */
export const hookedTool = (hook: string): Files => ({
  'tools/deploy.yaml': `name: x/deploy\ndescription: Deploys.\nsource: custom\ncode: print(1)\ncapability:\n  read_only: true\nlifecycle:\n  activate: ${hook}\n`,
  ...SKILL,
});

/** Where a change to `x/deploy` reaches. */
export const REACH = "(in 1 skill: 'x/ops'; actor 'x/bot')";

/** The escalation for `path`, which hook `hook` of `entry` loads, changed from `line` on. */
export const loads = (path: string, line = 3, hook = 'activate', entry = 'x/deploy', reach = REACH): string =>
  `${path}:${line}:1: '${entry}' gains or changes a lifecycle hook: its lifecycle hook '${hook}' loads '${path}', which changed ${reach}`;

/** The configuration that lets an override hold `lifecycle` (forbidden-override off). */
export const OVERRIDE_ALLOWED: Files = { '.agents-config-check.yml': 'rules:\n  forbidden-override: "off"\n' };

const WRITER: Files = {
  'tools/deploy.yaml': 'name: x/deploy\ndescription: Deploys.\nsource: custom\ncode: print(1)\ncapability:\n  writes: true\n',
};

/**
 * Each override that may hold `lifecycle` (which a merging runtime runs) with an `activate` hook
 * `hook`: the base files and the entry it overrides.
 */
export function hookOverrides(hook: string): [name: string, base: Files, entry: string][] {
  const override = (indent: string): string => `${indent}lifecycle:\n${indent}  activate: ${hook}\n`;
  return [
    [
      "a listed tool's override",
      {
        ...WRITER,
        'skills/ops.yaml': `name: x/ops\ntools:\n  - name: x/deploy\n    overrides:\n${override('      ')}`,
      },
      'x/deploy',
    ],
    [
      "an include's override",
      {
        ...WRITER,
        'skills/lib.yaml': 'name: x/lib\ntools: [x/deploy]\n',
        'skills/ops.yaml': `name: x/ops\nincludes:\n  - skill: x/lib\n    overrides:\n      x/deploy:\n${override('        ')}`,
      },
      'x/deploy',
    ],
    [
      "an `mcp_servers` item's override",
      {
        'mcp-servers/gh.json': JSON.stringify({
          server: 'gh',
          tools: [{ name: 'push', inputSchema: { type: 'object' } }],
        }),
        'skills/ops.yaml': `name: x/ops\nmcp_servers:\n  - name: gh\n    tools: [push]\n    overrides:\n      push:\n${override('        ')}`,
      },
      'mcp:gh/push',
    ],
  ];
}
