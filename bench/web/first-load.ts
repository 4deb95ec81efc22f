/**
 * What a route loads before its first screen: the files index.html names (entry script, module preloads,
 * stylesheets), the entry chunk's static imports, the app it imports with import() to run after the first paint
 * (src/start.tsx) with its static imports, and each lazy route chunk the router fetches on the way to that
 * screen (apps/web/src/app/router.tsx) with its static imports and CSS; sized gzipped (level 9).
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

export interface FirstLoad {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

export function firstLoads(dist: string): FirstLoad[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
  return Object.entries(ROUTE_MODULES).map(([route, modules]) => {
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
    // The app the entry's code imports with import() to run after the first paint (src/main.tsx); the bundler
    // may have moved that code into a chunk the entry imports.
    const entryFiles = new Set(files);
    for (const chunk of Object.values(manifest)) {
      if (entryFiles.has(chunk.file)) for (const app of chunk.dynamicImports ?? []) visit(app);
    }
    for (const module of modules) visit(module);
    let jsGzip = 0;
    let cssGzip = 0;
    for (const file of files) {
      if (file.endsWith('.css')) cssGzip += size(file);
      else jsGzip += size(file);
    }
    return { route, jsGzip, cssGzip, files: [...files].sort() };
  });
}
