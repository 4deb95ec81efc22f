/** The three logo backgrounds of docs/product.md section 9, each with white text at AA contrast. */
export const LOGO_COLOURS = ['bg-brand-700', 'bg-emerald-700', 'bg-rose-700'] as const;

/** Up to two letters: the first letters of the first two words, or the first two letters of one word. */
export function companyInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '?';
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase();
}

/** One of three colours, always the same for the same company name. */
export function logoColour(name: string | null | undefined): (typeof LOGO_COLOURS)[number] {
  let hash = 0;
  for (const char of (name ?? '').toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return LOGO_COLOURS[hash % LOGO_COLOURS.length] ?? LOGO_COLOURS[0];
}
