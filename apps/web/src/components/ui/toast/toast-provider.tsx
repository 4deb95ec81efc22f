import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { ToastContext } from './toast-context';
import type { ToastApi, ToastItem, ToastKind } from './toast-context';

// Radix's toast code is a tenth of the JavaScript every screen loads first, and no screen shows a toast before it
// is up: it loads when the page is idle, or with the first toast if that comes sooner, which then shows as soon as
// the code is there.
const toastRegion = lazyModule(() => import('./toast-region'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const [region, loadRegion] = useLazyModule(toastRegion);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: ToastKind, title: string, description?: string) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, kind, title, description }]);
      loadRegion();
      return id;
    },
    [loadRegion],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (title, description) => show('success', title, description),
      error: (title, description) => show('error', title, description),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext value={api}>
      {children}
      {region && <region.ToastRegion toasts={toasts} onClose={dismiss} />}
    </ToastContext>
  );
}
