// --format sarif: SARIF 2.1.0 for GitHub code scanning, one rule entry per rule id.
import { RULES } from '../core/rules/index.js';
import type { Severity } from '../core/diagnostic.js';
import type { Report } from './report.js';

const LEVEL: Record<Severity, string> = { error: 'error', warning: 'warning', note: 'note' };

export function formatSarif(report: Report, version: string): string {
  const index = new Map(RULES.map((r, i) => [r.id, i]));
  const sarif = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'agents-config-check',
            version,
            semanticVersion: version,
            informationUri: 'https://www.npmjs.com/package/agents-config-check',
            rules: RULES.map((r) => ({
              id: r.id,
              // SARIF wants a name that differs from the id: one-word ids go without.
              ...(r.id.includes('-')
                ? { name: r.id.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase()) }
                : {}),
              shortDescription: { text: r.description },
              defaultConfiguration: { level: LEVEL[r.defaultSeverity] },
            })),
          },
        },
        originalUriBaseIds: { SRCROOT: { description: { text: 'The checked repository root.' } } },
        results: report.diagnostics.map((d) => ({
          ruleId: d.rule,
          ...(index.has(d.rule) ? { ruleIndex: index.get(d.rule) } : {}),
          level: LEVEL[d.severity],
          message: { text: d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: {
                  uri: encodeURI(d.file).replace(/[?#]/g, encodeURIComponent),
                  uriBaseId: 'SRCROOT',
                },
                region: {
                  startLine: d.line,
                  startColumn: d.column,
                  ...(d.endLine !== undefined ? { endLine: d.endLine } : {}),
                  ...(d.endColumn !== undefined
                    ? { endColumn: Math.max(d.endColumn, d.endLine === d.line ? d.column : 1) }
                    : {}),
                },
              },
            },
          ],
        })),
        columnKind: 'unicodeCodePoints',
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
