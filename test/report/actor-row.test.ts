// An actor's row names the entries that gain power first: a cell lists twenty names and counts the
// rest, and twenty harmless tools must not push the one that writes into "and 5 more".
import { describe, expect, it } from 'vitest';
import { formatMarkdown } from '../../src/report/markdown.js';
import { assertWellFormed, reportFor, sections } from './gfm.js';

const tool = (name: string, capability: string): string =>
  `name: ${name}\ndescription: d\nsource: builtin\ncapability: {${capability}}\n`;

describe("an actor's row", () => {
  it('lists the entries that gain power before the others, whatever their names', () => {
    const files = (actorSkills: string, last: string): Record<string, string> => {
      const out: Record<string, string> = {
        'skills/s.yaml': 'name: x/s\ntools: [x/r]\n',
        'tools/r.yaml': tool('x/r', 'read_only: true'),
        'tools/zz.yaml': tool('x/zz', last),
        'actors/bot.yaml': `name: x/bot\nskills: [${actorSkills}]\n`,
      };
      const many = Array.from({ length: 24 }, (_, i) => `x/a${String(i).padStart(2, '0')}`);
      for (const n of many) out[`tools/${n.slice(2)}.yaml`] = tool(n, 'read_only: true');
      out['skills/n.yaml'] = `name: x/n\ntools: [${[...many, 'x/zz'].join(', ')}]\n`;
      return out;
    };
    const report = reportFor(
      files('x/s', 'read_only: true'),
      files('x/s, x/n', 'writes: true, unsafe: true'),
    );
    const html = assertWellFormed(formatMarkdown(report));
    const table = sections(html).get('Actors whose tools or access change') ?? '';
    const gains = table.split('<tr>')[2]!.split('<td>')[2]!;
    expect(gains).toMatch(/^<code>x\/zz<\/code> \(<strong>writes, unsafe/);
    expect(gains).toContain('and 5 more');
  });

  it('lists the most dangerous gains first: twenty that write do not push the unsafe one out', () => {
    const files = (actorSkills: string): Record<string, string> => {
      const out: Record<string, string> = {
        'skills/s.yaml': 'name: x/s\ntools: [x/r]\n',
        'tools/r.yaml': tool('x/r', 'read_only: true'),
        'tools/zz.yaml': tool('x/zz', 'writes: true, unsafe: true'),
        'actors/bot.yaml': `name: x/bot\nskills: [${actorSkills}]\n`,
      };
      const many = Array.from({ length: 24 }, (_, i) => `x/a${String(i).padStart(2, '0')}`);
      for (const n of many) out[`tools/${n.slice(2)}.yaml`] = tool(n, 'writes: true');
      out['skills/n.yaml'] = `name: x/n\ntools: [${[...many, 'x/zz'].join(', ')}]\n`;
      return out;
    };
    const report = reportFor(files('x/s'), files('x/s, x/n'));
    const html = assertWellFormed(formatMarkdown(report));
    const table = sections(html).get('Actors whose tools or access change') ?? '';
    const gains = table.split('<tr>')[2]!.split('<td>')[2]!;
    expect(gains).toMatch(/^<code>x\/zz<\/code> \(<strong>writes, unsafe<\/strong>\), <code>x\/a00<\/code>/);
    expect(gains).toContain('<code>x/a18</code> (<strong>writes</strong>) and 5 more');
  });
});

// The table shows a hundred actors, fewer where the room runs out, in the report's (name) order:
// 105 actors each gaining a tool that writes pushed `zz/bot`, which gains an unsafe one, into
// "…and 5 more actors".
describe('the actors table', () => {
  it('shows the actors that gain the most dangerous power first', () => {
    const files = (head: boolean): Record<string, string> => {
      const out: Record<string, string> = {
        'tools/w.yaml': tool('x/w', 'writes: true'),
        'tools/u.yaml': tool('x/u', 'writes: true, unsafe: true'),
        'tools/r.yaml': tool('x/r', 'read_only: true'),
        'skills/s.yaml':
          'name: x/r\ntools: [x/r]\n---\nname: x/w\ntools: [x/w]\n---\nname: x/u\ntools: [x/u]\n',
        'actors/last.yaml': `name: zz/bot\nskills: [x/r${head ? ', x/u' : ''}]\n`,
      };
      for (let i = 0; i < 105; i++)
        out[`actors/a${i}.yaml`] =
          `name: aa/a${String(i).padStart(3, '0')}\nskills: [x/r${head ? ', x/w' : ''}]\n`;
      return out;
    };
    const html = assertWellFormed(formatMarkdown(reportFor(files(false), files(true))));
    const table = sections(html).get('Actors whose tools or access change') ?? '';
    const names = table
      .split('<tr>')
      .slice(2)
      .map((row) => /<td><code>([^<]*)<\/code>/.exec(row)?.[1]);
    expect(names.slice(0, 2)).toEqual(['zz/bot', 'aa/a000']);
    expect(table).toContain('and 6 more actors');
  });
});

// A policy's values are the whole lists; the comment cut each to its first 120 characters, so a
// deny list that lost its last pattern read the same on both sides of the arrow ("[…, "x/legacy-
// report…] → […, "x/legacy-report…]"): the loosening was said, and what it let in hidden.
describe("an actor's loosened policy", () => {
  it('shows its two values from a little before where they differ', () => {
    const patterns = Array.from({ length: 8 }, (_, i) => `"x/legacy-reporting-pipeline-0${i}*"`);
    const files = (deny: string[]): Record<string, string> => ({
      'tools/d.yaml': tool('x/danger-tool', 'writes: true'),
      'skills/s.yaml': 'name: x/danger-ops\ntools: [x/danger-tool]\n',
      'actors/a.yaml': `name: x/bot\nskills: [x/danger-ops]\nskill_access_policy:\n  deny: [${deny.join(', ')}]\n`,
    });
    const report = reportFor(files([...patterns, '"x/danger*"']), files(patterns));
    const html = assertWellFormed(formatMarkdown(report));
    const row = (sections(html).get('Actors whose tools or access change') ?? '').split('<tr>')[2]!;
    const policy = row.slice(row.indexOf('its access policy loosens'));
    expect(policy).toMatch(
      /<code>…[^<]*pipeline-07\*&quot;,&quot;x\/danger\*&quot;\]<\/code> → <code>…[^<]*pipeline-07\*&quot;\]<\/code>/,
    );
  });
});

// A row lists twenty names a cell, each up to about 400 characters escaped: an actor that gains,
// loses and changes fifty tools of long names made a row of 25,000 characters, more than the
// section's share of the comment; fitting stops at a row that does not fit, and the actor that
// gains the most dangerous power was counted ("…and 2 more actors") and never shown. A row lists
// fewer names a cell where the whole would take more than its share of the room left.
describe('an actor row of fifty long names a cell', () => {
  const long = (prefix: string, i: number): string =>
    `x/${prefix}${'$'.repeat(190)}${String(i).padStart(2, '0')}`;
  const files = (head: boolean): Record<string, string> => {
    const out: Record<string, string> = {};
    const names = (prefix: string): string[] => Array.from({ length: 50 }, (_, i) => long(prefix, i));
    const [kept, gone, added] = [names('k'), names('g'), names('a')];
    for (const n of kept)
      out[`tools/${n.slice(2, 3)}${n.slice(-2)}.yaml`] = tool(n, head ? 'writes: true' : 'read_only: true');
    if (!head)
      for (const n of gone) out[`tools/${n.slice(2, 3)}${n.slice(-2)}.yaml`] = tool(n, 'read_only: true');
    if (head)
      for (const n of added)
        out[`tools/${n.slice(2, 3)}${n.slice(-2)}.yaml`] = tool(n, 'writes: true, unsafe: true');
    const listed = head ? [...kept, ...added] : [...kept, ...gone];
    out['skills/s.yaml'] = `name: x/s\ntools: [${listed.map((n) => JSON.stringify(n)).join(', ')}]\n`;
    out['actors/bot.yaml'] = 'name: x/bot\nskills: [x/s]\n';
    out['actors/ops.yaml'] = 'name: x/ops\nskills: [x/s]\n';
    return out;
  };
  const report = reportFor(files(false), files(true));

  it('is shown with fewer names where the whole does not fit its share, and counts the rest', () => {
    const md = formatMarkdown(report, { maxLength: 40_000 });
    expect(md.length).toBeLessThanOrEqual(40_000);
    const table = sections(assertWellFormed(md)).get('Actors whose tools or access change') ?? '';
    const rows = table.split('<tr>').slice(2);
    expect(rows.map((row) => /<td><code>([^<]*)<\/code>/.exec(row)?.[1])).toEqual(['x/bot', 'x/ops']);
    expect(rows[0]).toMatch(/ and 45 more<\/td>/);
    expect(table).not.toContain('more actor');
  });
});
