// --format json: the report as it is, two-space indented, with a final newline. Written in pieces
// (the top level key by key, its arrays item by item) because the report of a deep include chain
// lists every skill's whole set and can pass the longest string JavaScript holds; the pieces
// joined are exactly `JSON.stringify(report, null, 2)`.
import type { Report } from './report.js';

export function formatJson(report: Report): string {
  return [...jsonChunks(report)].join('');
}

export function* jsonChunks(report: Report): Generator<string> {
  let first = true;
  yield '{';
  for (const [key, value] of Object.entries(report)) {
    if (value === undefined) continue;
    yield `${first ? '' : ','}\n  ${JSON.stringify(key)}: `;
    first = false;
    if (Array.isArray(value) && value.length > 0) {
      yield '[';
      for (let i = 0; i < value.length; i++) {
        yield `${i === 0 ? '' : ','}\n    ${indented(plainData(value[i] ?? null), '    ')}`;
      }
      yield '\n  ]';
    } else yield indented(value, '  ');
  }
  yield first ? '}\n' : '\n}\n';
}

/**
 * An item as plain data properties: a report's `skills[].tools` is a getter (listed only when
 * written), and JSON.stringify takes its fast path only on plain data.
 */
function plainData(item: unknown): unknown {
  return typeof item === 'object' && item !== null && !Array.isArray(item) ? { ...item } : item;
}

/** A value as JSON.stringify indents it, nested one level deeper (JSON strings hold no newline). */
function indented(value: unknown, prefix: string): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${prefix}`);
}
