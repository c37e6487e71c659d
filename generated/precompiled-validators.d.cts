// The validators scripts/build.mjs compiles ahead of time (see src/core/schema/precompile.ts).
import type { ValidateFunction } from 'ajv';

declare const precompiled: {
  tool: ValidateFunction;
  skill: ValidateFunction;
  actor: ValidateFunction;
  'mcp-server': ValidateFunction;
  fingerprint: string;
};
export = precompiled;
