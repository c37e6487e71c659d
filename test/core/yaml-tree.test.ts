// A client's YAML configuration read as jsonc-parser's tree (src/core/diff/yaml-tree.ts).
import { describe, expect, it } from 'vitest';
import type { Node as JsonNode } from 'jsonc-parser';
import { yamlTree } from '../../src/core/diff/yaml-tree.js';

const root = (text: string): JsonNode => {
  const tree = yamlTree(text);
  if ('error' in tree) throw new Error(tree.error);
  return tree.root;
};

describe('a YAML text as a tree', () => {
  it('keeps offsets, a key written twice, and an empty value after its key', () => {
    const text = 'a: 1\na: two\nb:\nc: [x, {d: true}]\n';
    const tree = root(text);
    const keys = tree.children?.map((p) => p.children?.[0]?.value);
    expect(keys).toEqual(['a', 'a', 'b', 'c']);
    const [first, second, empty, list] = (tree.children ?? []).map((p) => p.children?.[1] as JsonNode);
    expect([
      first?.type,
      first?.value,
      text.slice(first?.offset, (first?.offset ?? 0) + (first?.length ?? 0)),
    ]).toEqual(['number', 1, '1']);
    expect([second?.type, second?.value]).toEqual(['string', 'two']);
    expect([empty?.type, empty?.offset]).toEqual(['null', text.indexOf('b:') + 2]);
    expect(list?.children?.map((n) => n.type)).toEqual(['string', 'object']);
    // Each node knows its parent, as jsonc-parser's do.
    expect(list?.children?.[1]?.parent).toBe(list);
  });

  it('is unreadable, not a crash, nested past the limit or with many documents', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(yamlTree(`a: ${deep}\n`)).toEqual({
      error: 'it nests deeper than 200 levels',
      offset: expect.any(Number),
    });
    expect(yamlTree('a: 1\n---\nb: 2\n')).toEqual({ error: 'it holds 2 YAML documents', offset: 0 });
    expect(yamlTree('a: [\n')).toEqual({ error: 'it is not valid YAML', offset: expect.any(Number) });
  });

  it('is unreadable where it passes the node limit, far past it (read no further: it was parsed whole)', () => {
    // Nodes counted as the text is read: the key, the list, then items: the 199,999th is the 200,001st.
    expect(yamlTree(`a: [${'x,'.repeat(400_000)}x]\n`)).toEqual({
      error: 'it holds more than 200000 nodes',
      offset: 4 + 2 * 199_998,
    });
  });
});
