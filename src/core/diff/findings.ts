// Which findings are new on the head: matched against the base by rule, file and message, not by
// line, so that moving a definition down a file does not make its old findings look new.
import type { Diagnostic } from '../model/diagnostic.js';

export function markNewFindings(head: Diagnostic[], base: Diagnostic[]): Diagnostic[] {
  // Counts by file, rule and message in nested maps: the three strings are looked up as they
  // are, where one joined key would build and hash a new string for each of thousands of findings.
  const available = new Map<string, Map<string, Map<string, number>>>();
  for (const d of base) {
    let byRule = available.get(d.file);
    if (!byRule) available.set(d.file, (byRule = new Map()));
    let byMessage = byRule.get(d.rule);
    if (!byMessage) byRule.set(d.rule, (byMessage = new Map()));
    byMessage.set(d.message, (byMessage.get(d.message) ?? 0) + 1);
  }
  return head.map((d) => {
    const byMessage = available.get(d.file)?.get(d.rule);
    const left = byMessage?.get(d.message) ?? 0;
    if (byMessage && left > 0) byMessage.set(d.message, left - 1);
    return marked(d, !(byMessage && left > 0));
  });
}

/**
 * A finding with `new` set, its fields in the order every finding is made with (the JSON report
 * shows them so); spelled out, as a spread of thousands of findings takes a slow path.
 */
function marked(d: Diagnostic, isNew: boolean): Diagnostic {
  return {
    rule: d.rule,
    severity: d.severity,
    file: d.file,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    message: d.message,
    new: isNew,
  };
}
