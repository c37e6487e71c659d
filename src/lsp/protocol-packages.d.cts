// Types of protocol-packages.cjs: the packages it loads on first use.
declare const protocolPackages: {
  /** vscode-languageserver's Node.js entry: connections, documents and the protocol's types. */
  node(): typeof import('vscode-languageserver/node');
  /** The text document implementation the documents manager keeps. */
  TextDocument(): (typeof import('vscode-languageserver-textdocument'))['TextDocument'];
};
export = protocolPackages;
