import { STANDS_ALONE_ATTRIBUTE } from '@tandem/contract';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './html-text.ts';
import { scriptJson } from './structured-data.ts';

// The HTML document a public page is sent as: the web app's index.html (so the app boots and takes over), with
// the page's own title, meta tags and structured data in its head, and its content drawn before the app's root
// (replaced by the app once it renders, apps/web/src/app/first-paint/replace-first-paint.ts; on /browse and a job page
// the app starts only for someone signed in, contract's stands-alone.ts). Without a web build
// (API tests, the API alone) a bare document of the same shape.

const APP_ROOT = '<div id="root"></div>';
const BARE_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tandem</title>
  </head>
  <body>
    ${APP_ROOT}
  </body>
</html>`;

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page. */
  canonical: string;
  ogType: 'website' | 'article';
  image?: string | undefined;
  /** Closed and paused jobs, and pages past the first of a search: not for search engines' indexes. */
  noindex?: boolean;
  /** The page's one JSON-LD item (JobPosting, Organization), or none. */
  structuredData?: Record<string, unknown> | undefined;
  /** The drawing is the whole page for a visitor, so the app starts only for someone signed in (STANDS_ALONE_ATTRIBUTE). */
  standsAlone?: boolean;
}

export function pageShell(webDist: string): (head: PageHead, body: string) => string {
  const file = join(webDist, 'index.html');
  const index = existsSync(file) ? readFileSync(file, 'utf8') : BARE_SHELL;
  const shell = (index.includes(APP_ROOT) ? index : BARE_SHELL)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '');
  return (head, body) => {
    const meta = (attribute: 'name' | 'property', key: string, value: string) => `    <meta ${attribute}="${key}" content="${escapeHtml(value)}" />\n`;
    const tags =
      `    <title>${escapeHtml(head.title)}</title>\n` +
      meta('name', 'description', head.description) +
      `    <link rel="canonical" href="${escapeHtml(head.canonical)}" />\n` +
      (head.noindex ? meta('name', 'robots', 'noindex') : '') +
      meta('property', 'og:title', head.title) +
      meta('property', 'og:description', head.description) +
      meta('property', 'og:url', head.canonical) +
      meta('property', 'og:type', head.ogType) +
      meta('property', 'og:site_name', 'Tandem') +
      (head.image ? meta('property', 'og:image', head.image) : '') +
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary') +
      meta('name', 'twitter:title', head.title) +
      meta('name', 'twitter:description', head.description) +
      (head.image ? meta('name', 'twitter:image', head.image) : '') +
      (head.structuredData ? `    <script type="application/ld+json">${scriptJson(head.structuredData)}</script>\n` : '');
    const drawing = head.standsAlone ? `<div id="first-paint" ${STANDS_ALONE_ATTRIBUTE}>` : '<div id="first-paint">';
    return shell.replace('</head>', `${tags}  </head>`).replace(APP_ROOT, `${drawing}${body}</div>${APP_ROOT}`);
  };
}
