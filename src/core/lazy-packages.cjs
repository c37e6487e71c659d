// The `yaml` package and ajv's compiler, loaded when first asked for. A run whose files all take
// the fast reader and whose schemas are the shipped, precompiled ones needs neither, and evaluating
// them at start would slow every run. CommonJS, because only a require() inside a function is
// both bundled and evaluated late: an ES import is evaluated before anything runs. Types are in
// lazy-packages.d.cts.
'use strict';

let yaml;
let ajv2020;

module.exports = {
  yaml() {
    return (yaml ??= require('yaml'));
  },
  Ajv2020() {
    return (ajv2020 ??= require('ajv/dist/2020.js').Ajv2020);
  },
};
