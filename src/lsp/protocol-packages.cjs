// vscode-languageserver and its text documents, loaded only when the language server starts: the
// CLI's other commands never evaluate them. CommonJS, because only a require() inside a function
// is both bundled and evaluated late (see src/core/packages/lazy-packages.cjs). Types are in
// protocol-packages.d.cts.
'use strict';

const { once } = require('../core/packages/lazy-packages.cjs');

module.exports = {
  node: once(() => require('vscode-languageserver/node')),
  TextDocument: once(() => require('vscode-languageserver-textdocument').TextDocument),
};
