// Issue 29: what a rule is lives in its `meta` and nowhere else. Which rules make up the power gate
// (and which say the gate's reading is incomplete) is read from the registry, never from a list of
// ids kept beside it; a finding's default severity is its rule's (or its kind's, in that meta),
// never a level written where the finding is made.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { GATE_RULES, RULE_CATALOGUE, RULE_META } from '../../src/core/rules/index.js';
import { ROOT, sourceFiles } from './module-graph.js';

const LEVELS = new Set(['error', 'warning', 'note']);

function literal(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

/**
 * `file:line what` for each place in one source text that restates rule metadata: a list holding
 * two or more ids of the gate's rules, or three or more of the incomplete reading's (two are the
 * kinds of a broken file, `yaml-syntax` and `unreadable-file`, which the parse names), a `severity` or
 * `defaultSeverity` property set to a level, or a severity that falls back (`??`) to a level.
 */
function restatedMetadata(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const at = (node: ts.Node, what: string): void => {
    out.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isArrayLiteralExpression(node)) {
      const ids = node.elements.map((e) => literal(e) ?? '');
      const gate = ids.filter((id) => GATE_RULES.has(id));
      const reading = ids.filter((id) => RULE_CATALOGUE.incompleteReading.has(id));
      if (gate.length >= 2 || reading.length >= 3)
        at(node, `a list of rule ids (${[...gate, ...reading].join(', ')})`);
    } else if (ts.isPropertyAssignment(node) && /^(default)?severity$/i.test(node.name.getText(source))) {
      const level = literal(node.initializer);
      if (level !== undefined && LEVELS.has(level)) at(node, `${node.name.getText(source)}: '${level}'`);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    ) {
      const level = literal(node.right);
      if (level !== undefined && LEVELS.has(level) && /severity/i.test(node.left.getText(source)))
        at(node, `a severity that falls back to '${level}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('rule metadata lives in the rules', () => {
  it('finds a restated list of gate rules and a severity written where a finding is made', () => {
    const text = [
      "const GATE = ['escalation', 'skill-access'];",
      "const one = ['escalation'];",
      "const broken = ['yaml-syntax', 'unreadable-file'];",
      "const reading = ['schema', 'yaml-syntax', 'unknown-tool'];",
      "push({ rule: 'config', severity: 'error' });",
      "const s = configSeverity ?? 'warning';",
      "const level = failOn ?? 'error';",
    ].join('\n');
    expect(restatedMetadata('a.ts', text)).toEqual([
      'a.ts:1 a list of rule ids (escalation, skill-access)',
      'a.ts:4 a list of rule ids (schema, yaml-syntax, unknown-tool)',
      "a.ts:5 severity: 'error'",
      "a.ts:6 a severity that falls back to 'warning'",
    ]);
  });

  it('the registry knows the gate and the rules of an incomplete reading', () => {
    expect([...GATE_RULES]).toEqual(['capability-downgrade', 'escalation', 'skill-access']);
    expect(RULE_CATALOGUE.incompleteReading.size).toBeGreaterThanOrEqual(10);
    for (const id of [...GATE_RULES, ...RULE_CATALOGUE.incompleteReading])
      expect(RULE_META.has(id)).toBe(true);
  });

  it('no module of src/ restates them, and a rule states its default severity only in its meta', () => {
    const found: string[] = [];
    for (const file of sourceFiles('src')) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      // rules/ holds the rules, their registry (index.ts) and their contract (rule.ts).
      const inRule =
        /^src\/core\/rules\/[a-z-]+\.ts$/.test(file) &&
        file !== 'src/core/rules/index.ts' &&
        file !== 'src/core/rules/rule.ts';
      if (inRule) {
        const count = text.match(/\bdefaultSeverity:/g)?.length ?? 0;
        if (count !== 1) found.push(`${file} states defaultSeverity ${count} times`);
        continue;
      }
      found.push(...restatedMetadata(file, text));
    }
    expect(found).toEqual([]);
  });
});
