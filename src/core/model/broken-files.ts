// Files that could not be read or parsed hide the definitions they hold: a reference to one of
// them is then no mistake of its own. Such a reference is matched to the broken file that
// probably defines it by its path (`tools/team/grep.yaml` or `tools/grep.yaml` for `team/grep`),
// so that one mistake is one error, at the broken file, and the reference a note pointing there.
import type { DefinitionKind, SourceFile } from './model.js';

const BROKEN = new Set(['yaml-syntax', 'unreadable-file']);

function stem(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.ya?ml$/i, '').toLowerCase();
}

/** Broken files of one kind by the stem of their name, made once per project. */
export class BrokenFiles {
  private readonly byStem = new Map<string, SourceFile[]>();

  constructor(files: readonly SourceFile[], kind: DefinitionKind) {
    for (const file of files) {
      if (file.kind !== kind || !file.problems.some((p) => BROKEN.has(p.kind))) continue;
      const key = stem(file.path);
      const list = this.byStem.get(key);
      if (list) list.push(file);
      else this.byStem.set(key, [file]);
    }
  }

  /** The path of a broken file that probably defines `name`, preferring one in its namespace's folder. */
  definerOf(name: string): string | undefined {
    if (this.byStem.size === 0) return undefined;
    const slash = name.lastIndexOf('/');
    const leaf = name.slice(slash + 1).toLowerCase();
    const namespace = slash === -1 ? '' : name.slice(0, slash).toLowerCase();
    const candidates = [
      ...(this.byStem.get(leaf) ?? []),
      ...(namespace ? (this.byStem.get(`${namespace}-${leaf}`) ?? []) : []),
      ...(namespace ? (this.byStem.get(`${namespace}_${leaf}`) ?? []) : []),
    ];
    const inNamespace = candidates.find((f) => f.path.toLowerCase().split('/').includes(namespace));
    return (inNamespace ?? candidates[0])?.path;
  }
}

/** The note's words for a reference into a broken file. */
export function brokenDefinerNote(kind: 'tool' | 'skill', name: string, path: string): string {
  return `${kind} '${name}' is not known because ${path}, which probably defines it, could not be read; fix the error there`;
}
