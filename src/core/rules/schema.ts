// Each document against the JSON Schema of its kind (types, required and source-required fields,
// enums, unknown keys with "did you mean", the static_resource rule, embedded JSON Schemas).
import { isRecord } from '../model/model.js';
import type { RuleContext, RuleModule } from './rule.js';

function check(ctx: RuleContext): void {
  const { files } = ctx.project;
  for (const file of files) {
    const documents = file.loaded?.documents ?? [];
    for (const doc of documents) {
      if (!isRecord(doc.value)) {
        const article = file.kind === 'actor' || file.kind === 'mcp-server' ? 'an' : 'a';
        ctx.report(
          file.path,
          doc.span,
          `${article} ${file.kind} document must be a mapping of keys to values`,
        );
        continue;
      }
      const issues = ctx.validator.validate(file.kind, doc.value);
      for (const issue of issues) {
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
    incompleteReading: true,
  },
  check,
};
