import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (apps/web/vite-plugins/route-preloads.ts): route path -> files its screen needs. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface Page {
  html: string;
  etag: string;
}

const pageOf = (html: string): Page => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
});

/** "/jobpost/:id" -> a pattern for the router's matching: case-insensitive, a segment per parameter, optional "/". */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

/**
 * index.html for each client-side route, with `<link rel="modulepreload">` for the files of that route's screen
 * (guard or shell, screen, and their imports), so they download alongside the entry script instead of after it
 * has run and the router has asked for them. Any other path gets index.html as built. Read once at start, like the
 * rest of the build.
 */
export function routePages(root: string): (path: string) => Page {
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  const plain = pageOf(index);
  const preloadsFile = join(root, ROUTE_PRELOADS_FILE);
  if (!existsSync(preloadsFile) || !index.includes('</head>')) return () => plain;

  const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  const pages = Object.entries(preloads).map(([path, files]) => {
    const links = files
      .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
      .join('');
    return { pattern: patternOf(path), page: pageOf(index.replace('</head>', `${links}  </head>`)) };
  });
  return (path) => pages.find(({ pattern }) => pattern.test(path))?.page ?? plain;
}
