// Problems with agents-config-check's own setup that show up as findings: a file matched by two
// kinds' globs (skipped), an `overrides` glob that matches no checked file, and suppression
// comments that silence nothing (added by the driver).
import { unmatchedOverrideGlobs } from '../config/overrides.js';
import type { RuleContext, RuleMeta, RuleModule } from './rule.js';

const id = 'config';

const meta: RuleMeta = {
  id,
  defaultSeverity: 'error',
  description:
    "agents-config-check's own configuration is wrong: a file matched by two kinds, an overrides glob that matches no file, an unknown rule in a suppression, or a suppression that silences nothing.",
  scope: 'project',
  // A file matched by two kinds is skipped, read by nothing: a head that lowers this rule (and
  // adds a glob) would hide a changed definition from the gate.
  incompleteReading: true,
  // Stale setup is a warning (SPEC §5, docs/rules.md): a suppression comment that silences
  // nothing (the driver reports it) and an `overrides` glob that matches no checked file.
  kindSeverity: { 'stale-suppression': 'warning', 'unmatched-overrides-glob': 'warning' },
};

function check(ctx: RuleContext): void {
  const { project } = ctx;
  for (const d of project.discovery) if (d.rule === id) ctx.report(d.file, d, d.message);
  const overrides = ctx.options.overrides ?? [];
  if (!overrides.some((o) => o.at)) return;
  // The files a finding can be in: definitions, the SKILL.md files read, the files of their
  // folders and those they link to outside them (hidden-text reads them), the configuration itself.
  const paths = new Set<string>();
  for (const f of project.files) paths.add(f.path);
  for (const d of project.discovery) paths.add(d.file);
  for (const folder of project.referencedAgentSkills()) {
    if (folder.status === 'ok' || folder.status === 'unreadable') paths.add(folder.skillMd);
    for (const path of project.agentSkillFilePaths(folder)) paths.add(path);
    for (const f of project.agentSkillLinkedFiles(folder)) paths.add(f.path);
  }
  for (const o of overrides) if (o.at) paths.add(o.at.file);
  for (const u of unmatchedOverrideGlobs(overrides, [...paths]))
    ctx.report(u.file, u.span, u.message, meta.kindSeverity?.['unmatched-overrides-glob']);
}

export const rule: RuleModule = { meta, check };
