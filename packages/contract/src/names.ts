/** How a person's name is shortened on screen: by the web app, and by FILL_NAME_SCRIPT where it fills a first paint. */

/** The first word of a name ("Alex Rivera" → "Alex"), or "" without one. */
export const firstNameOf = (name: string | undefined): string => (name ?? '').trim().split(/\s+/)[0] ?? '';

/** Up to two initials of a name ("Alex Rivera" → "AR"), or "?" without one. */
export const initialsOf = (name: string | undefined): string =>
  (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('') || '?';

/**
 * A signed-in screen drawn at build time (the web app's first paints) is drawn a second time with this name, to
 * find the texts that show its user's name; the browser writes the user's own in their place (remembered-name.ts). Characters from Unicode's private use area, which no name
 * brings: the screen is drawn as the name "\uE000 \uE001", so its first name is the one and its initials the two.
 */
export const NAME_SLOTS = { name: '\uE000 \uE001', firstName: '\uE000', initials: '\uE000\uE001' } as const;
