// A JSON report from elsewhere (an untrusted workflow's artifact) is checked before it is posted:
// the published schema, then consistency that a hand-edited file would likely break.
import { Ajv2020 } from 'ajv/dist/2020.js';
import reportSchema from '../../schemas/report.schema.json' with { type: 'json' };
import { countBySeverity } from '../core/diagnostic.js';
import type { Report } from './report.js';

let validator: ReturnType<Ajv2020['compile']> | undefined;

export function parseReport(text: string): { report: Report } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `not JSON: ${(error as Error).message}` };
  }
  validator ??= new Ajv2020({ allErrors: true, strict: false }).compile(reportSchema);
  if (!validator(value)) {
    const first = validator.errors?.[0];
    return {
      error:
        `does not match report.schema.json: ${first?.instancePath || '/'} ${first?.message ?? ''}`.trim(),
    };
  }
  const report = value as Report;
  const counts = countBySeverity(report.diagnostics);
  if (
    counts.errors !== report.summary.errors ||
    counts.warnings !== report.summary.warnings ||
    counts.notes !== report.summary.notes
  ) {
    return { error: 'its summary does not match its diagnostics' };
  }
  report.approval ??= { label: 'allow-escalation', approved: false };
  report.graph ??= null;
  return { report };
}
