// The regular expressions of replacement schemas (`pattern`, `patternProperties`), matched in time
// linear in the text. ajv hands each pattern to `new RegExp`, whose engine backtracks: a
// repository's schema with `^(a|a)+$` took minutes on a 40-character description, and even `a*b`
// takes time that grows as the square of a string's length (14 s on 100,000 characters). Here a
// pattern is run as a Thompson automaton (a Pike VM), each atom (a character, a class, an escape)
// still tested by the native engine on one character. Backreferences and lookarounds, which no
// automaton matches, make the schema an error at start, as a pattern that does not compile does.

/** An atom's test on one character, a zero-width assertion, or a structure of them. */
type Node =
  | { kind: 'atom'; test: (ch: string) => boolean }
  | { kind: 'assert'; at: '^' | '$' | 'b' | 'B' }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; choices: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

type Instruction =
  | { op: 'atom'; test: (ch: string) => boolean }
  | { op: 'assert'; at: '^' | '$' | 'b' | 'B' }
  | { op: 'split'; to: number[] }
  | { op: 'jump'; to: number }
  | { op: 'match' };

/** The most instructions a pattern's automaton may hold (`{n,m}` copies what it repeats). */
const MAX_PROGRAM = 50_000;

/** What ajv needs of a regular expression: `test`, and a text to key its cache by. */
interface LinearRegExp {
  test(text: string): boolean;
  toString(): string;
}

/** ajv's `code.regExp` engine: the pattern as native code would read it, matched in linear time. */
export function linearRegExp(pattern: string, flags: string): LinearRegExp {
  const native = new RegExp(pattern, flags); // a pattern that does not compile fails as before
  const parser = new Parser(pattern, flags.includes('u'));
  const tree = parser.parse();
  if (parser.simple) return native;
  const compiler = new Compiler();
  compiler.emit(tree);
  const program = [...compiler.program, { op: 'match' as const }];
  const unicode = flags.includes('u');
  return { test: (text) => run(program, text, unicode), toString: () => native.toString() };
}
linearRegExp.code = 'linearRegExp';

const QUANTIFIER = /^(?:[*+?]|\{(\d+)(,(\d*))?\})\??/;

class Parser {
  private at = 0;
  private quantifiers = 0;
  private groups = 0;
  private readonly atoms = new Map<string, (ch: string) => boolean>();

  constructor(
    private readonly source: string,
    private readonly unicode: boolean,
  ) {}

  /**
   * Whether the native engine matches the pattern in linear time anyway: anchored at the start,
   * no group or choice, and at most one quantifier (every shipped pattern is one).
   */
  get simple(): boolean {
    return this.source.startsWith('^') && this.groups === 0 && this.quantifiers <= 1;
  }

  parse(): Node {
    const node = this.alternation();
    if (this.at < this.source.length) throw new Error(`unmatched ')' in pattern /${this.source}/`);
    return node;
  }

  private alternation(): Node {
    const choices = [this.sequence()];
    while (this.source[this.at] === '|') {
      this.at++;
      this.groups++;
      choices.push(this.sequence());
    }
    return choices.length === 1 ? (choices[0] as Node) : { kind: 'alt', choices };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.at < this.source.length && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const node = this.term();
      items.push(this.quantified(node));
    }
    return { kind: 'seq', items };
  }

  private quantified(node: Node): Node {
    const found = QUANTIFIER.exec(this.source.slice(this.at, this.at + 40));
    if (!found) return node;
    this.at += found[0].length;
    this.quantifiers++;
    const q = found[0][0];
    if (q === '*') return { kind: 'repeat', node, min: 0, max: Infinity };
    if (q === '+') return { kind: 'repeat', node, min: 1, max: Infinity };
    if (q === '?') return { kind: 'repeat', node, min: 0, max: 1 };
    const min = Number(found[1]);
    const max = found[2] === undefined ? min : found[3] === '' ? Infinity : Number(found[3]);
    return { kind: 'repeat', node, min, max };
  }

  private term(): Node {
    const s = this.source;
    const c = s[this.at] as string;
    if (c === '(') return this.group();
    if (c === '^' || c === '$') {
      this.at++;
      return { kind: 'assert', at: c };
    }
    if (c === '\\' && (s[this.at + 1] === 'b' || s[this.at + 1] === 'B')) {
      this.at += 2;
      return { kind: 'assert', at: s[this.at - 1] as 'b' | 'B' };
    }
    const end = this.atomEnd();
    const text = s.slice(this.at, end);
    this.at = end;
    return { kind: 'atom', test: this.atomTest(text) };
  }

  private group(): Node {
    const s = this.source;
    this.groups++;
    if (/^\(\?(?:[=!]|<[=!])/.test(s.slice(this.at, this.at + 4)))
      throw new Error(`a lookaround in pattern /${s}/ cannot be matched in linear time`);
    const opening = /^\(\?<[^>]*>|^\(\?:|^\((?!\?)/.exec(s.slice(this.at));
    if (!opening) throw new Error(`a group in pattern /${s}/ is not one this checker matches`);
    this.at += opening[0].length;
    const node = this.alternation();
    if (s[this.at] !== ')') throw new Error(`unclosed '(' in pattern /${s}/`);
    this.at++;
    return node;
  }

  /** Where the atom at the cursor ends: a character, an escape, a class. */
  private atomEnd(): number {
    const s = this.source;
    const i = this.at;
    if (s[i] === '[') return classEnd(s, i);
    if (s[i] !== '\\')
      return i + (this.unicode ? String.fromCodePoint(s.codePointAt(i) as number).length : 1);
    const next = s[i + 1] ?? '';
    if (/[1-9]/.test(next) || (next === 'k' && (this.unicode || /\(\?<[^=!]/.test(s))))
      throw new Error(`a backreference in pattern /${s}/ cannot be matched in linear time`);
    const long = /^\\(?:[pP]\{[^}]*\}|u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|c[A-Za-z])/.exec(
      s.slice(i),
    );
    if (long && (this.unicode || !/^\\[pP]|^\\u\{/.test(long[0]))) return i + long[0].length;
    return i + 2;
  }

  /** An atom's test on one character, by the native engine (one character cannot backtrack). */
  private atomTest(text: string): (ch: string) => boolean {
    let test = this.atoms.get(text);
    if (!test) {
      const atom = new RegExp(`^(?:${text})$`, this.unicode ? 'u' : '');
      test = (ch) => atom.test(ch);
      this.atoms.set(text, test);
    }
    return test;
  }
}

/** The index after the class that opens at `open` (`]` right after `[` or `[^` closes it, as in JavaScript). */
function classEnd(s: string, open: number): number {
  let i = open + 1;
  if (s[i] === '^') i++;
  while (i < s.length && s[i] !== ']') i += s[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** A node's instructions, with a bound on the work: `{n,m}` copies what it repeats. */
class Compiler {
  readonly program: Instruction[] = [];
  private steps = 0;

  emit(node: Node): void {
    if (++this.steps > MAX_PROGRAM)
      throw new Error(`a pattern repeats too much to be matched in linear time (over ${MAX_PROGRAM} steps)`);
    const program = this.program;
    if (node.kind === 'atom') program.push({ op: 'atom', test: node.test });
    else if (node.kind === 'assert') program.push({ op: 'assert', at: node.at });
    else if (node.kind === 'seq') for (const item of node.items) this.emit(item);
    else if (node.kind === 'alt') this.choice(node.choices);
    else this.repeat(node);
  }

  private choice(choices: Node[]): void {
    const split: Instruction = { op: 'split', to: [] };
    this.program.push(split);
    const jumps: { op: 'jump'; to: number }[] = [];
    for (const choice of choices) {
      split.to.push(this.program.length);
      this.emit(choice);
      const jump = { op: 'jump' as const, to: 0 };
      jumps.push(jump);
      this.program.push(jump);
    }
    for (const jump of jumps) jump.to = this.program.length;
  }

  private repeat(node: { node: Node; min: number; max: number }): void {
    const program = this.program;
    for (let i = 0; i < node.min; i++) this.emit(node.node);
    if (node.max === Infinity) {
      const start = program.length;
      const split: { op: 'split'; to: number[] } = { op: 'split', to: [start + 1] };
      program.push(split);
      this.emit(node.node);
      program.push({ op: 'jump', to: start });
      split.to.push(program.length);
      return;
    }
    const splits: { op: 'split'; to: number[] }[] = [];
    for (let i = node.min; i < node.max; i++) {
      const split = { op: 'split' as const, to: [program.length + 1] };
      splits.push(split);
      program.push(split);
      this.emit(node.node);
    }
    for (const split of splits) split.to.push(program.length);
  }
}

const WORD = /[A-Za-z0-9_]/;

/** Whether a zero-width assertion holds between the characters before and after a position. */
function holds(at: '^' | '$' | 'b' | 'B', before: string | undefined, after: string | undefined): boolean {
  if (at === '^') return before === undefined;
  if (at === '$') return after === undefined;
  const boundary = WORD.test(before ?? '') !== WORD.test(after ?? '');
  return at === 'b' ? boundary : !boundary;
}

/**
 * Whether the program matches anywhere in the text: every thread advances one character at a
 * time, and two threads at one instruction are one, so the work is the text's length times the
 * program's.
 */
function run(program: Instruction[], text: string, unicode: boolean): boolean {
  const chars = unicode ? Array.from(text) : text.split('');
  const seen = new Int32Array(program.length).fill(-1);
  let advanced: number[] = [];
  for (let i = 0; i <= chars.length; i++) {
    // A new thread starts at every position: the pattern may match anywhere.
    const atoms: number[] = [];
    if (closure(program, [...advanced, 0], chars, i, seen, atoms)) return true;
    if (i === chars.length) break;
    const ch = chars[i] as string;
    advanced = atoms
      .filter((pc) => (program[pc] as { test: (c: string) => boolean }).test(ch))
      .map((pc) => pc + 1);
  }
  return false;
}

/**
 * Follows jumps, splits and assertions from the given instructions at position `i`, collecting the
 * atoms reached in `out` (each once, by `seen`); true when the match instruction is reached.
 */
function closure(
  program: Instruction[],
  starts: number[],
  chars: string[],
  i: number,
  seen: Int32Array,
  out: number[],
): boolean {
  const stack = starts.reverse();
  while (stack.length > 0) {
    const pc = stack.pop() as number;
    if (seen[pc] === i) continue;
    seen[pc] = i;
    const ins = program[pc] as Instruction;
    if (ins.op === 'match') return true;
    if (ins.op === 'atom') out.push(pc);
    else if (ins.op === 'jump') stack.push(ins.to);
    else if (ins.op === 'split') for (let k = ins.to.length - 1; k >= 0; k--) stack.push(ins.to[k] as number);
    else if (holds(ins.at, chars[i - 1], chars[i])) stack.push(pc + 1);
  }
  return false;
}
