// --format json: the report as it is, two-space indented, with a final newline.
import type { Report } from './report.js';

export function formatJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
