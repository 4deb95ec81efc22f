/**
 * What a route loads before its first screen: the files index.html names (entry script, module preloads,
 * stylesheets), the entry chunk's static imports, the app it imports with import() to run after the first paint
 * (src/start.tsx) with its static imports, and each lazy route chunk the router fetches on the way to that
 * screen (apps/web/src/app/router.tsx) with its static imports and CSS; sized gzipped (level 9). A public page the
 * server draws whole loads only the entry and what index.html names (STANDS_ALONE_ROUTES).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The router's lazy modules on the way to each measured screen: the guard or shell, then the screen. */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/landingpage': ['src/app/guards/public-only.tsx', 'src/features/landing/routes/landing.tsx'],
  '/login': ['src/app/guards/public-only.tsx', 'src/features/auth/routes/login.tsx'],
  '/home': ['src/app/routes/candidate-shell.tsx', 'src/features/candidate-home/routes/home.tsx'],
  '/yourmatches': ['src/app/routes/candidate-shell.tsx', 'src/features/jobs/routes/your-matches.tsx'],
};

/**
 * Public pages the server draws whole (contract's stands-alone.ts): a visitor loads only what index.html names, and
 * the entry starts no app there (apps/web/src/main.tsx). `:jobId` is a job's id, chosen when the page is audited.
 */
export const STANDS_ALONE_ROUTES = ['/browse', '/jobs/:jobId'];

export interface FirstLoad {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

/** The files dist/index.html names (entry script, module preloads, stylesheets). */
const htmlFiles = (dist: string): string[] =>
  [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);

/** Sizes files of `dist` gzipped (level 9), each read once. */
function gzipSizer(dist: string): (file: string) => number {
  const gzipped = new Map<string, number>();
  return (file) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
}

function total(route: string, files: Set<string>, size: (file: string) => number): FirstLoad {
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of files) {
    if (file.endsWith('.css')) cssGzip += size(file);
    else jsGzip += size(file);
  }
  return { route, jsGzip, cssGzip, files: [...files].sort() };
}

/**
 * Every path of the route table (apps/web/src/app/route-table.ts), from the build's own list of each path's files
 * (dist/.vite/route-preloads.json, written by apps/web/vite-plugins/route-preloads.ts: the app the entry imports
 * and the path's lazy modules with their static imports) and the files index.html names; JavaScript only (the
 * list has no stylesheets). For the four screens above it gives the JavaScript of firstLoads.
 */
export function everyRouteLoad(dist: string): FirstLoad[] {
  const preloads = JSON.parse(readFileSync(join(dist, '.vite/route-preloads.json'), 'utf8')) as Record<string, string[]>;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const size = gzipSizer(dist);
  const initial = new Set(htmlFiles(dist).filter((file) => file.endsWith('.js')));
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return Object.entries(preloads)
    .map(([route, files]) => total(route, new Set([...initial, ...files]), size))
    .sort((a, b) => b.jsGzip - a.jsGzip);
}

export function firstLoads(dist: string): FirstLoad[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const fromHtml = htmlFiles(dist);
  const size = gzipSizer(dist);
  const routes: [string, string[] | 'stands alone'][] = [...Object.entries(ROUTE_MODULES), ...STANDS_ALONE_ROUTES.map((route) => [route, 'stands alone'] as [string, 'stands alone'])];
  return routes.map(([route, modules]) => {
    const files = new Set<string>(fromHtml);
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest (has apps/web/src/app/router.tsx changed?)`);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) if (!files.has(manifest[imported]?.file ?? '')) visit(imported);
    };
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the build manifest has no entry');
    visit(entry);
    if (modules === 'stands alone') return total(route, files, size);
    // The app the entry's code imports with import() to run after the first paint (src/main.tsx); the bundler
    // may have moved that code into a chunk the entry imports.
    const entryFiles = new Set(files);
    for (const chunk of Object.values(manifest)) {
      if (entryFiles.has(chunk.file)) for (const app of chunk.dynamicImports ?? []) visit(app);
    }
    for (const module of modules) visit(module);
    return total(route, files, size);
  });
}
