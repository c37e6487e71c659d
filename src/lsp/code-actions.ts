// Quick fixes from findings that carry a "did you mean" suggestion: replace the offending key or
// value with the suggestion, keeping the quotes it was written with. Pure.

/** The suggestion in a finding's message, if it has one. */
export function suggestionOf(message: string): string | undefined {
  const match = /; did you mean '([^']*)'\?$/.exec(message);
  return match ? match[1] : undefined;
}

/** The text that replaces `current` (the span's text) to apply a suggestion, or undefined when none would. */
export function replacement(current: string, suggestion: string): string | undefined {
  const quote =
    current.length >= 2 && (current[0] === '"' || current[0] === "'") && current.endsWith(current[0])
      ? current[0]
      : '';
  const text =
    quote === '"'
      ? JSON.stringify(suggestion)
      : quote === "'"
        ? `'${suggestion.replace(/'/g, "''")}'`
        : suggestion;
  return text === current ? undefined : text;
}
