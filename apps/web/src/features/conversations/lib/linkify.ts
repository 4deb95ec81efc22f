// Links in a message, found in its text and nowhere else: a message is plain text (docs/product.md section C11), so the
// screen renders segments as React text and anchors, never as HTML. Only http and https become links; anything
// else (javascript:, data:, mailto:, a bare "www.") stays text, so a message can never run script on click.
export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.dev."). */
const TRAILING = /[.,;:!?'")\]}]+$/;

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Keeps a closing bracket that belongs to the address, as in https://en.wikipedia.org/wiki/Tandem_(bicycle). */
function trimTrailing(candidate: string): string {
  let text = candidate.replace(TRAILING, '');
  const rest = candidate.slice(text.length);
  if (rest.startsWith(')') && (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0)) text += ')';
  return text;
}

export function linkify(body: string): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  const push = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(CANDIDATE)) {
    const start = match.index;
    const text = trimTrailing(match[0]);
    const href = safeHref(text);
    push(body.slice(cursor, start));
    if (href && text.length > 'https://'.length - 1) segments.push({ kind: 'link', text, href });
    else push(text);
    cursor = start + text.length;
  }
  push(body.slice(cursor));
  return segments;
}
