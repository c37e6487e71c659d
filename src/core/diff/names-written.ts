// The names a definition file's text gives, read as a runtime would read it: for files the checker
// does not read as definitions (hidden by a gate setting, moved into an ignored path), so that what
// they define can be named where the head refers to them, or at the file itself.
import { FILE_START, type Span } from '../model/diagnostic.js';
import { isRecord, serverNamed, type DefinitionKind } from '../model/model.js';
import { loadYaml } from '../yaml/load.js';

/** A name one document of the file gives (`name`, an inventory's `server`), and where it is written. */
interface NameWritten {
  name: string;
  /** Its value there; the file's start where the key is not written (a server named by its file). */
  span: () => Span;
}

/** Each name the file's documents give, in order (a document without one gives none). */
export function namesWritten(text: string, kind: DefinitionKind, path: string): NameWritten[] {
  const key = kind === 'mcp-server' ? 'server' : 'name';
  const out: NameWritten[] = [];
  for (const doc of loadYaml(text).documents) {
    const value = isRecord(doc.value) ? doc.value : {};
    const name = kind === 'mcp-server' ? serverNamed(value.server, path) : value.name;
    if (typeof name !== 'string') continue;
    out.push({ name, span: () => (key in value ? doc.valueSpan(`/${key}`) : FILE_START) });
  }
  return out;
}
