// The watchers a client that takes relative patterns is asked for: a schemas folder not made yet
// is watched for from the nearest folder there is (an editor's watcher may watch no missing
// path), never from above the repository's top.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { clientWatchers } from '../../src/lsp/outside-watch.js';

const CONFIG = '{.agents-config-check.yml,.agents-config-check.yaml}';
const uri = (path: string): string => pathToFileURL(path).href;

/** A repository's top with a folder `sub` (the root) and `shared`, and the folders above the root. */
function repository(): { top: string; folders: string[] } {
  const top = mkdtempSync(join(tmpdir(), 'acc-outside-'));
  mkdirSync(join(top, 'sub'));
  mkdirSync(join(top, 'shared'));
  return { top, folders: [top] };
}

describe('clientWatchers', () => {
  it('watches a schemas folder that exists at itself, and for its deletion from the folder above', () => {
    const { top, folders } = repository();
    expect(clientWatchers({ folders, schemas: join(top, 'shared') })).toEqual([
      { globPattern: { baseUri: uri(top), pattern: CONFIG } },
      { globPattern: { baseUri: uri(join(top, 'shared')), pattern: '**/*' } },
      { globPattern: { baseUri: uri(top), pattern: 'shared' } },
    ]);
    // Not from above the repository's top: the checker refuses a folder there by its path.
    expect(clientWatchers({ folders: [join(top, 'shared')], schemas: join(top, 'shared') })).toEqual([
      { globPattern: { baseUri: uri(join(top, 'shared')), pattern: CONFIG } },
      { globPattern: { baseUri: uri(join(top, 'shared')), pattern: '**/*' } },
    ]);
  });

  it.each([
    ['one folder missing', 'shared/defs', 'shared', '{defs,defs/**}'],
    ['two folders missing', 'policy/defs', '', '{policy/defs,policy/defs/**}'],
    [
      "a name's glob characters, each any one",
      'shared/a{b,c}[d]*?',
      'shared',
      '{a?b?c??d???,a?b?c??d???/**}',
    ],
  ])(
    'watches for a schemas folder not made yet from the nearest folder there is: %s',
    (_, path, base, pattern) => {
      const { top, folders } = repository();
      expect(clientWatchers({ folders, schemas: join(top, path) })[1]).toEqual({
        globPattern: { baseUri: uri(join(top, base)), pattern },
      });
    },
  );

  it("the pattern takes the folder's making and the files made in it, not a folder beside it", () => {
    const { top, folders } = repository();
    const pattern = (
      clientWatchers({ folders, schemas: join(top, 'policy/defs') })[1]?.globPattern as {
        pattern: string;
      }
    ).pattern;
    const matches = picomatch(pattern, { dot: true });
    expect(
      ['policy', 'policy/defs', 'policy/defs/tool.schema.json', 'policy/defs/x/.y', 'policy/defsx'].map(
        (p) => [p, matches(p)],
      ),
    ).toEqual([
      ['policy', false],
      ['policy/defs', true],
      ['policy/defs/tool.schema.json', true],
      ['policy/defs/x/.y', true],
      ['policy/defsx', false],
    ]);
  });

  it('asks for no watcher of a missing schemas folder whose nearest folder is above the top', () => {
    const { top, folders } = repository();
    // Outside the configuration's folder, the checker refuses it by its path: no change there counts.
    expect(clientWatchers({ folders, schemas: join(dirname(top), 'nope-acc', 'defs') })).toEqual([
      { globPattern: { baseUri: uri(top), pattern: CONFIG } },
    ]);
    expect(clientWatchers({ folders: [], schemas: join(top, 'policy', 'defs') })).toEqual([]);
  });
});
