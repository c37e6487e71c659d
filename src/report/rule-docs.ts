// Where each rule is documented (docs/rules.md, one section per rule id): SARIF's helpUri and the
// comment's rule links. The Action points at its own repository and ref instead, so a link shows
// the rules as the version that ran them.
import { RULES } from '../core/rules/index.js';

/** This project's home (package.json's `homepage` and `repository` say the same; a test holds them to it). */
export const REPOSITORY = 'https://github.com/agents-config-check/agents-config-check';

export const RULES_DOC = `${REPOSITORY}/blob/main/docs/rules.md`;

export function ruleDocUrl(rule: string, rulesDoc: string = RULES_DOC): string {
  return `${rulesDoc}#${rule}`;
}

const KNOWN = new Set(RULES.map((r) => r.meta.id));

/** The link target for a rule id, or undefined for an id this version does not document. */
export function ruleDocLink(rule: string, rulesDoc: string = RULES_DOC): string | undefined {
  return KNOWN.has(rule) ? ruleDocUrl(rule, rulesDoc) : undefined;
}

/**
 * docs/rules.md in the repository and at the ref the runner took the Action from
 * (`GITHUB_ACTION_REPOSITORY`, `GITHUB_ACTION_REF`); the default when either is unknown, as for
 * a local action (`uses: ./`).
 */
export function actionRulesDoc(
  serverUrl: string | undefined,
  repository: string | undefined,
  ref: string | undefined,
): string {
  const [owner, name, ...rest] = (repository ?? '').split('/');
  if (!owner || !name || rest.length > 0 || !ref) return RULES_DOC;
  const server = (serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  const path = [owner, name, 'blob', ...ref.split('/')].map(encodeURIComponent).join('/');
  return `${server}/${path}/docs/rules.md`;
}
