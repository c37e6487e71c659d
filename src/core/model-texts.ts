// Where the texts that reach the model sit in each kind of document: every description and title
// that a tool set puts in front of the model (SPEC §5 `hidden-text`). One table, one walk.
import { isRecord } from './model.js';
import { toPointer } from './pointer.js';

/**
 * JSON-pointer patterns per document kind: `*` is any key or index; a final `**` is a JSON Schema,
 * whose every `description` and `title` at any depth is read; a final `...` is every string below.
 * A kind left out has none (actors).
 */
const MODEL_TEXTS: Readonly<Record<string, readonly string[]>> = {
  tool: ['/description', '/title', '/input_schema/**', '/output_schema/**'],
  skill: [
    '/description',
    '/tools/*/overrides/description',
    '/includes/*/overrides/*/description',
    '/mcp_servers/*/overrides/*/description',
    '/anonymous_tools/*/description',
    '/anonymous_tools/*/title',
    '/anonymous_tools/*/input_schema/**',
    '/anonymous_tools/*/output_schema/**',
  ],
  // An MCP server's pinned `tools/list` (SPEC §3), as MCP names its fields.
  'mcp-server': [
    '/tools/*/title',
    '/tools/*/description',
    '/tools/*/annotations/title',
    '/tools/*/inputSchema/**',
    '/tools/*/outputSchema/**',
  ],
  // A SKILL.md's frontmatter: clients put its fields before the model as they stand.
  'skill-md-frontmatter': ['/...'],
};

/** A text the model reads, at its JSON pointer in the document. */
interface ModelText {
  pointer: string;
  text: string;
}

const SCHEMA_TEXT_KEYS = ['description', 'title'];

/** Every text of a document of `kind` that reaches the model, in document order per pattern. */
export function modelTexts(kind: string, value: unknown): ModelText[] {
  const out: ModelText[] = [];
  for (const pattern of MODEL_TEXTS[kind] ?? []) {
    const segments = pattern.slice(1).split('/');
    // Explicit stacks: documents may nest as deep as the loader allows.
    const stack: { value: unknown; path: (string | number)[]; at: number }[] = [{ value, path: [], at: 0 }];
    while (stack.length > 0) {
      const { value: v, path, at } = stack.pop() as (typeof stack)[number];
      const segment = segments[at];
      if (segment === undefined) {
        if (typeof v === 'string') out.push({ pointer: toPointer(path), text: v });
      } else if (segment === '**') nestedTexts(v, path, SCHEMA_TEXT_KEYS, out);
      else if (segment === '...') nestedTexts(v, path, undefined, out);
      else if (segment === '*') {
        for (const [key, child] of childrenOf(v).reverse())
          stack.push({ value: child, path: [...path, key], at: at + 1 });
      } else if (isRecord(v) && Object.hasOwn(v, segment)) {
        stack.push({ value: v[segment], path: [...path, segment], at: at + 1 });
      }
    }
  }
  return out;
}

/** Every string anywhere below `root` under one of `keys` (every string at all when undefined). */
function nestedTexts(
  root: unknown,
  base: (string | number)[],
  keys: readonly string[] | undefined,
  out: ModelText[],
): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: base }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as (typeof stack)[number];
    if (typeof value === 'string' && keys === undefined) out.push({ pointer: toPointer(path), text: value });
    if (isRecord(value) && keys !== undefined) {
      for (const key of keys) {
        const text = Object.hasOwn(value, key) ? value[key] : undefined;
        if (typeof text === 'string') out.push({ pointer: toPointer([...path, key]), text });
      }
    }
    for (const [key, child] of childrenOf(value).reverse())
      if (keys === undefined || (child !== null && typeof child === 'object'))
        stack.push({ value: child, path: [...path, key] });
  }
}

function childrenOf(value: unknown): [string | number, unknown][] {
  if (Array.isArray(value)) return value.map((child, i) => [i, child]);
  return isRecord(value) ? Object.entries(value) : [];
}
