// What explain says of one entry's capability in a skill's set: the field by field values and the
// place each comes from (SPEC §10), for cases that build a repository of a few files.
import { repo } from '../hostile/helpers.js';
import { runExplain } from '../../src/run.js';

export const entryCapability = (files: Record<string, string>, skill: string, entry: string) =>
  runExplain({ name: skill, root: repo(files) }).explanation.entries?.find((e) => e.name === entry)
    ?.capability;
