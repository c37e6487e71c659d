// The `yaml` package, ajv's compiler, jsonc-parser, smol-toml and the tokenizer's vocabulary, loaded when
// first asked for. A run whose files all take the fast reader, whose schemas are the shipped,
// precompiled ones and which asks no position in a JSON file needs none of them, and evaluating
// them at start would slow every run. CommonJS, because only a require() inside a function is
// both bundled and evaluated late: an ES import is evaluated before anything runs. Types are in
// lazy-packages.d.cts.
'use strict';

const { Buffer } = require('node:buffer');

/** The value `load` gives, worked out on the first call and kept. */
const once = (load) => {
  let value;
  return () => (value ??= load());
};

module.exports = {
  // Also used by src/lsp/protocol-packages.cjs.
  once,
  yaml: once(() => require('yaml')),
  jsonc: once(() => require('jsonc-parser')),
  toml: once(() => require('smol-toml')),
  Ajv2020: once(() => require('ajv/dist/2020.js').Ajv2020),
  o200k: once(loadRanks),
  packRanks,
};

/**
 * o200k_base's vocabulary, packed for src/core/tokens/bpe.ts: for each rank in order, a byte of
 * length and the token's bytes (1.6 MB). The bundles read it from dist/o200k.cjs beside them, a
 * module of one base64 string that scripts/build.mjs writes with `packRanks` (a bundled module is
 * compiled at every start, needed or not); from source it is packed from gpt-tokenizer's ranks.
 */
function loadRanks() {
  // __non_webpack_require__: defined by the bundler, a require relative to the bundle itself.
  if (typeof __non_webpack_require__ === 'function') {
    // eslint-disable-next-line no-undef -- see above
    const base64 = __non_webpack_require__('./o200k.cjs');
    return new Uint8Array(Buffer.from(base64, 'base64'));
  }
  // A name the bundler cannot follow: it must not pull the tables into the bundle.
  const ranks = ['gpt-tokenizer', 'bpeRanks', 'o200k_base'].join('/');
  return packRanks(require(ranks).default);
}

/**
 * gpt-tokenizer's ranks (index: rank; value: the token as a string, or its bytes where they are
 * not UTF-8) packed as `loadRanks` gives them.
 */
function packRanks(ranks) {
  const tokens = ranks.map((token) =>
    typeof token === 'string' ? Buffer.from(token, 'utf8') : Buffer.from(token),
  );
  const packed = new Uint8Array(tokens.reduce((size, token) => size + 1 + token.length, 0));
  let at = 0;
  for (const token of tokens) {
    if (token.length > 255) throw new Error(`a token of ${token.length} bytes does not pack`);
    packed[at++] = token.length;
    packed.set(token, at);
    at += token.length;
  }
  return packed;
}
