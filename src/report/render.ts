// The output formats, in one registry: the CLI's --format (its values, its help line, its
// did-you-mean) and every output of the Action (its comment and job summary too) are read from it.
// A new format is its formatter's file, exporting a Formatter (formatter.ts), and one entry here.
import type { FormatContext, Formatter } from './formatter.js';
import { githubFormat } from './github.js';
import { jsonFormat } from './json.js';
import { markdownFormat } from './markdown.js';
import type { Report } from './report.js';
import { sarifFormat } from './sarif.js';
import { textFormat } from './text.js';

/** In the order the help lists them; the first is the CLI's default. */
export const FORMATTERS = [
  textFormat,
  jsonFormat,
  sarifFormat,
  markdownFormat,
  githubFormat,
] as const satisfies readonly Formatter[];

export type FormatName = (typeof FORMATTERS)[number]['name'];

export const FORMAT_NAMES: readonly FormatName[] = FORMATTERS.map((formatter) => formatter.name);

export function render(report: Report, format: FormatName, context: FormatContext): string {
  return formatterOf(format).format(report, context);
}

/** The output in pieces, to be written one after another (see Formatter.chunks). */
export function renderChunks(report: Report, format: FormatName, context: FormatContext): Iterable<string> {
  const formatter = formatterOf(format);
  return formatter.chunks ? formatter.chunks(report, context) : [formatter.format(report, context)];
}

function formatterOf(format: FormatName): Formatter {
  return FORMATTERS.find((f) => f.name === format) as Formatter;
}
