// Plain scalars that YAML 1.2 reads as a number and PyYAML (YAML 1.1, the runtime's loader) reads
// as a string: `0e0`, `0o0`, `-.0`, `1.0e3`. YAML 1.1 has no `0o` octal, needs a dot in a float
// and a sign in its exponent, and allows no sign before a bare `.5`. The number zero is false to a
// runtime that tests a field for truth, the string "0e0" true: the power gate reads both.

/** PyYAML's implicit resolver for `tag:yaml.org,2002:int`. */
const INT_11 =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
/** PyYAML's implicit resolver for `tag:yaml.org,2002:float`. */
const FLOAT_11 =
  /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/**
 * Whether PyYAML reads as a string the plain scalar `text`, which YAML 1.2's core schema read as
 * a number. (Its other types agree: YAML 1.2's booleans and nulls are YAML 1.1's too.)
 */
export function yaml11ReadsNumberAsString(text: string): boolean {
  return !INT_11.test(text) && !FLOAT_11.test(text);
}
