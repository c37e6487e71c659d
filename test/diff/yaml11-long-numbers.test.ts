// Numbers PyYAML reads otherwise, written long (SPEC §6: a value a Python loader reads otherwise
// counts both ways). Past 8,000 characters of an integer or 1,000 of a float, the checker took
// PyYAML's reading to be its own: a bare reference `000…017` is x/17 to YAML 1.2 and x/15 to
// PyYAML, however many zeros, and `static_resource: 1000.000…0` binds "1000.0" there. Both passed
// with exit 0.
import { describe, it } from 'vitest';
import { expectEscalationsFromBothBases } from './both-bases.js';

const TOOLS =
  'name: x/17\ndescription: Reads.\nsource: builtin\ncapability:\n  read_only: true\n---\n' +
  'name: x/15\ndescription: Pushes.\nsource: builtin\ncapability:\n  writes: true\n';
const skill = (tool: string): string => `# agents-config-check-disable-file schema\nname: x/ops\ntools: [${tool}]\n`;

const put = (resource: string): string =>
  'name: x/put\ndescription: Puts.\nsource: builtin\ncapability:\n  writes: true\nresource_slots:\n' +
  '  - name: db\n    resource_type: database\n    access: read_write\n    description: The db.\n' +
  `    binding: static\n    # agents-config-check-disable-next-line schema\n    static_resource: ${resource}\n`;
const PUT_SKILL = 'name: x/ops\ntools: [x/put]\n';

const CASES: [name: string, base: Record<string, string>, head: Record<string, string>, escalations: string[]][] =
  [
    [
      'an octal reference with 8,000 leading zeros',
      { 'tools/t.yaml': TOOLS, 'skills/s.yaml': skill('x/17') },
      { 'tools/t.yaml': TOOLS, 'skills/s.yaml': skill(`${'0'.repeat(8_000)}17`) },
      ["skills/s.yaml:3:9: 'x/ops' gains 'x/15', which writes"],
    ],
    [
      'a float resource with 1,200 trailing zeros',
      { 'tools/t.yaml': put('1000'), 'skills/s.yaml': PUT_SKILL },
      { 'tools/t.yaml': put(`1000.${'0'.repeat(1_200)}`), 'skills/s.yaml': PUT_SKILL },
      [
        `tools/t.yaml:7:3: 'x/put' now binds writing resource slots as ["db: database (static 1000 or 1000.0)"] (in 1 skill: 'x/ops')`,
      ],
    ],
    [
      // PyYAML sums a base 60 float's parts from the last, each times its power of 60 (23.88 +
      // 47 × 60 + …): 10075166581643.879 there, where folding from the first part gives …643.88.
      'a base 60 float resource, summed as PyYAML sums it',
      { 'tools/t.yaml': put('1000'), 'skills/s.yaml': PUT_SKILL },
      { 'tools/t.yaml': put('3:35:56:44:49:43:47:23.88'), 'skills/s.yaml': PUT_SKILL },
      [
        `tools/t.yaml:7:3: 'x/put' now binds writing resource slots as ["db: database (static 3:35:56:44:49:43:47:23.88 or 10075166581643.879)"] (in 1 skill: 'x/ops')`,
      ],
    ],
  ];

describe('a long number PyYAML reads otherwise', () => {
  it.each(CASES)('%s', (_name, base, head, escalations) => {
    expectEscalationsFromBothBases(base, head, escalations);
  });
});
