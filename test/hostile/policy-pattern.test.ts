// Policy patterns in time linear in the name (SPEC §9): an actor's allow/deny pattern of thousands
// of stars against a long skill name is decided at once, by skill-access and by the diff's actors,
// and a pattern means what the regular expression it replaced meant.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { policyBlock } from '../../src/core/project/actor-set.js';
import type { ActorInfo } from '../../src/core/kinds/actor.js';
import { runCheck } from '../../src/run.js';
import { repo } from './helpers.js';

/** The meaning the pattern had before: `*` is `[^/]*`, everything else literal. */
function byRegex(pattern: string, name: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${source}$`).test(name);
}

const denies = (pattern: string, skill: string): boolean =>
  policyBlock({ deny: [pattern], allow: undefined } as unknown as ActorInfo, skill) !== undefined;

function cpuSeconds(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

describe('policy patterns', () => {
  it('match as `*` within one segment did, on small random patterns and names', () => {
    const text = (chars: string[]) =>
      fc.array(fc.constantFrom(...chars), { maxLength: 8 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text(['a', 'b', '*', '/', '-']), text(['a', 'b', '/', '-']), (pattern, name) => {
        expect(denies(pattern, name)).toBe(byRegex(pattern, name));
      }),
      { numRuns: 5000 },
    );
  });

  it('of 5,000 stars against a 100,000-character name: skill-access and the diff within CPU seconds', () => {
    const long = `x/${'a'.repeat(100_000)}`;
    const star = `x/${'*a'.repeat(5_000)}*b`;
    const files = {
      'tools/t.yaml': 'name: x/t\ndescription: A tool.\nsource: builtin\n',
      'skills/s.yaml': `name: ${long}\ntools: [x/t]\n`,
      'actors/bot.yaml': `name: x/bot\nskills: [${long}]\nskill_access_policy:\n  allow: ['${star}']\n`,
    };
    const base = repo({ ...files, 'actors/bot.yaml': `name: x/bot\nskills: [${long}]\n` });
    const root = repo(files);
    let findings: string[] = [];
    const seconds = cpuSeconds(() => {
      const { report } = runCheck({ root, base: { kind: 'dir', path: base } });
      findings = report.diagnostics
        .filter((d) => d.rule === 'skill-access')
        .map((d) => `${d.file}:${d.line}`);
    });
    // The pattern needs a `b` the name lacks: the allow list misses the skill.
    expect(findings).toEqual(['actors/bot.yaml:2']);
    // The regular expression it replaces did not finish 12 stars against 300 characters.
    expect(seconds).toBeLessThan(5);
  });
});

// A namespace renamed under thousands of actors, each with a starred pattern of its own: each
// pattern follows the rename by the skills of its namespace, patterns × skills unbounded.
describe('starred patterns following a namespace renamed', () => {
  it('4,000 actors with a pattern each over 4,000 renamed skills: within CPU seconds, no escalation', () => {
    const n = 4_000;
    const files = (ns: string): Record<string, string> => {
      const out: Record<string, string> = {
        'tools/t.yaml': 'name: x/t\ndescription: A tool.\nsource: builtin\n',
      };
      for (let i = 0; i < n; i++) {
        out[`skills/s${i}.yaml`] = `name: ${ns}/s${i}\ndescription: Skill ${i}.\ntools: [x/t]\n`;
        out[`actors/a${i}.yaml`] =
          `name: ${ns}/actor${i}\nskills: [${ns}/s${i}]\nskill_access_policy:\n  allow: ['${ns}/s${i}*']\n`;
      }
      return out;
    };
    const base = repo(files('a'));
    const root = repo(files('b'));
    const seconds = cpuSeconds(() => {
      const { report } = runCheck({ root, base: { kind: 'dir', path: base } });
      expect(report.diagnostics.filter((d) => d.rule === 'escalation')).toEqual([]);
      expect(report.diff?.renamed?.filter((r) => r.kind === 'skill')).toHaveLength(n);
    });
    // 3.6 s of CPU with the pattern reads bounded (MAX_FOLLOWED), 15.1 s without.
    expect(seconds).toBeLessThan(9);
  });
});
