// What a model is charged for reading a tool set (SPEC §12): each entry rendered as a function
// definition and counted as OpenAI's cookbook counts tools for its o200k_base models ("How to
// count tokens with tiktoken", num_tokens_for_tools): per function 7 tokens and `name:description`,
// per property 3 (plus 3 once) and `key:type:description`, per enum value 3 and the value, with
// one trailing period of a description dropped; 12 more once per set. The BPE tables load only
// for an exact count; a cheap upper bound (a token is at least one UTF-8 byte) says when one is
// needed.
import lazyPackages from '../packages/lazy-packages.cjs';
import { BytePairCounter } from './bpe.js';
import type { EffectiveTool } from '../power/effective.js';
import { isRecord, mergedKeys, ownAsRead } from '../model/model.js';
import { utf8Length } from '../text/utf8.js';

const FUNC_INIT = 7;
const PROP_INIT = 3;
const PROP_KEY = 3;
const ENUM_INIT = -3;
const ENUM_ITEM = 3;
/** Once per set that holds any function. */
export const FUNC_END = 12;

/**
 * What the formula reads of a tool, whatever name an entry gives it: the description (the
 * function's text is `name:description`), each property's and enum value's text, and the fixed
 * overheads.
 */
interface Rendered {
  description: string;
  texts: string[];
  overhead: number;
}

/**
 * The function definition of a tool: its description and input schema's properties, each field as
 * the runtime's loader reads it (a merge key's, which PyYAML applies; a repeated key's last).
 */
function render(tool: EffectiveTool): Rendered {
  const texts: string[] = [];
  let overhead = FUNC_INIT;
  const properties = ownAsRead(tool.input_schema, 'properties');
  const keys = propertyNames(properties);
  if (keys.length > 0) overhead += PROP_INIT;
  for (const key of keys) {
    const property = ownAsRead(properties, key);
    overhead += PROP_KEY;
    const type = ownAsRead(property, 'type');
    const description = ownAsRead(property, 'description');
    texts.push(`${key}:${asText(type)}:${withoutPeriod(asText(description))}`);
    const values = ownAsRead(property, 'enum');
    if (!Array.isArray(values)) continue;
    overhead += ENUM_INIT + ENUM_ITEM * values.length;
    for (const value of values) texts.push(enumText(value));
  }
  return { description: withoutPeriod(tool.description), texts, overhead };
}

/** The names of a `properties` mapping as PyYAML reads it: those written, and those its merge keys bring. */
function propertyNames(properties: unknown): string[] {
  if (!isRecord(properties)) return [];
  const written = Object.keys(properties);
  if (!Object.hasOwn(properties, '<<')) return written;
  return [...written.filter((key) => key !== '<<'), ...mergedKeys(properties)];
}

function withoutPeriod(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

/** A schema value as text: a string as it is, anything else (a type list, a number) as JSON; absent is empty. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An enum value as the model reads it: a string as it is, anything else (`null` too) as JSON. */
function enumText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** An entry as counted: the function's name and its effective tool. */
interface Entry {
  readonly name: string;
  readonly tool: EffectiveTool;
}

/**
 * By tool: the bound and the count both read it, and entries that give one tool other names (a
 * skill's own entries, an override's, a qualified name) share it.
 */
const rendered = new WeakMap<EffectiveTool, Rendered[]>();

/**
 * The tool's function definition, then each other definition's of its name (`also_told`): a
 * runtime may keep any, so an entry counts as the most of them.
 */
function renderedOf(tool: EffectiveTool): Rendered[] {
  let r = rendered.get(tool);
  if (r === undefined) {
    r = [render(tool), ...(tool.also_told ?? []).map((texts) => render({ ...tool, ...texts }))];
    rendered.set(tool, r);
  }
  return r;
}

/** Everything but the name's bytes, by tool: the bound is the name's bytes plus this. */
const toolBounds = new WeakMap<EffectiveTool, number>();

/**
 * At least the entry's exact count, without the tokenizer: every token is at least one byte. The
 * bytes of `name:description` are the name's, the colon's and the description's, so the rest is
 * worked out once per tool, whatever each entry calls it.
 */
export function entryTokenBound(entry: Entry): number {
  let rest = toolBounds.get(entry.tool);
  if (rest === undefined) {
    rest = 0;
    for (const { description, texts, overhead } of renderedOf(entry.tool)) {
      let bound = overhead + 1 + utf8Length(description);
      for (const text of texts) bound += utf8Length(text);
      rest = Math.max(rest, bound);
    }
    toolBounds.set(entry.tool, rest);
  }
  return utf8Length(entry.name) + rest;
}

/** By entry object: sets share their entries, so each is counted once however many sets hold it. */
const counts = new WeakMap<Entry, number>();
/** By tool and name: an entry made anew (an override's, the other tree's) counts once too. */
const countsByTool = new WeakMap<EffectiveTool, Map<string, number>>();

/** The entry's tokens by the formula, with the o200k_base tokenizer (loaded on the first call). */
export function entryTokenCount(entry: Entry): number {
  let total = counts.get(entry);
  if (total !== undefined) return total;
  let byName = countsByTool.get(entry.tool);
  if (!byName) countsByTool.set(entry.tool, (byName = new Map()));
  total = byName.get(entry.name);
  if (total === undefined) {
    total = 0;
    for (const { description, texts, overhead } of renderedOf(entry.tool)) {
      let count = overhead + countText(`${entry.name}:${description}`);
      for (const text of texts) count += countText(text);
      total = Math.max(total, count);
    }
    byName.set(entry.name, total);
  }
  counts.set(entry, total);
  return total;
}

/**
 * Counts by text: the base and head parse a changed inventory anew, so each of its unchanged tools
 * is another object with the same texts (and a property such as `id:string:` recurs across tools).
 * Emptied when large, in texts or in characters, so that a language server's session does not
 * keep every version of a long description it counted.
 */
const textCounts = new Map<string, number>();
const MAX_TEXTS = 100_000;
const MAX_TEXT_CHARACTERS = 1 << 24;
let textCharacters = 0;

/** The o200k_base counter over the vocabulary it was built from. */
let built: { vocabulary: Uint8Array; counter: BytePairCounter } | undefined;

function countText(text: string): number {
  // The vocabulary asked for first, even for a text counted before: counting is what loads it.
  const vocabulary = lazyPackages.o200k();
  if (built?.vocabulary !== vocabulary)
    built = { vocabulary, counter: BytePairCounter.fromPacked(vocabulary) };
  const tokenizer = built.counter;
  let count = textCounts.get(text);
  if (count === undefined) {
    if (textCounts.size >= MAX_TEXTS || textCharacters + text.length > MAX_TEXT_CHARACTERS) {
      textCounts.clear();
      textCharacters = 0;
    }
    textCharacters += text.length;
    textCounts.set(text, (count = tokenizer.count(text)));
  }
  return count;
}
