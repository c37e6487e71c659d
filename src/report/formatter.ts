// What an output format is: a name for --format, and a pure function of the report and what the
// run knows. Each formatter's file exports one; render.ts lists them.
import type { PathPlaces } from './paths.js';
import type { Report } from './report.js';

/** What a run knows that a formatter may need besides the report. */
export interface FormatContext {
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
  /**
   * The run fails (the CLI's exit status 1, the Action's failed step), where the run knows: it may
   * fail with no error among the findings, and the comment's verdict must not then read as a pass.
   */
  fails?: boolean;
}

/** The Action's comment and job summary: how long they may be, and what they link to. */
interface MarkdownPost {
  maxLength: number;
  /** The limit a note of what was cut names (GitHub's), where maxLength is what is left of it beside the comment's first line. */
  limit?: number;
  /** How maxLength is measured: characters (a comment) or UTF-8 bytes (a job summary). */
  unit?: 'characters' | 'utf8-bytes';
  /** `https://github.com/o/r/blob/SHA`: locations then link to their lines. */
  linkBase: string | undefined;
  /** Where the full report is, named wherever something was cut. */
  fullReport: string;
  /** Where the rows past a section's count cap are, where not in `fullReport` (markdown.ts). */
  pastCaps?: string;
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
