/** Characters RFC 5987's attr-char allows unescaped; everything else in the name is percent-encoded as UTF-8. */
const encodeAttrChars = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` for a stored file name, whatever it holds: a plain ASCII fallback in the
 * quoted `filename` (anything outside printable ASCII, quotes, backslashes and percent signs become `_`, so no
 * header can be split or a quoted string closed), and the exact name in `filename*` (RFC 5987, UTF-8), which
 * every current browser prefers (RFC 6266).
 */
export function attachment(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeAttrChars(filename)}`;
}
