// Which of a changed skill's own entries changed through what the skill reads outside its own
// document (an inventory, an Agent Skills folder, a builtin group's capability, a tool it lists
// or that tool's source), so that the report does not call such a change the skill's own: a pull
// request that re-pins a server and rewords the skill's description changed the tools' power
// through the inventory, not through the skill.
import type { EffectiveTool } from '../power/effective.js';
import { ownContributions, sourcesChanged } from '../sources/index.js';
import type { SourceContext } from '../sources/types.js';
import type { SkillInfo } from '../kinds/skill.js';
import { sameTool } from './sets.js';
import type { SkillDiff } from './types.js';

type OwnEntries = (name: string) => EffectiveTool | undefined;

/** The skill's own entries in `tree`, by name. */
function ownEntries(tree: SourceContext, skill: SkillInfo): OwnEntries {
  const { listed, block } = ownContributions(tree, skill);
  const byName = new Map<string, EffectiveTool>();
  listed.forEach((c) => byName.set(c.name, c.tool));
  return (name) => byName.get(name) ?? block?.shared.entries.get(name)?.tool;
}

function same(a: EffectiveTool | undefined, b: EffectiveTool | undefined): boolean {
  return a === undefined || b === undefined ? a === b : sameTool(a, b);
}

/**
 * The names of `diff`'s entries (added, removed or changed) that are own entries of the skill on
 * a side and whose change its sources made: the base document read against the head's sources
 * gives the head's entry, while the base's entry differs. An entry the document's edit changes
 * too (the base document on the head's sources gives neither side's entry), or changes alone (the
 * head document on the base's sources gives the head's entry), stays its own change.
 */
export function sourcedEntries(
  trees: { base: SourceContext; head: SourceContext },
  skills: { before: SkillInfo; after: SkillInfo },
  diff: SkillDiff,
): string[] {
  const { base, head } = trees;
  const { before, after } = skills;
  if (!sourcesChanged(before, base, head) && !sourcesChanged(after, base, head)) return [];
  const was = ownEntries(base, before);
  const now = ownEntries(head, after);
  // Without an edit of its own the base document is the head's: its head entries are the mix.
  const mixed = diff.direct ? ownEntries(head, before) : now;
  // The head document read against the base's sources: an entry it alone changes as the head has
  // it (a folder no longer listed, whose move also took it away) is the document's own change.
  const edited = diff.direct ? ownEntries(base, after) : undefined;
  const names = [...diff.added, ...diff.removed, ...diff.changed.map((c) => c.name)];
  return names.filter((name) => {
    const [b, h] = [was(name), now(name)];
    if (b === undefined && h === undefined) return false;
    if (edited && same(edited(name), h)) return false;
    return !same(b, h) && same(mixed(name), h);
  });
}
