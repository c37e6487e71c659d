// server:namespace/name points into a registry this tool cannot see; it is kept opaque.
import type { RuleContext } from '../rule.js';
import { allReferences } from '../references.js';

export const id = 'remote-reference';
export const defaultSeverity = 'note';
export const description =
  'A server:namespace/name reference to a remote registry; kept as an opaque entry, not checked.';
export const scope = 'file';

export function check(ctx: RuleContext): void {
  const references = allReferences(ctx.project);
  for (let i = 0; i < references.length; i++) {
    const { entry } = references[i] as (typeof references)[number];
    if (entry.ref.kind === 'remote') {
      ctx.reportAt(entry.site, 'value', `'${entry.raw}' is in a remote registry and is not checked here`);
    }
  }
}
