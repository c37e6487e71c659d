// What definitions of every kind hold: a name written in a definition, at its site, as parsed.
import type { Site } from '../model/model.js';
import type { Reference } from '../model/names.js';

export interface NamedRef {
  site: Site;
  raw: string;
  ref: Reference;
}
