// isPlainSchema may only say yes where the draft 2020-12 meta-schema says yes: checked on generated
// schemas (many of them subtly invalid) against ajv itself. And the validator's shortcut for tool
// documents must give exactly the errors the full check gives.
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { DefinitionKind } from '../../src/core/model/model.js';
import { isPlainSchema } from '../../src/core/schema/meta-shortcut.js';
import { lengthLimitsAreAtMostOne } from '../../src/core/schema/precompile.js';
import { SHIPPED_SCHEMAS } from '../../src/core/schema/shipped.js';
import { SchemaValidator } from '../../src/core/schema/validator.js';

const meta = new Ajv2020({ strict: false, validateFormats: false });
const metaValid = (schema: unknown): boolean => meta.validateSchema(schema as object) === true;

const scalar = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('string', 'object', 'integer', 'strng', 'array', 'null'),
);
const keyword = fc.constantFrom(
  'type',
  'enum',
  'const',
  'multipleOf',
  'minimum',
  'maxLength',
  'minItems',
  'required',
  'properties',
  'items',
  'additionalProperties',
  'title',
  'description',
  'default',
  'examples',
  'format',
  'pattern',
  'deprecated',
  '$comment',
  '$ref',
  'allOf',
  'unknownKeyword',
);

const schemaArb: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    fc.boolean(),
    fc.dictionary(keyword, tie('value'), { maxKeys: 4 }),
  ),
  value: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 3 }), tie('schema'), { maxKeys: 3 }),
    tie('schema'),
  ),
})).schema;

/** Whether making a validator and checking a document of each kind gives ajv a schema to compile. */
function compiles(make: () => SchemaValidator): boolean {
  const added = vi.spyOn(Ajv2020.prototype, 'addSchema');
  const compiled = vi.spyOn(Ajv2020.prototype, 'compile');
  try {
    const validator = make();
    for (const kind of ['tool', 'skill', 'actor'] as const) validator.validate(kind, { name: 'ns/x' });
    return added.mock.calls.length + compiled.mock.calls.length > 0;
  } finally {
    added.mockRestore();
    compiled.mockRestore();
  }
}

describe('isPlainSchema', () => {
  it('says yes only to schemas the meta-schema accepts', () => {
    let yes = 0;
    fc.assert(
      fc.property(schemaArb, (schema) => {
        if (isPlainSchema(schema)) {
          yes++;
          expect(metaValid(schema)).toBe(true);
        }
      }),
      { seed: 1130, numRuns: 4000 },
    );
    // Not vacuous: plenty of generated schemas are taken.
    expect(yes).toBeGreaterThan(400);
  });

  it.each([
    [
      'a typical input schema',
      { type: 'object', properties: { q: { type: 'string', description: 'x' } }, required: ['q'] },
      true,
    ],
    ['nested items', { type: 'array', items: { type: ['string', 'null'] }, minItems: 0 }, true],
    ['a misspelt type', { type: 'strng' }, false],
    ['repeated required names', { required: ['a', 'a'] }, false],
    ['an unknown keyword', { type: 'object', nullable: true }, false],
    ['a reference', { $ref: '#/x' }, false],
    ['a negative length', { minLength: -1 }, false],
    ['an infinite bound', { maximum: Infinity }, false],
    ['a tuple items list', { items: [{ type: 'string' }] }, false],
  ])('%s: %s', (_name, schema, expected) => {
    expect(isPlainSchema(schema)).toBe(expected);
    if (expected) expect(metaValid(schema)).toBe(true);
  });
});

describe('the validator with and without the meta-schema shortcut', () => {
  const fast = new SchemaValidator(SHIPPED_SCHEMAS, { cache: false });
  const full = new SchemaValidator(SHIPPED_SCHEMAS, { cache: false, shortcut: false });
  const sameIssues = (kind: DefinitionKind, documents: fc.Arbitrary<unknown>, numRuns: number): void =>
    fc.assert(
      fc.property(documents, (doc) => {
        expect(fast.validate(kind, doc)).toEqual(full.validate(kind, doc));
      }),
      { seed: 1130, numRuns },
    );

  it('gives the same issues for tool documents, valid or not', () => {
    const tool = fc.record(
      {
        name: fc.constantFrom('ns/t', 'bad name', 3),
        description: fc.constantFrom('d', '', null, '\u{1F600}'),
        source: fc.constantFrom('custom', 'mcp', 'builtin', 'nope'),
        code: fc.constantFrom('x', null),
        input_schema: fc.oneof(schemaArb, fc.constant(null), fc.constant('text')),
        output_schema: fc.oneof(schemaArb, fc.constant(null)),
        extra: fc.constant(1),
      },
      { requiredKeys: ['name'] },
    );
    sameIssues('tool', tool, 1500);
    // …and for skills, whose anonymous tools are tool documents.
    const skill = fc.record(
      {
        name: fc.constantFrom('ns/s', 7),
        description: fc.constantFrom('d', null),
        tools: fc.constantFrom(['ns/t'], 'x'),
        anonymous_tools: fc.oneof(
          fc.array(fc.oneof(tool, fc.constant('text')), { maxLength: 3 }),
          fc.constant(5),
        ),
        capability: fc.constantFrom({ read_only: true }, { read_only: 'yes' }),
      },
      { requiredKeys: ['name'] },
    );
    sameIssues('skill', skill, 800);
  });

  it('serves the shipped schemas with the validators compiled ahead of time, and actors alike', () => {
    // `fast` runs the build's standalone code and never needs ajv's compiler; `full` compiles.
    expect(compiles(() => new SchemaValidator(SHIPPED_SCHEMAS, { cache: false }))).toBe(false);
    expect(compiles(() => new SchemaValidator(SHIPPED_SCHEMAS, { cache: false, shortcut: false }))).toBe(
      true,
    );
    const actor = fc.record(
      {
        name: fc.constantFrom('ns/a', 'Bad', 4),
        description: fc.constantFrom('d', '', null),
        skills: fc.constantFrom(['ns/s'], 'x', [3], []),
        skill_access_policy: fc.constantFrom(
          { allow: ['ns/*'], deny: [] },
          { read_only: 'yes' },
          { allow: 'all' },
          { allow: [''], deny: ['\u{1F600}'] },
          { extra: true },
        ),
        extra: fc.constant(1),
      },
      { requiredKeys: ['name'] },
    );
    sameIssues('actor', actor, 500);
  });

  it('counts lengths by code units ahead of time only where no limit is above one character', () => {
    // A string has a code point exactly when it has a code unit, so "at least one" reads the same
    // either way; any other limit needs code points counted.
    for (const kind of ['tool', 'skill', 'actor'] as const)
      expect(lengthLimitsAreAtMostOne(SHIPPED_SCHEMAS[kind])).toBe(true);
    expect(lengthLimitsAreAtMostOne({ items: [{ minLength: 1 }, { minLength: 0 }] })).toBe(true);
    expect(lengthLimitsAreAtMostOne({ properties: { a: { maxLength: 5 } } })).toBe(false);
    expect(lengthLimitsAreAtMostOne({ minLength: 2 })).toBe(false);
    expect(lengthLimitsAreAtMostOne({ properties: { minLength: { type: 'string' } } })).toBe(false);
  });

  it('compiles at start for schemas other than the ones the build compiled', () => {
    const tool = { ...SHIPPED_SCHEMAS.tool, description: 'a replacement' };
    expect(compiles(() => new SchemaValidator({ ...SHIPPED_SCHEMAS, tool }, { cache: false }))).toBe(true);
    const replaced = new SchemaValidator({ ...SHIPPED_SCHEMAS, tool }, { cache: false });
    expect(replaced.validate('tool', { name: 'ns/t' }).length).toBeGreaterThan(0);
  });
});
