// The output formats, in one registry: the CLI's --format (its values, its help line, its
// did-you-mean) and every output of the Action (its comment and job summary too) are read from it. A new format is its formatter's file
// and one entry here.
import { formatGithub } from './github.js';
import { formatJson, jsonChunks } from './json.js';
import { formatMarkdown } from './markdown.js';
import { placePath, READER_OF, repositoryUri, type PathPlaces } from './paths.js';
import type { Report } from './report.js';
import { formatSarif } from './sarif.js';
import { formatText } from './text.js';

/** What a run knows that a formatter may need besides the report. */
interface FormatContext {
  /** Colour the output (only text uses it). */
  color?: boolean;
  /** This tool's version (SARIF names the driver's version). */
  version: string;
  /** Where the run's folders are, so that each format writes paths that open (paths.ts). */
  places?: PathPlaces;
  /** The base as the user named it (`--base main`), for the text summary. */
  baseRef?: string;
  /** Where the Markdown is posted (the Action's comment or job summary): its limit and links. */
  posted?: MarkdownPost;
}

/** The Action's comment and job summary: how long they may be, and what they link to. */
interface MarkdownPost {
  maxLength: number;
  /** How maxLength is measured: characters (a comment) or UTF-8 bytes (a job summary). */
  unit?: 'characters' | 'utf8-bytes';
  /** `https://github.com/o/r/blob/SHA`: locations then link to their lines. */
  linkBase: string | undefined;
  /** Where the full report is, named wherever something was cut. */
  fullReport: string;
  /** docs/rules.md to link rule ids to. */
  rulesDoc: string;
}

export interface Formatter {
  name: string;
  /** Words shown in brackets after the name in --format's help, if any. */
  note?: string;
  format(report: Report, context: FormatContext): string;
  /** The same text in pieces, for a format whose output may be longer than one string holds. */
  chunks?(report: Report, context: FormatContext): Iterable<string>;
}

/** In the order the help lists them; the first is the CLI's default. */
export const FORMATTERS = [
  {
    name: 'text',
    note: 'default',
    format: (report, context) =>
      formatText(report, {
        color: context.color,
        place: placePath(context.places, READER_OF.text),
        baseRef: context.baseRef,
      }),
  },
  { name: 'json', format: (report) => formatJson(report), chunks: (report) => jsonChunks(report) },
  {
    name: 'sarif',
    format: (report, context) =>
      formatSarif(report, context.version, {
        place: placePath(context.places, READER_OF.sarif),
        srcroot: repositoryUri(context.places),
      }),
  },
  {
    name: 'markdown',
    format: (report, context) =>
      formatMarkdown(report, { ...context.posted, place: placePath(context.places, READER_OF.markdown) }),
  },
  {
    name: 'github',
    note: 'workflow commands',
    format: (report, context) => formatGithub(report, placePath(context.places, READER_OF.github)),
  },
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
