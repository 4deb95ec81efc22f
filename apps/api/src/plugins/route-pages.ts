import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { FILL_NAME_SCRIPT, NAMED_TEXTS_ATTRIBUTE } from '@tandem/contract';

/** Written by the web build (apps/web/vite-plugins/route-preloads.ts): route path -> files its screen needs. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
/** Written by the web build (apps/web/vite-plugins/first-paints.ts): screens drawn at build time. */
const FIRST_PAINTS_FILE = '.vite/first-paints.json';
/** Where index.html's app root is; a first paint goes just before it. */
const APP_ROOT = '<div id="root"></div>';

interface FirstPaint {
  path: string;
  /** The role the drawing is for (a signed-in screen), or null for visitors. */
  role: string | null;
  /** Nothing of any user's: the same for everyone of the role. */
  html: string;
  /** The texts that show the user's name, nameless -> with the contract's NAME_SLOTS (the browser fills them in). */
  named?: Record<string, string>;
}

export type PageEncoding = 'br' | 'gzip';

export interface Page {
  html: string;
  etag: string;
  /** The page compressed for a browser that accepts brotli or gzip: made once, off the event loop, and kept. */
  encoded: (encoding: PageEncoding) => Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The drawing's texts that show the user's name, if it has any. */
const namedOf = (paint: FirstPaint) => (paint.named && Object.keys(paint.named).length > 0 ? paint.named : undefined);

/** JSON in a double-quoted attribute value. */
const attributeJson = (value: unknown) =>
  JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The drawing as the page carries it: inert and hidden from assistive technology until the app replaces it; where
 * it shows the user's name, with the texts to fill in and the contract's script that fills in the name the browser
 * remembers before the first paint (allowed by its hash in the Content-Security-Policy, security-headers.ts).
 */
function drawingOf(paint: FirstPaint): string {
  const named = namedOf(paint);
  const attributes = named ? ` ${NAMED_TEXTS_ATTRIBUTE}="${attributeJson(named)}"` : '';
  const script = named ? `<script>${FILL_NAME_SCRIPT}</script><template id="${NAME_FILLED_ID}"></template>` : '';
  return `<div id="first-paint" inert aria-hidden="true"${attributes}>${paint.html}</div>${script}`;
}

/**
 * Marks the end of the name's inline script; the page's head holds its rendering until the parser has reached it.
 * Why: the parser may yield, and the browser paint, between the drawing and the script: the greeting is then first
 * painted nameless ("Welcome", smaller than the paragraph under it), a text's later change is no new Largest
 * Contentful Paint, and the app's "Welcome, Alex" became the LCP after its session loaded (Lighthouse on /home: 2 of
 * 3 runs at 2.8 s instead of 1.3 s; in Chromium's own LCP entries the first paint showed the paragraph or the logo).
 */
const NAME_FILLED_ID = 'first-paint-named';
const HOLD_RENDER_FOR_NAME = `    <link rel="expect" href="#${NAME_FILLED_ID}" blocking="render">\n`;

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * A page as every viewer of its path and role gets it. Compressed as small as it goes, once per encoding when first
 * asked for: the pages are a few per route and never change while the server runs.
 */
function page(html: string): Page {
  const copies = new Map<PageEncoding, Promise<Buffer>>();
  const encoded = (encoding: PageEncoding) => {
    let copy = copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } })
          : gzipAsync(html, { level: 9 });
      // A failure is not kept: the next request tries again.
      copy.catch(() => copies.delete(encoding));
      copies.set(encoding, copy);
    }
    return copy;
  };
  return { html, etag: etagOf(html), encoded };
}

/** "/jobpost/:id" -> a pattern for the router's matching: case-insensitive, a segment per parameter, optional "/". */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/**
 * index.html for each client-side route, read once at start like the rest of the build:
 * - with `<link rel="modulepreload">` for the files of that route's screen (guard or shell, screen, and their
 *   imports), so they download alongside the entry script instead of after it has run and the router has asked;
 * - with the screen already drawn (the build's first paint for that path) when it is drawn for the viewer's role
 *   (or for visitors), inert until the app replaces it: the browser paints the screen's title, form and
 *   skeletons at once instead of after the app's JavaScript has downloaded and run. A drawing holds nothing of the
 *   user's (the app fills their name in), so a page depends on the path and the role alone.
 * Any other path gets index.html as built.
 */
export function routePages(root: string): (path: string, role: string | null) => Page {
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  const plain = page(index);
  const preloads =
    (index.includes('</head>') && readJson<Record<string, string[]>>(join(root, ROUTE_PRELOADS_FILE))) || {};
  const firstPaints = (index.includes(APP_ROOT) && readJson<FirstPaint[]>(join(root, FIRST_PAINTS_FILE))) || [];
  const paths = new Set([...Object.keys(preloads), ...firstPaints.map((paint) => paint.path)]);
  if (paths.size === 0) return () => plain;

  const pages = [...paths].map((path) => {
    const files = preloads[path] ?? [];
    const preloading = (attributes: string) =>
      index.replace(
        '</head>',
        `${files.map((file) => `    <link rel="modulepreload" crossorigin${attributes} href="/${file}">\n`).join('')}  </head>`,
      );
    // Under a drawing the code is not needed for the first paint: the stylesheet goes first.
    const drawnPreloaded = preloading(' fetchpriority="low"');
    const drawn = new Map(
      firstPaints
        .filter((paint) => paint.path === path)
        .map((paint) => [
          paint.role,
          page(
            (namedOf(paint)
              ? drawnPreloaded.replace('</head>', `${HOLD_RENDER_FOR_NAME}  </head>`)
              : drawnPreloaded
            ).replace(APP_ROOT, `${drawingOf(paint)}${APP_ROOT}`),
          ),
        ]),
    );
    return { pattern: patternOf(path), preloaded: page(preloading('')), drawn };
  });
  return (path, role) => {
    const route = pages.find(({ pattern }) => pattern.test(path));
    if (!route) return plain;
    return route.drawn.get(role) ?? route.preloaded;
  };
}
