// Plain scalars that PyYAML (YAML 1.1, the runtime's loader) reads otherwise than YAML 1.2's core
// schema: `0e0`, `0o7`, `-.0` and `08` are numbers to YAML 1.2 and strings to PyYAML (YAML 1.1 has
// no `0o` octal, needs a dot in a float and a sign in its exponent); `010`, `0b1`, `1_000` and
// `1:30` are integers to PyYAML (octal, binary, underscores, base 60) and another number or a
// string to YAML 1.2. The number zero is false to a runtime that tests a field for truth, the
// string "0e0" true; a reference `1e3` names the tool `x/1e3` there and `x/1000` here. The
// checker reads both.

/** PyYAML's implicit resolver for `tag:yaml.org,2002:int`. */
const INT_11 =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
/** PyYAML's implicit resolver for `tag:yaml.org,2002:float`. */
const FLOAT_11 =
  /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** Whether a plain scalar can be a number to either reading: only those start so. */
const NUMBER_START = /^[-+.0-9]/;

/**
 * The longest integer text read. Python (3.11 on) neither parses nor writes an integer of more
 * than 4,300 decimal digits by default: a runtime that formats a longer one as a name fails. A
 * base 60 text of 8,000 characters is one already (and base 60 is quadratic here); a binary one
 * that long is a name no one writes, and true as a string and as a number unless all zeros.
 */
const MAX_INT_TEXT = 8_000;

/** An integer as PyYAML's constructor reads it (`construct_yaml_int`), as Python writes it. */
function pythonInt(text: string): string | undefined {
  if (text.length > MAX_INT_TEXT) return undefined;
  let digits = text.replace(/_/g, '');
  const negative = digits.startsWith('-');
  if (digits.startsWith('-') || digits.startsWith('+')) digits = digits.slice(1);
  let value: bigint;
  if (digits === '0') value = 0n;
  else if (digits.startsWith('0b') || digits.startsWith('0x')) {
    if (digits.length === 2) return undefined;
    value = BigInt(digits);
  } else if (digits.startsWith('0')) value = BigInt(`0o${digits.slice(1)}`);
  else if (digits.includes(':'))
    value = digits.split(':').reduce((sum, part) => sum * 60n + BigInt(part), 0n);
  else value = BigInt(digits);
  return String(negative ? -value : value);
}

/**
 * PyYAML's reading of the plain scalar `text`, as the text a runtime formats it to, where it differs
 * from `value`, YAML 1.2's reading of it (as the checker formats a number: `String`): the text
 * itself where PyYAML reads a string and YAML 1.2 a number, an integer's digits where PyYAML reads
 * another integer. Undefined where the two agree (or PyYAML reads a float: no name holds a dot).
 */
export function yaml11Text(text: string, value: unknown): string | undefined {
  if (!NUMBER_START.test(text)) return undefined;
  if (INT_11.test(text)) {
    const python = pythonInt(text);
    const here = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
    return python !== undefined && python !== here ? python : undefined;
  }
  return typeof value === 'number' && !FLOAT_11.test(text) ? text : undefined;
}
