// The plain reference path the fast one is held to, byte for byte: the checker loaded afresh with
// every optimisation turned off from here (module mocks) — the `yaml` package for every file, no
// validation cache or meta-schema shortcut, nothing shared between base and head — so that
// production code has one path and no switch that only tests set.
import { vi } from 'vitest';
import type * as Load from '../src/core/yaml/load.js';
import type * as Pair from '../src/core/pair/tree-pair.js';
import type * as Validator from '../src/core/schema/validator.js';
import type { RunRequest } from '../src/run.js';

const MOCKED = [
  '../src/core/yaml/load.js',
  '../src/core/pair/tree-pair.js',
  '../src/core/schema/validator.js',
];

/** The JSON report of a check, by the plain path. */
export async function plainJsonReport(): Promise<(request: RunRequest) => string> {
  vi.resetModules();
  vi.doMock('../src/core/yaml/load.js', async (importOriginal) => {
    const real = await importOriginal<typeof Load>();
    class PlainLoader extends real.YamlLoader {
      constructor(options: Load.LoadOptions = {}) {
        super({ ...options, plain: true });
      }
    }
    return { ...real, YamlLoader: PlainLoader };
  });
  vi.doMock('../src/core/pair/tree-pair.js', async (importOriginal) => {
    const real = await importOriginal<typeof Pair>();
    class PlainPair extends real.TreePair {
      static override sharesBlobs(): boolean {
        return false;
      }
      constructor(...[base, head, options]: ConstructorParameters<typeof real.TreePair>) {
        super(base, head, { ...options, reuse: false, load: { plain: true } });
      }
    }
    return { ...real, TreePair: PlainPair };
  });
  vi.doMock('../src/core/schema/validator.js', async (importOriginal) => {
    const real = await importOriginal<typeof Validator>();
    class PlainValidator extends real.SchemaValidator {
      constructor(...[schemas]: ConstructorParameters<typeof real.SchemaValidator>) {
        super(schemas, { cache: false, shortcut: false });
      }
    }
    return { ...real, SchemaValidator: PlainValidator };
  });
  const { runCheck } = await import('../src/run.js');
  const { formatJson } = await import('../src/report/json.js');
  for (const path of MOCKED) vi.doUnmock(path);
  vi.resetModules();
  return (request) => formatJson(runCheck(request).report);
}
