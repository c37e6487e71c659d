// Types for scripts/hostile-shapes.mjs, which the hostile-shape tests import.
export type Files = Record<string, string>;
export interface Shape {
  base: Files;
  /** A file given as `null` is removed by the head (shapeRepo). */
  head: Record<string, string | null>;
}
export function ring(n: number, nameLength: number): Shape;
export function clique(n: number): Shape;
export function misspelt(tools: number, misspeltCount: number): Shape;
export function lattice(layers: number, width: number): Shape;
export function chain(
  depth: number,
  perLevel: number,
  changeAt?: number,
  options?: { bottomOnly?: boolean; escalate?: boolean },
): Shape;
export function chainWithActors(depth: number, options?: { include?: boolean }): Shape;
export function withOneToolFile(shape: Shape): Shape;
export function sharedBase(sharers: number, tools: number): Shape;
export function backtrackingGlob(): Shape;
export function actorFanOut(actors: number, skills: number): Shape;
export function actorsRewritten(actors: number, tools: number): Shape;
export function textsRewritten(tools: number, texts: number, chars: number): Shape;
export function inventoryFanOut(tools: number, skills: number): Shape;
export function oneLineInventory(tools: number): Shape;
export function definedManyBeside(skills: number): Files;
export function definedMany(definitions: number, skills: number, slots: number, values?: number): Files;
export function folderDefinitions(n: number): Files;
export function overrideChain(depth: number): Shape;
export function builtinGroupsLowered(groups: number): Shape;
export function ladder(depth: number): Shape;
export function anchorsMerged(anchors: number): Shape;
export function oneServerInventories(n: number): Shape;
export function overridesImporting(
  n: number,
  via: 'include' | 'server',
  options?: { changed?: boolean },
): Shape;
export function serversRelaunched(n: number, client?: 'claude' | 'opencode' | 'continue'): Shape;
export function serversReadingAFile(n: number): Shape;
export function referencesUnclosed(n: number): Shape;
export function serversReadingEnv(n: number): Shape;
export function relaunchReachingActors(servers: number, skills: number, actors: number): Shape;
export function serverWrittenOften(writings: number, keys: number): Shape;
export function programsLoadingEachOther(n: number, options?: { changed?: boolean }): Shape;
export function programNamingMany(folders: number, names: number, programs?: number): Shape;
export function readOnlyActors(actors: number, tools: number): Shape;
export function wrapsRepeatingKeys(keys: number): Shape;
export function hooksRepeatingKeys(keys: number): Shape;
export function skillHooksMany(
  folders: number,
  files: number,
  commands: number,
  options?: { changed?: boolean },
): Shape;
export function customToolsImporting(
  tools: number,
  modules: number,
  imports: number,
  options?: { changed?: boolean },
): Shape;
export function toolsWithHooks(tools: number, modules: number, options?: { changed?: boolean }): Shape;
export function toolsWithCommandHooks(tools: number, modules: number, options?: { changed?: boolean }): Shape;
export function hookNestedCommands(n: number): Shape;
export function hookModuleNamingMany(n: number): Shape;
export function codeRepeatedBesideKeys(n: number): Shape;
export function wholeServerOverridden(n: number): Shape;
export function wholeServerStarOverride(n: number, options?: { identical?: boolean }): Shape;
export function slotsRepeatingAccess(slots: number, options?: { named?: boolean }): Shape;
export function actorsWideBase(actors: number, skills: number, tools: number): Shape;
export function nestedAgentSkills(
  depth: number,
  files: number,
  options?: { hidden?: boolean; moved?: boolean },
): Shape;
export const SHAPES: { name: string; what: string; build: () => Shape }[];
export function writeTree(dir: string, files: Files): void;
export function shapeRepo(shape: Shape): string;
export function manySideEffects(n: number): Shape;
export function sameToolListed(n: number): Shape;
export function slotsFanOut(slots: number): Shape;
export function oneNameDefined(n: number): Shape;
export function oneToolListed(n: number): Shape;
export function policyByName(n: number): Shape;
export function repeatedCapability(n: number): Shape;
export function includeOverridden(n: number): Shape;
export function wholeServerTwice(n: number, options?: { listed?: boolean }): Shape;
