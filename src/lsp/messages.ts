// The editor's messages as the protocol library's handlers take them. A client may send any JSON
// as a message's parameters; the library reads some before any handler of ours (a cancellation's
// id, an initialize request's capabilities, a document's URI and changes) and fails on a shape it
// does not expect: the server stopped, or logged each such message as an error of its own.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPosition = (value: unknown): boolean =>
  isObject(value) && Number.isInteger(value.line) && Number.isInteger(value.character);

/** Whether a value is a range: a start and an end position, each a line and a character. */
export const isRange = (value: unknown): value is { start: unknown; end: unknown } =>
  isObject(value) && isPosition(value.start) && isPosition(value.end);

/** The document a message's parameters name: their `textDocument`'s URI, when it is a string. */
export function documentUri(params: unknown): string | undefined {
  const document = isObject(params) ? params.textDocument : undefined;
  return isObject(document) && typeof document.uri === 'string' ? document.uri : undefined;
}

/** Whether a request's parameters name a document and a position in it. */
export const placesInDocument = (params: unknown): boolean =>
  documentUri(params) !== undefined && isPosition((params as Json).position);

/** A change to an open document the library can apply: all of its text, or a range's. */
const isChange = (change: unknown): boolean =>
  isObject(change) &&
  typeof change.text === 'string' &&
  (change.range === undefined || isRange(change.range)) &&
  (change.rangeLength === undefined || typeof change.rangeLength === 'number');

/** Notifications about an open document, which the library files by the URI they name. */
const DOCUMENT_NOTIFICATIONS = new Set([
  'textDocument/didOpen',
  'textDocument/didClose',
  'textDocument/didSave',
  'textDocument/willSave',
]);

/**
 * A message made one the library's handlers take, in place; false for a notification to drop.
 * - An initialize request whose parameters or capabilities are no object is one that asks for
 *   nothing (the library failed it, and the editor had no server).
 * - A cancellation whose id is no string or number names no request (the library threw, and the
 *   server stopped as if the messages were out of step).
 * - A document request whose parameters are no object has none (the library failed it).
 * - A document notification that names no document, or a change that cannot be applied (no
 *   version, changes that are no list, text that is no string, a range that is no range of whole
 *   numbers), changes nothing the server knows: the library logged an error for each, or, for a
 *   range at line 1.5, wrote the whole text again after the change, so that findings were placed
 *   in text the editor does not hold.
 * - `$/setTrace` and `$/progress` whose parameters are no object say nothing.
 */
export function takeMessage(message: unknown): boolean {
  if (!isObject(message)) return true;
  const { method, params } = message;
  if (method === 'initialize') {
    const taken: Json = isObject(params) ? params : {};
    if (!isObject(taken.capabilities)) taken.capabilities = {};
    message.params = taken;
    return true;
  }
  // Requests are answered by their handlers, whatever their parameters: never dropped. A
  // document request's parameters that are no object (null) are none the library reads either.
  if (message.id !== undefined) {
    if (typeof method === 'string' && method.startsWith('textDocument/') && !isObject(params))
      message.params = {};
    return true;
  }
  if (method === '$/cancelRequest') {
    const id = isObject(params) ? params.id : undefined;
    return typeof id === 'string' || typeof id === 'number';
  }
  if (typeof method === 'string' && DOCUMENT_NOTIFICATIONS.has(method))
    return documentUri(params) !== undefined;
  if (method === 'textDocument/didChange') {
    const document = documentUri(params) !== undefined ? ((params as Json).textDocument as Json) : undefined;
    const changes = isObject(params) ? params.contentChanges : undefined;
    return typeof document?.version === 'number' && Array.isArray(changes) && changes.every(isChange);
  }
  if (method === '$/setTrace' || method === '$/progress') return isObject(params);
  return true;
}
