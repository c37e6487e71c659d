// Lint setup: typescript-eslint's recommended rules, plus guards that keep anything a user wrote
// from being run (no eval, no Function constructor, no vm), child_process inside the git adapter,
// and the MCP SDK, which starts servers, inside the MCP client adapter.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const noExecution = [
  { name: 'vm', message: 'Nothing the user wrote may be run.' },
  { name: 'node:vm', message: 'Nothing the user wrote may be run.' },
];
const noChildProcess = [
  { name: 'child_process', message: 'Only src/adapters/git.ts may start processes.' },
  { name: 'node:child_process', message: 'Only src/adapters/git.ts may start processes.' },
];
const noMcpSdk = {
  group: ['@modelcontextprotocol/*'],
  message:
    'Only src/adapters/mcp-client.ts loads the MCP SDK: it starts servers, as only mcp pin/verify may.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      'node_modules/**',
      'coverage/**',
      'examples/**',
      'test/**/fixtures/**',
      // A diff case's trees are repositories under test (data), as fixtures are.
      'test/diff/*/base/**',
      'test/diff/*/head/**',
      'generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/adapters/git.ts', 'src/adapters/mcp-client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...noExecution, ...noChildProcess], patterns: [noMcpSdk] },
      ],
    },
  },
  {
    files: ['src/adapters/git.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: noExecution, patterns: [noMcpSdk] }] },
  },
  {
    files: ['src/adapters/mcp-client.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [...noExecution, ...noChildProcess] }] },
  },
  {
    files: ['src/core/**/*.ts', 'src/report/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...noExecution,
            ...noChildProcess,
            { name: 'fs', message: 'The core and the formatters are pure: read files in an adapter.' },
            { name: 'node:fs', message: 'The core and the formatters are pure: read files in an adapter.' },
            { name: 'node:fs/promises', message: 'The core and the formatters are pure.' },
          ],
          patterns: [
            { group: ['@actions/*'], message: 'Only src/adapters/github.ts and entries use @actions.' },
            noMcpSdk,
          ],
        },
      ],
    },
  },
  {
    // CommonJS on purpose: its require() calls inside functions load packages on first use.
    files: ['src/core/packages/lazy-packages.cjs', 'src/lsp/protocol-packages.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
