import { useEffect, useRef } from 'react';

/**
 * A section of a page that keeps its own state but is saved by the page's one Save button (and counts for its
 * leave warning): it reports whether it has unsaved edits and how to save them quietly (errors are the section's to
 * show; the page says 'saved' once).
 */
export interface SectionSave {
  dirty: boolean;
  save: () => Promise<boolean>;
}

export type BindSectionSave = (part: SectionSave | null) => void;

/** Reports the section's save to the page on every change of `dirty` and on unmount; the latest `save` is always used. */
export function useBindSectionSave(bind: BindSectionSave | undefined, dirty: boolean, save: () => Promise<boolean>) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    if (!bind) return;
    bind({ dirty, save: () => latest.current() });
  }, [bind, dirty]);
  useEffect(() => (bind ? () => bind(null) : undefined), [bind]);
}
