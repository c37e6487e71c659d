// Shapes whose cost grew faster than their text (SPEC §9: cost near-linear on any shape), found
// by growing one dimension at a time. Bounds are CPU time, with a margin, well below what each
// cost before its fix (BENCHMARKS.md, the hostile shapes).
import { describe, expect, it } from 'vitest';
import {
  actorsWideBase,
  chainWithActors,
  chain,
  withOneToolFile,
  anchorsMerged,
  codeRepeatedBesideKeys,
  definedMany,
  includeOverridden,
  oneServerInventories,
  readOnlyActors,
  relaunchReachingActors,
  referencesUnclosed,
  serversReadingAFile,
  serversReadingEnv,
  serversRelaunched,
  programsLoadingEachOther,
  programNamingMany,
  serverWrittenOften,
  shapeRepo,
  slotsRepeatingAccess,
  wholeServerOverridden,
  wholeServerStarOverride,
  wholeServerTwice,
  wrapsRepeatingKeys,
  hooksRepeatingKeys,
  skillHooksMany,
  customToolsImporting,
  toolsWithHooks,
  toolsWithCommandHooks,
  hookNestedCommands,
  hookModuleNamingMany,
  overridesImporting,
  nestedAgentSkills,
  overrideChain,
  builtinGroupsLowered,
} from '../../scripts/hostile-shapes.mjs';
import { runCheck, type RunResult } from '../../src/run.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTool } from '../../src/core/kinds/tool.js';
import { makeDefinition, type SourceFile } from '../../src/core/model/model.js';
import { canonicalJson, TOOL_KEYS, toolKey } from '../../src/core/power/effective.js';
import { hexDigest } from '../../src/core/text/digest.js';
import { loadYaml } from '../../src/core/yaml/load.js';
import { cpuSeconds, messages, ROOT, runShape } from './helpers.js';

const WALL_MS = 300_000;

/**
 * The diff of overrideChain(1,000) over the diff of a linear chain of 3,000 skills whose bottom
 * tool starts writing, the least CPU time of two runs each, interleaved: both read the same files
 * the same ways, so a loaded machine slows both. 3.6–6.3 at load 5–9, with a CPU- and memory-heavy
 * process or another test file beside it; 8.1–11.8 before the levels shared their changes. Both
 * are quadratic in the depth (each skill lists every escalation below it), so a ratio of two
 * depths would not tell them apart.
 */
const OVERRIDE_CHAIN_PER_CHAIN = 7.5;

/** What a diff tells differently: each entry with the places of its changed texts. */
const toldAt = (diff: ReturnType<typeof runCheck>): unknown =>
  diff.report.diff?.toldDifferently?.map((t) => [t.entry, t.texts.map((c) => c.at)]);

/**
 * nestedAgentSkills' one changed file (in the fourth folder) as told by the first four folders'
 * tools, each by its place in its own folder.
 */
const CHANGED_FILE_TOLD = [0, 1, 2, 3].map((i) => [
  `x/t${i}`,
  [`${Array.from({ length: 3 - i }, (_, k) => `n${i + k + 1}/`).join('')}f1.txt`],
]);

describe('shapes whose cost grew faster than their text', () => {
  it(
    'a tool file of 24,000 anchors merging 99 of them',
    () => {
      // Each alias was resolved by walking the whole document, twice: aliases times the text.
      const { diff } = runShape(anchorsMerged(24_000), 8);
      expect(messages(diff, 'schema')).toEqual(["unknown key 'anchors'", "unknown key '<<' in 'capability'"]);
    },
    WALL_MS,
  );

  it(
    '8,000 inventories of one server, a tool each',
    () => {
      // Each tool's listings were gathered from every inventory of its server.
      const { diff } = runShape(oneServerInventories(8_000), 8);
      expect(messages(diff, 'escalation')).toHaveLength(1);
      expect(messages(diff, 'duplicate-name')).toHaveLength(8_000);
    },
    WALL_MS,
  );

  it(
    '200 read-only actors using the same 200 skills of 2,000 writing tools',
    () => {
      // Each actor's use of each skill filtered and sorted the skill's whole set again.
      const root = shapeRepo(readOnlyActors(200, 2_000));
      const [check, seconds] = cpuSeconds(() => runCheck({ root }));
      expect(seconds).toBeLessThan(4);
      const found = messages(check, 'skill-access');
      expect(found).toHaveLength(40_000);
      expect(found[0]).toBe(
        "read-only actor 'q/a0000' gets tools that are not read_only through 'q/s0000': q/t00000, q/t00001, q/t00002, q/t00003, q/t00004 (+1995 more; all 2000: digest a6bbcd88b1eb9722)",
      );
    },
    WALL_MS,
  );

  // At 150 skills: each skill's each entry joined the actor entry's power again, and searched its
  // skills. At 500: each actor read each entry's power once per skill that brings it, a new object
  // each time, and kept a map of the skills' powers for every entry.
  it.each([
    [150, 8],
    [500, 5],
  ])(
    '20 actors using the same %i skills of a 500-tool base',
    (skills, bound) => {
      const { diff } = runShape(actorsWideBase(20, skills, 500), bound);
      expect(diff.report.diff?.actors).toHaveLength(20);
    },
    WALL_MS,
  );

  it(
    '200 read-only actors using the same 200 skills of 2,000 writing tools, diffed',
    () => {
      // Each actor held back each entry of each skill as its own object, and the diff searched
      // them all for each skill.
      const { diff } = runShape(readOnlyActors(200, 2_000), 8);
      expect(messages(diff, 'skill-access')).toHaveLength(40_000);
    },
    WALL_MS,
  );

  it(
    'the same, diffed where the pull request renames a tool',
    () => {
      // The base's held-back names were renamed into a new set for each actor and each skill.
      const { base, head } = readOnlyActors(200, 2_000);
      const lone = (name: string): string =>
        `name: ${name}\ndescription: Lone.\ncapability: {read_only: true}\n`;
      const shape = {
        base: { ...base, 'tools/lone.yaml': lone('q/lone') },
        head: { ...head, 'tools/lone.yaml': lone('q/alone') },
      };
      const { diff } = runShape(shape, 8);
      expect(diff.report.diff?.renamed).toEqual([{ kind: 'tool', from: 'q/lone', to: 'q/alone' }]);
      expect(messages(diff, 'skill-access')).toHaveLength(40_000);
    },
    WALL_MS,
  );

  it.each([
    ['a list', false],
    ['a mapping under their names', true],
  ])(
    'a tool of 1,000 resource slots as %s, each writing its access twice',
    (_, named) => {
      // Past the readings a document may combine, each slot read otherwise was a reading of its
      // own, each copying every slot: slots squared, and each reading's slots read again.
      const { check, diff } = runShape(slotsRepeatingAccess(1_000, { named }), 6);
      expect(messages(check, 'duplicate-key')).toHaveLength(1_000);
      expect(diff.report.diff?.tools.changed.map((t) => t.name)).toEqual(['v/t']);
    },
    WALL_MS,
  );

  it(
    'a tool of 3,000 unknown keys, its code written 3,000 times',
    () => {
      // Past the readings limit each value of code is a reading of its own, and each reading was a
      // copy of the whole document: values times keys.
      const { check, diff } = runShape(codeRepeatedBesideKeys(3_000), 4);
      expect(messages(check, 'duplicate-key')).toHaveLength(2_999);
      expect(diff.report.diff?.tools.changed.map((t) => t.name)).toEqual(['c/t']);
    },
    WALL_MS,
  );

  it('a reading past the limit holds every key the tool schema knows', () => {
    // Such a reading holds only the keys a tool is read by (TOOL_KEYS): a key the schema gains must
    // be one of them, or a reading would lose it.
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'tool.schema.json'), 'utf8')) as {
      properties: Record<string, unknown>;
    };
    for (const key of [...Object.keys(schema.properties), 'title', '<<'])
      expect(TOOL_KEYS, key).toContain(key);
  });

  it('a document read 64 ways reads what its readings hold alike once', () => {
    // self-wrapping-2000's definitions: each reading (a repeated mcp_server, mcp_tool_name and
    // lifecycle) read its capability, restraints and hooks again, and each tool's key wrote every
    // slot's text again, though each slot's was kept.
    const text = definedMany(1, 1, 10)['tools/me0.yaml'] as string;
    const loaded = loadYaml(text);
    const file: SourceFile = { path: 'tools/me0.yaml', kind: 'tool', loaded, problems: [] };
    const def = makeDefinition('tool', file, loaded.documents[0]!)!;
    const tool = readTool(def, 'x/me');
    const others = tool.others ?? [];
    expect(others).toHaveLength(63);
    const shared = others[0]!.effective;
    for (const reading of others) {
      expect(reading.effective.capability).toBe(shared.capability);
      expect(reading.effective.resource_slots).toBe(shared.resource_slots);
    }
    expect(new Set(others.map((r) => r.effective.lifecycle_hash)).size).toBe(4);
    // A tool's key is still the digest of its canonical JSON, written from its slots' kept texts.
    expect(toolKey(tool.effective)).toBe(hexDigest('sha256', canonicalJson(tool.effective)));
  });

  it(
    'a tool whose lifecycle is a mapping of 2,000 hooks, each written twice',
    () => {
      // Each hook read otherwise was a reading of its own, each copying and canonicalising the
      // whole mapping (1,000 hooks: 12 s; 5,000: 336 s and 2.5 GB; 10,000: out of memory).
      const { check, diff } = runShape(hooksRepeatingKeys(2_000), 6);
      expect(messages(check, 'duplicate-key')).toHaveLength(2_000);
      const escalations = diff.report.diagnostics.filter((d) => d.rule === 'escalation');
      expect(escalations.map((d) => [d.file, d.line, d.column, d.message.split(' (')[0]])).toEqual([
        ['tools/t.yaml', 41, 8, "'h/t' gains or changes a lifecycle hook"],
      ]);
    },
    WALL_MS,
  );

  it(
    '1,000 skills each using a 1,000-tool server whole, each overriding one tool',
    () => {
      // Each skill held its own copy of the server's entries (and counted and digested them).
      const { diff } = runShape(wholeServerOverridden(1_000), 4);
      expect(messages(diff, 'escalation')).toHaveLength(1);
      expect(diff.report.diff?.skills).toHaveLength(1_000);
    },
    WALL_MS,
  );

  it(
    "700 skills each using one 700-tool server whole, each overriding '*' with its own description",
    () => {
      // A runtime may apply '*' to every tool, or to none: each skill held its own entry per tool,
      // each the stronger of two readings, though no reading keeps a description under '*'.
      const { diff } = runShape(wholeServerStarOverride(700), 4);
      expect(messages(diff, 'escalation')).toHaveLength(1);
      expect(diff.report.diff?.skills).toHaveLength(700);
    },
    WALL_MS,
  );

  it(
    "1,500 skills each using one 1,500-tool server whole, each overriding '*' the same way",
    () => {
      // Each skill shares one map of the server; the diff compared every skill's map again.
      const { diff } = runShape(wholeServerStarOverride(1_500, { identical: true }), 4);
      expect(messages(diff, 'escalation')).toHaveLength(1);
      expect(diff.report.diff?.skills).toHaveLength(1_500);
    },
    WALL_MS,
  );

  it(
    '1,000 skills each listing one 1,000-tool server whole twice',
    () => {
      // The two listings were merged entry by entry: each skill its own copy of the server.
      const { diff } = runShape(wholeServerTwice(1_000), 4);
      expect(messages(diff, 'escalation')).toHaveLength(1);
      expect(diff.report.diff?.skills).toHaveLength(1_000);
    },
    WALL_MS,
  );

  it(
    '1,000 skills each listing one 1,000-tool server whole, then one of its tools again',
    () => {
      // The tool listed again shares a name with the whole server: both were merged entry by entry.
      const { diff } = runShape(wholeServerTwice(1_000, { listed: true }), 4);
      expect(messages(diff, 'escalation')).toHaveLength(1);
      expect(diff.report.diff?.skills).toHaveLength(1_000);
    },
    WALL_MS,
  );

  it(
    'a 1,000-deep include chain, each level overriding the one tool, which starts writing',
    () => {
      // Every level's entry is its own and every other level's name is qualified by a conflict,
      // so each set is compared whole: each skill judged every entry below it anew (half a million
      // in all) and the walk to the causes took a step from every skill's every escalation. The
      // skills holding the same two entries now hold the same change, judged and walked once.
      // An absolute bound failed under a full run's load (4.75–5.56 CPU s against 3.0–4.1 alone):
      // the shape is weighed against a linear diff measured beside it instead.
      const root = shapeRepo(overrideChain(1_000));
      const linear = shapeRepo(withOneToolFile(chain(3_000, 1, 2_999, { escalate: true })));
      try {
        const diffOf = (dir: string): [RunResult, number] =>
          cpuSeconds(() => runCheck({ root: dir, base: { kind: 'git', ref: 'HEAD~1' } }));
        runCheck({ root });
        runCheck({ root: linear });
        // Interleaved, the least of two runs each: a burst of load slows one run, not both.
        const ref: [RunResult, number][] = [];
        const shape: [RunResult, number][] = [];
        for (const runs of [ref, shape, ref, shape]) runs.push(diffOf(runs === ref ? linear : root));
        const least = (runs: [RunResult, number][]): number => Math.min(...runs.map(([, s]) => s));
        expect(least(shape) / least(ref)).toBeLessThan(OVERRIDE_CHAIN_PER_CHAIN);
        const [[linearDiff], [diff]] = [ref[0], shape[0]] as [[RunResult, number], [RunResult, number]];
        // The reference did its work: one cause, reaching the whole chain.
        expect(messages(linearDiff, 'escalation')).toHaveLength(1);
        // One finding for each even level's own entry, one for the odd levels' (SPEC §4's names).
        expect(messages(diff, 'escalation')).toHaveLength(501);
        const skills = diff.report.diff?.skills ?? [];
        expect(skills).toHaveLength(1_000);
        expect(skills[0]?.escalations.length).toBeGreaterThan(0);
      } finally {
        rmSync(root, { recursive: true, force: true });
        rmSync(linear, { recursive: true, force: true });
      }
    },
    WALL_MS,
  );

  it(
    '3,000 skills each including one 3,000-tool skill, each overriding one tool',
    () => {
      // Each including skill held its own copy of the included set's entries.
      const { diff } = runShape(includeOverridden(3_000), 6);
      // Where it starts writing, and where it stops being read-only.
      expect(messages(diff, 'escalation')).toHaveLength(2);
      expect(diff.report.diff?.skills).toHaveLength(3_001);
    },
    WALL_MS,
  );

  for (const include of [false, true])
    it(
      `a chain of 4,000 skills, an actor on each, ${include ? 'whose foot includes a new writing skill' : 'whose foot starts writing'}`,
      () => {
        // Each actor's whole set was built on both sides, one object per entry: 20 CPU s and 3.5 GB
        // at 4,000 (quadratic). An actor whose document did not change is compared under the names
        // its skills' diffs say differ: 2 to 3 s, 240 MB.
        const { diff } = runShape(chainWithActors(4_000, { include }), 8);
        expect(diff.report.diff?.actors).toHaveLength(4_000);
        expect(diff.report.diff?.actors.every((a) => a.escalations?.length === 1)).toBe(true);
        expect(messages(diff, 'escalation')).toHaveLength(1);
      },
      WALL_MS,
    );

  it(
    '8,000 pinned servers, each called by a skill of its own, all started differently',
    () => {
      // Each server's callers were looked for among every skill, and its actors among every actor's skills.
      const { diff } = runShape(serversRelaunched(8_000), 6);
      expect(messages(diff, 'escalation')).toHaveLength(8_000);
    },
    WALL_MS,
  );

  it(
    "8,000 pinned servers that OpenCode's opencode.json or Continue's block starts differently, or with a file read in that changed",
    () => {
      // The same sizes in OpenCode's and Continue's formats; each `{file:…}` looked for its server among every entry.
      expect(messages(runShape(serversRelaunched(8_000, 'opencode'), 6).diff, 'escalation')).toHaveLength(
        8_000,
      );
      expect(messages(runShape(serversRelaunched(8_000, 'continue'), 6).diff, 'escalation')).toHaveLength(
        8_000,
      );
      // A check and a diff from cold: 5.7-5.8 s alone, 6.3 in a full run on two cores.
      expect(messages(runShape(serversReadingAFile(8_000), 8).diff, 'escalation')).toHaveLength(8_000);
      // A `.env` of 80,000 variables, one of which every entry names.
      expect(messages(runShape(serversReadingEnv(8_000), 6).diff, 'escalation')).toHaveLength(8_000);
    },
    WALL_MS,
  );

  it(
    "3,000 pinned servers' programs loading each other, one changed or none",
    () => {
      // What a program loads is read once for every program that reaches it, not once for each.
      const { diff } = runShape(programsLoadingEachOther(3_000), 5);
      expect(messages(diff, 'escalation')).toHaveLength(3_000);
      const quiet = runShape(programsLoadingEachOther(3_000, { changed: false }), 5);
      expect(messages(quiet.diff, 'escalation')).toEqual([]);
    },
    WALL_MS,
  );

  it(
    'an opencode.json of 100,000 `{file:` with no `}` after them',
    () => {
      // OpenCode's expression tried at each start scanned to the end from each: 53 s for 0.7 MB.
      const { diff } = runShape(referencesUnclosed(100_000), 2);
      // The head's new `B` is the entry's change; its reference is that same server's.
      expect(messages(diff, 'escalation')).toEqual([
        expect.stringContaining("starts MCP server 's0' differently ('environment')"),
      ]);
    },
    WALL_MS,
  );

  it(
    '1,000 Agent Skills folders whose hooks run one program loading a chain of 1,000 files',
    () => {
      // The files outside a folder that its SKILL.md runs are followed once for every folder.
      const { diff } = runShape(skillHooksMany(1_000, 1_000, 20), 8);
      expect(messages(diff, 'escalation')).toHaveLength(1_000);
      const quiet = runShape(skillHooksMany(1_000, 1_000, 20, { changed: false }), 8);
      expect(messages(quiet.diff, 'escalation')).toEqual([]);
    },
    WALL_MS,
  );

  it(
    '2,000 writing custom tools each importing 100 of a chain of 2,000 modules',
    () => {
      // What the codes import is followed once for all tools, from each code's own folders only
      // (not every other code's): 200,000 imports, each read from its folder and those above.
      const { diff } = runShape(customToolsImporting(2_000, 2_000, 100), 8);
      const found = messages(diff, 'escalation');
      expect(found).toHaveLength(2_000);
      expect(found[0]).toContain("its code loads 'ops/m1999.py', which changed");
      const quiet = runShape(customToolsImporting(2_000, 2_000, 100, { changed: false }), 8);
      expect(messages(quiet.diff, 'escalation')).toEqual([]);
    },
    WALL_MS,
  );

  it(
    '4,000 read-only tools whose hooks name one shared module and one of a chain of 2,000',
    () => {
      // Each hook text is read once (the shared one once for all 4,000 tools), and the modules
      // they reach are followed once for all.
      const { diff } = runShape(toolsWithHooks(4_000, 2_000), 8);
      const found = messages(diff, 'escalation');
      expect(found).toHaveLength(4_000);
      expect(found[0]).toContain('which changed');
      const quiet = runShape(toolsWithHooks(4_000, 2_000, { changed: false }), 8);
      expect(messages(quiet.diff, 'escalation')).toEqual([]);
    },
    WALL_MS,
  );

  it(
    '4,000 read-only tools whose hooks are command lines running one of a chain of 2,000 modules',
    () => {
      // Each hook's words are read once, as a server's command line is, and the modules they
      // reach are followed once for all.
      const { diff } = runShape(toolsWithCommandHooks(4_000, 2_000), 8);
      const found = messages(diff, 'escalation');
      expect(found).toHaveLength(4_000);
      expect(found[0]).toContain("its lifecycle hook 'activate' loads 'ops/m1999.py', which changed");
      const quiet = runShape(toolsWithCommandHooks(4_000, 2_000, { changed: false }), 8);
      expect(messages(quiet.diff, 'escalation')).toEqual([]);
    },
    WALL_MS,
  );

  it(
    'a hook of 2,000 command lines each nested five deep',
    () => {
      // A command line inside another is split into its words in turn, to a bounded depth, each
      // text once: each level's words are at most a few times its text.
      const { diff } = runShape(hookNestedCommands(2_000), 6);
      expect(messages(diff, 'escalation')).toEqual([
        expect.stringContaining("its lifecycle hook 'activate' loads 'tools/f1999.js', which changed"),
      ]);
    },
    WALL_MS,
  );

  it(
    'a hooked module 30 folders deep that imports by a computed name and holds 80,000 module names',
    () => {
      // Each string that reads as a module's name is looked for from each folder on the way up,
      // only where that folder holds its first part.
      const { diff } = runShape(hookModuleNamingMany(40_000), 6);
      expect(messages(diff, 'escalation')).toEqual([
        expect.stringContaining("its lifecycle hook 'activate' loads 'evil_mod.py', which changed"),
      ]);
    },
    WALL_MS,
  );

  it.each(['include', 'server'] as const)(
    '4,000 skills each overriding one writing tool (%s) with code importing a module that changed',
    (via) => {
      // Each override's code is asked once, and every skill's set still holds the included
      // skill's or the server's entries whole, but for the one the override marks.
      const { diff } = runShape(overridesImporting(4_000, via), 8);
      const found = messages(diff, 'escalation');
      expect(found).toHaveLength(1);
      expect(found[0]).toContain("its code loads 'ops/deploy.py', which changed (in 4000 skills:");
      const quiet = runShape(overridesImporting(4_000, via, { changed: false }), 8);
      expect(messages(quiet.diff, 'escalation')).toEqual([]);
    },
    WALL_MS,
  );

  it(
    'an Agent Skills folder whose SKILL.md runs 30,000 commands',
    () => {
      // Its commands are one program, read from the skill's folder and the root once.
      const { diff } = runShape(skillHooksMany(1, 10, 30_000), 5);
      expect(messages(diff, 'escalation')).toEqual([
        expect.stringContaining("its SKILL.md runs 'tools/p0.js', which loads 'tools/p9.js', which changed"),
      ]);
    },
    WALL_MS,
  );

  // Each folder's listing walked, hashed and read every file below it, and each text below it was
  // checked for hidden characters and read for what the model is told once per folder holding it:
  // folders times files.
  it.each([
    [100, 100],
    [200, 50],
  ])(
    '%i Agent Skills folders nested in one another, %i files each, each named by a tool',
    (depth, files) => {
      const root = shapeRepo(nestedAgentSkills(depth, files));
      const [check, checkSeconds] = cpuSeconds(() => runCheck({ root }));
      const [diff, diffSeconds] = cpuSeconds(() => runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } }));
      expect([checkSeconds, diffSeconds].map((s) => s < 8)).toEqual([true, true]);
      // A skill of 200 tools is over its budget: that finding aside, none.
      expect(check.report.diagnostics.filter((d) => d.rule !== 'tool-budget')).toEqual([]);
      // The file changed is in the first four folders: each entry tells it, from its own folder.
      expect(toldAt(diff)).toEqual(CHANGED_FILE_TOLD);
    },
    WALL_MS,
  );

  it(
    '100 nested Agent Skills folders of 100 files each, moved by the head: the base read from git in a few processes',
    () => {
      // No file of the base's folders is where the head holds it, so each is read from git: one
      // process for each (two with its size asked first) was 20,000 processes and 100 s.
      const root = shapeRepo(nestedAgentSkills(100, 100, { moved: true }));
      const trace = join(mkdtempSync(join(tmpdir(), 'acc-trace-')), 'git.log');
      const saved = process.env.GIT_TRACE;
      process.env.GIT_TRACE = trace;
      let seconds: number;
      let diff: ReturnType<typeof runCheck>;
      try {
        [diff, seconds] = cpuSeconds(() => runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } }));
      } finally {
        if (saved === undefined) delete process.env.GIT_TRACE;
        else process.env.GIT_TRACE = saved;
      }
      const reads = readFileSync(trace, 'utf8')
        .split('\n')
        .filter((l) => /trace: built-in: git .*cat-file/.test(l));
      expect(reads.length).toBeLessThan(50);
      expect(seconds).toBeLessThan(5);
      // Told as where the folders stayed: the one file changed, by its place in each folder above it.
      expect(toldAt(diff)).toEqual(CHANGED_FILE_TOLD);
    },
    WALL_MS,
  );

  it(
    '400 nested Agent Skills folders of 25 files each, moved by the head: each file compared once',
    () => {
      // Each folder's entry changed (its path did), and each compared every file below it with the
      // base's: 400 folders times 5,000 files on average, 19 CPU s and a 1 GB heap. A folder's
      // changes are now composed from its subfolders' (src/core/diff/told-files.ts).
      const root = shapeRepo(nestedAgentSkills(400, 25, { moved: true }));
      // Bound between what the composed comparison takes (11-13 CPU s alone on these machines,
      // 15.7 in a loaded full run) and what comparing each folder's files anew took (19 and more).
      const [diff, seconds] = cpuSeconds(() => runCheck({ root, base: { kind: 'git', ref: 'HEAD~1' } }));
      expect(seconds).toBeLessThan(17.5);
      expect(toldAt(diff)).toEqual(CHANGED_FILE_TOLD);
    },
    WALL_MS,
  );

  it('a zero-width space in a file of the deepest of 100 nested Agent Skills folders: one finding', () => {
    // Each folder above holds the file: it is checked, and reported, once, at its own line.
    const { check, diff } = runShape(nestedAgentSkills(100, 10, { hidden: true }), 6);
    const deepest = Array.from({ length: 100 }, (_, i) => `n${i}`).join('/');
    const found = [`agent-skills/a/${deepest}/f0.txt:1:2 the file hides U+200B ZERO WIDTH SPACE`];
    const hidden = (r: typeof check): string[] =>
      r.report.diagnostics
        .filter((d) => d.rule === 'hidden-text')
        .map((d) => `${d.file}:${d.line}:${d.column} ${d.message.split(':')[0]}`);
    expect(hidden(check)).toEqual(found);
    expect(hidden(diff)).toEqual(found);
  });

  it(
    "4 pinned servers' programs of 50,000 strings each, read from 32 folders",
    () => {
      // Each string was asked of the file system from each folder, whether it named a folder.
      const { diff } = runShape(programNamingMany(32, 50_000, 4), 3);
      expect(messages(diff, 'escalation')).toEqual([]);
    },
    WALL_MS,
  );

  it(
    '500 pinned servers started differently, each reaching 1,000 skills of 100 actors',
    () => {
      // Each server's actors were gathered through every skill that calls it: servers × skills × actors.
      const { diff } = runShape(relaunchReachingActors(500, 1_000, 100), 4);
      expect(messages(diff, 'escalation')).toHaveLength(500);
      expect(diff.report.diff?.causes?.[0]?.actors).toHaveLength(100);
    },
    WALL_MS,
  );

  it(
    'a server written 20,000 times on the base, and once with 40,000 keys on the head',
    () => {
      // Each of the head's keys was looked for in every writing of the base's.
      const { diff } = runShape(serverWrittenOften(20_000, 40_000), 2);
      expect(messages(diff, 'escalation')).toEqual([expect.stringContaining("differently ('command')")]);
    },
    WALL_MS,
  );

  it(
    'a tool whose wraps is a mapping of 1,000 keys, each written twice',
    () => {
      // Each key read otherwise was a reading of its own, each copying the whole mapping.
      const { check, diff } = runShape(wrapsRepeatingKeys(1_000), 6);
      expect(messages(check, 'duplicate-key')).toHaveLength(1_000);
      expect(diff.report.diff?.tools.changed.map((t) => t.name)).toEqual(['w/t']);
    },
    WALL_MS,
  );

  it(
    'a head configuration lowering 3,000 builtin groups, each used by one skill',
    () => {
      // Each lowered group's reach walked every skill's set and every actor's set anew.
      const { diff } = runShape(builtinGroupsLowered(3_000), 8);
      expect(messages(diff, 'escalation')).toHaveLength(3_000);
      const last = diff.report.diff?.causes?.find((c) => c.entry === 'builtin-groups.g02999');
      expect([last?.skills, last?.actors]).toEqual([['b/g02999'], ['b/a0299']]);
    },
    WALL_MS,
  );
});
