// JSON pointers (RFC 6901): segments with '/' and '~' escape and unescape exactly, and the paths
// of every other segment come through untouched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describePointer, pointerSegments, toPointer, valueAtPointer } from '../../src/core/text/pointer.js';

describe('JSON pointers', () => {
  it('escape and unescape the RFC examples', () => {
    expect(toPointer(['a/b', 'm~n', 'c%d', '', 0])).toBe('/a~1b/m~0n/c%d//0');
    expect(pointerSegments('/a~1b/m~0n/c%d//0')).toEqual(['a/b', 'm~n', 'c%d', '', '0']);
    expect(pointerSegments('/~01')).toEqual(['~1']);
    expect(toPointer(['~1'])).toBe('/~01');
    expect(pointerSegments('')).toEqual([]);
    expect(pointerSegments('/')).toEqual(['']);
    expect(describePointer('/resource_slots/0/binding')).toBe('resource_slots[0].binding');
    // A key with a dot is not the path of another place.
    expect(describePointer('/properties/a.properties.b/title')).toBe('properties["a.properties.b"].title');
    expect(describePointer('/properties/a/properties/b/title')).toBe('properties.a.properties.b.title');
  });

  it('round-trip any segments', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', '/', '~', '0', '1', 'é') })),
        (segments) => {
          const pointer = toPointer(segments);
          expect(segments.length === 0 ? pointer : pointerSegments(pointer)).toEqual(
            segments.length === 0 ? '' : segments,
          );
        },
      ),
    );
  });

  it('name what parsed data holds there: own keys and list items, never what a prototype gives', () => {
    const data = { 'a/b': [{ c: 1 }], constructor: 2 };
    expect(valueAtPointer(data, '/a~1b/0/c')).toBe(1);
    expect(valueAtPointer(data, '/constructor')).toBe(2);
    expect(valueAtPointer(data, '')).toBe(data);
    expect(valueAtPointer(data, '/a~1b/1')).toBeUndefined();
    expect(valueAtPointer({}, '/constructor')).toBeUndefined();
    expect(valueAtPointer({ a: 'text' }, '/a/length')).toBeUndefined();
  });
});
