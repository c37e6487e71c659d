// A definition moved into a path the `ignore` globs skip, as a file the checker cannot read at all:
// a link (which a runtime loading `actors/**` follows) or a file over the size limit. The checker
// cannot tell what it defines, so it may define any name of its kind the head lost; a file it can
// decode (UTF-16) is read by its names, as a text file there is (ign47).
import { describe, expect, it } from 'vitest';
import { diffFromBothBases, expectEscalationsFromBothBases } from './both-bases.js';
import type { TreeContent } from '../git-helpers.js';

type Files = Record<string, TreeContent>;

const CONFIG = 'ignore: ["**/drafts/**"]\n';
const TOOLS =
  'name: x/deploy\ndescription: Deploys.\nsource: builtin\ncapability: {writes: true}\n---\n' +
  'name: x/read\ndescription: Reads.\nsource: builtin\n';
const BOT = 'name: x/bot\ndescription: Bot.\nskills: [x/reader]\n';
const UNBOUND = 'name: x/bot\ndescription: Bot.\nskills: [x/reader, x/pusher]\n';
const BASE: Files = {
  '.agents-config-check.yml': CONFIG,
  'tools/t.yaml': TOOLS,
  'skills/s.yaml':
    'name: x/reader\ndescription: Reads.\ntools: [x/read]\n---\nname: x/pusher\ndescription: Pushes.\ntools: [x/deploy]\n',
  'actors/bot.yaml': BOT,
};
const { 'actors/bot.yaml': _moved, ...LEFT } = BASE;

const unread = (why: string): string =>
  `actors/drafts/bot.yaml:1:1: actor 'x/bot' is gone, and 'actors/drafts/bot.yaml', in a path the 'ignore' globs skip, cannot be read (${why}), so it may define it there: the gate reads it as the most it could be (actor 'x/bot')`;

describe('an actor moved into an ignored path as a file the checker cannot read', () => {
  it('as a link to its text elsewhere: the gate reads it as the most it could be', () => {
    const head = { ...LEFT, 'docs/bot.txt': UNBOUND, 'actors/drafts/bot.yaml': { link: '../../docs/bot.txt' } };
    expectEscalationsFromBothBases(BASE, head, [
      unread('the file is a symbolic link; links are not followed'),
    ]);
  });

  it('as a link to a folder elsewhere, which a runtime loading actors/** enters: the most it could be', () => {
    const head = { ...LEFT, 'stash/bot.yaml': UNBOUND, 'actors/drafts': { link: '../stash' } };
    expectEscalationsFromBothBases(BASE, head, [
      "actors/drafts:1:1: actor 'x/bot' is gone, and 'actors/drafts', in a path the 'ignore' globs skip, cannot be read (a symbolic link; links are not followed), so it may define it there: the gate reads it as the most it could be (actor 'x/bot')",
    ]);
  });

  it('as a link to a folder where the actor globs take files only further below: the most it could be', () => {
    const deeper = 'actors: ["actors/**/defs/*.yaml"]\nignore: ["**/drafts/**"]\n';
    const base = { ...BASE, '.agents-config-check.yml': deeper, 'actors/defs/bot.yaml': BOT };
    const { 'actors/defs/bot.yaml': _gone, ...left } = base;
    const head = { ...left, 'stash/defs/bot.yaml': UNBOUND, 'actors/drafts': { link: '../stash' } };
    expectEscalationsFromBothBases(base, head, [
      "actors/drafts:1:1: actor 'x/bot' is gone, and 'actors/drafts', in a path the 'ignore' globs skip, cannot be read (a symbolic link; links are not followed), so it may define it there: the gate reads it as the most it could be (actor 'x/bot')",
    ]);
  });

  it('is quiet for a folder link leading where the actor globs take the same files (read there)', () => {
    const deeper = 'actors: ["**/defs/*.yaml"]\nignore: ["**/drafts/**"]\n';
    const base = { ...LEFT, '.agents-config-check.yml': deeper, 'actors/defs/bot.yaml': BOT };
    const { 'actors/defs/bot.yaml': _gone, ...left } = base;
    const head = { ...left, 'stash/defs/other.yaml': 'name: x/other\nskills: [x/reader]\n', 'docs/drafts': { link: '../stash' } };
    const run = diffFromBothBases(base, head);
    expect([run.fromDir, run.fromGit]).toEqual([[], []]);
  });

  it('is quiet for a folder link where no actor glob would look but for the ignore globs', () => {
    const head = { ...LEFT, 'stash/bot.yaml': UNBOUND, 'docs/drafts': { link: '../stash' } };
    const run = diffFromBothBases(BASE, head);
    expect([run.fromDir, run.fromGit]).toEqual([[], []]);
  });

  it('as UTF-16 text, which a client decodes: read by its name there', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(UNBOUND, 'utf16le')]);
    expectEscalationsFromBothBases(BASE, { ...LEFT, 'actors/drafts/bot.yaml': utf16 }, [
      "actors/drafts/bot.yaml:1:7: actor 'x/bot' moved into a path the 'ignore' globs skip, where the checker does not look: the gate reads it as the most it could be (actor 'x/bot')",
    ]);
  });

  it('over the size limit: may define it there where it changed, but not where the base holds it as it is', () => {
    const small = 'ignore: ["**/drafts/**"]\nmax-file-size: 200\n';
    const fixture = `${'name: x/fixture\ndescription: A fixture.\n---\n'.repeat(10)}`;
    const base: Files = { ...BASE, '.agents-config-check.yml': small, 'actors/drafts/fixtures.yaml': fixture };
    const { 'actors/bot.yaml': _gone, ...head } = base;
    // The actor deleted outright, the fixture over the limit as it was: nothing moved into it.
    const run = diffFromBothBases(base, head);
    expect([run.fromDir, run.fromGit, run.failed]).toEqual([[], [], false]);
    expectEscalationsFromBothBases(base, { ...head, 'actors/drafts/fixtures.yaml': `${fixture}# more\n` }, [
      `actors/drafts/fixtures.yaml:1:1: actor 'x/bot' is gone, and 'actors/drafts/fixtures.yaml', in a path the 'ignore' globs skip, cannot be read (the file is ${fixture.length + 7} bytes, over the 200 bytes limit (max-file-size)), so it may define it there: the gate reads it as the most it could be (actor 'x/bot')`,
    ]);
  });

  it('is quiet where nothing the base defines is gone, the link unchanged', () => {
    const files = { ...BASE, 'docs/bot.txt': UNBOUND, 'actors/drafts/old.yaml': { link: '../../docs/bot.txt' } };
    const run = diffFromBothBases(files, { ...files, 'docs/notes.md': 'changed elsewhere\n' });
    expect([run.fromDir, run.fromGit, run.failed]).toEqual([[], [], false]);
  });
});
