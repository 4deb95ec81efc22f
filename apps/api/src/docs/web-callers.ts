/**
 * The route map's 'screens' column: which screens of the web app call an API path. Read from the web's sources
 * as they are: each file that names the path (a string or template literal starting with /api/) is followed up
 * through the files that import it to the screens of apps/web/src/app/route-table.ts. By file: a file of several
 * calls counts for every screen that imports any of it (the account's recovery calls share one file, which the
 * shells' 'confirm your e-mail' banner imports). Only relative imports are followed (the web imports its own files
 * no other way), and a path the web builds by joining pieces is not seen: such a route shows no screen.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = fileURLToPath(new URL('../../../web/src/', import.meta.url));
const ROUTE_TABLE = join(WEB_SRC, 'app/route-table.ts');
/** More screens than this are summed up, not listed (the session, the bell: every signed-in screen). */
const LISTED = 4;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path) && !path.endsWith('/') && /\.tsx?$/.test(path));
}

/** '/api/jobprofile/${id}/apply/?x=1' → ['api', 'jobprofile', '*', 'apply']. */
function segments(path: string): string[] {
  return path
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') || segment.includes('${') ? '*' : segment));
}

const sameShape = (a: string[], b: string[]) => a.length === b.length && a.every((segment, i) => segment === b[i] || segment === '*' || b[i] === '*');

export interface WebCallers {
  /** The screen paths (route-table.ts) that reach a call of `url` (a Fastify path such as /api/jobprofile/:id/). */
  screensOf(url: string): string[];
}

export function readWebCallers(): WebCallers {
  const files = sourceFiles(WEB_SRC);
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const importers = new Map<string, Set<string>>();
  const link = (importer: string, target: string) => importers.set(target, (importers.get(target) ?? new Set()).add(importer));
  const calls: { file: string; path: string[] }[] = [];
  for (const [file, text] of texts) {
    // A feature's index.ts only re-exports: an import of some of its names leads to the files that define those
    // names, not to the whole feature (else every screen importing anything of a feature would reach all of it).
    for (const [, names, specifier] of text.matchAll(/import\s+(?:type\s+)?(?:\{([^}]*)\}|[\w*][^'{;]*?)\s+from\s+'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, specifier!);
      if (!target) continue;
      const sources = names && isBarrel(target) ? barrelSources(target, names) : [target];
      for (const source of sources) link(file, source);
    }
    // A re-export outside an index.ts (a feature's second entry, such as notifications/panel.ts) is an import too.
    const reexports = isBarrel(file) ? [] : [...text.matchAll(/export\s+(?:type\s+)?(?:\{[^}]*\}|\*)\s+from\s+'(\.{1,2}\/[^']+)'/g)];
    for (const [, specifier] of [...text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'/g), ...reexports]) {
      const target = resolveImport(file, specifier!);
      if (target) link(file, target);
    }
    for (const [, path] of text.matchAll(/['`](\/api\/[^'`\s]*)['`]/g)) calls.push({ file, path: segments(path!) });
  }

  function isBarrel(file: string): boolean {
    return /\/index\.tsx?$/.test(file);
  }

  /** The files of a barrel that define `names` ('a, type B, c as d'); the barrel itself for a name it does not list. */
  function barrelSources(barrel: string, names: string): string[] {
    const text = texts.get(barrel) ?? '';
    const sources = new Set<string>();
    for (const raw of names.split(',')) {
      const name = raw.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      if (!name) continue;
      const from = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(\.{1,2}\/[^']+)'/g)].find(([, listed]) =>
        listed!.split(',').some((entry) => entry.replace(/^\s*type\s+/, '').split(/\s+as\s+/).pop()!.trim() === name),
      );
      const source = from ? resolveImport(barrel, from[2]!) : undefined;
      sources.add(source ?? barrel);
    }
    return [...sources];
  }
  // A screen's module is reached by its own path; a guard's or shell's (the bell, the session) by every path of
  // its group.
  const screens = new Map<string, string[]>();
  const table = readFileSync(ROUTE_TABLE, 'utf8');
  const note = (file: string | undefined, paths: string[]) => file && screens.set(file, [...(screens.get(file) ?? []), ...paths]);
  const guardModules = new Map([...table.matchAll(/(\w+): \{[^}]*?module: '([^']+)'/g)].map(([, name, module]) => [name!, resolveImport(ROUTE_TABLE, module!)]));
  for (const [, guard, rows] of table.matchAll(/\.\.\.group\((?:'(\w+)'|null), \[([\s\S]*?)\]\),/g)) {
    const paths: string[] = [];
    for (const [, path, module] of rows!.matchAll(/\['(\/[^']*)',\s*'([^']+)'/g)) {
      note(resolveImport(join(WEB_SRC, 'features/x'), `./${module!}`), [path!]);
      paths.push(path!);
    }
    if (guard) note(guardModules.get(guard), paths);
  }

  /** Every screen path whose module imports `file`, directly or through other files. */
  const reaching = (file: string): Set<string> => {
    const found = new Set<string>();
    const seen = new Set([file]);
    for (const queue = [file]; queue.length > 0; ) {
      const current = queue.pop()!;
      for (const path of screens.get(current) ?? []) found.add(path);
      for (const importer of importers.get(current) ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    return found;
  };

  return {
    screensOf(url) {
      const route = segments(url);
      const found = new Set<string>();
      for (const call of calls) if (sameShape(route, call.path)) for (const path of reaching(call.file)) found.add(path);
      return [...found].sort();
    },
  };
}

/** '`/home`, `/jobs`' or, for many, '`/home`, `/jobs`, … (12 screens)'. */
export function describeScreens(paths: string[]): string {
  const shown = paths.slice(0, LISTED).map((path) => `\`${path}\``);
  return paths.length > LISTED ? `${shown.join(', ')}, … (${paths.length} screens)` : shown.join(', ');
}
