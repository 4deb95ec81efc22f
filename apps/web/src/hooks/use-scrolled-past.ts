import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled further than `threshold` pixels.
 *
 * `scrollY` is read only in scroll events, where the layout is fresh: reading it elsewhere makes the browser lay
 * the page out there and then, and a read in every render (as `useSyncExternalStore` does) laid the whole screen
 * out again after each commit of the first load. A page starts at the top, and a restored scroll position fires a
 * scroll event.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
