// The modules of src/ as a graph, read syntactically with the TypeScript compiler (no type check,
// a few milliseconds): what each file imports and exports, for the structure tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export interface ModuleInfo {
  /** Path relative to ROOT, with forward slashes. */
  file: string;
  /** Every module of the repository it imports or re-exports from (type-only ones too). */
  imports: Set<string>;
  /** The names it exports itself (not those passed on by `export *`). */
  exports: Set<string>;
  /** Names it takes from each module it imports from; '*' for a namespace or `export *`. */
  uses: Map<string, Set<string>>;
}

/** Every .ts, .mts, .mjs and .js file under `dir` (relative to ROOT), recursively. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(join(ROOT, at), { withFileTypes: true })) {
      const path = `${at}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'fixtures') walk(path);
      } else if (/\.(?:ts|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
    }
  };
  walk(dir);
  return out.sort();
}

/** The repository file a specifier names, or undefined (a package, JSON, a file not found). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  let target = relative(ROOT, resolve(ROOT, dirname(from), specifier))
    .split('\\')
    .join('/');
  // Scripts import the compiled code: build/src/x.js is src/x.ts.
  if (target.startsWith('build/')) target = target.slice('build/'.length);
  for (const candidate of [target.replace(/\.js$/, '.ts'), target.replace(/\.mjs$/, '.mts'), target])
    if (/\.(?:ts|mts|mjs|js|cjs)$/.test(candidate) && existsSync(join(ROOT, candidate))) return candidate;
  return undefined;
}

function hasExportModifier(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

export function readModule(file: string): ModuleInfo {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const info: ModuleInfo = { file, imports: new Set(), exports: new Set(), uses: new Map() };
  const use = (specifier: string, name: string): void => {
    const target = resolveSpecifier(file, specifier);
    if (!target) return;
    info.imports.add(target);
    let names = info.uses.get(target);
    if (!names) info.uses.set(target, (names = new Set()));
    names.add(name);
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (!clause) use(specifier, '*');
      if (clause?.name) use(specifier, 'default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) use(specifier, '*');
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) use(specifier, (element.propertyName ?? element.name).text);
      if (clause && !clause.name && !bindings) use(specifier, '*');
    } else if (ts.isExportDeclaration(statement)) {
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      const clause = statement.exportClause;
      if (!clause) {
        if (specifier) use(specifier, '*');
      } else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          info.exports.add(element.name.text);
          if (specifier) use(specifier, (element.propertyName ?? element.name).text);
        }
      } else {
        info.exports.add(clause.name.text);
        if (specifier) use(specifier, '*');
      }
    } else if (ts.isExportAssignment(statement)) {
      info.exports.add('default');
    } else if (hasExportModifier(statement)) {
      const isDefault = (ts.getModifiers(statement as ts.HasModifiers) ?? []).some(
        (m) => m.kind === ts.SyntaxKind.DefaultKeyword,
      );
      if (isDefault) info.exports.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) info.exports.add(declaration.name.text);
      } else {
        const name = (statement as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) info.exports.add(name.text);
      }
    }
  }
  // import('./x.js') anywhere, and vi.mock('./x.js'): the whole module is used.
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0] as ts.Expression) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isPropertyAccessExpression(node.expression) && node.expression.getText(source) === 'vi.mock'))
    )
      use((node.arguments[0] as ts.StringLiteral).text, '*');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

let srcModules: ModuleInfo[] | undefined;

/** The modules of src/, read once per test worker (the structure tests share them). */
export function sourceModules(): ModuleInfo[] {
  return (srcModules ??= sourceFiles('src').map(readModule));
}

/** Each strongly connected component of more than one module (or a module importing itself). */
export function importCycles(modules: ModuleInfo[]): string[][] {
  const byFile = new Map(modules.map((m) => [m.file, m]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  // Tarjan's algorithm, with an explicit stack of (module, its imports still to visit).
  for (const start of modules.map((m) => m.file)) {
    if (index.has(start)) continue;
    const work: [string, string[]][] = [];
    const enter = (file: string): void => {
      index.set(file, counter);
      low.set(file, counter++);
      stack.push(file);
      onStack.add(file);
      work.push([file, [...(byFile.get(file)?.imports ?? [])].filter((f) => byFile.has(f))]);
    };
    enter(start);
    while (work.length > 0) {
      const [file, pending] = work[work.length - 1] as [string, string[]];
      const next = pending.shift();
      if (next !== undefined) {
        if (!index.has(next)) enter(next);
        else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(file)!));
      if (low.get(file) !== index.get(file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || byFile.get(file)?.imports.has(file)) cycles.push(component.sort());
    }
  }
  return cycles;
}

/** The folder of src/core/ a module sits in (`src/core/<folder>/...`), or undefined. */
export function coreFolderOf(file: string): string | undefined {
  return /^src\/core\/([^/]+)\//.exec(file)?.[1];
}

/**
 * The core's folders as modules of a graph: a folder imports another when one of its files imports
 * one of the other's. Files outside src/core/ and imports within a folder are left out.
 */
export function coreFolders(modules: readonly ModuleInfo[]): ModuleInfo[] {
  const folders = new Map<string, ModuleInfo>();
  for (const m of modules) {
    const from = coreFolderOf(m.file);
    if (from === undefined) continue;
    let folder = folders.get(from);
    if (!folder)
      folders.set(from, (folder = { file: from, imports: new Set(), exports: new Set(), uses: new Map() }));
    for (const target of m.imports) {
      const to = coreFolderOf(target);
      if (to !== undefined && to !== from) folder.imports.add(to);
    }
  }
  return [...folders.values()];
}
