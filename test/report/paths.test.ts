// How each output writes a path (SPEC §2): from its reader's folder, absolute when the file lies
// outside it, and as the report has it when a formatter runs on a report alone.
import { describe, expect, it } from 'vitest';
import { placePath, READER_OF, repositoryUri, type PathPlaces } from '../../src/report/paths.js';

const PLACES: PathPlaces = { root: '/repo/agents', cwd: '/repo', repository: '/repo' };

describe('placePath', () => {
  it.each([
    ['the root is the reader', { ...PLACES, cwd: '/repo/agents' }, 'cwd', 'tools/a.yaml', 'tools/a.yaml'],
    ['a root below the reader', PLACES, 'cwd', 'tools/a.yaml', 'agents/tools/a.yaml'],
    ['the reader inside the root', { ...PLACES, cwd: '/repo/agents/tools' }, 'cwd', 'tools/a.yaml', 'a.yaml'],
    [
      'a file outside the reader',
      { ...PLACES, cwd: '/repo/agents/tools' },
      'cwd',
      'skills/s.yaml',
      '/repo/agents/skills/s.yaml',
    ],
    ['a root beside the reader', { ...PLACES, cwd: '/elsewhere' }, 'cwd', 'x.yaml', '/repo/agents/x.yaml'],
    ['the repository reader', PLACES, 'repository', 'x.yaml', 'agents/x.yaml'],
    ['the JSON report', PLACES, 'root', 'x.yaml', 'x.yaml'],
  ] as const)('%s', (_what, places, reader, file, expected) => {
    expect(placePath(places, reader)(file)).toBe(expected);
  });

  it('leaves paths as they are without places', () => {
    expect(placePath(undefined, 'cwd')('tools/a.yaml')).toBe('tools/a.yaml');
  });

  it('gives each output its reader', () => {
    expect(READER_OF).toEqual({
      json: 'root',
      text: 'cwd',
      github: 'cwd',
      sarif: 'repository',
      markdown: 'repository',
      annotations: 'repository',
    });
  });

  it('names the repository top as a file URI ending in a slash', () => {
    expect(repositoryUri({ ...PLACES, repository: '/a b/repo' })).toBe('file:///a%20b/repo/');
    expect(repositoryUri(undefined)).toBeUndefined();
  });
});
