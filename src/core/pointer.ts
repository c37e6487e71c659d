// JSON pointers (RFC 6901), the path format ajv reports and the loader resolves positions from.

export function pointerSegments(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return pointer === '/' ? [''] : [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** A reader's path for messages: `capability.read_only`, `resource_slots[0].binding`. */
export function describePointer(pointer: string): string {
  let out = '';
  for (const segment of pointerSegments(pointer)) {
    if (/^\d+$/.test(segment)) out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}
