// Where each rule is documented (docs/rules.md, one section per rule id): SARIF's helpUri and any
// output that links a rule id.
export const RULES_DOC = 'https://github.com/agents-config-check/agents-config-check/blob/main/docs/rules.md';

export function ruleDocUrl(rule: string): string {
  return `${RULES_DOC}#${rule}`;
}
