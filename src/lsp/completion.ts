// Where a name is expected at the cursor, read from the text as typed (it may not parse yet): a
// skill's `tools`, `includes` and `builtins` entries, an actor's `skills`, a tool's `wraps`. And
// the candidates offered there. Pure.
import type { DefinitionKind } from '../core/model.js';
import type { Project } from '../core/project.js';

type Expected = 'tool' | 'skill' | 'builtin';

interface CompletionSpot {
  expected: Expected;
  /** What is typed of the name so far, and the 0-based character where it starts. */
  prefix: string;
  start: number;
}

/** Which list a key holds names of, per kind of file. */
const LISTS: Record<DefinitionKind, Record<string, Expected>> = {
  skill: { tools: 'tool', includes: 'skill', builtins: 'builtin' },
  actor: { skills: 'skill' },
  tool: {},
  'mcp-server': {},
};

/** Keys of a `{key: name}` list item that hold the name: `- name: x` in tools, `- skill: x` in includes. */
const ITEM_KEYS: Record<string, string> = { tools: 'name', includes: 'skill' };

const indentOf = (line: string): number => line.length - line.trimStart().length;

/** The key whose block holds a line indented by `indent`: the nearest line above that is less indented. */
function parentKey(lines: readonly string[], row: number, indent: number): string | undefined {
  for (let i = row - 1; i >= 0; i--) {
    const line = lines[i] as string;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const own = indentOf(line);
    // A list may sit at its key's own indentation (`tools:` then `- x` below it).
    if (own < indent || (own === indent && !line.trimStart().startsWith('-'))) {
      const key = /^\s*(?:-\s+)?([A-Za-z_][\w-]*)\s*:\s*(#.*)?$/.exec(line);
      return key ? key[1] : undefined;
    }
  }
  return undefined;
}

export function completionSpot(
  kind: DefinitionKind,
  lines: readonly string[],
  row: number,
  character: number,
): CompletionSpot | undefined {
  const before = (lines[row] ?? '').slice(0, character);
  const lists = LISTS[kind];
  if (kind === 'tool') {
    const wraps = /^wraps:\s*(["']?)([^\s"']*)$/.exec(before);
    return wraps
      ? { expected: 'tool', prefix: wraps[2] as string, start: before.length - (wraps[2] as string).length }
      : undefined;
  }
  // A flow list on the key's own line: `tools: [a/b, a/`
  const flow = /^\s*([A-Za-z_]+):\s*\[(?:[^\]]*,)?\s*(["']?)([^\s,"'\]]*)$/.exec(before);
  if (flow) {
    const expected = lists[flow[1] as string];
    const prefix = flow[3] as string;
    return expected ? { expected, prefix, start: before.length - prefix.length } : undefined;
  }
  // A block list item: `  - a/` or `  - name: a/`
  const item = /^(\s*)-\s+(?:([A-Za-z_]+):\s*)?(["']?)([^\s"']*)$/.exec(before);
  if (!item) return undefined;
  const key = parentKey(lines, row, (item[1] as string).length);
  if (key === undefined) return undefined;
  const expected = lists[key];
  if (!expected) return undefined;
  if (item[2] !== undefined && ITEM_KEYS[key] !== item[2]) return undefined;
  const prefix = item[4] as string;
  return { expected, prefix, start: before.length - prefix.length };
}

/** At most this many candidates are sent: the editor filters further as more is typed. */
const MAX_CANDIDATES = 500;

export function candidates(
  project: Project,
  expected: Expected,
  prefix: string,
  builtinGroups: readonly string[],
): { names: string[]; complete: boolean } {
  const all =
    expected === 'tool'
      ? project.toolsByName.keys()
      : expected === 'skill'
        ? project.skillsByName.keys()
        : builtinGroups.values();
  const names: string[] = [];
  for (const name of all) if (name.startsWith(prefix) || name.includes(prefix)) names.push(name);
  names.sort(
    (a, b) => Number(!a.startsWith(prefix)) - Number(!b.startsWith(prefix)) || (a < b ? -1 : a > b ? 1 : 0),
  );
  return { names: names.slice(0, MAX_CANDIDATES), complete: names.length <= MAX_CANDIDATES };
}
