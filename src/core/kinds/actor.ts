// The actor kind: an actor document read into the skills it lists and its skill access policy.
import { arrayAt, own, type Definition, type Site } from '../model.js';
import { parseReference } from '../names.js';
import type { NamedRef } from './refs.js';

export interface ActorInfo {
  def: Definition;
  name: string;
  skills: NamedRef[];
  allow: string[] | undefined;
  deny: string[];
  readOnly: boolean;
  policySite: Site;
}

export function readActor(def: Definition, name: string): ActorInfo {
  const policy = own(def.value, 'skill_access_policy');
  const strings = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  const allow = own(policy, 'allow');
  return {
    def,
    name,
    skills: arrayAt(def.value, 'skills').flatMap((item, i) =>
      typeof item === 'string'
        ? [{ site: { def, pointer: `/skills/${i}` }, raw: item, ref: parseReference(item, def.namespace) }]
        : [],
    ),
    allow: Array.isArray(allow) ? strings(allow) : undefined,
    deny: strings(own(policy, 'deny')),
    readOnly: own(policy, 'read_only') === true,
    policySite: { def, pointer: '/skill_access_policy' },
  };
}
