import { TIMINGS } from '@tandem/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SaveState = 'idle' | 'saving' | 'saved';

/** The Save Changes button of docs/product.md section 4: idle → saving → saved (3 s) → idle; a failure goes back to idle. */
export function useSaveState() {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = useCallback(async (save: () => Promise<boolean>) => {
    window.clearTimeout(timer.current);
    setState('saving');
    let ok = false;
    try {
      ok = await save();
    } finally {
      setState(ok ? 'saved' : 'idle');
    }
    if (ok) timer.current = window.setTimeout(() => setState('idle'), TIMINGS.savedBadgeMs);
  }, []);

  return { state, run };
}
