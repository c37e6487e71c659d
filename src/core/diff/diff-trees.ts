// The diff of a head tree against its base as one pure function (SPEC §6): what changed, and every
// widening the gate judges as one list of changes, the gate settings and added suppressions with it.
// Approval is no part of it: the escalation rule and the report apply it to the changes.
import type { RawConfig, RuleCatalogue } from '../config/config.js';
import { weakenedGateSettings, type HeadConfiguration, type SchemaFiles } from './gate-settings.js';
import type { Project } from '../project/project.js';
import { addedSuppressions } from '../config/suppress.js';
import { byCodeUnits } from '../text/order.js';
import { escalationChanges, gateSettingChange, type Change } from './changes.js';
import { gateSettingReach, HeadSets } from './gate-reach.js';
import { compareTrees } from './compare.js';
import { relaunchedServers } from './relaunched-servers.js';
import { filesBelow } from './tree-paths.js';
import { utf8Length } from '../text/utf8.js';
import type { Comparison } from './types.js';

export interface DiffSettings {
  /** How the base is named in the report: a commit, a branch, a folder. */
  label: string;
  /**
   * The two configuration files as read (the base's judges the head's, SPEC §6): the head's as
   * parsed, where it is (the default name when it has none), with its document for the places of
   * its keys. Absent, no gate setting is judged (a diff of two trees alone).
   */
  configs?: {
    head: HeadConfiguration;
    base: RawConfig;
    /** The rules the gate's settings are about (their ids, which are gate rules, their defaults). */
    rules: RuleCatalogue;
    /**
     * Each side's replacement schema files, where its configuration names a folder of them:
     * a change to one is a weakening at `schemas`. Absent, they are unknown: the folder the
     * base names counts as changed.
     */
    schemaFiles?: { head: SchemaFiles; base: SchemaFiles };
    /**
     * A head file's text read up to `limit` bytes (undefined over it, or not text): what a lowered
     * `max-file-size` leaves unread is named by what it defines.
     */
    headTextUpTo?: (path: string, limit: number) => string | undefined;
  };
  /** Told which skills can reach a change, before any is flattened on the base (src/core/pair/). */
  reached?: (affected: ReadonlySet<string>) => void;
}

/** Changes in the order of their places, as every output lists them. */
function byPlace(a: Change, b: Change): number {
  const [x, y] = [a.site, b.site];
  return (
    byCodeUnits(x.file, y.file) ||
    x.span.line - y.span.line ||
    x.span.column - y.span.column ||
    byCodeUnits(a.subject, b.subject) ||
    byCodeUnits(a.kind, b.kind)
  );
}

/** The head's files two kinds' globs take, which it skips (core/config/discover.ts). */
function skippedFiles(head: Project): string[] {
  return head.discovery.filter((f) => f.rule === 'config' && f.unread === true).map((f) => f.file);
}

/**
 * The files a finding can be in (as the `config` rule gathers them for its overrides globs): the
 * definitions, what discovery found, each Agent Skills folder's SKILL.md and files, the files
 * outside it that its SKILL.md links to, the configuration itself.
 */
function* findingPaths(head: Project, configuration: string): Iterable<string> {
  for (const f of head.files) yield f.path;
  for (const d of head.discovery) yield d.file;
  for (const folder of head.referencedAgentSkills()) {
    yield folder.skillMd;
    for (const f of head.agentSkillTextFiles(folder)) yield f.path;
    for (const f of head.agentSkillUnreadableTextFiles(folder)) yield f.path;
    // hidden-text reads every file's name, and the files its SKILL.md links to outside it.
    yield* head.agentSkillFilePaths(folder);
    for (const f of head.agentSkillLinkedFiles(folder)) yield f.path;
  }
  yield configuration;
}

/** The kinds and names a tree's definitions give, as `kind NUL name`. */
function definitionKeys(project: Project): Set<string> {
  const keys = new Set<string>();
  for (const d of project.definitions)
    if (!d.beside && d.name !== undefined) keys.add(`${d.kind}\u0000${d.name}`);
  return keys;
}

/** A file's text in a tree, as its reader gives it; undefined where it is not there or not text. */
export function diffTrees(base: Project, head: Project, settings: DiffSettings): Comparison {
  const { diff, escalations, graph, affected } = compareTrees(base, head, settings.reached);
  const { configs } = settings;
  const weakened = configs
    ? weakenedGateSettings(
        configs.head,
        configs.base,
        configs.rules,
        configs.schemaFiles,
        {
          skipped: skippedFiles(head),
          baseFiles: base.files,
          headFiles: head.files,
          headPaths: (enter) => filesBelow(head.aux, enter),
          headUnread: head.files.filter((f) => f.loaded === undefined),
          baseOver: (limit) =>
            base.files.filter((f) => f.loaded && utf8Length(f.loaded.text) > limit).map((f) => f.path),
          ...(configs.headTextUpTo ? { headTextUpTo: configs.headTextUpTo } : {}),
          definitions: {
            base: definitionKeys(base),
            head: definitionKeys(head),
            headRead: (path) => head.aux.read(path),
            baseRead: (path) => base.aux.read(path),
            headBlob: (path) => head.aux.blobId?.(path),
            baseBlob: (path) => base.aux.blobId?.(path),
            headUnentered: (path) => head.aux.unentered?.(path),
            headLinkedFolder: (path) => head.aux.linkedFolder?.(path) ?? 'none',
          },
        },
        () => findingPaths(head, configs.head.path),
      )
    : [];
  const headSets = new HeadSets(head);
  return {
    label: settings.label,
    diff: { ...diff, suppressions: addedSuppressions(base, head) },
    changes: [
      ...escalationChanges(escalations),
      ...weakened.map((g) => gateSettingChange(g, gateSettingReach(g.weakening, base, headSets))),
      ...relaunchedServers(base, head),
    ].sort(byPlace),
    graph,
    affected,
  };
}
