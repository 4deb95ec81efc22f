// Comma-separated lists (keywords, benefits_and_perks): docs/product.md section C2. Splitting and joining, without
// zod (the job screens split keywords on their first screen); the schema is in comma-list.ts.

/** Items of a comma-separated text or list: trimmed, without empty items or case-insensitive repeats. */
export function splitCommaList(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((part) => part.split(','));
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of parts) {
    const item = part.trim();
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The stored and answered form: items joined by ", ". */
export const normaliseCommaList = (value: string | readonly string[]): string => splitCommaList(value).join(', ');
