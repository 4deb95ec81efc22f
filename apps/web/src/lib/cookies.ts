/** Reads one cookie the page can see (not HttpOnly ones such as sessionid). */
export function getCookie(name: string, source: string = document.cookie): string | null {
  for (const part of source.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export const hasCookie = (name: string): boolean => Boolean(getCookie(name));
