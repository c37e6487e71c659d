// The `yaml` package and ajv's compiler, loaded when first asked for. A run whose files all take
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
};
