// Items 10, 11 and 13: hostile names and descriptions through the whole pipeline into the
// review comment; 10,000 files with 5 MiB of findings under a bounded heap with capped outputs;
// and the committed hostile corpus under a small stack.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planAnnotations } from '../../src/report/annotations.js';
import { COMMENT_LIMIT, formatMarkdown } from '../../src/report/markdown.js';
import { formatSarif } from '../../src/report/sarif.js';
import { runCheck } from '../../src/run.js';
import { assertInert, assertWellFormed } from '../report/gfm.js';
import { cli, ROOT } from './helpers.js';

const CORPUS = join(ROOT, 'test', 'hostile', 'fixtures', 'corpus');

describe('the review comment cannot be broken or abused', () => {
  it('names and descriptions with pipes, backticks, HTML, markers, mentions, links and newlines', () => {
    const r = runCheck({ root: CORPUS, base: { kind: 'dir', path: join(CORPUS, 'tools') } });
    const md = formatMarkdown(r.report);
    expect(r.report.diagnostics.length).toBeGreaterThan(20);
    expect(md).toContain('#### Findings');
    expect(md).toContain('#### Per-skill detail');
    assertInert(assertWellFormed(md));
  });
});

describe('10,000 files and 5 MiB of findings', () => {
  it('complete under a 512 MB heap with capped comment, summary and annotations', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-many-'));
    mkdirSync(join(dir, 'tools'));
    const longKey = (i: number, k: number): string => `unknown_key_${'z'.repeat(90)}_${i}_${k}`;
    for (let i = 0; i < 10_000; i++) {
      const keys = Array.from({ length: 5 }, (_, k) => `${longKey(i, k)}: 1`).join('\n');
      writeFileSync(
        join(dir, 'tools', `t${i}.yaml`),
        `name: x/t${i}\ndescription: d\nsource: builtin\n${keys}\n`,
      );
    }
    const out = join(dir, 'report.json');
    const result = cli([dir, '--format', 'json', '--output', out], {
      nodeArgs: ['--max-old-space-size=512'],
    });
    expect(result.status).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const messageBytes = report.diagnostics.reduce(
      (n: number, d: { message: string }) => n + d.message.length,
      0,
    );
    expect(messageBytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(formatMarkdown(report).length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const summary = formatMarkdown(report, { maxLength: 1024 * 1024, unit: 'utf8-bytes' });
    expect(new TextEncoder().encode(summary).length).toBeLessThanOrEqual(1024 * 1024);
    const plan = planAnnotations(report.diagnostics);
    expect(plan.annotations.length).toBeLessThanOrEqual(30);
    expect(plan.overflow).toMatch(/^\d+ more findings are not annotated/);
  }, 120_000);
});

describe('a small stack', () => {
  it('the hostile corpus completes under node --stack-size=200 (exit 1: findings, not 3: crash)', () => {
    const r = cli([CORPUS, '--format', 'json'], { nodeArgs: ['--stack-size=200'] });
    expect(r.stderr).not.toMatch(/internal error|RangeError/);
    expect(r.status).toBe(1);
    const report = JSON.parse(r.stdout);
    const files = new Set(report.diagnostics.map((d: { file: string }) => d.file));
    const broken = ['billion-laughs', 'self-reference', 'deep-flow', 'deep-block', 'proto', 'tags', 'yaml11'];
    for (const f of broken) expect(files.has(`tools/${f}.yaml`), f).toBe(true);
    expect(readdirSync(join(CORPUS, 'tools')).length).toBeGreaterThan(broken.length);
    expect(existsSync('/tmp/acc-pwned-corpus')).toBe(false);
  });
});

// A name with a zero-width space reads as another name; a bidi override reads backwards. Every
// output a reviewer reads shows them written out, the annotations (the Action's and the workflow
// commands') and code scanning's SARIF as the text report and the comment already did.
describe('a message that holds an invisible character shows it in every output a reviewer reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'acc-invisible-'));
  mkdirSync(join(dir, 'tools'));
  writeFileSync(join(dir, 'tools', 't.yaml'), 'name: team/t\u200b\ndescription: A.\nsource: builtin\n');
  const shown = "tool name 'team/t\\u200b'";

  it.each(['text', 'github', 'sarif', 'markdown'])('--format %s', (format) => {
    const out = cli([dir, '--format', format]).stdout;
    expect(out).not.toContain('\u200b');
    expect(out.replace(/\\\\u200b/g, '\\u200b')).toContain(shown);
  });

  it('the Action’s annotations', () => {
    const { report } = runCheck({ root: dir });
    const messages = planAnnotations(report.diagnostics, []).annotations.map((a) => a.message);
    expect(messages).toContainEqual(expect.stringContaining(shown));
    expect(messages.join('')).not.toContain('\u200b');
  });
});

// SARIF reads `[text](target)` in a plain text message as an embedded link (§3.11.6) and `{0}` as
// a placeholder (§3.11.5): user text in a message (a decoded tag text, a value a schema refused)
// must stay literal, brackets escaped and braces doubled.
describe('a message that holds link or placeholder syntax stays literal in SARIF', () => {
  const dir = mkdtempSync(join(tmpdir(), 'acc-sarif-'));
  mkdirSync(join(dir, 'tools'));
  const tagged = String.fromCodePoint(
    ...[...'[open](https://evil.invalid/x) {0}'].map((c) => 0xe0000 + c.charCodeAt(0)),
  );
  writeFileSync(
    join(dir, 'tools', 't.yaml'),
    `name: team/t\ndescription: A.${tagged}\nsource: "[x](https://evil.invalid) \\\\[y]"\n`,
  );

  it('escapes brackets, a backslash before one, and braces', () => {
    const { report } = runCheck({ root: dir });
    const sarif = JSON.parse(formatSarif(report, '0.0.0')) as {
      runs: { results: { message: { text: string } }[] }[];
    };
    const texts = sarif.runs[0]!.results.map((r) => r.message.text);
    expect(texts).toContainEqual(
      expect.stringContaining('"\\[open\\](https://evil.invalid/x) {{0}}" in Unicode tag characters'),
    );
    expect(texts).toContainEqual(expect.stringContaining("not '\\[x\\](https://evil.invalid) \\\\\\[y\\]'"));
    // Every bracket escaped: no embedded link is left.
    for (const text of texts) expect(text).not.toMatch(/(^|[^\\])\[[^\]]*\]\(/);
  });
});

// A configuration error quotes the value at fault, and the file is the repository's (a pull
// request's): its control characters went to the terminal as they were (clearing the screen,
// retitling the window), where every finding shows them escaped. So does explain's error.
describe('errors that quote the repository show its control characters escaped', () => {
  it('a configuration error and an unknown explain subject', () => {
    const dir = mkdtempSync(join(tmpdir(), 'acc-esc-'));
    mkdirSync(join(dir, 'tools'));
    writeFileSync(join(dir, 'tools', 'a.yaml'), 'name: "x/a\\e[2J"\ndescription: d\nsource: builtin\n');
    const config = join(dir, 'bad.yml');
    writeFileSync(config, 'fail-on: "\\e[2J\\e]0;title\\a"\n');
    const check = cli([dir, '--config', config]);
    expect(check.status).toBe(2);
    expect(check.stderr).toContain("not '\\x1b[2J\\x1b]0;title\\x07'");
    const explain = cli(['explain', 'x/a[2J', dir]);
    expect(explain.status).toBe(2);
    const long = join(dir, 'long.yml');
    writeFileSync(long, `fail-on: ${'a'.repeat(500_000)}\ntools: {a: [${'1, '.repeat(100_000)}1]}\n`);
    const quoting = cli([dir, '--config', long]);
    expect(quoting.status).toBe(2);
    expect(quoting.stderr.length).toBeLessThan(1000);
    expect(quoting.stderr).toContain(`not '${'a'.repeat(199)}…'`);
    // A list of 100,000 wrong items: the first hundred mistakes, then how many more.
    const many = join(dir, 'many.yml');
    writeFileSync(many, `tools: [${'1, '.repeat(99_999)}1]\n`);
    const listing = cli([dir, '--config', many]);
    expect(listing.status).toBe(2);
    expect(listing.stderr.split('\n').filter(Boolean)).toHaveLength(101);
    expect(listing.stderr).toContain("many.yml:1:9: 'tools[0]' must be a string, not 1\n");
    expect(listing.stderr).toMatch(/… and 99900 more mistakes in the configuration\n$/);
    // eslint-disable-next-line no-control-regex
    for (const run of [check, explain]) expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });
});
