import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// Builders for tests: a repository held in memory, checked by the same core the CLI uses.
import { check, type CheckSettings } from '../src/core/check/check.js';
import type { Diagnostic } from '../src/core/model/diagnostic.js';
import { PathClassifier } from '../src/core/config/discover.js';
import { DEFAULT_CONFIG } from '../src/core/config/config.js';
import type { AuxFileReader, RepoInput } from '../src/core/model/model.js';
import { Project } from '../src/core/project/project.js';
import { SHIPPED_SCHEMAS } from '../src/core/schema/shipped.js';
import { SchemaValidator } from '../src/core/schema/validator.js';

export type Files = Record<string, string>;

export const validator = new SchemaValidator(SHIPPED_SCHEMAS);

/**
 * `listFolders`: the reader lists folders as the adapters do (`path blob-id` lines, git's ids), so
 * that an Agent Skills folder's other files are seen; off, only its SKILL.md is.
 */
export function memoryInput(files: Files, { listFolders = false } = {}): RepoInput {
  const classifier = new PathClassifier(DEFAULT_CONFIG);
  const { files: classified, discovery } = classifier.classify(Object.keys(files));
  const aux: AuxFileReader = {
    read: (path) => (path in files ? { kind: 'text', text: files[path] as string } : { kind: 'missing' }),
    ...(listFolders
      ? {
          folderListing: (dir: string) =>
            Object.keys(files)
              .filter((path) => path.startsWith(`${dir}/`))
              .sort()
              .map((path) => `${path} ${gitBlobId(files[path] as string)}`),
        }
      : {}),
  };
  return { files: classified.map((f) => ({ ...f, text: files[f.path] })), aux, discovery };
}

/** The id git gives a file of this text. */
function gitBlobId(text: string): string {
  const bytes = Buffer.from(text);
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export function settings(overrides: Partial<CheckSettings> = {}): CheckSettings {
  return { ruleOptions: {}, rules: {}, ...overrides };
}

export function checkFiles(
  files: Files,
  overrides: Partial<CheckSettings> = {},
  input: { listFolders?: boolean } = {},
): Diagnostic[] {
  return check(memoryInput(files, input), settings(overrides), validator).diagnostics;
}

export function projectOf(files: Files): Project {
  return new Project(memoryInput(files));
}

/** A finding reduced to what rule tables compare: rule, file, line and column. */
export interface Expected {
  rule: string;
  file: string;
  line: number;
  column: number;
  message?: RegExp;
}

export interface RuleCase {
  name: string;
  files: Files;
  /** Expected findings of the rule under test; [] for a valid case. */
  expect: Expected[];
  settings?: Partial<CheckSettings>;
  /** Whether the reader lists folders (memoryInput): an Agent Skills folder's other files. */
  listFolders?: boolean;
}

/** One describe per rule, one test per case; valid cases expect no finding of that rule. */
export function ruleTable(rule: string, cases: RuleCase[]): void {
  describe(rule, () => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
      const { actual, expected } = ruleFindings(rule, c);
      expect(actual).toEqual(expected);
    });
  });
}

/** Compares findings of one rule with a table: exact rule, file, line, column; message by pattern. */
export function ruleFindings(rule: string, c: RuleCase): { actual: Expected[]; expected: Expected[] } {
  const actual = checkFiles(c.files, c.settings, { listFolders: c.listFolders }).filter(
    (d) => d.rule === rule,
  );
  const shaped = actual.map((d, i) => {
    const want = c.expect[i];
    return {
      rule: d.rule,
      file: d.file,
      line: d.line,
      column: d.column,
      ...(want?.message
        ? { message: want.message.test(d.message) ? want.message : (d.message as unknown as RegExp) }
        : {}),
    };
  });
  return { actual: shaped, expected: c.expect };
}

/** A tool document with every required field, for cases about something else. */
export function tool(name: string, extra = ''): string {
  return `name: ${name}\ndescription: A tool.\nsource: builtin\n${extra}`;
}
