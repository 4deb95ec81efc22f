import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { APP_ROUTES, modulesOf } from '../src/app/route-table';
import type { AppRoute } from '../src/app/route-table';

/** Where the build writes, for each path of the router, the files that path's screen needs (apps/api reads it). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The route table's file: its module names are relative to it. */
const ROUTE_TABLE_FILE = fileURLToPath(new URL('../src/app/route-table.ts', import.meta.url));

interface RouteModules {
  /** The route's full path, as the router matches it ("/jobpost/:id"). */
  path: string;
  /** The import specifiers of the lazy modules on the way to it, relative to the route table: guard first. */
  specifiers: string[];
}

/** Every route of the table and its lazy modules. */
export const routeModules = (routes: readonly AppRoute[]): RouteModules[] =>
  routes.map((route) => ({ path: route.path, specifiers: modulesOf(route).map((lazy) => lazy.module) }));

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
 * Writes ROUTE_PRELOADS_FILE: for each path of the route table (src/app/route-table.ts), the JavaScript files
 * of its lazy modules and their static imports, less those index.html already loads. The server names them in
 * the page as `<link rel="modulepreload">`, so a screen's code downloads alongside the entry script instead of
 * after the entry has run and the router has asked for it.
 */
export function routePreloads(): Plugin {
  return {
    name: 'tandem:route-preloads',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk that holds each module. A route's module is usually its chunk's facade, but the bundler may put it in
      // a chunk it shares with code the route imports with import() (preserveEntrySignatures: false lets it), and that
      // chunk has no facade.
      const byModule = new Map<string, Rolldown.OutputChunk>();
      for (const chunk of chunks) for (const id of chunk.moduleIds) byModule.set(id, chunk);
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
      for (const route of routeModules(APP_ROUTES)) {
        const files = new Set<string>(app);
        for (const specifier of route.specifiers) {
          const resolved = await this.resolve(specifier, ROUTE_TABLE_FILE);
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
