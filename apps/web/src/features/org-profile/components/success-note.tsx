import { TIMINGS } from '@tandem/contract';
import { useEffect } from 'react';

/** A success line that clears itself after 3 s (docs/product.md section 4). */
export function SuccessNote({ message, onDone }: { message: string | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, TIMINGS.successMessageMs);
    return () => window.clearTimeout(timer);
  }, [message, onDone]);
  return (
    <div role="status" aria-live="polite">
      {message && (
        <p className="rounded-lg border border-success-700/30 bg-green-50 px-3 py-2 text-sm font-medium text-success-700">
          {message}
        </p>
      )}
    </div>
  );
}
