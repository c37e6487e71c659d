// The dotenv files a client reads variables from when it starts the servers of its project file
// (client-files.ts `EnvFile`): a pull request that changes `.env` changes what `$GH_MODE` in a
// server's `args` is, or the environment a server started as a program inherits, while the
// configuration and the inventory stay as they were. Which variables changed is read from the
// lines that changed; where a value may run over lines, every variable.
import type { AuxFileReader } from '../model/model.js';
import { firstChangedLine } from '../text/text-position.js';
import type { ProgramChange } from './server-programs.js';
import type { EnvFile } from './client-files.js';

/** How the client's dotenv file changed from base to head: the file it reads, and which variables. */
export interface EnvChange {
  /** The file the head's client reads (the base's where the head has none), from the root. */
  path: string;
  change: ProgramChange;
  /** The variables whose value may differ; `all` where the lines cannot tell. */
  names: ReadonlySet<string> | 'all';
  /** The head's value of each variable its file sets on a line of its own, where the head's file reads as text. */
  values?: ReadonlyMap<string, string>;
}

/** What one side holds: the first of the client's files that stands there. */
interface Standing {
  path: string;
  /** Its text, or undefined where it cannot be read as text. */
  text: string | undefined;
  /** What stands there where it cannot be read (a link's identity, a blob's id). */
  id: string | undefined;
  why: string;
}

/** The change of a client's dotenv file between the trees, or undefined where the variables are the same. */
export function envChange(env: EnvFile, base: AuxFileReader, head: AuxFileReader): EnvChange | undefined {
  const was = standing(env, base);
  const now = standing(env, head);
  if (!was && !now) return undefined;
  if (!now) {
    // The head reads none: every variable the base's set is unset.
    const names = was?.text === undefined ? 'all' : assigned(was.text);
    return { path: (was as Standing).path, change: { was: 'removed' }, names };
  }
  if (now.text === undefined) {
    const same =
      was !== undefined &&
      was.text === undefined &&
      was.id !== undefined &&
      was.id === now.id &&
      was.path === now.path;
    return same ? undefined : { path: now.path, change: { was: { unread: now.why } }, names: 'all' };
  }
  const values = valuesOf(now.text);
  if (!was || was.text === undefined) {
    const names = was ? 'all' : assigned(now.text);
    return {
      path: now.path,
      change: { was: was ? 'changed' : 'added', text: now.text, line: 1 },
      names,
      values,
    };
  }
  const names = changedNames(was.text, now.text);
  if (names !== 'all' && names.size === 0) return undefined;
  if (was.path !== now.path) {
    // The head reads another file: one before the base's in the client's order is new on the head.
    const added = env.paths.indexOf(now.path) < env.paths.indexOf(was.path);
    return {
      path: now.path,
      change: { was: added ? 'added' : 'changed', text: now.text, line: 1 },
      names,
      values,
    };
  }
  const line = firstChangedLine(was.text, now.text);
  return { path: now.path, change: { was: 'changed', text: now.text, line }, names, values };
}

/**
 * The value of each variable a text sets on a line of its own (the last line setting it, as dotenv
 * keeps), quotes taken off; none where a value may run over lines (it cannot be told).
 */
function valuesOf(text: string): ReadonlyMap<string, string> | undefined {
  if (OPENS.test(text)) return undefined;
  const values = new Map<string, string>();
  for (const line of text.split(LINE_BREAK)) {
    const set = SETS.exec(line);
    if (!set) continue;
    let value = line.slice(set[0].length).trim();
    const quote = /^(["'`])(.*)\1$/.exec(value);
    if (quote) value = quote[2] as string;
    else value = value.replace(/\s+#.*$/, '');
    values.set(set[1] as string, value);
  }
  return values;
}

function standing(env: EnvFile, aux: AuxFileReader): Standing | undefined {
  for (const path of env.paths) {
    const read = aux.read(path);
    if (read.kind === 'text') return { path, text: read.text, id: undefined, why: '' };
    if (read.kind === 'missing' && read.link === undefined) continue;
    const why = read.kind === 'missing' ? 'a symbolic link stands on its way' : read.reason;
    const link = read.kind === 'missing' ? read.link : path;
    return { path, text: undefined, id: aux.unentered?.(link as string) ?? aux.blobId?.(path), why };
  }
  return undefined;
}

/**
 * Where dotenv starts a line: it reads a lone CR as a line break, and a line may start after a
 * U+2028 or U+2029 that ends a value (taking them as breaks always reads more lines, never fewer).
 */
const LINE_BREAK = /\r\n?|\n|\u2028|\u2029/;

/** A line that sets a variable (`NAME=…`, `export NAME=…`, `NAME: …`), as dotenv reads one. */
const SETS = /^\s*(?:export\s+)?([\w.-]+)\s*[=:]/;

/** A line whose quoted value goes on past it (a value over several lines). */
const OPENS = /^\s*(?:export\s+)?[\w.-]+\s*[=:]\s*(["'`])(?:(?!\1).)*$/m;

/** The variables a text sets. */
function assigned(text: string): ReadonlySet<string> | 'all' {
  return changedNames('', text);
}

/**
 * The variables whose lines differ between two texts (lines compared as a multiset: moving a line
 * changes nothing, but for the lines of a variable set more than once: dotenv keeps the last);
 * every variable where a changed line sets none and is no comment, or where a value may run over
 * lines on either side (a changed line may be inside it).
 */
function changedNames(was: string, now: string): ReadonlySet<string> | 'all' {
  const counts = new Map<string, number>();
  for (const line of was.split(LINE_BREAK)) counts.set(line, (counts.get(line) ?? 0) + 1);
  const changed: string[] = [];
  for (const line of now.split(LINE_BREAK)) {
    const count = counts.get(line);
    if (count) counts.set(line, count - 1);
    else changed.push(line);
  }
  for (const [line, count] of counts) if (count > 0) changed.push(line);
  const reordered = reorderedNames(was, now);
  if (changed.length === 0 && reordered.size === 0) return new Set();
  if (OPENS.test(was) || OPENS.test(now)) return 'all';
  const names = reordered;
  for (const line of changed) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const name = SETS.exec(line)?.[1];
    if (name === undefined) return 'all';
    names.add(name);
  }
  return names;
}

/** The variables whose setting lines, in order, differ between two texts (a line moved past another of its variable). */
function reorderedNames(was: string, now: string): Set<string> {
  const settings = (text: string): Map<string, string[]> => {
    const lines = new Map<string, string[]>();
    for (const line of text.split(LINE_BREAK)) {
      const name = SETS.exec(line)?.[1];
      if (name === undefined) continue;
      const list = lines.get(name);
      if (list) list.push(line);
      else lines.set(name, [line]);
    }
    return lines;
  };
  const before = settings(was);
  const names = new Set<string>();
  for (const [name, lines] of settings(now)) {
    const old = before.get(name);
    if (old && old.length > 1 && old.length === lines.length && old.some((line, i) => line !== lines[i]))
      names.add(name);
  }
  return names;
}
