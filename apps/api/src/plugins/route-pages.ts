import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { NAME_SLOTS, firstNameOf, initialsOf } from '@tandem/contract';

/** Written by the web build (apps/web/vite-plugins/route-preloads.ts): route path -> files its screen needs. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
/** Written by the web build (apps/web/vite-plugins/first-paints.ts): screens drawn at build time. */
const FIRST_PAINTS_FILE = '.vite/first-paints.json';
/** Where index.html's app root is; a first paint goes just before it. */
const APP_ROOT = '<div id="root"></div>';

interface FirstPaint {
  path: string;
  /** The role of the signed-in user the drawing is for (a signed-in screen), or null for visitors. */
  role: string | null;
  /** May hold NAME_SLOTS (packages/contract), for the signed-in user's name. */
  html: string;
}

/** Who the page is for: the signed-in user, or null for a visitor. */
export type Viewer = { role: string; name: string } | null;

export interface Page {
  html: string;
  etag: string;
  /** The page compressed for a browser that accepts brotli or gzip. */
  encoded: (encoding: 'br' | 'gzip') => Buffer;
}

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

const compress = (html: string, encoding: 'br' | 'gzip', quick: boolean): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11 } })
    : gzipSync(html, { level: quick ? 6 : 9 });

/** A page every visitor of a path gets: compressed as small as it goes, once per encoding, when first asked for. */
function sharedPage(html: string): Page {
  const copies = new Map<'br' | 'gzip', Buffer>();
  const encoded = (encoding: 'br' | 'gzip') => {
    let copy = copies.get(encoding);
    if (!copy) copies.set(encoding, (copy = compress(html, encoding, false)));
    return copy;
  };
  return { html, etag: etagOf(html), encoded };
}

/** A page for one user: compressed on request, at the quick levels (a millisecond, not ten). */
const ownPage = (html: string): Page => ({ html, etag: etagOf(html), encoded: (encoding) => compress(html, encoding, true) });

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** The drawing with the signed-in user's name, initials and first name in place of NAME_SLOTS (longest first). */
const withName = (html: string, name: string) =>
  html
    .replaceAll(NAME_SLOTS.name, escapeHtml(name))
    .replaceAll(NAME_SLOTS.initials, escapeHtml(initialsOf(name)))
    .replaceAll(NAME_SLOTS.firstName, escapeHtml(firstNameOf(name)));

/** "/jobpost/:id" -> a pattern for the router's matching: case-insensitive, a segment per parameter, optional "/". */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);

/**
 * index.html for each client-side route, read once at start like the rest of the build:
 * - with `<link rel="modulepreload">` for the files of that route's screen (guard or shell, screen, and their
 *   imports), so they download alongside the entry script instead of after it has run and the router has asked;
 * - with the screen already drawn (the build's first paint for that path) when it is drawn for the viewer's role
 *   (or for visitors), inert until the app replaces it: the browser paints the screen's title, form and
 *   skeletons at once instead of after the app's JavaScript has downloaded and run. A signed-in screen gets the
 *   user's name written in, so it is drawn as the app will show it.
 * Any other path gets index.html as built.
 */
export function routePages(root: string): (path: string, viewer: Viewer) => Page {
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  const plain = sharedPage(index);
  const preloads = (index.includes('</head>') && readJson<Record<string, string[]>>(join(root, ROUTE_PRELOADS_FILE))) || {};
  const firstPaints = (index.includes(APP_ROOT) && readJson<FirstPaint[]>(join(root, FIRST_PAINTS_FILE))) || [];
  const paths = new Set([...Object.keys(preloads), ...firstPaints.map((paint) => paint.path)]);
  if (paths.size === 0) return () => plain;

  const pages = [...paths].map((path) => {
    const files = preloads[path] ?? [];
    const preloading = (attributes: string) =>
      index.replace('</head>', `${files.map((file) => `    <link rel="modulepreload" crossorigin${attributes} href="/${file}">\n`).join('')}  </head>`);
    const preloaded = preloading('');
    // Under a drawing the code is not needed for the first paint: the stylesheet goes first.
    const drawnPreloaded = preloading(' fetchpriority="low"');
    // Each drawing as a page for the viewer: the same page for everybody, or one with the user's name written in.
    const drawn = new Map(
      firstPaints
        .filter((paint) => paint.path === path)
        .map((paint): [string | null, (viewer: Viewer) => Page] => {
          const html = drawnPreloaded.replace(APP_ROOT, `<div id="first-paint" inert aria-hidden="true">${paint.html}</div>${APP_ROOT}`);
          if (!html.includes(NAME_SLOTS.firstName)) {
            const page = sharedPage(html);
            return [paint.role, () => page];
          }
          return [paint.role, (viewer) => ownPage(withName(html, viewer?.name ?? ''))];
        }),
    );
    return { pattern: patternOf(path), page: sharedPage(preloaded), drawn };
  });
  return (path, viewer) => {
    const route = pages.find(({ pattern }) => pattern.test(path));
    if (!route) return plain;
    return route.drawn.get(viewer?.role ?? null)?.(viewer) ?? route.page;
  };
}
