// JSON pointers (RFC 6901), the path format ajv reports and the loader resolves positions from.

export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return pointer === '/' ? [''] : [];
  const segments = pointer.slice(1).split('/');
  // Nearly every pointer escapes nothing: then there is nothing to unescape.
  return pointer.includes('~') ? segments.map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')) : segments;
}

/** What a pointer names in parsed data (own keys and list items only); undefined where nothing is. */
export function valueAtPointer(data: unknown, pointer: string): unknown {
  let node = data;
  for (const segment of pointerSegments(pointer)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

export function toPointer(segments: readonly (string | number)[]): string {
  let out = '';
  for (const segment of segments) {
    const s = String(segment);
    out += s.includes('~') || s.includes('/') ? `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}` : `/${s}`;
  }
  return out;
}

/**
 * A reader's path for messages: `capability.read_only`, `resource_slots[0].binding`. A key that
 * could read as more than one (`a.properties.b`, empty, or with a bracket or quote) is written
 * quoted, `properties["a.properties.b"]`, so that two places never share a path.
 */
export function describePointer(pointer: string): string {
  let out = '';
  for (const segment of pointerSegments(pointer))
    out = /^\d+$/.test(segment) ? `${out}[${segment}]` : withKey(out, segment);
  return out;
}

/** `path.key`; a key that could read as more than one (a dot, a bracket, a quote, empty) quoted, `path["a.b"]`. */
export function withKey(path: string, key: string): string {
  if (key === '' || /[.[\]"]/.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === '' ? key : `${path}.${key}`;
}
