// What explain says beside a power flag whose value is not the one boolean written (SPEC §10:
// the claim beside the real power when one understates): a text, a number PyYAML reads as a
// string, a key written more than once, a value only a merge key (`<<`) brings.
import { valuesAt } from '../model/model.js';
import { repeatedValues, yaml11Values } from '../yaml/load.js';
import { canonicalJson } from '../power/effective.js';

/** The longest written value quoted: a note stays one short line. */
const MAX_SHOWN = 40;

function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? canonicalJson(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

/**
 * Why a capability mapping's `field` reads `value`, where what is written there is not that one
 * boolean; undefined where it is, or where the mapping does not set the field.
 */
export function writtenNote(capability: unknown, field: string, value: unknown): string | undefined {
  const values = valuesAt(capability, field);
  if (values.length === 0) return undefined;
  if (values.every((v) => v.merged)) return 'brought by a merge key (<<)';
  const mapping = capability as Record<string, unknown>;
  const written = repeatedValues(mapping, field) ?? [mapping[field]];
  const distinct = [...new Set(written.map((w) => canonicalJson(w)))];
  if (distinct.length > 1)
    return `written ${written.length === 2 ? 'twice' : `${written.length} times`} (${written.map(shown).join(', ')}): a loader may keep any`;
  const [only] = written;
  const python = yaml11Values(mapping, field)?.[0]?.text;
  if (python !== undefined)
    return `written ${python}, a string to PyYAML: a runtime may read it as ${shown(value)}`;
  if (typeof only === 'boolean') return undefined;
  return `written ${shown(only)}, not a boolean: a runtime may read it as ${shown(value)}`;
}
