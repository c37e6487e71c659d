// What the core is given (files read by an adapter) and what it builds from them: source files,
// their documents, and the tool, skill and actor definitions those documents hold.
import type { Finding, Span } from './diagnostic.js';
import type { FileProblem, LoadedText, ParsedDocument } from '../yaml/load.js';
import { namespaceOf, nameProblem } from './names.js';
import type { PowerSettings } from './power-fields.js';
import { toPointer } from '../text/pointer.js';
import {
  OCCURRENCE,
  repeatedValues,
  yaml11Item,
  yaml11Keys,
  yaml11Names,
  yaml11Values,
} from '../yaml/load.js';

/** The kinds of definition, each with its own globs, schema and rules. */
export const DEFINITION_KINDS = ['tool', 'skill', 'actor', 'mcp-server'] as const;
export type DefinitionKind = (typeof DEFINITION_KINDS)[number];

/** One file found by discovery, already read (or found unreadable) by an adapter. */
export interface RepoFile {
  path: string;
  kind: DefinitionKind;
  text?: string;
  /** Why the file could not be read (too large, not UTF-8, not a regular file, ...). */
  unreadable?: string;
  /** The git blob id of the content, when known: equal ids mean equal texts, parsed once. */
  blobId?: string;
}

/** Before a listed file's id where git holds it as executable (mode 100755): a mode is a change. */
export const EXECUTABLE = 'exec:';

/**
 * Before why a listed file has no id (a FIFO, a file the system refuses), written as one word
 * (`unread:not%20a%20regular%20file`): a line is read back at its last space, and a reason of
 * several words made its last ones part of the path.
 */
export const UNREAD_ID = 'unread:';

/**
 * Why a file holding NUL bytes is not read: binary, not text. The core tells it from the other
 * reasons, as a file it reads only if it is text (an Agent Skills folder's `REFERENCE`) is then none.
 */
export const BINARY_FILE = 'the file is binary (it contains NUL bytes)';

/** Reads the files that definitions point at (Agent Skills folders), relative to the root. */
export interface AuxFileReader {
  read(path: string): AuxRead;
  /**
   * The git blob id of the file at a path, when the reader knows it (a git tree, or a folder read
   * for a comparison with one): two readers giving one id hold the same bytes there.
   */
  blobId?(path: string): string | undefined;
  /**
   * Every file below a folder, as `path blob-id` lines in path order (an executable file as
   * `path exec:<id>`; one the reader could not hash, a FIFO, as `path unread:<why>`, UNREAD_ID;
   * a link as `path link:<id>`, the blob id of its target's name, then what it
   * points at inside the root, never read as text: src/adapters/linked-files.ts): two trees give
   * the same lines exactly when the folder holds the same files, as git holds them. Undefined when
   * the reader cannot list folders.
   */
  folderListing?(dir: string): string[] | undefined;
  /**
   * A digest of a folder's listing (folderListing), composed from its subfolders' own, so that
   * nested folders cost their files once: two trees give the same exactly when they list the same
   * lines; `''` where it lists nothing. A folder not listed before is listed for it. Undefined when
   * the reader cannot list folders, or a link stands on the way.
   */
  folderDigest?(dir: string): string | undefined;
  /**
   * The names directly in a folder (`''`: the root), files and folders alike. Undefined when the
   * reader cannot list folders, or a link or a file stands on the way.
   */
  folderNames?(dir: string): readonly string[] | undefined;
  /**
   * What stands at a path that the reader never enters, by what the runtime would find there: a
   * symbolic link by its identity (what it leads to, src/adapters/linked-files.ts), a submodule by
   * its commit. Two trees give the same exactly when the same is there. Undefined where neither
   * stands there, a link stands on the way, or the reader cannot tell.
   */
  unentered?(path: string): string | undefined;
  /**
   * Where a link at a path leads (src/adapters/linked-files.ts linkedFolder): a folder inside the
   * root, out of it, or nowhere (`none`, also where the path is no link).
   */
  linkedFolder?(path: string): { folder: string } | 'outside' | 'none';
  /**
   * The regular file inside the root that a path leads to where symbolic links stand at it or on
   * the way, as a client that follows them finds it: a path `read` and the others take. Undefined
   * where a link leads out of the root or to no file, or the reader cannot tell.
   */
  throughLinks?(path: string): string | undefined;
}

export type AuxRead =
  | { kind: 'text'; text: string }
  /** `link`: a symbolic link on the way to the path (never followed), when that is why it is missing. */
  | { kind: 'missing'; link?: string }
  /**
   * `decoded`: where the bytes are text all the same (UTF-8 but for NUL bytes, BINARY_FILE; or
   * UTF-16), the text a client that reads the file anyway decodes, NUL bytes and all. GitHub
   * shows such a file's diff as "binary", so text the model reads may hide there.
   */
  | { kind: 'unreadable'; reason: string; decoded?: string };

/** A file's text as a client reads it: text the checker refuses but a client decodes (UTF-16, NUL bytes) too. */
export function clientText(read: AuxRead): string | undefined {
  if (read.kind === 'text') return read.text;
  return read.kind === 'unreadable' ? read.decoded : undefined;
}

export interface RepoInput {
  files: RepoFile[];
  /** What the configuration says of builtin groups and Agent Skills patterns; the shipped defaults when absent. */
  power?: PowerSettings;
  /** The configuration file that gave `power`, where one was read: a change to a setting is caused there. */
  configuration?: Definition;
  aux: AuxFileReader;
  /**
   * Findings made before any file was parsed, each reported by the rule it names: a file matched
   * by two kinds (`config`), a folder that cannot be read (`unreadable-file`).
   */
  discovery: Finding[];
}

export interface SourceFile {
  path: string;
  kind: DefinitionKind;
  loaded: LoadedText | undefined;
  problems: FileProblem[];
  /** The content's git blob id where the file could not be read and its id is known. */
  blobId?: string;
}

/** The server an inventory document names: its `server`, else its file's name without the extension. */
function inventoryServerName(value: Record<string, unknown>, path: string): string {
  return serverNamed(Object.hasOwn(value, 'server') ? value.server : undefined, path);
}

/**
 * The server an inventory at `path` is of when its `server` reads as `server`: that text, or
 * (none, empty, not text) its file's name without the extension.
 */
export function serverNamed(server: unknown, path: string): string {
  if (typeof server === 'string' && server !== '') return server;
  const file = path.slice(path.lastIndexOf('/') + 1);
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}

/** One non-empty document of a definition file. */
export interface Definition {
  kind: DefinitionKind;
  file: SourceFile;
  doc: ParsedDocument;
  value: Record<string, unknown>;
  /** The `name` when it is a string. */
  name: string | undefined;
  /** The namespace, when the name is valid. */
  namespace: string | undefined;
  /**
   * Set on a document read beside the definitions (besideDocument): a SKILL.md's frontmatter or
   * the configuration file, which a cause may point into and no registry holds.
   */
  beside?: 'agent-skill' | 'configuration';
}

/**
 * A document the checker reads beside the definitions, as a Definition, so that a change made
 * there (a SKILL.md's `allowed-tools`, a configuration key) is reported where it was made.
 */
export function besideDocument(
  file: SourceFile,
  doc: ParsedDocument,
  beside: NonNullable<Definition['beside']>,
): Definition {
  const value = isRecord(doc.value) ? doc.value : {};
  return { kind: file.kind, file, doc, value, name: undefined, namespace: undefined, beside };
}

export function makeDefinition(
  kind: DefinitionKind,
  file: SourceFile,
  doc: ParsedDocument,
): Definition | undefined {
  if (!isRecord(doc.value)) return undefined;
  // An inventory is named by its server (or its file); servers have no namespace.
  if (kind === 'mcp-server') {
    const name = inventoryServerName(doc.value, file.path);
    return { kind, file, doc, value: doc.value, name, namespace: undefined };
  }
  const name = typeof doc.value.name === 'string' ? doc.value.name : undefined;
  const namespace = name !== undefined && nameProblem(name) === undefined ? namespaceOf(name) : undefined;
  return { kind, file, doc, value: doc.value, name, namespace };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** An own property, never one inherited from a prototype (`constructor` is data here). */
export function own(value: unknown, key: string): unknown {
  return isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/**
 * The value a key holds as the runtime's loaders read it (PyYAML, Python's and JavaScript's JSON):
 * a repeated key's last, or what a merge key brings to a key not written. For the texts the model
 * reads, where no reading is stronger; power reads every value (valuesAt).
 */
export function ownAsRead(value: unknown, key: string): unknown {
  return asPyYamlReads(value, key, undefined)?.value;
}

/**
 * The value PyYAML gives a key (`flatten_mapping`, then a dict, where a later pair wins): its last
 * own value; else what its merge keys bring, a later `<<` over an earlier one, and of a merged
 * list the first mapping that holds the key, each mapping read so in turn. Undefined where none.
 */
function asPyYamlReads(
  value: unknown,
  key: string,
  merged: Merged | undefined,
): { value: unknown } | undefined {
  if (!isRecord(value)) return undefined;
  if (Object.hasOwn(value, key)) {
    const values = repeatedValues(value, key);
    return { value: values ? values[values.length - 1] : value[key] };
  }
  // A mapping merged again (an alias) holds no key it did not hold the first time.
  if (!Object.hasOwn(value, '<<') || merged?.has(value)) return undefined;
  merged = (merged ?? new Set()).add(value);
  const merges = repeatedValues(value, '<<') ?? [value['<<']];
  for (let i = merges.length - 1; i >= 0; i--) {
    const merge = merges[i];
    for (const source of Array.isArray(merge) ? merge : [merge]) {
      const found = asPyYamlReads(source, key, merged);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The keys PyYAML reads in a mapping that it does not write: those its merge keys (`<<`) bring,
 * followed as asPyYamlReads follows them, each once. Empty where it has no merge key.
 */
export function mergedKeys(mapping: unknown): string[] {
  if (!isRecord(mapping)) return [];
  const keys = new Set<string>();
  const seen = new Set<object>();
  const visit = (source: unknown): void => {
    if (!isRecord(source) || seen.has(source)) return;
    if (source !== mapping)
      for (const key of Object.keys(source)) if (!Object.hasOwn(mapping, key)) keys.add(key);
    seen.add(source);
    if (!Object.hasOwn(source, '<<')) return;
    for (const merge of repeatedValues(source, '<<') ?? [source['<<']])
      for (const item of Array.isArray(merge) ? merge : [merge]) visit(item);
  };
  visit(mapping);
  keys.delete('<<');
  return [...keys];
}

/** One value a loader may give a key: where it is written, and whether a merge key (`<<`) brought it. */
interface KeyValue {
  value: unknown;
  /** Its pointer: a repeated key's later values are told apart by OCCURRENCE (the loader finds them). */
  pointer: string;
  merged: boolean;
}

/**
 * The mappings a lookup has merged: PyYAML follows merge keys to any depth, so the checker does,
 * and a mapping merged again through an alias brings nothing new (each is read once, however many
 * paths lead to it: a hundred aliases can lead to one mapping 2^50 ways). Made at the first merge
 * key a lookup follows, undefined before: most mappings have none, and power fields are looked
 * up hundreds of thousands of times.
 */
type Merged = Set<object>;

/**
 * Every value a loader may give a key of a mapping (SPEC §6, what the checker cannot see): each
 * value of a repeated key (a loader may keep any), or, when the key is not written, what a YAML
 * merge key (`<<`, which PyYAML applies) brings from each mapping it merges. `pointer` is the
 * mapping's own.
 */
export function valuesAt(mapping: unknown, key: string, pointer = '', merged?: Merged): KeyValue[] {
  if (!isRecord(mapping)) return [];
  if (!Object.hasOwn(mapping, key)) return fromMerges(mapping, key, pointer, merged, valuesAt);
  const at = `${pointer}${toPointer([key])}`;
  const repeated = repeatedValues(mapping, key);
  const out = repeated
    ? repeated.map((value, i) => ({ value, pointer: occurrenceAt(at, i), merged: false }))
    : [{ value: mapping[key], pointer: at, merged: false }];
  // PyYAML's reading of a value YAML 1.2 took for a number (`0e0` is a string there) is one more.
  const yaml11 = yaml11Values(mapping, key);
  if (yaml11)
    for (const { occurrence, text } of yaml11)
      out.push({ value: text, pointer: occurrenceAt(at, occurrence), merged: false });
  return out;
}

/** The pointer of a key's `occurrence`th value, `at` being the key's. */
function occurrenceAt(at: string, occurrence: number): string {
  return occurrence === 0 ? at : `${at}${OCCURRENCE}${occurrence}`;
}

/** What `read` finds for a key in each mapping a merge key (`<<`) brings, when the key is not written. */
function fromMerges(
  mapping: Record<string, unknown>,
  key: string,
  pointer: string,
  merged: Merged | undefined,
  read: (mapping: unknown, key: string, pointer: string, merged: Merged) => KeyValue[],
): KeyValue[] {
  if (!Object.hasOwn(mapping, '<<') || merged?.has(mapping)) return [];
  merged = (merged ?? new Set()).add(mapping);
  const out: KeyValue[] = [];
  for (const merge of valuesAt(mapping, '<<', pointer, merged)) {
    const sources = Array.isArray(merge.value)
      ? merge.value.map((v, i) => ({ value: v, pointer: `${merge.pointer}/${i}` }))
      : [merge];
    for (const source of sources)
      for (const found of read(source.value, key, source.pointer, merged))
        out.push({ ...found, merged: true });
  }
  return out;
}

/**
 * Every name a key may be given: valuesAt's, and where PyYAML reads a float or a boolean that
 * Python writes otherwise (`name: 1.0`, `name: on`), that text too ("1.0", "True"), which a
 * runtime that formats the name reaches; a name a merge key brings as well (`<<: {name: 1.0}`).
 */
export function namesAt(mapping: unknown, key: string, pointer = '', merged?: Merged): KeyValue[] {
  if (!isRecord(mapping)) return [];
  if (!Object.hasOwn(mapping, key)) return fromMerges(mapping, key, pointer, merged, namesAt);
  const out = valuesAt(mapping, key, pointer);
  const at = `${pointer}${toPointer([key])}`;
  for (const { occurrence, text } of yaml11Names(mapping, key) ?? [])
    out.push({ value: text, pointer: occurrenceAt(at, occurrence), merged: false });
  return out;
}

/** Every item of every list a key may be given (valuesAt), each with its pointer. */
export function itemsAt(mapping: unknown, key: string, pointer = ''): { item: unknown; pointer: string }[] {
  return valuesAt(mapping, key, pointer).flatMap((v) =>
    Array.isArray(v.value) ? v.value.map((item, i) => ({ item, pointer: `${v.pointer}/${i}` })) : [],
  );
}

/**
 * Every item a runtime may take from a list key (SPEC §6, what the checker cannot see): itemsAt's,
 * and where a mapping is written Python iterates its keys, and a lone scalar may be taken for a
 * one-item list. A schema finding either way, which a comment may silence: never no items. A null
 * item names nothing.
 */
export function runtimeItemsAt(
  mapping: unknown,
  key: string,
  pointer = '',
): { item: unknown; pointer: string }[] {
  return valuesAt(mapping, key, pointer).flatMap((v) => {
    const list = v.value;
    if (Array.isArray(list))
      return list.flatMap((item, i) => {
        if (item === null) return [];
        // An item YAML 1.2 read as a number and PyYAML as a string (`[1e3]`) is each.
        const other = yaml11Item(list, i);
        const at = `${v.pointer}/${i}`;
        return other === undefined
          ? [{ item, pointer: at }]
          : [
              { item, pointer: at },
              { item: other, pointer: at },
            ];
      });
    const keyed = v.value;
    if (isRecord(keyed))
      return Object.keys(keyed).flatMap((k) => {
        const at = `${v.pointer}${toPointer([k])}`;
        // A key PyYAML reads otherwise (`1e3:`), at each occurrence of a repeated one, is another.
        const others = yaml11Keys(keyed, k) ?? [];
        return [{ item: k, pointer: at }, ...others.map((other) => ({ item: other, pointer: at }))];
      });
    return v.value === null || v.value === undefined ? [] : [{ item: v.value, pointer: v.pointer }];
  });
}

/** A list item of a shape no reading of the definition understands, as text for its unknown entry. */
export function unreadableItem(item: unknown): string {
  // As YAML's flow style writes it (`[x/wide]`), without JSON's quotes.
  return typeof item === 'string'
    ? item
    : (JSON.stringify(item) ?? String(item)).replace(/"/g, '').slice(0, 80);
}

/** A place inside a definition: its file, document and a JSON pointer. */
export interface Site {
  def: Definition;
  pointer: string;
  /**
   * Where the place is a file an entry runs without its definition naming it (a script outside an
   * Agent Skills folder that its SKILL.md runs): how the entry reaches it, in words.
   */
  runs?: string;
  /**
   * The place is the key at `pointer`, not its value: where what changed is only gone from the
   * value (a `deny` list's pattern removed), nothing left in it is the change.
   */
  key?: boolean;
}

/** A site's place as a key: its file, the document in it (two of one file share pointers) and its pointer. */
export function siteKey(site: Site): string {
  return `${site.def.file.path}\u0000${site.def.doc.index}\u0000${site.pointer}`;
}

export function keySpan(site: Site): Span {
  return site.def.doc.keySpan(site.pointer);
}

export function valueSpan(site: Site): Span {
  return site.def.doc.valueSpan(site.pointer);
}

/**
 * Items by name, each name's in the order given: for definitions, the first one is the one a
 * name resolves to.
 */
export function byName<T extends { name: string }>(items: readonly T[]): Map<string, T[]> {
  return groupBy(items, (item) => item.name);
}

const byPointer = new WeakMap<readonly { site: Site }[], Map<string, { site: Site }[]>>();

/**
 * The items of a list (never changed once read) written at `pointer`, in order. The list is grouped
 * once: an escalation looks its entry up in the skill's list, and a skill may list thousands.
 */
export function atPointer<T extends { site: Site }>(items: readonly T[], pointer: string): readonly T[] {
  let index = byPointer.get(items);
  if (!index) byPointer.set(items, (index = groupBy(items, (item) => item.site.pointer)));
  return (index.get(pointer) ?? []) as T[];
}

/**
 * `items` appended to `list` one at a time: `list.push(...items)` passes each as an argument, and
 * past about 120,000 of them (a list one file can hold) the call overflows the stack.
 */
export function appendAll<T>(list: T[], items: Iterable<T>): void {
  for (const item of items) list.push(item);
}

/**
 * Answers kept by a pair of objects while both are: a diff's two trees share the objects of what
 * both parse alike, so a reading kept by the pair it reads is one object on both sides, which the
 * diff passes by (registered-tools.ts floorReadsDifferently).
 */
export class PairCache<A extends object, B extends object, R> {
  private readonly byFirst = new WeakMap<A, WeakMap<B, R>>();

  /** The pair's answer, `read` once for it. */
  get(a: A, b: B, read: () => R): R {
    let bySecond = this.byFirst.get(a);
    if (!bySecond) this.byFirst.set(a, (bySecond = new WeakMap()));
    let answer = bySecond.get(b);
    if (answer === undefined) bySecond.set(b, (answer = read()));
    return answer;
  }
}

/** Items grouped by a key, the groups in the order their keys first appear, each in the order given. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
