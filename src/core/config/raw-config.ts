// The configuration file's keys as written, before they are resolved: config.ts reads them and
// base-readings.ts combines two readings of a base file, so both take them from here.
import type { FailOn, SeveritySetting } from '../model/diagnostic.js';

/**
 * The raw keys of the file, as the Action's inputs of the same names also use them; the rules'
 * options (`RuleMeta.options`) are the other keys.
 */
export interface RawConfig {
  [ruleOption: string]: unknown;
  tools?: string[];
  skills?: string[];
  actors?: string[];
  'mcp-servers'?: string[];
  ignore?: string[];
  rules?: Record<string, SeveritySetting>;
  'fail-on'?: FailOn;
  'max-file-size'?: number;
  schemas?: string;
  overrides?: { files: string[]; rules: Record<string, SeveritySetting> }[];
}
