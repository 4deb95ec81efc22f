import * as ToastPrimitive from '@radix-ui/react-toast';
import { TIMINGS } from '@tandem/contract';
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import type { ToastItem } from './toast-context';
import { CloseIcon } from '../close-icon';

/** Radix's toast region and the toasts in it; loaded after the first screen (see toast-provider.tsx). */
export function ToastRegion({ toasts, onClose }: { toasts: ToastItem[]; onClose: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" label="Notification">
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onClose={onClose} />
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}

function Toast({ toast, onClose }: { toast: ToastItem; onClose: (id: number) => void }) {
  const [remaining, setRemaining] = useState(100);
  const [paused, setPaused] = useState(false);

  // The countdown of docs/product.md section 4: 2% every 40 ms, paused while hovered or focused.
  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => {
      setRemaining((value) => Math.max(0, value - TIMINGS.toastStepPercent));
    }, TIMINGS.toastStepMs);
    return () => window.clearInterval(timer);
  }, [paused]);

  useEffect(() => {
    if (remaining <= 0) onClose(toast.id);
  }, [remaining, onClose, toast.id]);

  const isError = toast.kind === 'error';
  return (
    <ToastPrimitive.Root
      open
      duration={Infinity}
      type={isError ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) onClose(toast.id);
      }}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      data-kind={toast.kind}
      className={cn(
        'relative overflow-hidden rounded-lg border bg-white py-3 pr-10 pl-4 shadow-lg',
        isError ? 'border-danger-600/40' : 'border-success-700/40',
      )}
    >
      <ToastPrimitive.Title
        className={cn('text-sm font-semibold', isError ? 'text-danger-700' : 'text-success-700')}
      >
        {toast.title}
      </ToastPrimitive.Title>
      {toast.description && (
        <ToastPrimitive.Description className="mt-1 text-sm text-slate-700">
          {toast.description}
        </ToastPrimitive.Description>
      )}
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
      >
        <CloseIcon className="size-4" />
      </ToastPrimitive.Close>
      <div
        aria-hidden="true"
        data-testid="toast-countdown"
        className={cn('absolute bottom-0 left-0 h-1', isError ? 'bg-danger-600' : 'bg-success-700')}
        style={{ width: `${remaining}%` }}
      />
    </ToastPrimitive.Root>
  );
}
