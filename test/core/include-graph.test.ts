// The include graph's algorithms on small fixed graphs: children and parents, cycles, searches.
import { describe, expect, it } from 'vitest';
import { breadthFirst, pathTo, reachable } from '../../src/core/project/include-graph.js';
import { projectOf } from '../helpers.js';

const project = projectOf({
  'skills/s.yaml': [
    'name: x/top\nincludes: [x/b, x/a, x/a, x/missing]',
    'name: x/a\nincludes: [x/leaf]',
    'name: x/b\nincludes: [x/c]',
    'name: x/c\nincludes: [x/b, x/leaf]',
    'name: x/leaf\nincludes: [x/leaf]',
  ].join('\n---\n'),
});
const graph = project.includeGraph;

describe('include graph', () => {
  it('lists each skill’s includes once, by name, known or not, and who includes whom', () => {
    expect(graph.children('x/top')).toEqual(['x/a', 'x/b', 'x/missing']);
    expect(graph.parents('x/leaf')).toEqual(['x/a', 'x/c', 'x/leaf']);
    expect(graph.parents('x/missing')).toEqual(['x/top']);
    expect(graph.parents('x/top')).toEqual([]);
  });

  it('finds the components with a cycle, a self-include too', () => {
    expect(graph.cycles()).toEqual([['x/b', 'x/c'], ['x/leaf']]);
  });

  it('searches breadth-first with parent pointers, stopping where asked', () => {
    const children = (n: string): readonly string[] => graph.children(n);
    const all = breadthFirst(['x/top'], children);
    expect(all.order).toEqual(['x/top', 'x/a', 'x/b', 'x/missing', 'x/leaf', 'x/c']);
    expect(pathTo(all, 'x/c')).toEqual(['x/top', 'x/b', 'x/c']);
    expect(all.distance.get('x/leaf')).toBe(2);
    const stopped = breadthFirst(['x/top'], children, (n) => n === 'x/b');
    expect(stopped.order).toEqual(['x/top', 'x/a', 'x/b']);
    expect(stopped.edges).toBe(2);
    expect([...reachable(['x/leaf'], (n) => graph.parents(n))].sort()).toEqual([
      'x/a',
      'x/b',
      'x/c',
      'x/leaf',
      'x/top',
    ]);
  });
});
