// Suppression comments (SPEC §5): only real YAML comments count, on both YAML paths alike, and the
// power gate's rules cannot be silenced by them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadYaml } from '../../src/core/yaml/load.js';
import { addedSuppressions, suppressionComments } from '../../src/core/config/suppress.js';
import { checkFiles, projectOf, tool } from '../helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The suppression comments of a text as `line:column scope rules`, read by the given path. */
function found(text: string, plain: boolean): string[] {
  return suppressionComments('f.yaml', loadYaml(text, { plain })).map(
    (c) => `${c.line}:${c.column} ${c.scope} ${c.rules.join(',')}`,
  );
}

const MARK = 'agents-config-check-disable';

describe('suppression comments are real YAML comments', () => {
  it.each([
    ['a comment line at the top', `# ${MARK}-file escalation\nname: x/t\n`, ['1:1 file escalation']],
    ['a comment after a value', `name: x/t # ${MARK}-file schema\n`, ['1:11 file schema']],
    [
      'an indented comment line',
      `a:\n  # ${MARK}-next-line schema, unknown-tool\n  b: 1\n`,
      ['2:3 next-line schema,unknown-tool'],
    ],
    [
      'a comment after a flow sequence',
      `tools: [a, b] # ${MARK}-file unknown-tool\n`,
      ['1:15 file unknown-tool'],
    ],
    ['a comment on a block scalar header', `code: | # ${MARK}-file schema\n  x = 1\n`, ['1:9 file schema']],
    ['words in a literal block, mid-line', `code: |\n  run()  # ${MARK}-file escalation\n`, []],
    ['words in a literal block, a line of their own', `code: |\n  # ${MARK}-file escalation\n  run()\n`, []],
    ['words in a folded block', `code: >\n  # ${MARK}-file escalation\n`, []],
    ['words in a double-quoted string', `description: "# ${MARK}-file escalation"\n`, []],
    ['words in a single-quoted string', `description: '# ${MARK}-file escalation'\n`, []],
    ['words in a plain scalar (no space before #)', `description: a#${MARK}-file escalation\n`, []],
    ['words in a multi-line quoted string', `description: "a\n  # ${MARK}-file escalation"\n`, []],
    ['a comment that only mentions the marker later', `# see ${MARK}-file escalation\n`, []],
    ['a CRLF file', `# ${MARK}-file schema\r\nname: x/t\r\n`, ['1:1 file schema']],
  ])('%s', (_name, text, expected) => {
    expect(found(text, true)).toEqual(expected);
    expect(found(text, false)).toEqual(expected);
  });

  it('the fast reader and the yaml package find the same comments in every fixture', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (name === 'node_modules') continue;
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.ya?ml$/.test(name)) files.push(path);
      }
    };
    walk(join(ROOT, 'examples'));
    walk(join(ROOT, 'test'));
    expect(files.length).toBeGreaterThan(50);
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      expect(loadYaml(text).comments(), path).toEqual(loadYaml(text, { plain: true }).comments());
    }
  });

  it('the two paths agree on generated documents mixing comments, strings and blocks', () => {
    const piece = fc.constantFrom(
      `# ${MARK}-file schema`,
      `key: value # ${MARK}-next-line escalation`,
      `quoted: "# ${MARK}-file escalation"`,
      `single: 'x # ${MARK}-file escalation'`,
      `code: |\n  run()  # ${MARK}-file escalation\n  done()`,
      `code: |\n  # ${MARK}-file escalation`,
      `list: [a, b] # ${MARK}-file unknown-tool`,
      `nested:\n  # ${MARK}-next-line schema\n  inner: 1`,
      `plain: a#b`,
    );
    fc.assert(
      fc.property(fc.uniqueArray(piece, { maxLength: 6 }), (pieces) => {
        // Each piece once: a repeated key would only add a duplicate-key problem, not a comment.
        const text = `${pieces.join('\n')}\n`;
        expect(loadYaml(text).comments()).toEqual(loadYaml(text, { plain: true }).comments());
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the offsets the parse found: asked again (a diff asks on both trees), nothing is read twice', () => {
    const text = `# ${MARK}-file schema\nname: x/t # note\nlist: [a, b]\n# ${MARK}-next-line schema\nk: v\n`;
    const loaded = loadYaml(text);
    expect(loaded.comments()).toEqual([0, 52, 72]);
    expect(loaded.comments()).toBe(loaded.comments());
  });
});

describe('the power gate cannot be silenced inline', () => {
  it.each(['escalation', 'capability-downgrade', 'skill-access'])(
    'a suppression naming %s is reported, whatever it stands above',
    (rule) => {
      const findings = checkFiles({
        'tools/t.yaml': `# ${MARK}-file ${rule}\n${tool('x/t')}`,
      }).filter((d) => d.rule === 'config');
      expect(findings).toMatchObject([
        {
          file: 'tools/t.yaml',
          line: 1,
          // At the rule's name, after '# agents-config-check-disable-file '.
          column: 36,
          severity: 'warning',
          message: new RegExp(`cannot silence '${rule}'`),
        },
      ]);
    },
  );

  it('a read-only actor given a writing skill is reported despite a suppression', () => {
    const findings = checkFiles({
      'tools/t.yaml': `${tool('x/w')}capability:\n  writes: true\n`,
      'skills/s.yaml': 'name: x/s\ntools: [x/w]\n',
      'actors/a.yaml': `# ${MARK}-file skill-access\nname: x/a\nskills:\n  # ${MARK}-next-line skill-access\n  - x/s\nskill_access_policy:\n  read_only: true\n`,
    });
    expect(findings.filter((d) => d.rule === 'skill-access')).toMatchObject([
      { file: 'actors/a.yaml', line: 5 },
    ]);
    expect(findings.filter((d) => d.rule === 'config').map((d) => d.line)).toEqual([1, 4]);
  });

  it('other rules are still silenced, and an unused suppression is still reported', () => {
    const findings = checkFiles({
      'skills/s.yaml': `name: x/s\ntools:\n  # ${MARK}-next-line unknown-tool\n  - x/missing\n  # ${MARK}-next-line unknown-tool\n  - x/missing-too\n  - x/missing-three # ${MARK}-next-line schema\n`,
    });
    expect(findings.map((d) => `${d.rule} ${d.line}`)).toEqual(['unknown-tool 7', 'config 7']);
  });
});

describe('the suppressions a head adds', () => {
  const skill = (comments: string): string => `name: x/s\n${comments}tools: [x/t]\n`;
  const files = (skillText: string): Record<string, string> => ({
    'tools/t.yaml': tool('x/t'),
    'skills/s.yaml': skillText,
  });

  it('lists comments the base lacks, matched by scope and rules, not line', () => {
    const base = projectOf(files(skill(`# ${MARK}-file unknown-tool\n`)));
    const head = projectOf(
      files(skill(`description: moved down\n# ${MARK}-file unknown-tool\n# ${MARK}-file escalation\n`)),
    );
    expect(addedSuppressions(base, head)).toEqual([
      { file: 'skills/s.yaml', line: 4, column: 1, scope: 'file', rules: ['escalation'] },
    ]);
  });

  it('matches a next-line comment by the line it silences, wherever the two move', () => {
    const next = `# ${MARK}-next-line unknown-tool\n`;
    const list = (first: string, second: string): string =>
      `name: x/s\ntools:\n${first}  - x/a\n${second}  - x/b\n`;
    const base = projectOf(files(list(`  ${next}`, '')));
    // Moved down with its line, indented otherwise: the same suppression.
    const moved = projectOf(files(`description: d\n${list(next, '')}`));
    expect(addedSuppressions(base, moved)).toEqual([]);
    // Moved onto another line: it silences something new.
    const other = projectOf(files(list('', `  ${next}`)));
    expect(addedSuppressions(base, other)).toEqual([
      { file: 'skills/s.yaml', line: 4, column: 3, scope: 'next-line', rules: ['unknown-tool'] },
    ]);
  });

  it('counts a second copy of a comment as added', () => {
    const base = projectOf(files(skill(`# ${MARK}-file schema\n`)));
    const head = projectOf(files(skill(`# ${MARK}-file schema\n# ${MARK}-file schema\n`)));
    expect(addedSuppressions(base, head)).toMatchObject([{ line: 3 }]);
  });

  it('lists nothing for words that are not a comment, or a tree against itself', () => {
    const text = skill(`description: "# ${MARK}-file escalation"\n`);
    expect(addedSuppressions(projectOf(files(skill(''))), projectOf(files(text)))).toEqual([]);
    const same = files(skill(`# ${MARK}-file escalation\n`));
    expect(addedSuppressions(projectOf(same), projectOf(same))).toEqual([]);
  });
});
