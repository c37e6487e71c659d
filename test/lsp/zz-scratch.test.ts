import { it } from 'vitest';
import { hoverText } from '../../src/lsp/hover.js';
import { symbolAt } from '../../src/lsp/symbols.js';
import { projectOf } from '../helpers.js';
it('scratch', () => {
  const project = projectOf({
    'tools/a.yaml': 'name: x/t\ndescription: A.\nsource: custom\ncode: a\ncapability: {read_only: true}\n',
    'tools/b.yaml': 'name: x/t\ndescription: B.\nsource: custom\ncode: b\ncapability: {writes: true, unsafe: true}\n',
    'skills/s.yaml': 'name: x/s\ndescription: S.\ntools: [x/t]\n',
    'skills/d.yaml': 'name: x/d\ntools: [x/t]\n---\nname: x/d\ntools: []\n',
    'actors/a.yaml': 'name: x/a\nskills: [x/d]\n',
  });
  for (const [f, l, c] of [['tools/a.yaml', 1, 8], ['tools/b.yaml', 1, 8], ['skills/s.yaml', 3, 9], ['skills/d.yaml', 4, 8], ['skills/d.yaml', 1, 8], ['actors/a.yaml', 1, 8]] as const) {
    const sym = symbolAt(project, f, l, c);
    console.log(`=== ${f} ${l} ${c} ${sym?.kind}\n` + (sym && hoverText(project, sym, [])));
  }
});
