// The diff's causes (SPEC §7): one row per head-side cause of a widening of power, with what it
// grants and everything it reaches, for the comment to render; never one row per skill.
import { spanOf } from '../rule.js';
import type { PowerCause, Escalation, EscalationFinding, GateSettingFinding } from './types.js';

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The entry with its power, in a few words: "'x/deploy', which writes". */
export function powerPhrase(e: Escalation): string {
  const entry = `'${e.entry}'`;
  switch (e.kind) {
    case 'added-writes':
      return `${entry}, which writes`;
    case 'added-unsafe':
      return `${entry}, which is unsafe`;
    case 'added-dynamic-mcp':
      return `${entry}, every tool of an MCP server`;
    case 'read_only':
      return `${entry} no longer read_only`;
    case 'writes':
      return `${entry} writing`;
    case 'unsafe':
      return `${entry} unsafe`;
    case 'human_approval_required':
      return `${entry} without human approval`;
    case 'side_effects':
      return `${entry} with side effects ${JSON.stringify(e.to)}`;
    case 'gate-setting':
      return entry;
  }
}

function grantOf(f: EscalationFinding): string {
  const entry = `'${f.entry}'`;
  let grant: string;
  switch (f.kind) {
    case 'added-writes':
    case 'added-unsafe':
    case 'added-dynamic-mcp':
      grant = `adds ${powerPhrase(f)}`;
      break;
    case 'read_only':
      grant = `makes ${entry} no longer read_only`;
      break;
    case 'writes':
      grant = `makes ${entry} write`;
      break;
    case 'unsafe':
      grant = `makes ${entry} unsafe`;
      break;
    case 'human_approval_required':
      grant = `drops human approval from ${entry}`;
      break;
    case 'side_effects':
      grant = `gives ${entry} side effects ${JSON.stringify(f.to)}`;
      break;
    case 'gate-setting':
      grant = `changes ${entry}`;
      break;
  }
  return f.actor ? `${grant}${f.kind.startsWith('added-') ? ',' : ''} through '${f.skill}'` : grant;
}

export function causesOf(
  findings: readonly EscalationFinding[],
  settings: readonly GateSettingFinding[],
  approved: boolean,
): PowerCause[] {
  const causes: PowerCause[] = findings.map((f) => {
    const span = spanOf(f.site, 'value');
    return {
      file: f.site.def.file.path,
      line: span.line,
      column: span.column,
      kind: f.kind,
      entry: f.entry,
      grant: grantOf(f),
      skills: [...f.skills].sort(byName),
      actors: [...f.actors].sort(byName),
      approved,
    };
  });
  for (const s of settings) {
    causes.push({
      file: s.file,
      line: s.span.line,
      column: s.span.column,
      kind: 'gate-setting',
      entry: s.setting,
      grant: s.grant,
      skills: [],
      actors: [],
      approved,
    });
  }
  return causes.sort(
    (a, b) =>
      byName(a.file, b.file) ||
      a.line - b.line ||
      a.column - b.column ||
      byName(a.entry, b.entry) ||
      byName(a.kind, b.kind),
  );
}
