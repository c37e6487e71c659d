// An actor may only use skills its skill_access_policy allows, and a read_only actor only skills
// whose flattened set is entirely read-only.
import { policyBlock, writersIn } from '../project/actor-set.js';
import type { ActorInfo } from '../kinds/actor.js';
import { hexDigest } from '../text/digest.js';
import type { RuleContext, RuleModule } from './rule.js';

function policyVerdict(actor: ActorInfo, skill: string): string | undefined {
  // As written: the gate reads an allow pattern another reader reads otherwise as allowing it.
  const block = policyBlock(actor, skill, true);
  if (!block) return undefined;
  return block.by === 'deny'
    ? `denied by skill_access_policy.deny '${block.pattern}'`
    : 'not matched by skill_access_policy.allow';
}

const SHOWN = 5;

function check(ctx: RuleContext): void {
  const { project } = ctx;
  // Each skill's entries that are not read-only, sorted, read once, as the words that name them:
  // every read-only actor that uses the skill names them (read per actor, actors times skills
  // times entries).
  const writersBySkill = new Map<string, string>();
  const writersOf = (skill: string): string => {
    let words = writersBySkill.get(skill);
    if (words === undefined) {
      const flat = project.flatten(skill);
      words = named(flat ? [...writersIn(flat.entries)].sort() : []);
      writersBySkill.set(skill, words);
    }
    return words;
  };
  for (const actor of project.actors) {
    for (const entry of actor.skills) {
      if (entry.ref.kind !== 'local' && actor.readOnly) {
        // A skill of a registry the repository cannot see may hold anything (SPEC §3); so may one
        // whose name breaks the grammar (`hub:admin`), which a runtime may still find, whatever
        // invalid-name's severity.
        const what =
          entry.ref.kind === 'remote' ? 'a remote skill' : 'a skill whose name breaks the grammar and';
        ctx.reportAt(
          entry.site,
          'value',
          `read-only actor '${actor.name}' uses '${entry.raw}', ${what} whose tools cannot be seen: it may hold any tool`,
        );
        continue;
      }
      if (entry.ref.kind !== 'local' || !project.skill(entry.ref.name)) continue;
      const verdict = policyVerdict(actor, entry.ref.name);
      if (verdict)
        ctx.reportAt(
          entry.site,
          'value',
          `actor '${actor.name}' may not use '${entry.ref.name}': ${verdict}`,
        );
      if (!actor.readOnly) continue;
      const writers = writersOf(entry.ref.name);
      if (writers === '') continue;
      ctx.reportAt(
        entry.site,
        'value',
        `read-only actor '${actor.name}' gets tools that are not read_only through '${entry.ref.name}': ${writers}`,
      );
    }
  }
}

/**
 * The first SHOWN names, and where there are more, how many and a digest of them all: findings are
 * matched to the base's by file and message (`--only-new`), and a head that swaps a tool past the
 * names shown for another (one that deletes for one that writes) must not read as the base's.
 */
function named(writers: readonly string[]): string {
  const shown = writers.slice(0, SHOWN).join(', ');
  if (writers.length <= SHOWN) return shown;
  const digest = hexDigest('sha256', writers.join('\n')).slice(0, 16);
  return `${shown} (+${writers.length - SHOWN} more; all ${writers.length}: digest ${digest})`;
}

export const rule: RuleModule = {
  meta: {
    id: 'skill-access',
    defaultSeverity: 'error',
    description:
      "An actor uses a skill its skill_access_policy denies, or a read_only actor's flattened set holds a tool that is not read-only (judged by the tool's real capability, whatever an override claims).",
    scope: 'project',
    gate: true,
  },
  check,
};
