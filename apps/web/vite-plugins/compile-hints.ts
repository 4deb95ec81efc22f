import type { Plugin, Rolldown } from 'vite';
import { addWithImports, ROUTE_PRELOADS_FILE } from './route-preloads';

/**
 * V8's file-level compile hint (Chrome 136 and later; other engines read a comment). Without it V8 only pre-parses
 * a function when the file arrives and compiles it on the main thread the first time it is called: at start-up
 * that is most of React DOM, in the tasks that render the first screen. With it, every function of the file is
 * compiled while the file streams in, on a background thread.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The files whose code runs before a screen is usable: the entry with its static imports, and every file a route's
 * first load names (the app, the guard or shell, the screen, and their imports). Code loaded later with import()
 * (dialogs, menus, toasts) is left to V8's lazy compilation: most of it never runs on a given visit.
 */
export function filesRunOnLoad(
  chunks: readonly Pick<Rolldown.OutputChunk, 'fileName' | 'isEntry' | 'imports'>[],
  routePreloads: Record<string, readonly string[]>,
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) addWithImports(byFile, chunk.fileName, files);
  for (const routeFiles of Object.values(routePreloads))
    for (const file of routeFiles) addWithImports(byFile, file, files);
  return files;
}

/**
 * Puts COMPILE_HINT at the top of every file run on load, reading the route files routePreloads emitted. A comment
 * changes no behaviour, so the files keep their names.
 */
export function compileHints(): Plugin {
  return {
    name: 'tandem:compile-hints',
    apply: 'build',
    // order 'post': after Vite's own generateBundle, which rewrites the files that use import() (their list of
    // dependencies goes first in the file, and the hint must be the file's first line).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const preloads = bundle[ROUTE_PRELOADS_FILE];
        if (preloads?.type !== 'asset')
          this.error(`compile-hints: ${ROUTE_PRELOADS_FILE} was not emitted before it`);
        const routeFiles = JSON.parse(String(preloads.source)) as Record<string, string[]>;
        const chunks = Object.values(bundle).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const hinted = filesRunOnLoad(chunks, routeFiles);
        for (const chunk of chunks) if (hinted.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
