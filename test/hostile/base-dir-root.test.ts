// A --base-dir that is the file system's root (`/`, `//`, `/proc/self/root`): a root so named is a
// usage error (run.ts checkRoot), but a base so named was walked, every folder of the disk where a
// glob may reach (`**/tools/**`), for minutes, with nothing printed meanwhile.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/core/config/config.js';
import { runCheck } from '../../src/run.js';
import { GOOD_TOOL, repo } from './helpers.js';

describe("a --base-dir that is the file system's root", () => {
  it.each(['/', '//', '/proc/self/root'])(
    '%s is a usage error, at once',
    (path) => {
      const root = repo({ 'tools/t.yaml': GOOD_TOOL });
      const run = (): unknown => runCheck({ root, base: { kind: 'dir', path } });
      expect(run).toThrow(ConfigError);
      expect(run).toThrow(
        `--base-dir '${path}' is the file system's root, which is not read; expected the folder that holds the base's tools, skills and actors`,
      );
    },
    20_000,
  );
});
