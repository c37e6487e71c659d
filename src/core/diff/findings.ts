// Which findings are new on the head: matched against the base by rule, file and message, not by
// line, so that moving a definition down a file does not make its old findings look new; a file
// the head moved (movedFiles) is matched under its new path.
import type { Diagnostic } from '../model/diagnostic.js';
import type { Project } from '../project/project.js';

export function markNewFindings(
  head: Diagnostic[],
  base: Diagnostic[],
  moved: ReadonlyMap<string, string> = new Map(),
): Diagnostic[] {
  // Counts by file, rule and message in nested maps: the three strings are looked up as they
  // are, where one joined key would build and hash a new string for each of thousands of findings.
  const available = new Map<string, Map<string, Map<string, number>>>();
  for (const d of base) {
    const file = moved.get(d.file) ?? d.file;
    let byRule = available.get(file);
    if (!byRule) available.set(file, (byRule = new Map()));
    let byMessage = byRule.get(d.rule);
    if (!byMessage) byRule.set(d.rule, (byMessage = new Map()));
    byMessage.set(d.message, (byMessage.get(d.message) ?? 0) + 1);
  }
  return head.map((d) => {
    const byMessage = available.get(d.file)?.get(d.rule);
    const left = byMessage?.get(d.message) ?? 0;
    if (byMessage && left > 0) byMessage.set(d.message, left - 1);
    return marked(d, !(byMessage && left > 0));
  });
}

/**
 * A finding with `new` set, its fields in the order every finding is made with (the JSON report
 * shows them so); spelled out, as a spread of thousands of findings takes a slow path.
 */
function marked(d: Diagnostic, isNew: boolean): Diagnostic {
  return {
    rule: d.rule,
    severity: d.severity,
    file: d.file,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    message: d.message,
    new: isNew,
  };
}

/**
 * The files the head moved, base path → head path: a file only the base has whose definitions
 * (kind and name, in order) are those of exactly one file only the head has, no other file only
 * the base has holding the same. Its findings are the same file's, under its new path.
 */
export function movedFiles(base: Project, head: Project): Map<string, string> {
  const [basePaths, headPaths] = [pathsOf(base), pathsOf(head)];
  const gone = filesBySignature(base, headPaths);
  const moved = new Map<string, string>();
  filesBySignature(head, basePaths).forEach((to, signature) => {
    const from = gone.get(signature);
    if (from?.length === 1 && to.length === 1) moved.set(from[0] as string, to[0] as string);
  });
  return moved;
}

function pathsOf(project: Project): Set<string> {
  const paths = new Set<string>();
  project.files.forEach((f) => paths.add(f.path));
  return paths;
}

/** The project's files that `other` does not have, by what they define; a file with a nameless document has none. */
function filesBySignature(project: Project, other: ReadonlySet<string>): Map<string, string[]> {
  const names = new Map<string, string[] | null>();
  project.definitions.forEach((d) => {
    const path = d.file.path;
    if (d.beside || other.has(path)) return;
    let list = names.get(path);
    if (list === undefined) names.set(path, (list = []));
    if (list === null) return;
    if (d.name === undefined) names.set(path, null);
    else list.push(`${d.kind}\u0000${d.name}`);
  });
  const out = new Map<string, string[]>();
  names.forEach((list, path) => {
    if (!list) return;
    const signature = list.join('\u0001');
    const paths = out.get(signature);
    if (paths) paths.push(path);
    else out.set(signature, [path]);
  });
  return out;
}
