// Digests in one call or through a hash object must be the same digests: known vectors for both
// algorithms, from a string (hashed as UTF-8) and from bytes.
import { describe, expect, it } from 'vitest';
import { hexDigest } from '../../src/core/text/digest.js';

describe('hexDigest', () => {
  it('gives the standard SHA-1 and SHA-256 of text and of bytes', () => {
    const sha1 = 'a9993e364706816aba3e25717850c26c9cd0d89d';
    const sha256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(hexDigest('sha1', 'abc')).toBe(sha1);
    expect(hexDigest('sha256', 'abc')).toBe(sha256);
    expect(hexDigest('sha1', new TextEncoder().encode('abc'))).toBe(sha1);
    expect(hexDigest('sha256', Buffer.from('abc'))).toBe(sha256);
    // Text is hashed as UTF-8: "é" is two bytes.
    expect(hexDigest('sha256', 'é')).toBe(hexDigest('sha256', Buffer.from([0xc3, 0xa9])));
  });
});
