// Types of lazy-packages.cjs: the packages it loads on first use.
declare const lazyPackages: {
  /** The `yaml` package. */
  yaml(): typeof import('yaml');
  /** jsonc-parser: a JSON text's syntax tree with every node's offset. */
  jsonc(): typeof import('jsonc-parser');
  /** smol-toml: a TOML text's value (Codex's configuration). */
  toml(): typeof import('smol-toml');
  /** ajv's draft 2020-12 class, with its meta-schemas and compiler. */
  Ajv2020(): (typeof import('ajv/dist/2020.js'))['Ajv2020'];
  /** o200k_base's vocabulary: for each rank in order, a byte of length and the token's bytes. */
  o200k(): Uint8Array;
  /** gpt-tokenizer's ranks (a string, or bytes where not UTF-8, per rank) packed as `o200k` gives them. */
  packRanks(ranks: readonly (string | readonly number[])[]): Uint8Array;
};
export = lazyPackages;
