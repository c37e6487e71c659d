// Each document against the JSON Schema of its kind (types, required and source-required fields,
// enums, unknown keys with "did you mean", the static_resource rule, embedded JSON Schemas).
import { isRecord } from '../model.js';
import type { RuleContext } from '../rule.js';

export const id = 'schema';
export const defaultSeverity = 'error';
export const description =
  'A document breaks the JSON Schema of its kind: types, required fields, enums, fields required by the source, static_resource rules, unknown keys, or an invalid embedded JSON Schema.';

export function check(ctx: RuleContext): void {
  for (const file of ctx.project.files) {
    for (const doc of file.loaded?.documents ?? []) {
      if (!isRecord(doc.value)) {
        ctx.report(file.path, doc.span, `a ${file.kind} document must be a mapping of keys to values`);
        continue;
      }
      for (const issue of ctx.validator.validate(file.kind, doc.value)) {
        const span = issue.at === 'key' ? doc.keySpan(issue.pointer) : doc.valueSpan(issue.pointer);
        ctx.report(file.path, span, issue.message);
      }
    }
  }
}
