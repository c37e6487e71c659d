// Plain scalars that PyYAML (YAML 1.1, the runtime's loader) reads otherwise than YAML 1.2's core
// schema: `0e0`, `0o7`, `-.0` and `08` are numbers to YAML 1.2 and strings to PyYAML (YAML 1.1 has
// no `0o` octal, needs a dot in a float and a sign in its exponent); `010`, `0b1`, `1_000` and
// `1:30` are integers to PyYAML (octal, binary, underscores, base 60) and another number or a
// string to YAML 1.2. The number zero is false to a runtime that tests a field for truth, the
// string "0e0" true; a reference `1e3` names the tool `x/1e3` there and `x/1000` here. A float is
// written by Python otherwise (`1.0` is "1.0" there, "1" here; `.inf` "inf"), and `on`, `yes`,
// `off` and `no` are booleans there, which Python writes `True` and `False`: a server named `on`
// is the server "True" to a runtime that formats its name. A date with a time is a datetime there
// (`2001-12-14t21:59:43.10-05:00` is written "2001-12-14 21:59:43.100000-05:00"). The checker
// reads both.

/** PyYAML's implicit resolver for `tag:yaml.org,2002:int`. */
const INT_11 =
  /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/;
/** PyYAML's implicit resolver for `tag:yaml.org,2002:float`. */
const FLOAT_11 =
  /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/**
 * PyYAML's implicit resolver for `tag:yaml.org,2002:bool`. YAML 1.2 reads `true` and `false` so
 * too where it reads them as a plain scalar, but not quoted under `!`, which PyYAML resolves.
 */
const BOOL_11 = /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/;
const TRUE_11 = /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/;

/** Whether a plain scalar can be a number to either reading: only those start so. */
const NUMBER_START = /^[-+.0-9]/;

/**
 * The most digits of an integer read, underscores and an octal, binary or hexadecimal value's
 * leading zeros left out. Python (3.11 on) neither parses nor writes an integer of more than
 * 4,300 decimal digits by default: a runtime that formats a longer one as a name fails. A base 60
 * text of 8,000 characters is one already (and base 60 is quadratic here); a binary one that long
 * is a name no one writes, and true as a string and as a number unless all zeros. Underscores and
 * leading zeros cost Python nothing: `0000…017` is 15 there, however many zeros.
 */
const MAX_INT_TEXT = 8_000;

/** An integer as PyYAML's constructor reads it (`construct_yaml_int`), as Python writes it. */
function pythonInt(text: string): string | undefined {
  let digits = text.replace(/_/g, '');
  const negative = digits.startsWith('-');
  if (digits.startsWith('-') || digits.startsWith('+')) digits = digits.slice(1);
  const prefix = /^0[bx]|^0(?=.)/.exec(digits)?.[0] ?? '';
  digits = prefix + digits.slice(prefix.length).replace(/^0+(?=.)/, '');
  if (digits.length > MAX_INT_TEXT) return undefined;
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
 * itself where PyYAML reads a string and YAML 1.2 a number, an integer's digits or a float's `repr`
 * where PyYAML reads another number, `True` or `False` where it reads a word as a boolean. Undefined
 * where the two agree.
 */
export function yaml11Text(text: string, value: unknown): string | undefined {
  if (!NUMBER_START.test(text)) {
    // A word only PyYAML reads as a boolean, as Python formats it (`str(True)`).
    if (typeof value !== 'string' || !BOOL_11.test(text)) return undefined;
    return TRUE_11.test(text) ? 'True' : 'False';
  }
  const timestamp = TIMESTAMP_11.exec(text);
  if (timestamp) {
    // A date and time, as Python writes the datetime PyYAML builds (`str`).
    const python = pythonDatetime(timestamp);
    return typeof value === 'string' && python !== undefined && python !== value ? python : undefined;
  }
  const isInt = INT_11.test(text);
  if (!isInt && !FLOAT_11.test(text)) return typeof value === 'number' ? text : undefined;
  // An integer's digits, or a float as Python writes it (`repr`), where YAML 1.2's reads otherwise.
  const python = isInt ? pythonInt(text) : pythonFloat(text);
  const here = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
  return python !== undefined && python !== here ? python : undefined;
}

/**
 * PyYAML's reading of a scalar tagged `!!float`, plain or quoted, where it differs from `value`,
 * YAML 1.2's: its constructor builds a float of any such text, which Python writes otherwise than
 * the number YAML 1.2 reads (`!!float 1e3` is "1000.0" there, "1000" here; `!!float .inf` "inf").
 */
export function yaml11Float(text: string, value: unknown): string | undefined {
  const python = pythonFloat(text);
  return python !== undefined && python !== String(value) ? python : undefined;
}

/**
 * Whether PyYAML reads the plain scalar `text` as a float, a boolean or a date and time:
 * yaml11Text's reading of it is then how Python writes a name, not a string a runtime tests for
 * truth (`unsafe: 0.0` is false in both readings; `"0.0"` would be true).
 */
export function yaml11Formatted(text: string): boolean {
  return BOOL_11.test(text) || FLOAT_11.test(text) || TIMESTAMP_11.test(text);
}

/**
 * PyYAML's implicit resolver for `tag:yaml.org,2002:timestamp` where it holds a time, with its
 * constructor's groups (year, month, day, hour, minute, second, fraction, zone, sign, zone hour,
 * zone minute). A date alone (`2002-12-14`) is written by Python as it reads.
 */
const TIMESTAMP_11 =
  /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:[Tt]|[ \t]+)([0-9]{1,2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]*))?(?:[ \t]*(Z|([-+])([0-9]{1,2})(?::([0-9]{2}))?))?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The datetime PyYAML's constructor builds from a TIMESTAMP_11 match, as Python writes it (`str`):
 * `2001-12-14t21:59:43.10-05:00` is "2001-12-14 21:59:43.100000-05:00". Undefined for one Python
 * refuses to build (month 13, a zone of a day or more), which fails the runtime's whole file.
 */
function pythonDatetime(match: RegExpExecArray): string | undefined {
  const part = (group: number): number => Number(match[group]);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const [fraction, zone, sign, zoneHour, zoneMinute] = match.slice(7);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (year === 0 || day < 1 || day > days || hour > 23 || minute > 59 || second > 59) return undefined;
  const two = (n: number): string => String(n).padStart(2, '0');
  let out = `${String(year).padStart(4, '0')}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second)}`;
  const micro = (fraction ?? '').slice(0, 6).padEnd(6, '0');
  if (Number(micro) !== 0) out += `.${micro}`;
  if (sign) {
    const minutes = Number(zoneHour) * 60 + Number(zoneMinute ?? 0);
    if (minutes >= 24 * 60) return undefined;
    out += `${minutes === 0 ? '+' : sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
  } else if (zone) out += '+00:00';
  return out;
}

/**
 * A float as PyYAML's constructor reads it (`construct_yaml_float`), as Python writes it (`repr`),
 * however long its text: every step is linear in it, and `1000.000…0` is "1000.0" there.
 */
function pythonFloat(text: string): string | undefined {
  let digits = text.replace(/_/g, '').toLowerCase();
  const negative = digits.startsWith('-');
  if (digits.startsWith('-') || digits.startsWith('+')) digits = digits.slice(1);
  let value: number;
  if (digits === '.inf') value = Infinity;
  else if (digits === '.nan') return 'nan';
  else if (digits.includes(':')) {
    const sum = sexagesimalFloat(digits.split(':'));
    if (sum === undefined) return undefined;
    value = sum;
  } else value = Number(digits);
  return pythonRepr(negative ? -value : value);
}

/**
 * A base 60 float's parts summed as PyYAML sums them: from the last, each part times its power of
 * 60 (a Python integer, made a float to multiply), rounded at each step; folding from the first
 * part rounds otherwise (`3:35:56:44:49:43:47:23.88` is 10075166581643.879 there, not …643.88).
 * Undefined where a power of 60 passes the largest float, which Python cannot make one of
 * (OverflowError): PyYAML fails to load it.
 */
function sexagesimalFloat(parts: readonly string[]): number | undefined {
  let value = 0;
  let base = 1n;
  for (let i = parts.length - 1; i >= 0; i--) {
    const power = Number(base);
    if (power === Infinity) return undefined;
    value += Number(parts[i]) * power;
    base *= 60n;
  }
  return value;
}

/** Python's `repr` of a float: the shortest digits, in fixed notation for exponents -4 to 15. */
function pythonRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [mantissa, exp] = Math.abs(value).toExponential().split('e') as [string, string];
  const exponent = Number(exp);
  const figures = mantissa.replace('.', '');
  if (exponent < -4 || exponent >= 16) {
    const e = `${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
    return `${sign}${mantissa}e${e}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${figures}`;
  const whole = figures.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = figures.slice(exponent + 1);
  return `${sign}${whole}.${fraction === '' ? '0' : fraction}`;
}
