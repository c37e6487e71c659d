// Webhook payloads as GitHub sends them: built from @octokit/openapi-webhooks' schemas (every
// required field filled), then checked against the same schemas.
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';

const require = createRequire(import.meta.url);
type Schema = Record<string, unknown>;
let spec: { components: { schemas: Record<string, Schema> } } | undefined;
let ajv: Ajv2020 | undefined;

function load(): NonNullable<typeof spec> {
  if (!spec) {
    spec = require('@octokit/openapi-webhooks/generated/api.github.com.json');
    ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(spec as object, 'webhooks');
  }
  return spec!;
}

function resolve(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return resolve(load().components.schemas[ref.slice('#/components/schemas/'.length)] as Schema);
  }
  return schema;
}

/** The smallest instance with every required field, taking the first choice wherever there is one. */
function instance(raw: Schema, depth = 0): unknown {
  const schema = resolve(raw);
  if (depth > 40) return null;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options?.length) {
      const nonNull = options.find((o) => resolve(o).type !== 'null') ?? options[0]!;
      return instance(nonNull, depth + 1);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as Schema[]).map((s) => instance(s, depth + 1) as object));
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      for (const name of (schema.required ?? []) as string[])
        out[name] = props[name] ? instance(props[name], depth + 1) : null;
      return out;
    }
    case 'array':
      return [];
    case 'string':
      return schema.format === 'date-time'
        ? '2026-11-30T00:00:00Z'
        : schema.format === 'uri'
          ? 'https://example.com/x'
          : 'x';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return schema.properties ? instance({ ...schema, type: 'object' }, depth) : null;
  }
}

/** Loosely typed on purpose: tests patch deep fields of GitHub's payloads by name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Payload = Record<string, any>;

export function webhookPayload(
  schemaName: string,
  patch: (payload: Payload) => void,
): Record<string, unknown> {
  const schemas = load().components.schemas;
  const payload = instance(schemas[schemaName] as Schema) as Payload;
  patch(payload);
  const validate = ajv!.getSchema(`webhooks#/components/schemas/${schemaName}`)!;
  if (!validate(payload)) {
    throw new Error(
      `${schemaName} payload does not match GitHub's schema: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
    );
  }
  return payload;
}
