// Suppression comments: `# agents-config-check-disable-next-line RULE[, RULE...]` silences those
// rules on the next line, `# agents-config-check-disable-file RULE[, RULE...]` in the whole file.
import type { Span } from './diagnostic.js';
import type { LineIndex } from './text-position.js';

export interface Suppression {
  file: string;
  scope: 'next-line' | 'file';
  /** The line the comment is on. */
  line: number;
  rule: string;
  span: Span;
  used: boolean;
}

const MARKER = /(^|\s)#\s*agents-config-check-disable-(next-line|file)\b(.*)$/;

export function findSuppressions(file: string, text: string, lines: LineIndex): Suppression[] {
  if (!text.includes('agents-config-check-disable-')) return [];
  const out: Suppression[] = [];
  for (let line = 1; line <= lines.lineCount; line++) {
    const content = lines.lineText(line);
    const match = MARKER.exec(content);
    if (!match) continue;
    const scope = match[2] as 'next-line' | 'file';
    const start = match.index + (match[1] ?? '').length;
    const column = [...content.slice(0, start)].length + 1;
    const span: Span = { line, column, endLine: line, endColumn: [...content].length + 1 };
    const rules = (match[3] ?? '')
      .split(/[,\s]+/)
      .map((r) => r.trim())
      .filter((r) => r !== '');
    for (const rule of rules) out.push({ file, scope, line, rule, span, used: false });
    if (rules.length === 0) out.push({ file, scope, line, rule: '', span, used: false });
  }
  return out;
}
