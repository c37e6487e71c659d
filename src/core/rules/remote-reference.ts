// server:namespace/name points into a registry this tool cannot see; it is kept opaque.
import type { RuleContext, RuleModule } from './rule.js';
import { allReferences } from '../project/references.js';
import { remoteEntryHint } from '../model/names.js';

function check(ctx: RuleContext): void {
  const references = allReferences(ctx.project);
  for (const { entry } of references) {
    if (entry.ref.kind === 'remote') {
      const message = `'${entry.raw}' is in a remote registry and is not checked here${remoteEntryHint(entry.raw)}`;
      ctx.reportAt(entry.site, 'value', message);
    }
  }
}

export const rule: RuleModule = {
  meta: {
    id: 'remote-reference',
    defaultSeverity: 'note',
    description:
      'A server:namespace/name reference to a remote registry; kept as an opaque entry, not checked.',
    scope: 'file',
  },
  check,
};
