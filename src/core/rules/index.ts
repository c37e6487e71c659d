// The rule registry, sorted by id. Adding a rule: one file named by its id that exports `rule`
// (its `meta` and `check`), one line here, and an entry in docs/rules.md (a test keeps the two in
// step). A rule's options are declared in its meta; the configuration reads them from here.
import type { RuleMeta, RuleModule, RuleOption } from './rule.js';
import { rule as agentSkillField } from './agent-skill-field.js';
import { rule as agentSkillFrontmatter } from './agent-skill-frontmatter.js';
import { rule as capabilityConflict } from './capability-conflict.js';
import { rule as capabilityDowngrade } from './capability-downgrade.js';
import { rule as config } from './config.js';
import { rule as duplicateKey } from './duplicate-key.js';
import { rule as duplicateName } from './duplicate-name.js';
import { rule as escalation } from './escalation.js';
import { rule as forbiddenOverride } from './forbidden-override.js';
import { rule as hiddenText } from './hidden-text.js';
import { rule as includeCycle } from './include-cycle.js';
import { rule as invalidName } from './invalid-name.js';
import { rule as missingFile } from './missing-file.js';
import { rule as nameConflict } from './name-conflict.js';
import { rule as remoteReference } from './remote-reference.js';
import { rule as schema } from './schema.js';
import { rule as skillAccess } from './skill-access.js';
import { rule as toolBudget } from './tool-budget.js';
import { rule as unknownBuiltin } from './unknown-builtin.js';
import { rule as unknownSkill } from './unknown-skill.js';
import { rule as unknownTool } from './unknown-tool.js';
import { rule as unreadableFile } from './unreadable-file.js';
import { rule as unusedTool } from './unused-tool.js';
import { rule as yamlSyntax } from './yaml-syntax.js';
import { byCodeUnits } from '../text/order.js';
import type { RuleCatalogue } from '../config/config.js';

export const RULES: readonly RuleModule[] = [
  agentSkillField,
  agentSkillFrontmatter,
  capabilityConflict,
  capabilityDowngrade,
  config,
  duplicateKey,
  duplicateName,
  escalation,
  forbiddenOverride,
  hiddenText,
  includeCycle,
  invalidName,
  missingFile,
  nameConflict,
  remoteReference,
  schema,
  skillAccess,
  toolBudget,
  unknownBuiltin,
  unknownSkill,
  unknownTool,
  unreadableFile,
  unusedTool,
  yamlSyntax,
].sort((a, b) => byCodeUnits(a.meta.id, b.meta.id));

export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.meta.id));

/** Each rule's meta by id: where every finding's default severity comes from. */
export const RULE_META: ReadonlyMap<string, RuleMeta> = new Map(RULES.map((r) => [r.meta.id, r.meta]));

/** The rules of the power gate (`meta.gate`), in id order. */
export const GATE_RULES: ReadonlySet<string> = new Set(
  RULES.filter((r) => r.meta.gate).map((r) => r.meta.id),
);

/** The rules whose findings say the gate's reading is incomplete (`meta.incompleteReading`), in id order. */
const INCOMPLETE_READING_RULES: ReadonlySet<string> = new Set(
  RULES.filter((r) => r.meta.incompleteReading).map((r) => r.meta.id),
);

/** Every rule's options: top-level keys of the configuration file. */
const RULE_OPTIONS: readonly RuleOption<unknown>[] = RULES.flatMap((r) => r.meta.options ?? []);

/** What the configuration reads of the rules: their ids and the settings they declare. */
export const RULE_CATALOGUE = {
  ids: RULE_IDS,
  options: RULE_OPTIONS,
  gate: GATE_RULES,
  incompleteReading: INCOMPLETE_READING_RULES,
  defaultSeverity: new Map(RULES.map((r) => [r.meta.id, r.meta.defaultSeverity])),
} satisfies RuleCatalogue;
