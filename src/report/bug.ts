// What a run says when it meets a bug (SPEC §7: exit 3 on an internal failure, "a bug: say so, with
// the stack, and ask for a report"), for the CLI and the Action alike.
import pkg from '../../package.json' with { type: 'json' };
import { inertLines, printable } from './escape.js';

/**
 * The bug said as one, where to report it, and the error's stack. The stack's first line is the
 * error's message, which may quote the repository (a file's name, as Node's own errors do): each
 * line is written as the checker writes user text, its control characters written out (an ESC
 * sequence would clear the terminal or forge a line) and no workflow command in a job's log.
 */
export function bugReport(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? String(error)) : String(error);
  const lines = stack.split('\n').map((line) => inertLines(printable(line), 'text'));
  return [
    `internal error — this is a bug, please report it at ${pkg.homepage}/issues with the output below.`,
    ...lines,
  ].join('\n');
}
