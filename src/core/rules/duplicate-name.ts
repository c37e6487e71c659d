// Two definitions share a name in one registry (tools and validations share one). Each is
// reported at its own name, pointing at the others.
import type { Definition } from '../model/model.js';
import type { InventoryInfo } from '../kinds/mcp-server.js';
import type { RuleContext, RuleModule } from './rule.js';

function check(ctx: RuleContext): void {
  const { project } = ctx;
  const registries: [string, Map<string, { def: Definition }[]>][] = [
    ['tool', project.toolsByName],
    ['skill', project.skillsByName],
    ['actor', project.actorsByName],
    ['MCP server inventory', project.inventoriesByName],
  ];
  for (const [kind, registry] of registries) {
    registry.forEach((infos, name) => {
      if (infos.length < 2) return;
      const places = infos.map((o) => `${o.def.file.path}:${o.def.doc.valueSpan(namePointer(o.def)).line}`);
      infos.forEach((info, i) => {
        ctx.reportAt(
          { def: info.def, pointer: namePointer(info.def) },
          'value',
          `${kind} '${name}' is also defined at ${othersThan(places, i)}`,
        );
      });
    });
  }
  for (const inventory of project.inventories) duplicateInventoryTools(ctx, inventory);
}

/** Where a definition's name is written: an inventory without `server` is named by its file. */
function namePointer(def: Definition): string {
  return def.kind !== 'mcp-server' || Object.hasOwn(def.value, 'server')
    ? `/${def.kind === 'mcp-server' ? 'server' : 'name'}`
    : '';
}

/** A tool an inventory lists twice: the runtime keeps one listing, the gate reads the stronger. */
function duplicateInventoryTools(ctx: RuleContext, inventory: InventoryInfo): void {
  inventory.tools.forEach((listings, name) => {
    if (listings.length < 2) return;
    const places = listings.map((o) => `line ${inventory.def.doc.valueSpan(`${o.site.pointer}/name`).line}`);
    listings.forEach((tool, i) => {
      ctx.reportAt(
        { def: tool.site.def, pointer: `${tool.site.pointer}/name` },
        'value',
        `MCP tool '${name}' is listed again in this inventory at ${othersThan(places, i)}`,
      );
    });
  });
}

/** Places a finding names besides its own; a name defined thousands of times counts the rest. */
const NAMED_PLACES = 10;

/**
 * Every place but the `i`th, the first NAMED_PLACES of them, then how many more: each of n
 * definitions naming every other would make the report grow with n² (SPEC §9).
 */
function othersThan(places: readonly string[], i: number): string {
  const named = places
    .slice(0, NAMED_PLACES + 1)
    .filter((_, j) => j !== i)
    .slice(0, NAMED_PLACES);
  const left = places.length - 1 - named.length;
  return left > 0 ? `${named.join(', ')} and ${left.toLocaleString('en-US')} more` : named.join(', ');
}

export const rule: RuleModule = {
  meta: {
    id: 'duplicate-name',
    defaultSeverity: 'error',
    description:
      'Two definitions share a name in one registry (tools and validations share one); reported at each, naming the other.',
    scope: 'project',
    incompleteReading: true,
  },
  check,
};
