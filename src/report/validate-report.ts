// A JSON report from elsewhere (an untrusted workflow's artifact) is checked before it is posted:
// the published schema, then the renderer's own stricter one (every field it reads typed and
// bounded), then consistency that a hand-edited file would likely break. A report that fails any
// of them is refused whole: nothing of it is rendered. A report of version 1 (an earlier release's)
// is checked against that version's published schema and rendered as well: the versions differ
// only in `skills` (version 1 lists every skill's whole set), which no renderer reads.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import reportSchema from '../../schemas/report.schema.json' with { type: 'json' };
import reportV1Schema from './report-v1.schema.json' with { type: 'json' };
import { DEFAULT_APPROVAL_LABEL } from '../core/config/config.js';
import { countBySeverity } from '../core/model/diagnostic.js';
import rendererSchema from './report-input.schema.json' with { type: 'json' };
import type { Report } from './report.js';

/** Larger than any report a real repository gives, small enough to parse without trouble. */
export const MAX_REPORT_BYTES = 256 * 1024 * 1024;

let validators:
  { published: ValidateFunction; publishedV1: ValidateFunction; renderer: ValidateFunction } | undefined;

function compile(): NonNullable<typeof validators> {
  const ajv = new Ajv2020({ allErrors: false, strict: false });
  return {
    published: ajv.compile(reportSchema),
    publishedV1: ajv.compile(reportV1Schema),
    renderer: ajv.compile(rendererSchema),
  };
}

/** The published schema a report claims: version 1's for a report that says it is one. */
function publishedFor(value: unknown): { validate: ValidateFunction; name: string } {
  const v = validators as NonNullable<typeof validators>;
  const isV1 = typeof value === 'object' && value !== null && (value as { version?: unknown }).version === 1;
  return isV1
    ? { validate: v.publishedV1, name: 'report.schema.json of version 1' }
    : { validate: v.published, name: 'report.schema.json' };
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
  const published = publishedFor(value);
  if (!published.validate(value)) {
    return { error: `does not match ${published.name}: ${describeError(published.validate.errors)}` };
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
