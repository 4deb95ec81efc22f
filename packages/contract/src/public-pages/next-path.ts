/**
 * Where to go after signing in (`/login?next=/jobs/12`, docs/product.md section C16): a path on this site, or null.
 * Same-site paths only, so a link can never send someone elsewhere after they typed their password (no open redirect):
 * it must start with one '/', and nothing a browser would read as another host or scheme ('//evil.example',
 * '/\evil', 'https:', control characters, or any of these percent-encoded) gets through.
 */
export const NEXT_PATH_MAX = 2000;

export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > NEXT_PATH_MAX) return null;
  let decoded = value;
  // Decode until stable (a few rounds at most): '%2F%2Fevil' and '%252F%252Fevil' are read as what they become.
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/')) return null;
    // '//host' and '/\host' are another host to a browser; a backslash anywhere is read as a slash.
    if (candidate.startsWith('//') || candidate.includes('\\')) return null;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return null;
  }
  // Resolved against a placeholder origin, the path must stay on it.
  try {
    const base = 'https://tandem.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in address that returns to `path` afterwards; plain /login for a path that is not safe to return to. */
export function loginPathFor(path: string, screen: '/login' | '/signup' = '/login'): string {
  const next = safeNextPath(path);
  return next && next !== '/' ? `${screen}?next=${encodeURIComponent(next)}` : screen;
}
