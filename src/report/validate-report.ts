// A JSON report from elsewhere (an untrusted workflow's artifact) is checked before it is posted:
// the published schema, then the renderer's own stricter one (every field it reads typed and
// bounded), then consistency that a hand-edited file would likely break. A report that fails any
// of them is refused whole: nothing of it is rendered.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import reportSchema from '../../schemas/report.schema.json' with { type: 'json' };
import { DEFAULT_APPROVAL_LABEL } from '../core/diff/changes.js';
import { countBySeverity } from '../core/diagnostic.js';
import rendererSchema from './report-input.schema.json' with { type: 'json' };
import type { Report } from './report.js';

/** Larger than any report a real repository gives, small enough to parse without trouble. */
export const MAX_REPORT_BYTES = 256 * 1024 * 1024;

let validators: { published: ValidateFunction; renderer: ValidateFunction } | undefined;

function compile(): NonNullable<typeof validators> {
  const ajv = new Ajv2020({ allErrors: false, strict: false });
  return { published: ajv.compile(reportSchema), renderer: ajv.compile(rendererSchema) };
}

/** The first error, where it is and what is wrong, short enough for one line of a log. */
function describeError(errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return 'is invalid';
  const where = first.instancePath || '/';
  const what = first.message ?? 'is invalid';
  const allowed =
    first.keyword === 'enum' && Array.isArray(first.params.allowedValues)
      ? `: ${first.params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
      : '';
  return `${where.slice(0, 200)} ${what}${allowed}`;
}

export function parseReport(text: string): { report: Report } | { error: string } {
  if (text.length > MAX_REPORT_BYTES) return { error: `is larger than ${MAX_REPORT_BYTES} bytes` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `is not JSON: ${(error as Error).message.slice(0, 200)}` };
  }
  validators ??= compile();
  if (!validators.published(value)) {
    return { error: `does not match report.schema.json: ${describeError(validators.published.errors)}` };
  }
  if (!validators.renderer(value)) {
    return {
      error: `has a field the comment reads that is missing, mistyped or too large: ${describeError(validators.renderer.errors)}`,
    };
  }
  const report = value as Report;
  const counts = countBySeverity(report.diagnostics);
  if (
    counts.errors !== report.summary.errors ||
    counts.warnings !== report.summary.warnings ||
    counts.notes !== report.summary.notes
  ) {
    return { error: 'has a summary that does not match its diagnostics' };
  }
  report.approval ??= { label: DEFAULT_APPROVAL_LABEL, approved: false };
  report.graph ??= null;
  return { report };
}
