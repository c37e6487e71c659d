#!/usr/bin/env node
// The floor any validator of a configuration tree is measured against: find every YAML file under
// the given folders (and every JSON file: a pinned MCP inventory is one, and JSON is YAML), read
// it, parse every document with the `yaml` package keeping positions, and do nothing more.
//
//   node scripts/parse-floor.mjs DIR [DIR...]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseAllDocuments } from 'yaml';

function* yamlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* yamlFiles(path);
    else if (entry.isFile() && /\.(ya?ml|json)$/.test(entry.name)) yield path;
  }
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: parse-floor.mjs DIR [DIR...]');
  process.exit(2);
}
let files = 0;
let documents = 0;
for (const dir of dirs) {
  for (const file of yamlFiles(dir)) {
    for (const document of parseAllDocuments(readFileSync(file, 'utf8'), {
      lineCounter: new LineCounter(),
    })) {
      document.toJS();
      documents++;
    }
    files++;
  }
}
console.log(`parsed ${files} files, ${documents} documents`);
