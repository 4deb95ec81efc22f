/** Up to two initials of a name ("Alex Rivera" → "AR"), or "?" without one. */
export const initialsOf = (name: string | undefined): string =>
  (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '?';
