// One switch from a format name to its pure formatter.
import { formatGithub } from './github.js';
import { formatJson } from './json.js';
import { formatMarkdown } from './markdown.js';
import type { Report } from './report.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

export function render(
  report: Report,
  format: 'text' | 'json' | 'sarif' | 'markdown' | 'github',
  options: { color?: boolean; version: string },
): string {
  switch (format) {
    case 'json':
      return formatJson(report);
    case 'sarif':
      return formatSarif(report, options.version);
    case 'markdown':
      return formatMarkdown(report);
    case 'github':
      return formatGithub(report);
    case 'text':
      return formatText(report, { color: options.color });
  }
}
