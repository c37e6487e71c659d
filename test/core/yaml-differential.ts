// The fast reader held to the `yaml` package on one text: the same documents, values (key order
// included), problems (syntax errors and repeated keys) and, for every key and value, the same
// span, and every later value of a repeated key — from a reader that recorded every node, and from a fresh read that answers one level
// down from the root's entries and reads again for deeper pointers.
import {
  loadYaml,
  OCCURRENCE,
  repeatedEntries,
  yaml11Item,
  yaml11Names,
  yaml11Signature,
  yaml11Values,
  type ParsedDocument,
} from '../../src/core/yaml/load.js';
import { toPointer } from '../../src/core/text/pointer.js';

/** Whether a value inherits nothing: no prototype, or an empty frozen one with none of its own. */
export function inheritsNothing(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto === null) return true;
  return (
    Object.getPrototypeOf(proto) === null && Reflect.ownKeys(proto).length === 0 && Object.isFrozen(proto)
  );
}

/** Every pointer into a value, a repeated key's later values included (`key` OCCURRENCE n). */
function pointers(value: unknown, path: (string | number)[] = [], out: string[] = []): string[] {
  out.push(toPointer(path));
  if (Array.isArray(value)) value.forEach((v, i) => pointers(v, [...path, i], out));
  else if (value !== null && typeof value === 'object') {
    for (const k of Object.keys(value)) pointers((value as Record<string, unknown>)[k], [...path, k], out);
    for (const [k, values] of repeatedEntries(value) ?? [])
      values.forEach((v, n) => pointers(v, [...path, `${k}${OCCURRENCE}${n}`], out));
  }
  return out;
}

/** Where two plain values differ ('' when they do not): same shape, key order and Object.is scalars. */
function valueDifference(a: unknown, b: unknown, at = ''): string {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
      return `${at || '/'}: ${show(a)} ≠ ${show(b)}`;
    for (let i = 0; i < a.length; i++) {
      const d = valueDifference(a[i], b[i], `${at}/${i}`);
      if (d) return d;
    }
    return '';
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.join('\u0000') !== kb.join('\u0000')) return `${at || '/'}: keys ${show(ka)} ≠ ${show(kb)}`;
    if (inheritsNothing(a) !== inheritsNothing(b)) return `${at || '/'}: prototypes differ`;
    for (const k of ka) {
      const d = valueDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${at}/${k}`,
      );
      if (d) return d;
    }
    return '';
  }
  return Object.is(a, b) ? '' : `${at || '/'}: ${show(a)} ≠ ${show(b)}`;
}

function show(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/**
 * Each later value of a repeated key, at any depth and inside other repeated values too, with
 * where it is (`/key!n` for the key's occurrence n), in the order of the values.
 */
function repeats(value: unknown, at = '', out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((item, i) => repeats(item, `${at}/${i}`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, item] of Object.entries(value)) repeats(item, `${at}/${k}`, out);
    for (const [k, values] of repeatedEntries(value) ?? []) {
      if (values[0] !== (value as Record<string, unknown>)[k]) out.push([`${at}/${k}!0 is not the value`, 0]);
      for (let n = 1; n < values.length; n++) {
        out.push([`${at}/${k}!${n}`, values[n]]);
        repeats(values[n], `${at}/${k}!${n}`, out);
      }
    }
  }
  return out;
}

const EXTRA_POINTERS = ['/missing', '/0/missing', '/name/deeper'];

/**
 * What each loader noted PyYAML reads otherwise (yaml11.ts), one line per mapping value or list
 * item that has a reading, in the order of the values, and the document's signature last.
 */
function readings(value: unknown, at = '', out: string[] = []): string[] {
  if (Array.isArray(value))
    value.forEach((item, i) => {
      const text = yaml11Item(value, i);
      if (text !== undefined) out.push(`${at}/${i} item ${text}`);
      readings(item, `${at}/${i}`, out);
    });
  else if (value !== null && typeof value === 'object')
    for (const [k, item] of Object.entries(value)) {
      const texts = [yaml11Values(value, k), yaml11Names(value, k)];
      if (texts.some((t) => t !== undefined)) out.push(`${at}/${k} ${JSON.stringify(texts)}`);
      readings(item, `${at}/${k}`, out);
    }
  return out;
}

/** The spans of every pointer in `list`, key and value, as one line each. */
function spans(doc: ParsedDocument, list: readonly string[]): string[] {
  return list.map(
    (p) => `${p} key ${JSON.stringify(doc.keySpan(p))} value ${JSON.stringify(doc.valueSpan(p))}`,
  );
}

/** The first difference between the two loaders on this text, or undefined when there is none. */
export function differenceFromYaml(text: string): string | undefined {
  const fast = loadYaml(text);
  const plain = loadYaml(text, { plain: true });
  const problems = [JSON.stringify(fast.problems), JSON.stringify(plain.problems)];
  if (problems[0] !== problems[1]) return `problems: ${problems[0]} ≠ ${problems[1]}`;
  const indexes = [fast, plain].map((l) => l.documents.map((d) => d.index).join(','));
  if (indexes[0] !== indexes[1]) return `documents: [${indexes[0]}] ≠ [${indexes[1]}]`;
  for (let i = 0; i < plain.documents.length; i++) {
    const ref = plain.documents[i]!;
    const doc = fast.documents[i]!;
    const value = valueDifference(doc.value, ref.value);
    if (value) return `document ${i} value ${value}`;
    const [fastRepeats, refRepeats] = [repeats(doc.value), repeats(ref.value)];
    const where = [fastRepeats, refRepeats].map((list) => list.map(([at]) => at).join(' '));
    if (where[0] !== where[1]) return `document ${i} repeated keys: ${where[0]} ≠ ${where[1]}`;
    for (let k = 0; k < refRepeats.length; k++) {
      const repeated = valueDifference(fastRepeats[k]![1], refRepeats[k]![1], refRepeats[k]![0]);
      if (repeated) return `document ${i} repeated value ${repeated}`;
    }
    const noted = [doc, ref].map((d) =>
      [...readings(d.value), `signature ${yaml11Signature(d.value)}`].join('\n'),
    );
    if (noted[0] !== noted[1]) return `document ${i} PyYAML's readings:\n${noted[0]}\n≠\n${noted[1]}`;
    if (JSON.stringify(doc.span) !== JSON.stringify(ref.span))
      return `document ${i} span ${JSON.stringify(doc.span)} ≠ ${JSON.stringify(ref.span)}`;
    const list = [...pointers(ref.value), ...EXTRA_POINTERS];
    const shallow = list.filter((p) => p.split('/').length <= 2);
    const deep = list.filter((p) => p.split('/').length > 2);
    // Deeper pointers first make the read read again, with nodes, and every span after them comes
    // from those nodes; on a fresh read, one level down first: those come from the root's entries.
    for (const [label, read, ordered] of [
      ['read with nodes', doc, [...deep, ...shallow]],
      ['fresh read', loadYaml(text).documents[i]!, [...shallow, ...deep]],
    ] as const) {
      const expected = spans(ref, ordered);
      const got = spans(read, ordered);
      const k = got.findIndex((line, j) => line !== expected[j]);
      if (k !== -1) return `document ${i}, ${label}: ${got[k]} ≠ ${expected[k]}`;
    }
  }
  return undefined;
}

/** Throws with the first difference between the two loaders on this text. */
export function assertSameAsYaml(text: string): void {
  const difference = differenceFromYaml(text);
  if (difference !== undefined) throw new Error(`${difference}\n  on ${JSON.stringify(text).slice(0, 400)}`);
}
