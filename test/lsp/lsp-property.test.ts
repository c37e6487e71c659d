// A property of the language server: after every step of a random edit sequence over a small
// repository (documents opened, edited, saved and closed; files written, removed and renamed on
// disk; Agent Skills folders made and moved; the configuration changed, broken, removed, and
// changed above the root with the schemas folder it names, unseen by the editor), the findings it has published are the command
// line's for the same files, the open buffers' text in place of the disk's (a usage error's
// mistakes at their places, where the command line stops at one). Each sequence is drawn from a seed, so a failure is replayed by its seed
// (LSP_PROPERTY_SEEDS=7,8 LSP_PROPERTY_STEPS=60 explores more).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { within } from '../lsp-client.js';
import { Session, throughLink } from '../lsp-session.js';

const ZWSP = '\u200b';
const TAG = '\u{E0041}';
const RLO = '\u202e';

/** The texts each file may take (before a mutation); files absent at the start come and go too. */
const inventory = (readOnly: boolean, destructive: boolean, extra = ''): string =>
  `{\n  "server": "files",\n  "tools": [\n    {"name": "read_file", "description": "Reads${extra}.", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": ${readOnly}, "destructiveHint": ${destructive}}}\n  ]\n}\n`;

const TEXTS: Record<string, string[]> = {
  'tools/a.yaml': [
    'name: t/a\ndescription: A.\nsource: builtin\ncapability:\n  writes: true\n',
    'name: t/a\ndescription: "🚀 A."\nsource: builtin\ncapability: {writez: true}\n',
    'name: t/a\ndescription: A.\nsource: agent_skill\nagent_skill_path: agent-skills/pdf\ncapability:\n  read_only: true\n',
    'name: t/b\ndescription: dup.\nsource: builtin\n',
    'name: [t/a\n',
  ],
  'tools/b.yaml': [
    'name: t/b\ndescription: B.\nsource: builtin\ncapability:\n  read_only: true\n',
    'name: t/b\ndescription: B.\nsource: wrapped\ntool_type: validation\nwraps: t/a\ncapability:\n  read_only: true\n',
  ],
  'tools/c.yaml': [
    'name: t/c\ndescription: C.\nsource: custom\ncode: "print(1)"\n',
    'name: t/c\ndescription: C.\nsource: agent_skill\nagent_skill_path: agent-skills/new\n',
  ],
  'tools/read.yaml': [
    'name: fs/read\ndescription: Reads.\nsource: mcp\nmcp_server: files\nmcp_tool_name: read_file\ncapability:\n  read_only: true\n',
    'name: fs/read\ndescription: Reads.\nsource: mcp\nmcp_server: files\nmcp_tool_name: read_filez\n',
  ],
  'skills/one.yaml': [
    'name: local/one\ntools: [t/a]\nincludes: [local/two]\n',
    'name: local/one\ntools: [t/a, t/zz]\nincludes: [local/two, local/three]\n',
    'name: local/one\ntools:\n  - name: t/a\n    overrides: {capability: {writes: false}}\n',
    'name: local/one\nincludes: [local/one]\nmcp_servers: [{name: files}]\n',
  ],
  'skills/two.yaml': [
    'name: local/two\ntools: [t/b]\n',
    'name: local/two\ntools: [t/b, fs/read]\nincludes: [local/one]\n',
    'name: local/two\ntools: [t/b]\nbuiltins: [file_operationz]\n',
    'name: local/two\ntools:\n  # agents-config-check-disable-next-line unknown-tool\n  - t/zz\n  - t/b\n',
  ],
  'skills/three.yaml': [
    'name: local/three\nincludes: [local/two]\n',
    'name: local/three\nincludes: [local/one]\nagent_skills: [agent-skills/new]\n',
  ],
  'skills/pdf.yaml': [
    'name: local/pdf\nagent_skills: [agent-skills/pdf]\n',
    'name: local/pdf\nagent_skills: [agent-skills/pdf, agent-skills/new]\n',
  ],
  'actors/viewer.yaml': [
    'name: local/viewer\nskills: [local/two]\nskill_access_policy: {read_only: true}\n',
    'name: local/viewer\nskills: [local/one, local/pdf]\nskill_access_policy: {read_only: true}\n',
    'name: local/viewer\nskills: [local/three]\nskill_access_policy: {deny: ["local/*"]}\n',
  ],
  'mcp-servers/files.json': [inventory(true, false), inventory(false, true), inventory(true, false, TAG)],
  'agent-skills/pdf/SKILL.md': [
    '---\nname: pdf\ndescription: PDFs.\nallowed-tools: Read\n---\n# PDF\n',
    '---\nname: pdf\ndescription: PDFs.\nallowed-tools: Bash\n---\nSee [r](../../docs/r.md) and [f](references/forms.md).\n',
    '---\nname: pdf\nallowed-tools: Read\nversionz: 1\n---\n# PDF\n',
  ],
  'agent-skills/pdf/references/forms.md': ['# Forms\n', `𝒳𝒳 x\nmore\n`],
  'agent-skills/new/SKILL.md': [
    '---\nname: new\ndescription: New.\n---\n# New\nSee [r](../../docs/r.md).\n',
    '---\nname: new\ndescription: New.\nallowed-tools: Read, Write\n---\n',
  ],
  'agent-skills/new/references/x.md': ['# X\n', '# X\n\nsee [forms](../../pdf/references/forms.md)\n'],
  'docs/r.md': ['# R\n', '# R\n\n  🚀 step\n'],
  'docs/t.yaml': [
    'name: t/d\ndescription: D.\nsource: builtin\n',
    'name: t/a\ndescription: D.\nsource: builtin\n',
  ],
  'skills/deep/four.yaml': ['name: local/four\ntools: [t/d, t/a]\nincludes: [local/one]\n'],
};

/**
 * The configuration's texts, valid; none leaves out `tools/`, where the harness's sentinel
 * document lies.
 */
const CONFIGS = [
  'rules:\n  unused-tool: off\n',
  'rules:\n  unused-tool: off\n  hidden-text: warning\nmax-tools: 1\n',
  'rules:\n  unused-tool: note\nignore: ["docs/**", "skills/three.yaml"]\n',
  'rules:\n  unused-tool: off\nread-only-agent-tools: [Read, Bash]\nbuiltin-groups: [file_operations]\n',
  'agent-skill-fields: [versionz]\nrules:\n  unused-tool: off\n  capability-downgrade: warning\n',
  'max-file-size: 90\nmax-tokens: 20\nrules:\n  unused-tool: off\n',
  'tools: ["tools/**/*.yaml", "docs/**/*.yaml"]\nskills: ["skills/*.yaml"]\n',
  'rules:\n  schema: off\n  unused-tool: off\n',
  // A glob that matches none of the files (a warning at it, in this file), and one that matches some.
  'rules:\n  unused-tool: off\noverrides:\n  - files: ["tool/**", "skills/deep/**"]\n    rules: {include-cycle: warning, unknown-tool: note}\n',
  // Above the root, a folder beside it (`SCHEMAS`); in the root, one below it, never made.
  'schemas: defs\nrules:\n  unused-tool: off\n',
];

/** The schemas folder the configuration above may name, outside the root, and its schema's texts. */
const SCHEMAS = '../defs/tool.schema.json';
const SCHEMA_TEXTS = [
  '{"type": "object", "required": ["owner"]}\n',
  '{"type": "object"}\n',
  '{"type": "object",\n',
  '{"type": "objekt"}\n',
];

/**
 * Configurations the command line stops at with a usage error (exit 2): an unknown key, a bad
 * value, two mistakes, YAML that does not parse, a list, a schemas folder that is not there. The
 * editor shows each mistake where the command line places it, and nothing else.
 */
const BROKEN = [
  'rulez:\n  unused-tool: off\n',
  'rules:\n  unused-tool: offf\n',
  'rules:\n  nope: off\nmax-tokens: x\n',
  'rules: [\n',
  '- rules\n',
  'schemas: nowhere\n',
];

const CONFIG = '.agents-config-check.yml';
/** The configuration above the root (the session's root is a folder of a repository). */
const ABOVE = '../.agents-config-check.yml';

/** The files on disk at the start: each file's first text, but those that come later. */
const LATER = new Set([
  'tools/c.yaml',
  'skills/three.yaml',
  'agent-skills/new/SKILL.md',
  'agent-skills/new/references/x.md',
]);
const START: Record<string, string> = {
  [CONFIG]: CONFIGS[0] as string,
  ...Object.fromEntries(
    Object.entries(TEXTS)
      .filter(([path]) => !LATER.has(path))
      .map(([path, texts]) => [path, texts[0] as string]),
  ),
};

/** The same, but the configuration above the root, naming the schemas folder not yet made. */
const { [CONFIG]: _root, ...BELOW } = START;
const START_ABOVE: Record<string, string> = { ...BELOW, [ABOVE]: CONFIGS[CONFIGS.length - 1] as string };

/** Renames on disk that keep a file's kind, and moves of a whole Agent Skills folder. */
const RENAMES: [string, string][] = [
  ['tools/a.yaml', 'tools/c.yaml'],
  ['tools/c.yaml', 'tools/a.yaml'],
  ['skills/one.yaml', 'skills/three.yaml'],
  ['skills/three.yaml', 'skills/one.yaml'],
  ['agent-skills/pdf', 'agent-skills/new'],
  ['agent-skills/new', 'agent-skills/pdf'],
  ['docs/r.md', 'agent-skills/pdf/references/r.md'],
];

/** Symbolic links made on disk: where they stand, and what they lead to (never followed by the checker). */
const LINKS: [string, string][] = [
  ['agent-skills/pdf/references/r.md', '../../../docs/r.md'],
  ['tools/link.yaml', 'a.yaml'],
  ['agent-skills/new', 'pdf'],
  ['agent-skills/pdf/scripts', '/tmp'],
];

/** A seeded generator (mulberry32): the same seed, the same sequence. */
function random(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % 4294967296) % n;
  };
}

/**
 * A text changed as users and tools change them: line ends made CRLF, a byte order mark, an
 * invisible character or an astral one put between two code points, an unknown key added.
 */
function mutate(text: string, path: string, next: (n: number) => number): string {
  const points = Array.from(text);
  const at = next(points.length + 1);
  const put = (s: string): string => [...points.slice(0, at), s, ...points.slice(at)].join('');
  switch (next(8)) {
    case 0:
      return text.replace(/\r?\n/g, '\r\n');
    case 1:
      return `\ufeff${text}`;
    case 2:
      return put([ZWSP, TAG, RLO][next(3)] as string);
    case 3:
      return put(['🚀', '𝒳'][next(2)] as string);
    case 4:
      return path.endsWith('.yaml') ? `${text}bogus_key: 1\n` : text;
    default:
      return text;
  }
}

const PATHS = Object.keys(TEXTS);

/** One step of a sequence, done on the session; what it did, for the failure's message. */
async function step(s: Session, next: (n: number) => number): Promise<string> {
  const path = PATHS[next(PATHS.length)] as string;
  const texts = TEXTS[path] as string[];
  const text = (): string => mutate(texts[next(texts.length)] as string, path, next);
  const onDisk = (p: string): boolean => existsSync(join(s.dir, p));
  // A change below a symbolic link changes a file elsewhere, which a watcher tells under its own
  // path: not drawn, since the harness tells the path it wrote.
  if (throughLink(s.dir, path)) return 'nothing';
  switch (next(11)) {
    case 0: {
      const t = text();
      await s.edit(path, t);
      return `edit ${path} ${JSON.stringify(t)}`;
    }
    case 1: {
      // A change of a few characters, as typed, where the buffer is open.
      const t = s.open.has(path) ? mutate(s.open.get(path)?.text ?? '', path, next) : text();
      await s.editRange(path, t);
      return `type ${path} ${JSON.stringify(t)}`;
    }
    case 2:
      if (!s.open.has(path)) return 'nothing';
      await s.save(path);
      return `save ${path}`;
    case 3:
      if (!s.open.has(path)) return 'nothing';
      await s.close(path);
      return `close ${path}`;
    case 4:
    case 5: {
      const t = text();
      await s.disk({ [path]: t });
      return `write ${path} ${JSON.stringify(t)}`;
    }
    case 6:
      await s.disk({ [path]: undefined });
      return `remove ${path}`;
    case 7: {
      const [from, to] = RENAMES[next(RENAMES.length)] as [string, string];
      if (!onDisk(from) || onDisk(to)) return 'nothing';
      await s.rename(from, to);
      // Renamed in the editor: its buffer follows the file, where it was open.
      const buffer = s.open.get(from);
      if (buffer && next(2) === 0) {
        await s.close(from);
        await s.openDoc(to, buffer.text);
        return `rename ${from} ${to} with its buffer`;
      }
      return `rename ${from} ${to}`;
    }
    case 8: {
      const kind = next(4);
      const drawn = kind === 0 ? BROKEN[next(BROKEN.length)] : CONFIGS[next(CONFIGS.length)];
      const t = next(3) === 0 ? mutate(drawn as string, CONFIG, next) : (drawn as string);
      // Above the root: changed on disk, as a checkout changes it; no editor tells of it.
      if (next(3) === 0) {
        await s.disk({ [ABOVE]: kind === 1 ? undefined : t });
        return kind === 1 ? 'remove the configuration above' : `configuration above ${JSON.stringify(t)}`;
      }
      if (kind === 1) {
        await s.disk({ [CONFIG]: undefined }, s.watching);
        return 'remove the configuration';
      }
      // Saved from the editor, or changed on disk as a checkout changes it (told by an editor
      // that watches files; one that watches nothing tells of none).
      if (next(2) === 0) {
        await s.edit(CONFIG, t);
        await s.save(CONFIG);
      } else await s.disk({ [CONFIG]: t }, s.watching);
      return `configuration ${JSON.stringify(t)}`;
    }
    case 9:
      if (next(3) === 0) {
        // The schemas folder above the root, made, changed or removed; no editor tells of it.
        const t = next(4) === 0 ? undefined : (SCHEMA_TEXTS[next(SCHEMA_TEXTS.length)] as string);
        await s.disk({ [t === undefined ? '../defs' : SCHEMAS]: t });
        return t === undefined ? 'remove the schemas folder' : `schema ${JSON.stringify(t)}`;
      }
      if (next(2) === 0) {
        const [at, target] = LINKS[next(LINKS.length)] as [string, string];
        await s.diskRaw(at, { link: target });
        return `link ${at} -> ${target}`;
      } else {
        await s.diskRaw(path, Buffer.from('name: t/x\ndescription: \xff\n', 'latin1'));
        return `bytes ${path}`;
      }
    default: {
      const folder = ['agent-skills/pdf', 'agent-skills/new', 'tools'][next(3)] as string;
      await s.disk({ [folder]: undefined });
      return `remove ${folder}`;
    }
  }
}

const SEEDS = (process.env['LSP_PROPERTY_SEEDS'] ?? '1,2').split(',').map(Number);
const STEPS = Number(process.env['LSP_PROPERTY_STEPS'] ?? 24);

describe('the language server against the command line, on random edit sequences', () => {
  let session: Session | undefined;
  afterEach(async () => {
    await session?.client.close();
    session = undefined;
  });

  it.each(SEEDS.flatMap((seed) => [{ seed, watch: seed % 2 === 0 }]))(
    'agrees at every step of the sequence of seed $seed (an editor that watches files: $watch)',
    async ({ seed, watch }) => {
      // Seeds 2, 3, 6, 7…: the configuration above the root at the start.
      const start = Math.floor(seed / 2) % 2 === 1 ? START_ABOVE : START;
      const s = (session = await Session.start(start, watch, true));
      const next = random(seed);
      const done: string[] = [];
      for (let i = 0; i < STEPS; i++) {
        done.push(await step(s, next));
        const { served, expected } = await within(
          s.compare(),
          () => `no check: seed ${seed}, after:\n${done.join('\n')}`,
          5_000,
        );
        expect(served, `seed ${seed}, after:\n${done.join('\n')}`).toEqual(expected);
      }
      // The check run here is the command line's: the built one agrees at the end.
      expect(s.cli()).toEqual(s.cli(true));
    },
  );
});
