// Each changed skill's escalations, found by skill, entry and kind: the walk to their causes and the
// actors' diff look them up once or more per escalation, and a 200-skill clique has 160,000 of them.
// A key joined from the three would be a new string to build and hash at every look-up, and a map
// per entry an object per entry: an entry's few escalations are a short list instead.
import type { EscalationFinding } from './changes.js';
import type { Escalation, EscalationKind } from './types.js';

export class EscalationIndex {
  private readonly bySkill = new Map<string, Map<string, Escalation[]>>();

  /** Adds a skill's escalation; a later one of the same entry and kind takes its place. */
  add(skill: string, e: Escalation): void {
    let entries = this.bySkill.get(skill);
    if (!entries) this.bySkill.set(skill, (entries = new Map()));
    const list = entries.get(e.entry);
    if (!list) {
      entries.set(e.entry, [e]);
      return;
    }
    const at = list.findIndex((x) => x.kind === e.kind);
    if (at >= 0) list[at] = e;
    else list.push(e);
  }

  get(skill: string, entry: string, kind: EscalationKind): Escalation | undefined {
    const list = this.bySkill.get(skill)?.get(entry);
    return list?.find((x) => x.kind === kind);
  }
}

/** The finding each skill's escalation joined, by skill, entry (as that skill names it) and kind. */
export class FindingsBySkill {
  constructor(
    private readonly index: EscalationIndex,
    private readonly findings: ReadonlyMap<Escalation, EscalationFinding>,
  ) {}

  get(skill: string, entry: string, kind: EscalationKind): EscalationFinding | undefined {
    const e = this.index.get(skill, entry, kind);
    return e && this.findings.get(e);
  }
}
