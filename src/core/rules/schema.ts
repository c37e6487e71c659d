// Each document against the JSON Schema of its kind (types, required and source-required fields,
// enums, unknown keys with "did you mean", the static_resource rule, embedded JSON Schemas).
import type { ParsedDocument } from '../load.js';
import { isRecord, type SourceFile } from '../model.js';
import type { RuleContext, RuleModule } from '../rule.js';
import type { SchemaIssue } from '../schema/issues.js';

function check(ctx: RuleContext): void {
  const { files } = ctx.project;
  for (let i = 0; i < files.length; i++) {
    const file = files[i] as SourceFile;
    const documents = file.loaded?.documents ?? [];
    for (let j = 0; j < documents.length; j++) {
      const doc = documents[j] as ParsedDocument;
      if (!isRecord(doc.value)) {
        ctx.report(file.path, doc.span, `a ${file.kind} document must be a mapping of keys to values`);
        continue;
      }
      const issues = ctx.validator.validate(file.kind, doc.value);
      for (let k = 0; k < issues.length; k++) {
        const issue = issues[k] as SchemaIssue;
        const span = issue.at === 'key' ? doc.keySpan(issue.pointer) : doc.valueSpan(issue.pointer);
        ctx.report(file.path, span, issue.message);
      }
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'schema',
    defaultSeverity: 'error',
    description:
      'A document breaks the JSON Schema of its kind: types, required fields, enums, fields required by the source, static_resource rules, unknown keys, or an invalid embedded JSON Schema.',
    scope: 'file',
  },
  check,
};
