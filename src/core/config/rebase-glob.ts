// Globs of a configuration found above the root, rewritten for the root (SPEC §8): as in ESLint,
// they are written relative to the folder that holds the configuration, while the checker
// matches paths relative to the root, a folder below it.
import { globMatcher } from '../text/glob.js';

/** `{a,b}/x` → ['{a,b}', 'x']: slashes inside braces do not split. */
function segmentsOf(glob: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '{') depth++;
    else if (c === '}' && depth > 0) depth--;
    else if (c === '/' && depth === 0) {
      out.push(glob.slice(start, i));
      start = i + 1;
    }
  }
  out.push(glob.slice(start));
  return out;
}

function matchesSegment(segment: string, folder: string): boolean {
  return segment === folder || globMatcher(segment, false)(folder);
}

/** Every glob relative to `below`'s end that matches what `segments` matches under it. */
function rebase(segments: readonly string[], below: readonly string[]): string[] {
  if (below.length === 0) return segments.length > 0 ? [segments.join('/')] : [];
  const [first, ...rest] = segments;
  if (first === '**' && rest.length === 0) return ['**'];
  // A glob that ends above the root names a folder there, never a file below it.
  if (first === undefined || rest.length === 0) return [];
  if (first !== '**') return matchesSegment(first, below[0] as string) ? rebase(rest, below.slice(1)) : [];
  // `**` spans some of the folders above the root, then the rest matches from there; or it spans
  // all of them and reaches below the root, which `**/rest` says.
  const out = [`**/${rest.join('/')}`];
  for (let i = 0; i < below.length; i++) out.push(...rebase(rest, below.slice(i)));
  return [...new Set(out)];
}

/**
 * The globs, relative to the folder `below` (POSIX, relative to where they were written), that
 * match the same files below it. A glob that can match nothing there is dropped; a glob with a
 * slash inside braces is kept as written (it cannot be split into folders).
 */
export function rebaseGlobs(globs: readonly string[], below: string): string[] {
  const folders = below.split('/').filter((s) => s !== '' && s !== '.');
  if (folders.length === 0) return [...globs];
  return globs.flatMap((glob) =>
    segmentsOf(glob).some((s) => s.includes('/')) ? [glob] : rebase(segmentsOf(glob), folders),
  );
}
