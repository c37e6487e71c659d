// Compiles the TypeScript with tsc, then bundles each entry with ncc into one committed file:
// dist/cli.js (the CLI) and dist/index.js (the Action). ncc's own TypeScript loader expects an older
// compiler API, so it is handed plain JavaScript.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
const bin = (name) => join(root, 'node_modules', '.bin', name);

rmSync(join(root, 'build'), { recursive: true, force: true });
run(bin('tsc'), ['-p', 'tsconfig.build.json']);

// tsc leaves hand-written CommonJS modules alone: they go into build/ as they are.
// (A folder holding only such a module has no compiled file to create it in build/.)
for (const module of ['src/core/packages/lazy-packages.cjs', 'src/lsp/protocol-packages.cjs']) {
  mkdirSync(dirname(join(root, 'build', module)), { recursive: true });
  writeFileSync(join(root, 'build', module), readFileSync(join(root, module)));
}

// The shipped schemas' validators, compiled ahead of time (ajv standalone code): compiling them
// at start would slow every run. They are generated code, so they live outside src/, in generated/:
// the compiled validator imports them from build/generated/. The copy there is the committed one
// while the compiled code that generates them anew is imported, then the fresh one.
const PRECOMPILED = 'generated/precompiled-validators.cjs';
mkdirSync(join(root, 'build', 'generated'), { recursive: true });
writeFileSync(
  join(root, 'build', PRECOMPILED),
  existsSync(join(root, PRECOMPILED))
    ? readFileSync(join(root, PRECOMPILED))
    : // The first build has none: a module no plan matches.
      '"use strict";exports.fingerprint = "";\n',
);
{
  const { precompiledValidators } = await import(join(root, 'build/src/core/schema/precompile.js'));
  const code = precompiledValidators();
  writeFileSync(join(root, PRECOMPILED), code);
  writeFileSync(join(root, 'build', PRECOMPILED), code);
}

mkdirSync(join(root, 'dist'), { recursive: true });

// The tokenizer's vocabulary goes beside the bundles, not into them: src/core/packages/lazy-packages.cjs
// loads dist/o200k.cjs only when a token count is needed (bundled, it would be compiled at every
// start). It is gpt-tokenizer's o200k_base ranks, packed, as one base64 string: a module of one
// string literal compiles in milliseconds, where the package's 200,000 literals took 0.2 s.
{
  const require = createRequire(import.meta.url);
  const { packRanks } = require(join(root, 'src/core/packages/lazy-packages.cjs'));
  const packed = packRanks(require('gpt-tokenizer/bpeRanks/o200k_base').default);
  writeFileSync(
    join(root, 'dist', 'o200k.cjs'),
    "// o200k_base's vocabulary from gpt-tokenizer (MIT), packed by scripts/build.mjs: src/core/packages/lazy-packages.cjs.\n" +
      `module.exports = '${Buffer.from(packed).toString('base64')}';\n`,
  );
  const license = readFileSync(
    require.resolve('gpt-tokenizer/package.json').replace(/package\.json$/, 'LICENSE'),
    'utf8',
  );
  writeFileSync(join(root, 'dist', 'o200k.licenses.txt'), `gpt-tokenizer\nMIT\n${license}`);
}

// A dynamic import() becomes a chunk file beside the bundle (`<id>.index.js`), loaded only when
// that import runs: the MCP client is one (`mcp pin`/`mcp verify`). Stale chunks go first.
const CHUNK = /^\d+\.index\.js$/;
for (const name of readdirSync(join(root, 'dist'))) if (CHUNK.test(name)) rmSync(join(root, 'dist', name));
const chunksBy = new Map();
const entries = [
  { source: 'build/src/cli.js', target: 'dist/cli.js', shebang: true },
  { source: 'build/src/index.js', target: 'dist/index.js', shebang: false },
];
for (const entry of entries) {
  if (!existsSync(join(root, entry.source))) continue;
  const out = join(root, 'build', 'ncc', entry.target);
  run(bin('ncc'), [
    'build',
    entry.source,
    '-o',
    out,
    '--quiet',
    '--no-source-map-register',
    // ncc keeps a webpack cache in ~/.cache/ncc per working folder, which outlives a clone: the
    // bundle is made from the sources alone, whatever an earlier build at the same path left.
    '--no-cache',
    '--stats-out',
    join(out, 'stats.json'),
  ]);
  let code = readFileSync(join(out, 'index.js'), 'utf8');
  if (entry.shebang && !code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
  writeFileSync(join(root, entry.target), code, { mode: 0o755 });
  for (const name of readdirSync(out).filter((n) => CHUNK.test(n))) {
    // Both bundles load chunks by the same names: two of one name would overwrite each other.
    if (chunksBy.has(name)) throw new Error(`${entry.target} and ${chunksBy.get(name)} both make ${name}`);
    chunksBy.set(name, entry.target);
    writeFileSync(join(root, 'dist', name), readFileSync(join(out, name)));
  }
  writeFileSync(
    join(root, entry.target.replace(/\.js$/, '.licenses.txt')),
    licenses(join(out, 'stats.json')),
  );
}

/**
 * The licence of every package a bundle or its chunks hold, found in the bundler's module list:
 * name, licence and its text, as ncc's --license writes them. Not ncc's own file: with a chunk
 * (the CLI's MCP client) it writes one per chunk under the same name, and the CLI's listed only
 * the chunk's packages. A package without a licence text stops the build.
 */
function licenses(statsFile) {
  const folders = new Set();
  const visit = (modules) => {
    for (const module of modules ?? []) {
      const path = /^(?:.*\/)?node_modules\/(?:@[^/]+\/)?[^/]+/.exec(module.name ?? '')?.[0];
      if (path) folders.add(join(root, path));
      visit(module.modules);
    }
  };
  visit(JSON.parse(readFileSync(statsFile, 'utf8')).modules);
  const texts = [...folders].map((folder) => {
    const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    const file = readdirSync(folder).find((name) => /^(licen[cs]e|copying)(\.[a-z]+)?$/i.test(name));
    if (!file) throw new Error(`${pkg.name} (${folder}) has no licence file to ship with the bundle`);
    const license = typeof pkg.license === 'string' ? pkg.license : pkg.license?.type;
    return `${pkg.name}\n${license}\n${readFileSync(join(folder, file), 'utf8').trim()}\n`;
  });
  return [...new Set(texts)].sort().join('\n');
}
