// Types of lazy-packages.cjs: the packages it loads on first use.
declare const lazyPackages: {
  /** The `yaml` package. */
  yaml(): typeof import('yaml');
  /** ajv's draft 2020-12 class, with its meta-schemas and compiler. */
  Ajv2020(): (typeof import('ajv/dist/2020.js'))['Ajv2020'];
  /** gpt-tokenizer's o200k_base encoding. */
  o200k(): typeof import('gpt-tokenizer/encoding/o200k_base');
};
export = lazyPackages;
