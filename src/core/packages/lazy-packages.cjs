// The `yaml` package, ajv's compiler and the tokenizer, loaded when first asked for. A run whose files all take
// the fast reader and whose schemas are the shipped, precompiled ones needs neither, and evaluating
// them at start would slow every run. CommonJS, because only a require() inside a function is
// both bundled and evaluated late: an ES import is evaluated before anything runs. Types are in
// lazy-packages.d.cts.
'use strict';

/** The value `load` gives, worked out on the first call and kept. */
const once = (load) => {
  let value;
  return () => (value ??= load());
};

module.exports = {
  // Also used by src/lsp/protocol-packages.cjs.
  once,
  yaml: once(() => require('yaml')),
  Ajv2020: once(() => require('ajv/dist/2020.js').Ajv2020),
  o200k: once(loadTokenizer),
};

/**
 * gpt-tokenizer's o200k_base encoding: 2.4 MB of BPE tables that only an exact token count needs.
 * Bundled, even a module never required is compiled at start (400 ms, 37 MB), so the bundles load
 * it from dist/o200k.cjs beside them (scripts/build.mjs writes it); from source, the package.
 */
function loadTokenizer() {
  // __non_webpack_require__: defined by the bundler, a require relative to the bundle itself.
  if (typeof __non_webpack_require__ === 'function')
    // eslint-disable-next-line no-undef -- see above
    return __non_webpack_require__('./o200k.cjs');
  // A name the bundler cannot follow: it must not pull the tables into the bundle.
  const tokenizer = ['gpt-tokenizer', 'encoding', 'o200k_base'].join('/');
  return require(tokenizer);
}
