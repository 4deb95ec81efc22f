/**
 * Marks a public page the server draws whole for a visitor (`/browse`, `/jobs/{id}`): every link is a plain link,
 * the search a plain GET form, Apply a link to sign-in. The app adds nothing there for someone not signed in (no
 * match, no report button), so it does not start for them: on a slow phone its start-up was the page's blocking
 * time (docs/performance.md, open doors). Set by the server on its `#first-paint`, read by apps/web/src/main.tsx.
 */
export const STANDS_ALONE_ATTRIBUTE = 'data-stands-alone';
