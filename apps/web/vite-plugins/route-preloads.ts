import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { parseAst } from 'vite';

/** Where the build writes, for each path of the router, the files that path's screen needs (apps/api reads it). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface RouteModules {
  /** The route's full path, as the router matches it ("/jobpost/:id"). */
  path: string;
  /** The import specifiers of the lazy modules on the way to it: guard or shell first, then the screen. */
  specifiers: string[];
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function property(object: Node, name: string): Node | undefined {
  for (const prop of (object.properties as Node[] | undefined) ?? []) {
    const key = prop.key as Node | undefined;
    if (prop.type === 'Property' && key?.type === 'Identifier' && key.name === name && isNode(prop.value))
      return prop.value;
  }
  return undefined;
}

/** The string literal of the first `import('...')` inside `node` (a route's `lazy`). */
function importSpecifier(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = importSpecifier(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isNode(node)) return undefined;
  const source = node.source as Node | undefined;
  if (node.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string')
    return source.value;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || typeof value !== 'object') continue;
    const found = importSpecifier(value);
    if (found) return found;
  }
  return undefined;
}

/** Every route with a path in the `routes` array exported by the router module, and its lazy modules. */
export function routeModules(source: string, filename: string): RouteModules[] {
  const program = parseAst(source, { lang: 'tsx' }, filename);
  const found: RouteModules[] = [];
  const walk = (array: Node, parentPath: string, parentSpecifiers: string[]) => {
    for (const route of (array.elements as Array<Node | null>) ?? []) {
      if (route?.type !== 'ObjectExpression') continue;
      const path = property(route, 'path');
      const lazy = property(route, 'lazy');
      const specifier = lazy && importSpecifier(lazy);
      const specifiers = specifier ? [...parentSpecifiers, specifier] : parentSpecifiers;
      const fullPath =
        path?.type === 'Literal' && typeof path.value === 'string'
          ? `${parentPath.replace(/\/$/, '')}/${path.value}`
          : parentPath;
      if (path && specifier) found.push({ path: fullPath, specifiers });
      const children = property(route, 'children');
      if (children?.type === 'ArrayExpression') walk(children, fullPath, specifiers);
    }
  };
  for (const statement of program.body as unknown as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      if (id.name === 'routes' && init?.type === 'ArrayExpression') walk(init, '', []);
    }
  }
  return found;
}

/** Adds `file` and every file it imports statically, through any depth, to `into`; files not in the bundle are skipped. */
export function addWithImports(
  byFile: ReadonlyMap<string, Pick<Rolldown.OutputChunk, 'imports'>>,
  file: string,
  into: Set<string>,
): void {
  const chunk = byFile.get(file);
  if (!chunk || into.has(file)) return;
  into.add(file);
  for (const imported of chunk.imports) addWithImports(byFile, imported, into);
}

/**
 * Writes ROUTE_PRELOADS_FILE: for each path of the router's table (`routes` in `routerFile`), the JavaScript files
 * of its lazy modules and their static imports, less those index.html already loads. The server names them in
 * the page as `<link rel="modulepreload">`, so a screen's code downloads alongside the entry script instead of
 * after the entry has run and the router has asked for it.
 */
export function routePreloads(routerFile: string): Plugin {
  return {
    name: 'tandem:route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(
        chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk]),
      );
      const initial = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) addWithImports(byFile, chunk.fileName, initial);
      // The entry imports the app itself with import() (src/main.tsx), to run it after the first paint: every
      // route needs that code, downloaded as early as the entry. (The bundler may move the entry's own code, and
      // so its import(), into a chunk the entry imports.)
      const app = new Set<string>();
      for (const file of initial) {
        for (const dynamic of byFile.get(file)?.dynamicImports ?? []) addWithImports(byFile, dynamic, app);
      }

      const preloads: Record<string, string[]> = {};
      for (const route of routeModules(readFileSync(routerFile, 'utf8'), routerFile)) {
        const files = new Set<string>(app);
        for (const specifier of route.specifiers) {
          const resolved = await this.resolve(specifier, routerFile);
          const chunk = resolved ? byModule.get(resolved.id) : undefined;
          if (!chunk) this.error(`route-preloads: no chunk for ${specifier} (route ${route.path})`);
          addWithImports(byFile, chunk.fileName, files);
        }
        preloads[route.path] = [...files].filter((file) => !initial.has(file)).sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
