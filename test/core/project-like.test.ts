// A project built like another (the diff's base like its head, the language server's check like
// the one before) takes the other's record of a file read from the very same parse at the same
// path, and must hold exactly the registries a project built anew holds: the same names in the
// same order, each with the same definitions in the same order.
import { describe, expect, it } from 'vitest';
import { loadYaml, type LoadedText } from '../../src/core/yaml/load.js';
import { Project } from '../../src/core/project/project.js';
import { memoryInput, type Files } from '../helpers.js';

/** One loader for both trees, sharing parses of equal texts as the diff's does. */
function sharedLoader(): (text: string) => LoadedText {
  const cache = new Map<string, LoadedText>();
  return (text) => {
    let loaded = cache.get(text);
    if (!loaded) cache.set(text, (loaded = loadYaml(text)));
    return loaded;
  };
}

/** Every registry as names in order, each with its definitions: where they are, and what they say. */
function registries(project: Project): unknown {
  const shape = (
    registry: Map<string, { def: { file: { path: string }; doc: { index: number }; value: unknown } }[]>,
  ) =>
    [...registry].map(([name, infos]) => [
      name,
      infos.map((i) => `${i.def.file.path}#${i.def.doc.index} ${JSON.stringify(i.def.value)}`),
    ]);
  return {
    tools: shape(project.toolsByName),
    skills: shape(project.skillsByName),
    actors: shape(project.actorsByName),
    lists: [project.tools, project.skills, project.actors].map((l) => l.map((i) => i.name)),
  };
}

const tool = (name: string, description = 'd'): string => `name: ${name}\ndescription: ${description}\n`;

const BASE: Files = {
  'tools/a.yaml': tool('x/a'),
  'tools/b.yaml': `${tool('x/b')}---\n${tool('x/dup')}`,
  'tools/c.yaml': tool('x/dup'),
  'tools/z.yaml': tool('x/z'),
  'skills/s.yaml': 'name: x/s\ntools: [x/a, x/b]\n',
  'actors/r.yaml': 'name: x/r\nskills: [x/s]\n',
};

const HEADS: [string, Files][] = [
  ['the same files', { ...BASE }],
  ['a tool edited', { ...BASE, 'tools/a.yaml': tool('x/a', 'changed') }],
  [
    'both definitions of a repeated name edited, and a skill',
    {
      ...BASE,
      'tools/b.yaml': `${tool('x/b', 'e')}---\n${tool('x/dup', 'e')}`,
      'tools/c.yaml': tool('x/dup', 'f'),
      'skills/s.yaml': 'name: x/s\ntools: [x/a]\n',
    },
  ],
  ['a tool added', { ...BASE, 'tools/m.yaml': tool('x/m') }],
  ['a tool removed', Object.fromEntries(Object.entries(BASE).filter(([p]) => p !== 'tools/a.yaml'))],
  ['a name changed', { ...BASE, 'tools/a.yaml': tool('x/renamed') }],
  ['names swapped between files', { ...BASE, 'tools/a.yaml': tool('x/z'), 'tools/z.yaml': tool('x/a') }],
  ['a document added to a file', { ...BASE, 'tools/a.yaml': `${tool('x/a')}---\n${tool('x/a2')}` }],
  ['a name lost', { ...BASE, 'tools/a.yaml': 'description: no name\n' }],
];

describe('a project built like another', () => {
  it.each(HEADS)('%s: the registries of a project built anew', (_name, head) => {
    const loadText = sharedLoader();
    const base = new Project(memoryInput(BASE), loadText);
    const like = new Project(memoryInput(head), loadText, base);
    const fresh = new Project(memoryInput(head), sharedLoader());
    expect(registries(like)).toEqual(registries(fresh));
    // The base keeps its own registries whatever the head did.
    expect(registries(base)).toEqual(registries(new Project(memoryInput(BASE))));
  });

  it('takes the record of a file from the same parse at the same path, and no other', () => {
    const loadText = sharedLoader();
    const base = new Project(memoryInput(BASE), loadText);
    const { 'tools/z.yaml': moved, ...rest } = BASE;
    const edited = { ...rest, 'tools/a.yaml': tool('x/a', 'changed'), 'tools/moved/z.yaml': moved as string };
    const like = new Project(memoryInput(edited), loadText, base);
    expect(like.tool('x/b')?.def).toBe(base.tool('x/b')?.def);
    expect(like.tool('x/a')?.def).not.toBe(base.tool('x/a')?.def);
    expect(like.tool('x/a')?.effective.description).toBe('changed');
    expect(base.tool('x/a')?.effective.description).toBe('d');
    // The same parse at another path: read again, at its own path.
    expect(like.tool('x/z')?.def).not.toBe(base.tool('x/z')?.def);
    expect(like.tool('x/z')?.def.file.path).toBe('tools/moved/z.yaml');
  });
});
