// The `yaml` package's messages say what its grammar saw, not what the person typed. For the ones
// that come from everyday slips (a colon inside a plain value, a key indented one space too far,
// a missing colon, a tab) this adds what to do, and moves the position to the line to fix.

interface YamlError {
  message: string;
  start: number;
  end: number;
}

interface Line {
  number: number;
  start: number;
  text: string;
  indent: number;
}

/** 1-based line number of an offset (the loader's line index answers it without a scan). */
type LineOf = (offset: number) => number;

function lineAt(text: string, offset: number, lineOf: LineOf): Line {
  const start = offset === 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
  const stop = text.indexOf('\n', offset);
  const body = text.slice(start, stop === -1 ? text.length : stop).replace(/\r$/, '');
  return { number: lineOf(start), start, text: body, indent: body.length - body.trimStart().length };
}

const blankOrComment = (line: Line): boolean => /^\s*(#|$)/.test(line.text);

/** The key a mapping line starts with, if it does. */
function keyOf(line: Line): string | undefined {
  return /^\s*(?:- )?([^\s:#][^:#]*?):(?:\s|$)/.exec(line.text)?.[1];
}

export function withHint(text: string, error: YamlError, lineOf: LineOf): YamlError {
  const { message } = error;
  const line = lineAt(text, error.start, lineOf);
  const nextLine = (from: Line): Line | undefined => {
    const stop = text.indexOf('\n', from.start);
    return stop === -1 || stop + 1 >= text.length ? undefined : lineAt(text, stop + 1, lineOf);
  };
  const previousLine = (from: Line): Line | undefined =>
    from.start === 0 ? undefined : lineAt(text, from.start - 1, lineOf);
  if (message === 'Nested mappings are not allowed in compact mappings') {
    // A plain value holding ': ' on the key's own line.
    const rest = line.text.slice(error.start - line.start);
    if (/:\s/.test(rest)) {
      return {
        ...error,
        message: `${message}: the value holds ': ', which YAML reads as the start of a mapping; put the value in quotes`,
      };
    }
    // Otherwise the next line is indented further than this key, so it continues its value.
    let next = nextLine(line);
    while (next && blankOrComment(next)) next = nextLine(next);
    const key = keyOf(line);
    if (next && next.indent > line.indent && keyOf(next) !== undefined) {
      const start = next.start + next.indent;
      return {
        start,
        end: start + (keyOf(next)?.length ?? 1),
        message: `${message}: '${keyOf(next)}' is indented further than '${key ?? 'the key above'}' on line ${line.number}, so YAML reads it as part of that value; indent it as far as the key it belongs with`,
      };
    }
    return error;
  }
  if (message === 'All mapping items must start at the same column') {
    const key = keyOf(line);
    let previous = previousLine(line);
    while (previous && blankOrComment(previous)) previous = previousLine(previous);
    if (!previous) return error;
    const start = line.start + line.indent;
    return {
      start,
      end: start + (key?.length ?? 1),
      message: `${message}: '${key ?? line.text.trim()}' starts at column ${line.indent + 1}, the line before it at column ${previous.indent + 1}; line it up with the keys of the mapping it belongs to`,
    };
  }
  if (message === 'Implicit keys need to be on a single line' && !/:(\s|$)/.test(line.text)) {
    return {
      ...error,
      message: `${message}: line ${line.number} has no ':' after its key; write 'key: value'`,
    };
  }
  if (message === 'Tabs are not allowed as indentation')
    return { ...error, message: `${message}; indent with spaces` };
  return error;
}
