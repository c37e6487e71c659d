// The rule registry, sorted by id. Adding a rule: one file named by its id, one line here, and an
// entry in docs/rules.md (a test keeps the two in step). A rule's options are declared in its
// file (`options`); the configuration reads them from here.
import type { RuleModule, RuleOption } from '../rule.js';
import * as agentSkillField from './agent-skill-field.js';
import * as agentSkillFrontmatter from './agent-skill-frontmatter.js';
import * as capabilityConflict from './capability-conflict.js';
import * as capabilityDowngrade from './capability-downgrade.js';
import * as config from './config.js';
import * as duplicateKey from './duplicate-key.js';
import * as duplicateName from './duplicate-name.js';
import * as escalation from './escalation.js';
import * as forbiddenOverride from './forbidden-override.js';
import * as includeCycle from './include-cycle.js';
import * as invalidName from './invalid-name.js';
import * as missingFile from './missing-file.js';
import * as nameConflict from './name-conflict.js';
import * as remoteReference from './remote-reference.js';
import * as schema from './schema.js';
import * as skillAccess from './skill-access.js';
import * as toolBudget from './tool-budget.js';
import * as unknownBuiltin from './unknown-builtin.js';
import * as unknownSkill from './unknown-skill.js';
import * as unknownTool from './unknown-tool.js';
import * as unreadableFile from './unreadable-file.js';
import * as unusedTool from './unused-tool.js';
import * as yamlSyntax from './yaml-syntax.js';

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
].sort((a, b) => (a.id < b.id ? -1 : 1));

export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.id));

/** Every rule's options: top-level keys of the configuration file. */
export const RULE_OPTIONS: readonly RuleOption<unknown>[] = RULES.flatMap((r) => r.options ?? []);
