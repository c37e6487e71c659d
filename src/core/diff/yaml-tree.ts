// A client's YAML configuration as jsonc-parser's tree, so that relaunched-servers.ts compares it
// with the code that compares the JSON ones: objects, arrays and scalars with their offsets in the
// text, a key written twice kept twice, an alias read as what it names (within a budget).
import type { Document, Node as YamlNode, Pair } from 'yaml';
import type { Node as JsonNode } from 'jsonc-parser';
import lazyPackages from '../packages/lazy-packages.cjs';
import { composeWithinDepth, LOAD_LIMITS } from '../yaml/load.js';

/** A YAML text read as one document's tree, or why it cannot be read (at an offset). */
type YamlTree = { root: JsonNode } | { error: string; offset: number };

/** A node being built. */
type Building = { -readonly [K in keyof JsonNode]: JsonNode[K] };

export function yamlTree(text: string): YamlTree {
  let composed;
  try {
    composed = composeWithinDepth(text, LOAD_LIMITS.maxDepth, LOAD_LIMITS.maxExpandedNodes);
  } catch (error) {
    return { error: `it cannot be parsed (${String(error)})`, offset: 0 };
  }
  const { parsed, tooDeep, tooLarge } = composed;
  const deep = [...tooDeep.values()][0];
  if (deep !== undefined)
    return { error: `it nests deeper than ${LOAD_LIMITS.maxDepth} levels`, offset: deep };
  const large = [...tooLarge.values()][0];
  if (large !== undefined)
    return { error: `it holds more than ${LOAD_LIMITS.maxExpandedNodes} nodes`, offset: large.offset };
  if (parsed.length !== 1) return { error: `it holds ${parsed.length} YAML documents`, offset: 0 };
  const doc = parsed[0] as Document.Parsed;
  const error = doc.errors[0];
  if (error) return { error: 'it is not valid YAML', offset: error.pos[0] };
  try {
    return { root: new Converter(doc).convert(doc.contents, undefined, 0) };
  } catch (e) {
    if (e instanceof TooLarge || e instanceof RangeError)
      return { error: 'its aliases name more than the checker reads', offset: 0 };
    throw e;
  }
}

/**
 * A document's nodes as jsonc-parser's, each alias read as what it names: the budget of nodes
 * keeps `&a [*b, *b, …]` chains from costing their product (as the loader's `maxExpandedNodes`).
 */
class Converter {
  private budget = LOAD_LIMITS.maxExpandedNodes;
  private readonly yaml = lazyPackages.yaml();

  constructor(private readonly doc: Document.Parsed) {}

  /** `at`: where a value left empty (`args:`) stands, after its key. */
  convert(node: unknown, parent: JsonNode | undefined, depth: number, at = 0): JsonNode {
    const yaml = this.yaml;
    if (--this.budget < 0 || depth > LOAD_LIMITS.maxDepth) throw new TooLarge();
    if (yaml.isAlias(node)) return this.convert(node.resolve(this.doc), parent, depth + 1, at);
    const range = (node as YamlNode | null)?.range ?? [at, at, at];
    const out: Building = { type: 'null', offset: range[0], length: range[1] - range[0], parent };
    if (yaml.isMap(node)) {
      out.type = 'object';
      out.children = (node.items as Pair[]).map((pair) => this.property(pair, out, range, depth));
    } else if (yaml.isSeq(node)) {
      out.type = 'array';
      out.children = node.items.map((item) => this.convert(item, out, depth + 1));
    } else if (yaml.isScalar(node)) {
      const value = node.value;
      out.value = value;
      if (typeof value === 'string') out.type = 'string';
      else if (typeof value === 'number') out.type = 'number';
      else if (typeof value === 'boolean') out.type = 'boolean';
      else if (value !== null && value !== undefined) [out.type, out.value] = ['string', String(value)];
    }
    return out;
  }

  private property(pair: Pair, parent: JsonNode, range: readonly number[], depth: number): JsonNode {
    const key = pair.key as YamlNode | null;
    const keyRange = key?.range ?? range;
    const property: Building = { type: 'property', offset: keyRange[0] as number, length: 0, parent };
    const keyNode: JsonNode = {
      type: 'string',
      offset: keyRange[0] as number,
      length: (keyRange[1] as number) - (keyRange[0] as number),
      value: this.yaml.isScalar(key) ? String(key.value) : String(key),
      parent: property,
    };
    const value = this.convert(pair.value, property, depth + 1, keyRange[1]);
    property.length = Math.max(value.offset + value.length, keyRange[1] as number) - (keyRange[0] as number);
    property.children = [keyNode, value];
    return property;
  }
}

class TooLarge extends Error {}
