// A client configuration's text read as its clients read it: JSON with comments and trailing
// commas (VS Code's `mcp.json` is JSONC), through jsonc-parser. One reader for the gate, which
// compares the files of the base and the head, and for `mcp pin`, which starts their servers.
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import lazyPackages from '../packages/lazy-packages.cjs';
import { LOAD_LIMITS } from '../yaml/load.js';

/** The tree of a text, or why it is none, at the offset that says so. */
type ClientJson = { kind: 'tree'; root: JsonNode } | { kind: 'unread'; why: string; offset: number };

/** `text` (a byte-order mark already taken off or blanked) as a JSONC tree. */
export function readClientJson(text: string): ClientJson {
  // jsonc-parser recurses with the nesting (a stack overflow far down); a client's JSON.parse does
  // not, and reads what is deeper than the checker will.
  const deep = tooDeep(text);
  if (deep !== undefined) return { kind: 'unread', ...deep };
  const errors: ParseError[] = [];
  const jsonc = lazyPackages.jsonc();
  const root = jsonc.parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  const error = errors[0];
  if (error)
    return {
      kind: 'unread',
      why: `${jsonc.printParseErrorCode(error.error)} in its JSON`,
      offset: error.offset,
    };
  if (root === undefined) return { kind: 'unread', why: 'it is not a JSON object', offset: 0 };
  return { kind: 'tree', root };
}

/**
 * A node's value as JSON.parse gives it: the last of a repeated key, and every key an own property
 * (`__proto__` too, which an assignment would take as the prototype).
 */
export function nodeValue(node: JsonNode): unknown {
  if (node.type === 'object')
    return Object.fromEntries(
      (node.children ?? []).map((p) => [
        String(p.children?.[0]?.value),
        p.children?.[1] ? nodeValue(p.children[1]) : null,
      ]),
    );
  if (node.type === 'array') return (node.children ?? []).map(nodeValue);
  return node.value;
}

/** Why a text nests deeper than the checker reads (a client's JSON.parse reads it), and where. */
export function tooDeep(text: string): { why: string; offset: number } | undefined {
  const deep = deeperThan(text, LOAD_LIMITS.maxDepth);
  return deep === undefined
    ? undefined
    : { why: `it nests deeper than ${LOAD_LIMITS.maxDepth} levels`, offset: deep };
}

/** jsonc-parser's tokens that open and close an object or an array (its `SyntaxKind`, a const enum). */
const OPENING = new Set([1, 3]);
const CLOSING = new Set([2, 4]);
const END = 17;

/** The offset of the first `{` or `[` nested deeper than `limit`, or undefined (strings and comments skipped). */
function deeperThan(text: string, limit: number): number | undefined {
  const scanner = lazyPackages.jsonc().createScanner(text, true);
  let depth = 0;
  for (let token = scanner.scan(); token !== END; token = scanner.scan()) {
    if (CLOSING.has(token)) depth--;
    else if (OPENING.has(token) && ++depth > limit) return scanner.getTokenOffset();
  }
  return undefined;
}
