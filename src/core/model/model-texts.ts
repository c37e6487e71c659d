// Where the texts that reach the model sit in each kind of document: every description and title
// that a tool set puts in front of the model (SPEC §5 `hidden-text`). One table, one walk.
import { isRecord } from './model.js';
import { describePointer, toPointer } from '../text/pointer.js';
import { OCCURRENCE, repeatedValues, type LoadedText } from '../yaml/load.js';

/**
 * JSON-pointer patterns per document kind: `*` is any key or index; a final `**` is a JSON Schema,
 * whose every `description` and `title` at any depth is read, every value it offers the model
 * (below `enum`, `const`, `default`, `examples`) and every property's name; a final `...` is every
 * string and every key below.
 */
const MODEL_TEXTS: Readonly<Record<string, readonly string[]>> = {
  // A tool's name is its function's name before the model; a skill's, the prefix of the names a
  // conflict qualifies (`x/ops.x/t`). The name grammar keeps hidden characters out only while
  // invalid-name is on, which a configuration may turn off.
  // A resource slot's description says what the runtime binds to the tool; a runtime may put it
  // before the model with the tool (the slot a model fills), so it is read as a text it is told.
  tool: [
    '/name',
    '/description',
    '/title',
    '/annotations_title',
    '/input_schema/**',
    '/output_schema/**',
    '/resource_slots/*/description',
  ],
  skill: [
    '/name',
    '/description',
    '/tools/*/overrides/description',
    '/includes/*/overrides/*/description',
    '/mcp_servers/*/overrides/*/description',
    '/anonymous_tools/*/name',
    '/anonymous_tools/*/description',
    '/anonymous_tools/*/title',
    '/anonymous_tools/*/input_schema/**',
    '/anonymous_tools/*/output_schema/**',
    '/anonymous_tools/*/resource_slots/*/description',
  ],
  // An actor's name and description are how a model that delegates picks it (a subagent's are
  // put before the main agent); its `skills` and policy are references and patterns, not prose.
  actor: ['/name', '/description'],
  // An MCP server's pinned `tools/list` (SPEC §3), as MCP names its fields, and the instructions
  // of its `initialize`, which clients put before the model beside every tool of the server; and
  // its `description`, what the server is for, as a client may show it beside them (MCP's
  // `Implementation.description`, which a client "can use to provide context").
  'mcp-server': [
    '/instructions',
    '/description',
    // The names a client makes the function's (`mcp__github__get_me`): the `schema` rule keeps
    // hidden characters out of a tool's only while it is on, which a configuration may turn off.
    '/server',
    '/tools/*/name',
    '/tools/*/title',
    '/tools/*/description',
    '/tools/*/annotations/title',
    '/tools/*/inputSchema/**',
    '/tools/*/outputSchema/**',
    // A `__proto__` key, which a JavaScript client built on the MCP SDK makes the prototype of the
    // object holding it (kinds/mcp-server.ts): all of it, as no honest server writes one.
    '/tools/*/__proto__/...',
    '/tools/*/annotations/__proto__/...',
    '/tools/*/inputSchema/__proto__/...',
    '/tools/*/outputSchema/__proto__/...',
  ],
  // A SKILL.md's frontmatter: clients put its fields before the model as they stand.
  'skill-md-frontmatter': ['/...'],
};

const SCHEMA_TEXT_KEYS = ['description', 'title'];
/**
 * A schema's keywords whose value the model reads as it stands, however deep: a function-calling
 * prompt lists a parameter's enum values and default beside its name and description.
 */
export const SCHEMA_VALUE_KEYS: readonly string[] = ['enum', 'const', 'default', 'examples'];
/** A schema's keywords whose value maps names to schemas (2020-12, and draft 7's `definitions`). */
export const SCHEMA_MAPS: ReadonlySet<string> = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
]);

/**
 * Is given each text and its pointer; `key` when the text is a key (a property's name), whose
 * pointer is the value it names.
 */
type ModelTextVisitor = (text: string, pointer: () => string, key: boolean) => void;

/** The patterns' segments, split once. */
const SEGMENTS = new Map(
  Object.entries(MODEL_TEXTS).map(([kind, patterns]) => [kind, patterns.map((p) => p.slice(1).split('/'))]),
);

/**
 * How much of a JSON Schema is read: its `texts` (descriptions, titles, the values it offers, its
 * properties' names: what a model is told and a reviewer reads as words), or the `whole` of it,
 * every string and every key. A client may put the schema before the model as it stands (its
 * `$comment`, a `pattern`, a keyword of its own), so text hidden anywhere in it reaches the model.
 */
type SchemaReading = 'texts' | 'whole';

/**
 * Calls `visit` with every text of a document of `kind` that reaches the model, in document order
 * per pattern, and a function that gives the text's JSON pointer. The walk allocates nothing per
 * node: it runs over every text of the repository, and the pointer is wanted only for a finding.
 */
export function visitModelTexts(
  kind: string,
  value: unknown,
  visit: ModelTextVisitor,
  schemas: SchemaReading = 'texts',
): void {
  const path: (string | number)[] = [];
  const pointer = (): string => toPointer(path);
  const withPointer = (text: string, key = false): void => visit(text, pointer, key);
  const schemaKeys = schemas === 'whole' ? undefined : SCHEMA_TEXT_KEYS;
  for (const segments of SEGMENTS.get(kind) ?? [])
    walk(value, segments, 0, { path, visit: withPointer, schemaKeys });
}

/** A walk's way down (restored on return), its visitor, and the keys it reads of a schema. */
interface Walk {
  path: (string | number)[];
  visit: Visit;
  schemaKeys: readonly string[] | undefined;
}

type Visit = (text: string, key?: boolean) => void;

/** Follows `segments` from `at` below `value`. */
function walk(value: unknown, segments: readonly string[], at: number, way: Walk): void {
  const { path, visit } = way;
  const segment = segments[at];
  if (segment === undefined) {
    if (typeof value === 'string') visit(value);
  } else if (segment === '**') nested(value, path, way.schemaKeys, visit);
  else if (segment === '...') nested(value, path, undefined, visit);
  else if (segment === '*') {
    eachChild(value, (key, child) => {
      path.push(key);
      walk(child, segments, at + 1, way);
      path.pop();
    });
  } else if (isRecord(value) && Object.hasOwn(value, segment)) {
    eachValue(value, segment, (place, child) => {
      path.push(place);
      walk(child, segments, at + 1, way);
      path.pop();
    });
  } else if (isRecord(value)) {
    // Not written here, but brought by a merge key, which PyYAML applies: the model reads it too.
    eachMerged(value, segment, new Set(), (places, child) => {
      path.push(...places);
      walk(child, segments, at + 1, way);
      path.length -= places.length;
    });
  }
}

/**
 * Every value a merge key (`<<`) brings to `key` of a mapping that does not write it, each with its
 * place below the mapping (`<<`, the item of a list of merged mappings, the key). As valuesAt
 * follows them: to any depth, each mapping once (`followed`, those already merged).
 */
function eachMerged(
  mapping: Record<string, unknown>,
  key: string,
  followed: Set<object>,
  each: (places: (string | number)[], child: unknown) => void,
): void {
  if (!Object.hasOwn(mapping, '<<') || followed.has(mapping)) return;
  followed.add(mapping);
  eachValue(mapping, '<<', (place, merged) => {
    const sources: [(string | number)[], unknown][] = Array.isArray(merged)
      ? merged.map((source, i) => [[place, i], source])
      : [[[place], merged]];
    for (const [prefix, source] of sources) {
      if (!isRecord(source)) continue;
      if (Object.hasOwn(source, key)) eachValue(source, key, (p, child) => each([...prefix, p], child));
      else eachMerged(source, key, followed, (places, child) => each([...prefix, ...places], child));
    }
  });
}

/**
 * Below `value`: a schema's texts (`keys`: every string under one of them, the values below
 * SCHEMA_VALUE_KEYS, the names of `properties`), or every string and key at all (undefined).
 * Recursive: the loader bounds a document's depth.
 */
function nested(
  value: unknown,
  path: (string | number)[],
  keys: readonly string[] | undefined,
  visit: Visit,
): void {
  if (typeof value === 'string') {
    if (keys === undefined) visit(value);
    return;
  }
  if (keys === undefined || !isRecord(value)) {
    eachChild(value, (place, child, name) => {
      path.push(place);
      if (keys === undefined && name !== undefined) visit(name, true);
      if (keys === undefined || (child !== null && typeof child === 'object'))
        nested(child, path, keys, visit);
      path.pop();
    });
    return;
  }
  for (const key of keys) {
    if (!Object.hasOwn(value, key)) continue;
    eachValue(value, key, (place, text) => {
      if (typeof text !== 'string') return;
      path.push(place);
      visit(text);
      path.pop();
    });
  }
  for (const key of SCHEMA_VALUE_KEYS) {
    if (!Object.hasOwn(value, key)) continue;
    eachValue(value, key, (place, child) => {
      path.push(place);
      nested(child, path, undefined, visit);
      path.pop();
    });
  }
  eachChild(value, (place, child, key) => {
    // Walked whole above, every string of it; or no schema below.
    if (SCHEMA_VALUE_KEYS.includes(key as string) || child === null || typeof child !== 'object') return;
    path.push(place);
    if (SCHEMA_MAPS.has(key as string) && isRecord(child)) {
      // A map of schemas by name: each name is read (a property's), each member is a schema.
      eachChild(child, (member, schema, name) => {
        path.push(member);
        if (key === 'properties') visit(name as string, true);
        nested(schema, path, keys, visit);
        path.pop();
      });
    } else nested(child, path, keys, visit);
    path.pop();
  });
}

/**
 * Each child of a list or a mapping, with its pointer segment and, in a mapping, its key. Every
 * value of a repeated key is a child (`key` + OCCURRENCE + n past the first): the runtime's loader
 * keeps the last, the checker's the first, and either reaches the model.
 */
function eachChild(
  value: unknown,
  each: (place: string | number, child: unknown, key: string | undefined) => void,
): void {
  if (Array.isArray(value)) value.forEach((child, i) => each(i, child, undefined));
  else if (isRecord(value))
    for (const key of Object.keys(value)) eachValue(value, key, (place, child) => each(place, child, key));
}

/** Every value a mapping gives `key`, each with its pointer segment. */
function eachValue(
  mapping: Record<string, unknown>,
  key: string,
  each: (place: string, child: unknown) => void,
): void {
  const values = repeatedValues(mapping, key);
  if (!values) each(key, mapping[key]);
  else values.forEach((child, i) => each(i === 0 ? key : `${key}${OCCURRENCE}${i}`, child));
}

/** A model text's place for a reader: `description`, `tools[0].description (repeated)`. */
export function describeModelText(pointer: string): string {
  const described = describePointer(pointer);
  if (!described.includes(OCCURRENCE)) return described;
  return `${described.replace(new RegExp(`${OCCURRENCE}\\d+`, 'g'), '')} (repeated)`;
}

/** Where a SKILL.md's body starts: after the frontmatter's closing line (parsed up to it), else at 0. */
export function skillMdBodyStart(text: string, frontmatter: LoadedText | undefined): number {
  if (!frontmatter) return 0;
  const newline = text.indexOf('\n', frontmatter.text.length);
  return newline === -1 ? text.length : newline + 1;
}
